import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MailContext, MailMessage } from '../../mail/render';
import type { Database } from '../db';
import { mailOutbox } from '../db/schema';
import type { MailTransport } from './transport';

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
  /** How long a claim holds a row; a sender that died mid-send lets go after it. @default 5 min */
  leaseMs?: number;
  /** Rows claimed per call. @default 20 */
  batchSize?: number;
  logger?: Pick<Console, 'info' | 'error'>;
}

export interface SendReport {
  sent: number;
  failed: number;
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
          and next_attempt_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by next_attempt_at, id
        limit ${batchSize}
        for update skip locked)
    returning id, recipient, payload, attempts`);

  const report: SendReport = { sent: 0, failed: 0 };
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
      const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      await db.execute(sql`
        update ${mailOutbox}
           set next_attempt_at = now() + make_interval(secs => ${delay / 1000}),
               claim_token = null, claimed_until = null, last_error = ${reason.slice(0, 1000)}
         where id = ${row.id} and claim_token = ${token}`);
      report.failed += 1;
      logger.error(`[mail] ${row.payload.kind} to ${row.recipient} failed (attempt ${row.attempts}), retrying in ${Math.round(delay / 1000)} s: ${reason}`);
    }
  }
  if (report.sent > 0) logger.info(`[mail] sent ${report.sent} mail${report.sent === 1 ? '' : 's'}`);
  return report;
}
