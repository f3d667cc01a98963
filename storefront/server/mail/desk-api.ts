import { Hono } from 'hono';
import type { ApiError } from '../../core/contract/api';
import type { DeadLetter, DeadLetters } from '../../core/contract/dead-letters';
import { requireMerchant } from '../auth/require-merchant';
import type { AccountVerifier } from '../auth/accounts';
import type { Database } from '../db';
import { noStore } from '../no-store';
import { deadLetters, resendDeadLetter } from './outbox';

/** What the desk does with mail that keeps failing: list it, and put one back in the outbox. */
export interface MailDesk {
  deadLetters(): Promise<DeadLetter[]>;
  /** False when the mail is not on the list (unknown, already resent or sent). */
  resend(id: number): Promise<boolean>;
}

export function createMailDesk(db: Database): MailDesk {
  return { deadLetters: () => deadLetters(db), resend: (id) => resendDeadLetter(db, id) };
}

/** `/api/desk/mail/…`, for merchants only (the same claim check as every desk route). */
export function createMailDeskApi({ desk, accounts }: { desk: MailDesk; accounts: AccountVerifier }): Hono {
  const api = new Hono();
  // Only its own paths: the router is mounted beside the other desk routes, which check for themselves.
  api.use('/mail/*', noStore(), requireMerchant(accounts));
  api.get('/mail/dead-letters', async (c) => c.json<DeadLetters>({ mails: await desk.deadLetters() }));
  api.post('/mail/dead-letters/:id/resend', async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isSafeInteger(id) || id < 1) return c.json<ApiError>({ error: 'A mail id is a whole number.', code: 'bad_id' }, 400);
    if (!(await desk.resend(id))) {
      return c.json<ApiError>({ error: 'That mail is not on the dead-letter list (it may have been resent already).', code: 'not_dead' }, 404);
    }
    return c.json({ resent: id }, 202);
  });
  return api;
}
