import { createMiddleware } from 'hono/factory';
import type { ApiError } from '../../core/contract/api';
import { STAFF_ONLY } from '../../core/contract/words';
import { accountOf, AccountTokenError, type AccountVerifier, type VerifiedAccount } from './accounts';

/** What a route behind `requireMerchant` finds on its context. */
export type MerchantEnv = { Variables: { merchant: VerifiedAccount } };

/**
 * The one check of every desk route (orders, stock, mail): a signed-in account with the
 * Firebase custom claim `merchant: true` (`npm run merchant -- grant EMAIL`), its token checked against
 * revocation so that a revoked merchant is out at once. No token: 401; a token without the claim: 403.
 * The account is put on the context as `merchant`.
 */
export function requireMerchant(accounts: AccountVerifier) {
  return createMiddleware<MerchantEnv>(async (c, next) => {
    let account: VerifiedAccount | null;
    try {
      account = await accountOf(c, accounts, { checkRevoked: true });
    } catch (error) {
      if (!(error instanceof AccountTokenError)) throw error;
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return c.json<ApiError>({ error: error.message, code: 'unauthenticated' }, 401);
    }
    if (!account) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json<ApiError>({ error: `Sign in. ${STAFF_ONLY}`, code: 'unauthenticated' }, 401);
    }
    if (!account.merchant) return c.json<ApiError>({ error: STAFF_ONLY, code: 'staff_only' }, 403);
    c.set('merchant', account);
    await next();
  });
}
