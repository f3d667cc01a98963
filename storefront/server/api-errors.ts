import type { Context } from 'hono';
import { STORE_UNAVAILABLE, type ApiError } from '../core/contract/api';
import { StoreUnavailableError } from './db';

/**
 * The `onError` of an API: a database that is away answers 503 with the store's message, anything
 * else 500 with an apology; both are logged under the API's `scope`, never with a request's body.
 */
export function answerStoreErrors(scope: string, logger: Pick<Console, 'error'>) {
  return (error: Error, c: Context): Response => {
    if (error instanceof StoreUnavailableError) {
      logger.error(`[${scope}] ${c.req.method} ${c.req.path}: ${error.message}`);
      return c.json<ApiError>({ error: STORE_UNAVAILABLE, code: 'store_unavailable' }, 503);
    }
    logger.error(`[${scope}] unexpected error on ${c.req.method} ${c.req.path}: ${error.message}`);
    return c.json<ApiError>({ error: 'Something went wrong on our side. Please try again.' }, 500);
  };
}
