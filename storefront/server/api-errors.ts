import type { Context } from 'hono';
import type { MoveResult } from './orders/lifecycle';
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

/** How a refused move is answered, for the desk and the shopper alike. */
export function moveRefusal(c: Context, result: Exclude<MoveResult, { kind: 'moved' }>, notFound: ApiError): Response {
  return result.kind === 'not_found' ? c.json(notFound, 404) : c.json<ApiError>({ error: result.reason, code: result.code }, 409);
}
