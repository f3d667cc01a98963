import type { ApiError } from '../../core/contract/api';
import { createMiddleware } from 'hono/factory';
import { accountOf, AccountTokenError, type AccountVerifier, type VerifiedAccount } from './accounts';

/** What the desk tells anyone who is not on the store's staff. */
export const STAFF_ONLY = 'This page is for the store\'s staff.';

/**
 * Lets through only a signed-in merchant (Firebase custom claim `merchant: true`, DECISIONS.md Round 3),
 * and puts the account on the context. No token: 401; a token without the claim: 403.
 */
export function requireMerchant(accounts: AccountVerifier) {
  return createMiddleware<{ Variables: { merchant: VerifiedAccount } }>(async (c, next) => {
    let account: VerifiedAccount | null;
    try {
      account = await accountOf(c, accounts);
    } catch (error) {
      if (!(error instanceof AccountTokenError)) throw error;
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json<ApiError>({ error: error.message, code: 'unauthenticated' }, 401);
    }
    if (account === null) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json<ApiError>({ error: `Sign in with a staff account. ${STAFF_ONLY}`, code: 'unauthenticated' }, 401);
    }
    if (account.merchant !== true) return c.json<ApiError>({ error: STAFF_ONLY, code: 'not_merchant' }, 403);
    c.set('merchant', account);
    await next();
  });
}
