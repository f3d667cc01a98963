import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  EMAIL_UNVERIFIED_CODE,
  STORE_UNAVAILABLE,
  VERIFY_EMAIL_FOR_DEALS,
  TEAM_CODE_PATTERN,
  createTeamRequestSchema,
  teamPath,
  type ApiError,
  type Team,
} from '../../core/contract/api';
import { TEAM_SIZE, teamPrice } from '../../core/domain/pricing';
import { MAX_OPEN_TEAMS } from '../../core/domain/team';
import { accountOrRefusal, type AccountVerifier, type VerifiedAccount } from '../auth/accounts';
import { noStore } from '../no-store';
import { StoreUnavailableError } from '../db';
import { jsonBody } from '../json-body';
import type { CatalogueStore } from '../catalogue/store';
import { isComplete, type StoredTeam, type TeamStore } from './store';

export interface TeamsApiOptions {
  teams: TeamStore;
  /** The product a team is started for, at its price now. */
  catalogue: CatalogueStore;
  accounts: AccountVerifier;
  logger?: Pick<Console, 'error'>;
}

const UNKNOWN: ApiError = { error: 'There is no team with this code. Check the link, or start a new team.', code: 'unknown_team' };
const EXPIRED: ApiError = { error: 'This team has expired: its 24 hours are over. Start a new team.', code: 'team_expired' };
const FULL: ApiError = { error: `This team is full: it already has ${TEAM_SIZE} members. Start a new team.`, code: 'team_full' };
const TOO_MANY: ApiError = {
  error: `You already have ${MAX_OPEN_TEAMS} open teams. Share them, or wait until one is complete or expired, before you start another.`,
  code: 'too_many_teams',
};
const ALREADY: ApiError = { error: 'You are already a member of this team.', code: 'already_member' };

/**
 * What anyone with the link sees: first names only, never who the accounts are. The price is the one
 * the team started at (`currentPrice`, the catalogue's now, only for teams started before it was kept).
 */
function publicTeam(team: StoredTeam, uid: string | null, currentPrice: number | undefined): Team {
  const price = team.price ?? currentPrice ?? 0;
  const you = team.members.find((member) => member.accountUid === uid);
  const full = team.members.length >= TEAM_SIZE;
  return {
    code: team.code,
    path: teamPath(team.code),
    productId: team.productId,
    price,
    teamPrice: teamPrice(price),
    members: team.members.map(({ firstName }) => ({ firstName })),
    size: TEAM_SIZE,
    state: team.expired ? 'expired' : isComplete(team) ? 'complete' : 'open',
    full,
    expiresAt: team.expiresAt.toISOString(),
    you: { member: you !== undefined, bought: you?.orderId != null },
  };
}

/** POST /teams, GET /teams/:code, POST /teams/:code/join. */
export function createTeamsApi(options: TeamsApiOptions): Hono {
  const { teams, accounts, catalogue } = options;

  /** The team as its page shows it. */
  async function shown(team: StoredTeam, uid: string | null): Promise<Team> {
    const current = team.price === null ? (await catalogue.products([team.productId], { statuses: ['active', 'archived'] })).get(team.productId)?.price : undefined;
    return publicTeam(team, uid, current);
  }
  const logger = options.logger ?? console;
  const api = new Hono();

  api.use('/teams/*', noStore({ byAccount: true }));
  api.use('/teams', noStore());

  function refuse(c: Context, status: ContentfulStatusCode, body: ApiError) {
    return c.json(body, status);
  }

  /** The caller's account: null for no token; a 401 answer for a token that does not verify. */
  function caller(c: Context): Promise<VerifiedAccount | null | Response> {
    return accountOrRefusal(c, accounts, 'Bearer error="invalid_token"');
  }

  /** Starting and joining need a verified email: three free accounts of one person make no team. */
  async function signedIn(c: Context, what: string): Promise<VerifiedAccount | Response> {
    const account = await caller(c);
    if (account === null) {
      c.header('WWW-Authenticate', 'Bearer');
      return refuse(c, 401, { error: `Sign in to ${what}.`, code: 'unauthenticated' });
    }
    if (account instanceof Response || account.emailVerified) return account;
    return refuse(c, 403, { error: VERIFY_EMAIL_FOR_DEALS, code: EMAIL_UNVERIFIED_CODE });
  }

  function codeOf(c: Context): string | null {
    const code = c.req.param('code')?.toUpperCase() ?? '';
    return TEAM_CODE_PATTERN.test(code) ? code : null;
  }

  const teamBody = jsonBody(createTeamRequestSchema, {
    what: 'the team',
    maxBytes: 1024,
    invalid: () => ({ error: 'Send { "productId": <a product id> } to start a team.' }),
  });

  // Who asks comes first: a shopper who is not signed in hears that, whatever the body.
  const signedInToStart = createMiddleware<{ Variables: { account: VerifiedAccount } }>(async (c, next) => {
    const account = await signedIn(c, 'start a team');
    if (account instanceof Response) return account;
    c.set('account', account);
    await next();
  });

  api.post('/teams', signedInToStart, teamBody, async (c) => {
    const account = c.get('account');
    const { productId } = c.get('body');
    const product = (await catalogue.products([productId])).get(productId);
    if (!product) {
      return refuse(c, 422, { error: `Product ${productId} is not in our catalogue.`, code: 'unknown_product' });
    }
    const started = await teams.create(account, productId, product.price);
    if (started.kind === 'too_many_teams') return refuse(c, 429, TOO_MANY);
    c.header('Location', teamPath(started.team.code));
    return c.json<Team>(await shown(started.team, account.uid), started.kind === 'started' ? 201 : 200);
  });

  api.get('/teams/:code', async (c) => {
    const account = await caller(c);
    if (account instanceof Response) return account;
    const code = codeOf(c);
    const team = code ? await teams.byCode(code) : null;
    if (!team) return refuse(c, 404, UNKNOWN);
    return c.json<Team>(await shown(team, account?.uid ?? null));
  });

  api.post('/teams/:code/join', async (c) => {
    const account = await signedIn(c, 'join a team');
    if (account instanceof Response) return account;
    const code = codeOf(c);
    if (!code) return refuse(c, 404, UNKNOWN);
    const result = await teams.join(code, account);
    switch (result.kind) {
      case 'joined':
        return c.json<Team>(await shown(result.team, account.uid));
      case 'unknown_team':
        return refuse(c, 404, UNKNOWN);
      case 'team_expired':
        return refuse(c, 410, EXPIRED);
      case 'team_full':
        return refuse(c, 409, FULL);
      case 'already_member':
        return refuse(c, 409, ALREADY);
    }
  });

  api.onError((error, c) => {
    if (error instanceof StoreUnavailableError) {
      logger.error(`[teams] ${c.req.method} ${c.req.path}: ${error.message}`);
      return refuse(c, 503, { error: STORE_UNAVAILABLE, code: 'store_unavailable' });
    }
    logger.error(`[teams] unexpected error on ${c.req.method} ${c.req.path}: ${error.message}`);
    return refuse(c, 500, { error: 'Something went wrong on our side. Please try again.' });
  });

  return api;
}
