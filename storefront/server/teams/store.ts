import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { VerifiedAccount } from '../auth/accounts';
import { guarded, type Database } from '../db';
import { orders } from '../db/schema';
import { TEAM_SIZE } from '../../core/domain/pricing';
import { firstNameOf, MAX_OPEN_TEAMS, TEAM_HOURS } from '../../core/domain/team';
import { queueTeamComplete } from '../mail/team-mail';
import { teamMembers, teams } from './schema';

/** A team as the store reads it, for one caller. */
export interface StoredTeam {
  id: number;
  code: string;
  productId: number;
  /** The product's price (cents) when the team started; null for teams started before it was kept. */
  price: number | null;
  createdBy: string;
  expiresAt: Date;
  /** Whether the database's clock has passed `expiresAt` (the server's one clock decides). */
  expired: boolean;
  members: Array<{ accountUid: string; firstName: string; orderId: number | null }>;
}

export type StartResult =
  | { kind: 'started' | 'existing'; team: StoredTeam }
  | { kind: 'too_many_teams' };

export type JoinResult =
  | { kind: 'joined'; team: StoredTeam }
  | { kind: 'unknown_team' | 'team_expired' | 'team_full' | 'already_member'; team: StoredTeam | null };

/** Why a team line cannot be bought at the team price; null when it can. */
export type PurchaseRefusal = 'unknown_team' | 'wrong_product' | 'not_member' | 'incomplete' | 'expired' | 'already_bought';

export type PurchaseCheck = { ok: true; team: StoredTeam } | { ok: false; reason: PurchaseRefusal };

export interface TeamStore {
  /**
   * A new team for the product with the account as its first member, open for TEAM_HOURS; or the open
   * team the account already started for it (a second tap, another device); or a refusal when the
   * account already has MAX_OPEN_TEAMS open teams. Starts by one account queue on an advisory lock, so
   * parallel taps make one team and never pass the limit.
   */
  create(account: VerifiedAccount, productId: number, price: number): Promise<StartResult>;
  byCode(code: string): Promise<StoredTeam | null>;
  /**
   * Adds the account to the team: one conditional update (`member_count < TEAM_SIZE` and not expired)
   * and the (team, account) key, in one transaction, so that concurrent joiners never make it more
   * than TEAM_SIZE.
   */
  join(code: string, account: VerifiedAccount): Promise<JoinResult>;
  /** Whether the account may buy `productId` at the team price with this team now (read only). */
  checkPurchase(code: string, uid: string, productId: number): Promise<PurchaseCheck>;
  /**
   * Takes the member's one purchase for this order: only when the member has none, or this same order
   * (a retried attempt), or one that failed or expired. False when another order holds it.
   */
  claimPurchase(teamId: number, uid: string, orderNumber: string): Promise<boolean>;
}

/** Crockford's base 32, as order numbers: no I, L, O or U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newCode(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return code;
}

class AlreadyMember extends Error {}


/**
 * An order that will not be fulfilled (its payment failed or expired, or it was cancelled) gives its
 * member's team purchase back: the member may buy with the team again.
 */
export async function freeTeamPurchase(tx: Pick<Database, 'update'>, orderId: number): Promise<void> {
  await tx.update(teamMembers).set({ orderId: null }).where(eq(teamMembers.orderId, orderId));
}

export function isComplete(team: StoredTeam): boolean {
  return team.members.length >= TEAM_SIZE;
}

export function createTeamStore(db: Database): TeamStore {
  async function byCode(code: string): Promise<StoredTeam | null> {
    const [row] = await db
      .select({
        id: teams.id,
        code: teams.code,
        productId: teams.productId,
        price: teams.price,
        createdBy: teams.createdBy,
        expiresAt: teams.expiresAt,
        expired: sql<boolean>`${teams.expiresAt} <= now()`,
      })
      .from(teams)
      .where(eq(teams.code, code));
    if (!row) return null;
    const members = await db
      .select({ accountUid: teamMembers.accountUid, firstName: teamMembers.firstName, orderId: teamMembers.orderId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, row.id))
      .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.accountUid));
    return { ...row, members };
  }

  return {
    byCode: (code) => guarded(() => byCode(code)),

    create: (account, productId, price) =>
      guarded(async (): Promise<StartResult> => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const code = newCode();
          const started = await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team-start:${account.uid}`}))`);
            const open = await tx
              .select({ code: teams.code, productId: teams.productId })
              .from(teams)
              .where(and(eq(teams.createdBy, account.uid), lt(teams.memberCount, TEAM_SIZE), gt(teams.expiresAt, sql`now()`)));
            const same = open.find((team) => team.productId === productId);
            if (same) return { kind: 'existing' as const, code: same.code };
            if (open.length >= MAX_OPEN_TEAMS) return { kind: 'too_many_teams' as const };
            const [team] = await tx
              .insert(teams)
              .values({
                code,
                productId,
                price,
                createdBy: account.uid,
                expiresAt: sql`now() + make_interval(hours => ${TEAM_HOURS})`,
                memberCount: 1,
              })
              .onConflictDoNothing()
              .returning({ id: teams.id });
            if (!team) return null;
            await tx
              .insert(teamMembers)
              .values({ teamId: team.id, accountUid: account.uid, firstName: firstNameOf(account.name, account.email), email: account.email });
            return { kind: 'started' as const, code };
          });
          if (started?.kind === 'too_many_teams') return started;
          if (started) {
            const team = await byCode(started.code);
            if (team) return { kind: started.kind, team };
          }
        }
        throw new Error('No free team code after 5 attempts.');
      }),

    join: (code, account) =>
      guarded(async () => {
        const before = await byCode(code);
        if (!before) return { kind: 'unknown_team', team: null };
        // The friendlier answer first: a member who opens the link again is told so, full or not.
        if (before.members.some((member) => member.accountUid === account.uid)) return { kind: 'already_member', team: before };
        if (before.expired) return { kind: 'team_expired', team: before };
        const joined = await db.transaction(async (tx) => {
          // The row lock queues concurrent joiners; each re-checks the count after the one before commits.
          const [place] = await tx
            .update(teams)
            .set({ memberCount: sql`${teams.memberCount} + 1` })
            .where(and(eq(teams.id, before.id), lt(teams.memberCount, TEAM_SIZE), gt(teams.expiresAt, sql`now()`)))
            .returning({ id: teams.id, memberCount: teams.memberCount });
          if (!place) return 'no_place' as const;
          const [member] = await tx
            .insert(teamMembers)
            .values({ teamId: before.id, accountUid: account.uid, firstName: firstNameOf(account.name, account.email), email: account.email })
            .onConflictDoNothing()
            .returning({ uid: teamMembers.accountUid });
          // The same account joining twice at once: throwing undoes the count this attempt took.
          if (!member) throw new AlreadyMember();
          // The member who completes the team tells everyone, in the same transaction.
          if (place.memberCount === TEAM_SIZE) await queueTeamComplete(tx, { id: before.id, code: before.code, productId: before.productId });
          return 'joined' as const;
        }).catch((error: unknown) => {
          if (error instanceof AlreadyMember) return 'duplicate' as const;
          throw error;
        });
        const after = await byCode(code);
        if (joined === 'joined' && after) return { kind: 'joined', team: after };
        if (joined === 'duplicate') return { kind: 'already_member', team: after };
        return { kind: after?.expired ? 'team_expired' : 'team_full', team: after };
      }),

    checkPurchase: (code, uid, productId) =>
      guarded(async (): Promise<PurchaseCheck> => {
        const team = await byCode(code);
        if (!team) return { ok: false, reason: 'unknown_team' };
        if (team.productId !== productId) return { ok: false, reason: 'wrong_product' };
        const member = team.members.find((candidate) => candidate.accountUid === uid);
        if (!member) return { ok: false, reason: 'not_member' };
        if (team.expired) return { ok: false, reason: 'expired' };
        if (!isComplete(team)) return { ok: false, reason: 'incomplete' };
        if (member.orderId !== null) {
          const [held] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, member.orderId));
          if (held && held.status !== 'failed' && held.status !== 'expired') return { ok: false, reason: 'already_bought' };
        }
        return { ok: true, team };
      }),

    claimPurchase: (teamId, uid, orderNumber) =>
      guarded(async () => {
        const orderId = sql`(select ${orders.id} from ${orders} where ${orders.orderNumber} = ${orderNumber})`;
        const claimed = await db
          .update(teamMembers)
          .set({ orderId })
          .where(
            and(
              eq(teamMembers.teamId, teamId),
              eq(teamMembers.accountUid, uid),
              sql`(${teamMembers.orderId} is null or ${teamMembers.orderId} = ${orderId} or ${teamMembers.orderId} in (select ${orders.id} from ${orders} where ${orders.status} in ('failed', 'expired')))`,
            ),
          )
          .returning({ orderId: teamMembers.orderId });
        return claimed.length > 0;
      }),
  };
}
