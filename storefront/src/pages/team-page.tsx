import { Users } from '@nexus-za/ui-kit/icons';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { Price } from '@nexus-za/ui-kit/price';
import { ProductImage } from '@nexus-za/ui-kit/product-image';
import { TeamProgress } from '@nexus-za/ui-kit/team-progress';
import { useToast } from '@nexus-za/ui-kit/toast';
import type { ApiResult } from '../api/api-client';
import { fetchTeam, joinTeam, startTeam } from '../api/teams-api';
import { pageTitle, useDocumentTitle } from '../platform/document-head';
import { getProduct, PRODUCT_IMAGE_SIZE } from '../../core/catalogue/products';
import { APP_ROUTES, productHref } from '../../core/catalogue/routes';
import { teamPath, type Team } from '../../core/contract/api';
import { formatRand } from '../../core/domain/money';
import { TEAM_COMPLETE_MESSAGE, TEAM_PRICE_NOTE } from '../../core/domain/team';
import { useCartStore } from '../stores/cart-store';
import { connectSession, useSessionStatus } from '../stores/session-store';
import { PageLoading } from '../components/page-loading';
import { NotFoundView } from '../components/page-states';
import { TeamShare } from '../components/team-share';

/** /team/:code: a team as the server keeps it, and what the signed-in shopper can do with it. */
export default function TeamPage() {
  const code = (useParams().code ?? '').toUpperCase();
  const status = useSessionStatus();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const addToCart = useCartStore((state) => state.add);
  const [result, setResult] = useState<ApiResult<Team> | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(pageTitle('Team Buy'));

  useEffect(() => {
    if (status === 'unknown') {
      connectSession();
      return;
    }
    const controller = new AbortController();
    fetchTeam(code, controller.signal).then(setResult, () => undefined);
    return () => controller.abort();
  }, [code, status]);

  if (result === null) return <PageLoading label="Loading the team..." />;
  if (!result.ok) {
    return (
      <NotFoundView
        heading={result.status === 404 ? 'Team not found' : 'Team buy'}
        icon={<Users />}
        title={result.status === 404 ? 'No such team' : 'We could not load this team'}
        text={result.message}
        action={{ label: 'Continue Shopping', to: APP_ROUTES.home }}
      />
    );
  }

  const team: Team = result.data;
  const product = getProduct(team.productId);
  const signIn = () => navigate(APP_ROUTES.login, { state: { from: location.pathname } });

  async function join() {
    if (status !== 'signed-in') return signIn();
    setBusy(true);
    const joined = await joinTeam(team.code);
    setBusy(false);
    if (joined.ok) setResult(joined);
    else {
      toast({ title: joined.message, type: 'error' });
      setResult(await fetchTeam(team.code));
    }
  }

  async function startNew() {
    if (status !== 'signed-in') return signIn();
    setBusy(true);
    const started = await startTeam(team.productId);
    setBusy(false);
    if (started.ok) navigate(teamPath(started.data.code));
    else toast({ title: started.message, type: 'error' });
  }

  const complete = team.state === 'complete';
  const closedToYou = !team.you.member && (team.state === 'expired' || team.full);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex items-center gap-4">
        {product ? (
          <ProductImage
            src={product.image}
            alt={product.imageAlt}
            width={PRODUCT_IMAGE_SIZE.width}
            height={PRODUCT_IMAGE_SIZE.height}
            className="size-24 shrink-0 rounded-card bg-surface-muted object-contain sm:size-32"
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold text-ink-muted">Team Buy</p>
          <h1 className="text-2xl font-bold break-words">{product ? <Link to={productHref(product.id)}>{product.name}</Link> : 'Team'}</h1>
          <Price amount={team.teamPrice} was={team.price} format={formatRand} />
        </div>
      </header>

      <section aria-label="Team progress">
        <TeamProgress
          members={team.members.length}
          size={team.size}
          memberNames={team.members.map((member) => member.firstName)}
          expiresAt={team.expiresAt}
          labelAs="h2"
          expired={team.state === 'expired'}
        />
      </section>

      <div role="status" className="font-semibold text-success-700">
        {complete && team.you.member ? TEAM_COMPLETE_MESSAGE : null}
      </div>

      {closedToYou ? (
        <section className="flex flex-col gap-3">
          <p>{team.state === 'expired' ? 'This team has expired: its 24 hours are over.' : `This team is full: it already has ${team.size} members.`}</p>
          <Button onClick={() => void startNew()} disabled={busy}>
            Start a new team
          </Button>
        </section>
      ) : null}

      {!team.you.member && !closedToYou ? (
        <Button size="lg" onClick={() => void join()} disabled={busy}>
          Join Team
        </Button>
      ) : null}

      {team.you.member && complete && !team.you.bought ? (
        <Button
          size="lg"
          variant="accent"
          onClick={() => {
            addToCart(team.productId, { teamCode: team.code });
            toast({ title: `Added ${product?.name ?? 'the product'} to cart`, description: TEAM_PRICE_NOTE, type: 'success' });
          }}
        >
          Add to Cart at team price
        </Button>
      ) : null}
      {team.you.bought ? <p>You have bought with this team.</p> : null}

      {team.you.member && team.state === 'open' ? <TeamShare path={team.path} productName={product?.name ?? 'a product'} /> : null}
    </div>
  );
}
