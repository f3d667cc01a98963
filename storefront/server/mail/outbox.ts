import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MailContext, MailMessage } from '../../mail/render';
import type { Database } from '../db';
import { mailOutbox } from '../db/schema';
import { DEFAULT_MAIL_MAX_ATTEMPTS, type MailTransport } from './transport';

/** A transaction or the database: `queueMail` runs inside the transaction of the event it reports. */
export type MailExecutor = Pick<Database, 'insert' | 'execute'>;

/** PostgreSQL delivers a NOTIFY only when its transaction commits: exactly when a queued mail is real. */
export const MAIL_QUEUED_CHANNEL = 'mail_outbox_queued';

/** What one message is about: the same cause queued twice (a replayed event) is one mail. */
export function mailKey(message: MailMessage): string {
  switch (message.kind) {
    case 'order-confirmation':
      return `${message.kind}:${message.order.orderNumber}`;
    case 'team-complete':
      return `${message.kind}:${message.teamCode}:${message.to}`;
    case 'wheel-voucher':
      return `${message.kind}:${message.code}`;
    default:
      return `${message.kind}:${message.orderNumber}`;
  }
}

/**
 * Queues a mail in the caller's transaction: it is written exactly when the event that causes it
 * commits, and sent later by `sendPendingMail`. A message whose key is already queued writes nothing
 * (false). `key` overrides the message's own key, for causes that can happen more than once (partial
 * refunds: the refund's event id).
 */
export async function queueMail(tx: MailExecutor, message: MailMessage, key: string = mailKey(message)): Promise<boolean> {
  const rows = await tx
    .insert(mailOutbox)
    .values({ dedupeKey: key, kind: message.kind, recipient: message.to, payload: message })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  if (rows.length > 0) await tx.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
  return rows.length > 0;
}

export interface MailSenderDeps {
  db: Database;
  transport: MailTransport;
  from: string;
  context: MailContext;
  /** The first retry after a failure; each further one waits twice as long. @default 30 s */
  retryBaseMs?: number;
  /** @default 30 min */
  retryMaxMs?: number;
  /** Failed attempts after which the mail is dead-lettered (no more retries until resent). @default 10 */
  maxAttempts?: number;
  /** How long a claim holds a row; a sender that died mid-send lets go after it. @default 5 min */
  leaseMs?: number;
  /** Rows claimed per call. @default 20 */
  batchSize?: number;
  logger?: Pick<Console, 'info' | 'error'>;
}

export interface SendReport {
  sent: number;
  failed: number;
  /** Of the failed, those that used their last attempt and went to the dead-letter list. */
  deadLettered: number;
}

interface ClaimedRow extends Record<string, unknown> {
  id: number;
  recipient: string;
  payload: MailMessage;
  attempts: number;
}

/** Waits after the n-th failed attempt: base, 2 × base, 4 × base … up to max. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/**
 * Sends the mail that is due, once. Rows are claimed with one `UPDATE … WHERE id IN (SELECT … FOR
 * UPDATE SKIP LOCKED)` that stamps a claim token and a lease: two senders running at once (two server
 * processes, two job workers) never take the same row, and each row's result is recorded only by the
 * sender that holds its claim. A failed send keeps the row, with the error, for a later attempt
 * (exponential back-off); nothing is dropped. A sender that dies between the SMTP server's "accepted"
 * and the row's "sent" leaves the row to be sent again when its lease runs out: that window is the
 * only way a mail can go twice, and its Message-ID stays the same so receivers can tell.
 */
export async function sendPendingMail(deps: MailSenderDeps): Promise<SendReport> {
  const { db, transport } = deps;
  const retryBaseMs = deps.retryBaseMs ?? 30_000;
  const retryMaxMs = deps.retryMaxMs ?? 30 * 60_000;
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  const batchSize = deps.batchSize ?? 20;
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAIL_MAX_ATTEMPTS;
  const logger = deps.logger ?? console;
  const token = randomUUID();

  const claimed = await db.execute<ClaimedRow>(sql`
    update ${mailOutbox}
       set claim_token = ${token},
           claimed_until = now() + make_interval(secs => ${leaseMs / 1000}),
           attempts = attempts + 1
     where id in (
       select id from ${mailOutbox}
        where sent_at is null
          and dead_at is null
          and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by next_attempt_at, id
        limit ${batchSize}
        for update skip locked)
    returning id, recipient, payload, attempts`);

  const report: SendReport = { sent: 0, failed: 0, deadLettered: 0 };
  // Loaded when there is mail to render, never at start-up: React must be loaded after the server
  // chose its build (index.ts sets NODE_ENV), or it and the page renderer's react-dom disagree.
  if (claimed.rows.length === 0) return report;
  const { renderMail } = await import('../../mail/render');
  for (const row of claimed.rows) {
    try {
      const mail = await renderMail(row.payload, deps.context);
      await transport.send({
        from: deps.from,
        to: row.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<outbox-${row.id}@${new URL(deps.context.origin).hostname}>`,
      });
      await db.execute(sql`
        update ${mailOutbox}
           set sent_at = now(), claim_token = null, claimed_until = null, last_error = null
         where id = ${row.id} and claim_token = ${token}`);
      report.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const dead = row.attempts >= maxAttempts;
      const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      // A mail that keeps failing (a mailbox that does not exist, a message the server rejects) stops
      // retrying: it waits on the desk's dead-letter list, where a person can see why and resend it.
      await db.execute(sql`
        update ${mailOutbox}
           set next_attempt_at = now() + make_interval(secs => ${delay / 1000}),
               dead_at = ${dead ? sql`now()` : sql`null`},
               claim_token = null, claimed_until = null, last_error = ${reason.slice(0, 1000)}
         where id = ${row.id} and claim_token = ${token}`);
      report.failed += 1;
      if (dead) report.deadLettered += 1;
      logger.error(
        dead
          ? `[mail] ${row.payload.kind} to ${row.recipient} failed ${row.attempts} times; moved to the dead-letter list: ${reason}`
          : `[mail] ${row.payload.kind} to ${row.recipient} failed (attempt ${row.attempts}), retrying in ${Math.round(delay / 1000)} s: ${reason}`,
      );
    }
  }
  if (report.sent > 0) logger.info(`[mail] sent ${report.sent} mail${report.sent === 1 ? '' : 's'}`);
  return report;
}

/** A mail that used its last attempt, as the desk lists it. */
export interface DeadLetter {
  id: number;
  kind: string;
  recipient: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deadAt: string;
}

/** The dead-letter list, newest first. */
export async function deadLetters(db: Database, limit = 100): Promise<DeadLetter[]> {
  const rows = await db.execute<{ id: number; kind: string; recipient: string; attempts: number; last_error: string | null; created_at: Date | string; dead_at: Date | string }>(sql`
    select id, kind, recipient, attempts, last_error, created_at, dead_at
      from ${mailOutbox}
     where dead_at is not null and sent_at is null
     order by dead_at desc, id desc
     limit ${limit}`);
  return rows.rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    recipient: row.recipient,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    deadAt: new Date(row.dead_at).toISOString(),
  }));
}

/**
 * Puts a dead-lettered mail back in the outbox, due now with a fresh set of attempts, and wakes the
 * senders. False when the row is not (or no longer) dead: a second resend of one mail does nothing.
 */
export async function resendDeadLetter(db: Database, id: number): Promise<boolean> {
  const rows = await db.execute(sql`
    update ${mailOutbox}
       set dead_at = null, attempts = 0, next_attempt_at = now(), last_error = null
     where id = ${id} and dead_at is not null and sent_at is null
    returning id`);
  if (rows.rows.length === 0) return false;
  await db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, '')`);
  return true;
}
