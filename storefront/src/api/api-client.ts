import { apiErrorSchema } from '../../core/contract/answers';
import { z } from '../../core/domain/schema-mini';

/**
 * Reads from the store's API. Never throws: every answer becomes a typed result, parsed with the
 * contract's schema, so a page can show what the server said or a clear message.
 */

export type ApiResult<T> =
  | { ok: true; data: T }
  /**
   * `status` 0: the server could not be reached or answered something unreadable. `code`: the API's
   * machine-readable reason, when it gave one ('team_full', 'card_declined', …).
   */
  | { ok: false; status: number; message: string; code?: string };

export const API_UNREACHABLE = 'We could not reach the store. Check your connection and try again.';

export interface GetJsonOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The network edge; tests pass their own. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/**
 * A schema of the contract, in either build of zod: classic, or mini for the answers a light screen
 * reads (core/contract/answers.ts). Parsing goes through zod/mini's `safeParse`, which reads both, so
 * this client loads no zod classic of its own.
 */
export type AnswerSchema<T> = z.core.$ZodType<T>;

export function getJson<T>(url: string, schema: AnswerSchema<T>, options: GetJsonOptions = {}): Promise<ApiResult<T>> {
  return requestJson(url, schema, options, undefined);
}

/** POSTs `payload` as JSON; the answer is read like `getJson`'s. */
export function postJson<T>(url: string, payload: unknown, schema: AnswerSchema<T>, options: GetJsonOptions = {}): Promise<ApiResult<T>> {
  return requestJson(url, schema, options, payload);
}

async function requestJson<T>(url: string, schema: AnswerSchema<T>, options: GetJsonOptions, payload: unknown): Promise<ApiResult<T>> {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  let body: unknown;
  try {
    response = await send(url, {
      ...(payload === undefined ? {} : { method: 'POST', body: JSON.stringify(payload) }),
      headers: { Accept: 'application/json', ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers },
      credentials: 'same-origin',
      signal: options.signal,
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, status: 0, message: API_UNREACHABLE };
  }
  if (!response.ok) {
    const parsed = z.safeParse(apiErrorSchema, body);
    if (!parsed.success) return { ok: false, status: response.status, message: API_UNREACHABLE };
    const { error, code } = parsed.data;
    return { ok: false, status: response.status, message: error, ...(code === undefined ? {} : { code }) };
  }
  const parsed = z.safeParse(schema, body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 0, message: API_UNREACHABLE };
}
