import { EMAIL_UNVERIFIED_CODE, VERIFY_EMAIL_FOR_DEALS, type ApiError, type ParsedPaymentRequest } from '../../core/contract/api';
import type { CartItemRef } from '../../core/domain/pricing';
import { TEAM_UNITS_PER_MEMBER } from '../../core/domain/team';
import type { VerifiedAccount } from '../auth/accounts';
import type { PurchaseRefusal, TeamStore } from './store';

/**
 * The payment API's one hook for team buys: a line is priced at the team price only when it names a
 * complete, unexpired team of that product that the signed-in account is a member of and has not
 * bought with yet; one unit. `team: true` alone earns nothing.
 */

export interface TeamRefusal {
  status: 401 | 403 | 409 | 410 | 422;
  body: ApiError;
}

export interface TeamItem extends CartItemRef {
  teamCode?: string;
  /** The product's price when the team started (cents); null for teams started before it was kept. */
  startPrice?: number | null;
}

export type TeamLines =
  | { ok: false; refusal: TeamRefusal }
  | {
      ok: true;
      /** The items to price: `team: true` exactly on the lines whose team was checked. */
      items: TeamItem[];
      /**
       * Takes each team line's one purchase for the written order (a conditional update); false when
       * another order of the same member took it first, and then nothing may be charged.
       */
      claim(orderNumber: string): Promise<boolean>;
    };

const REFUSALS: Record<PurchaseRefusal, TeamRefusal> = {
  unknown_team: { status: 422, body: { error: 'There is no team with this code. Start a team or join one from its link.', code: 'unknown_team' } },
  wrong_product: { status: 422, body: { error: 'This team is for another product: the team price applies to its own product only.', code: 'wrong_product' } },
  not_member: { status: 403, body: { error: 'Only the members of a team can buy at its team price. Join the team first.', code: 'not_member' } },
  incomplete: { status: 409, body: { error: 'This team is not complete yet: the team price applies once it has 3 members.', code: 'team_incomplete' } },
  expired: { status: 410, body: { error: 'This team has expired: its 24 hours are over. Start a new team.', code: 'team_expired' } },
  already_bought: { status: 409, body: { error: 'You have already bought with this team: each member buys once at the team price.', code: 'team_already_bought' } },
};

export const TEAM_FLAG_ALONE: TeamRefusal = {
  status: 422,
  body: {
    error: 'team: true alone earns no team price: send the teamCode of a complete team you are a member of.',
    code: 'team_code_required',
  },
};

const SIGN_IN: TeamRefusal = {
  status: 401,
  body: { error: 'Sign in to buy at the team price: it is for the members of a complete team.', code: 'unauthenticated' },
};

/** The team price is a deal for a person: a verified email, as FLASH30 and the vouchers. */
const VERIFY_EMAIL: TeamRefusal = { status: 403, body: { error: VERIFY_EMAIL_FOR_DEALS, code: EMAIL_UNVERIFIED_CODE } };

const ONE_UNIT: TeamRefusal = {
  status: 422,
  body: { error: `Each team member buys ${TEAM_UNITS_PER_MEMBER} unit at the team price, once: set the team line's quantity to ${TEAM_UNITS_PER_MEMBER}.`, code: 'team_quantity' },
};

export const CLAIMED_MEANWHILE = REFUSALS.already_bought;

export async function teamLines(
  teams: TeamStore,
  account: VerifiedAccount | null,
  items: ParsedPaymentRequest['items'],
): Promise<TeamLines> {
  const priced: TeamItem[] = [];
  const claims: Array<{ teamId: number; uid: string }> = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (item.teamCode === undefined) {
      if (item.team === true) return { ok: false, refusal: TEAM_FLAG_ALONE };
      priced.push({ id: item.id, quantity: item.quantity });
      continue;
    }
    if (!account) return { ok: false, refusal: SIGN_IN };
    if (!account.emailVerified) return { ok: false, refusal: VERIFY_EMAIL };
    if (item.quantity !== TEAM_UNITS_PER_MEMBER || seen.has(item.teamCode)) return { ok: false, refusal: ONE_UNIT };
    seen.add(item.teamCode);
    const check = await teams.checkPurchase(item.teamCode, account.uid, item.id);
    if (!check.ok) return { ok: false, refusal: REFUSALS[check.reason] };
    claims.push({ teamId: check.team.id, uid: account.uid });
    priced.push({ id: item.id, quantity: item.quantity, team: true, teamCode: item.teamCode, startPrice: check.team.price });
  }
  return {
    ok: true,
    items: priced,
    async claim(orderNumber) {
      for (const { teamId, uid } of claims) {
        if (!(await teams.claimPurchase(teamId, uid, orderNumber))) return false;
      }
      return true;
    },
  };
}
