import { Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { EmptyState } from '@nexus-za/ui-kit/empty-state';
import { Spinner } from '@nexus-za/ui-kit/spinner';
import { useToast } from '@nexus-za/ui-kit/toast';
import type { ApiResult } from '../api/api-client';
import { fetchTeam, joinTeam, startTeam } from '../api/teams-api';
import { pageTitle, useDocumentTitle } from '../app/document-head';
import { getProduct } from '../catalogue/products';
import { APP_ROUTES, productHref } from '../catalogue/routes';
import { teamPath, type Team } from '../contract/api';
import { formatRand } from '../domain/money';
import { TEAM_COMPLETE_MESSAGE } from '../domain/team';
import { useCartStore } from '../stores/cart-store';
import { connectSession, useSessionStatus } from '../stores/session-store';
import { TeamShare } from '../components/team-share';

/** '23 h 59 min left', from the server's expiry and this browser's clock. */
export function timeLeft(expiresAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 60_000));
  if (minutes === 0) return 'Less than a minute left';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

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
  const now = useNow(30_000);
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

  if (result === null) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label="Loading the team..." showLabel />
      </div>
    );
  }
  if (!result.ok) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <EmptyState
          icon={<Users />}
          title={result.status === 404 ? 'No such team' : 'We could not load this team'}
          text={result.message}
          action={
            <Button asChild>
              <Link to={APP_ROUTES.home}>Continue Shopping</Link>
            </Button>
          }
        />
      </div>
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

  const count = team.members.length;
  const complete = team.state === 'complete';
  const closedToYou = !team.you.member && (team.state === 'expired' || team.full);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-ink-muted">Team Buy</p>
        <h1 className="text-2xl font-bold">{product ? <Link to={productHref(product.id)}>{product.name}</Link> : 'Team'}</h1>
        <p>
          Team price <strong>{formatRand(team.teamPrice)}</strong> <s className="text-ink-muted">{formatRand(team.price)}</s>
        </p>
      </header>

      <section aria-labelledby="team-members-heading" className="flex flex-col gap-2">
        <h2 id="team-members-heading" className="text-lg font-semibold">
          Team members <span data-testid="team-progress">{`${count} of ${team.size}`}</span>
        </h2>
        <div
          role="progressbar"
          aria-label="Team members"
          aria-valuemin={0}
          aria-valuemax={team.size}
          aria-valuenow={count}
          aria-valuetext={`${count} of ${team.size}`}
          className="h-2 overflow-hidden rounded-pill bg-surface-sunken"
        >
          <div className={complete ? 'h-full bg-success-600' : 'h-full bg-brand-600'} style={{ width: `${(count / team.size) * 100}%` }} />
        </div>
        <ul className="flex flex-wrap gap-2">
          {team.members.map((member, index) => (
            <li key={index} className="rounded-pill bg-surface-sunken px-3 py-1 text-sm">
              {member.firstName}
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink-muted">{team.state === 'expired' ? 'This team has expired.' : timeLeft(team.expiresAt, now)}</p>
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
            toast({ title: `Added ${product?.name ?? 'the product'} to cart`, description: 'At the team price: 40% off.', type: 'success' });
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
