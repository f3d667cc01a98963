import { DEAD_LETTER_PATHS, deadLettersSchema, type DeadLetters } from '../../core/contract/dead-letters';
import { z } from '../../core/domain/schema-mini';
import { authorizationHeader } from '../stores/session-store';
import { getJson, postJson, type ApiResult } from './api-client';

/** The desk's dead-letter list and its resend; the server checks the merchant claim on each. */

export async function fetchDeadLetters(signal?: AbortSignal): Promise<ApiResult<DeadLetters>> {
  return getJson(DEAD_LETTER_PATHS.list, deadLettersSchema, { headers: await authorizationHeader(), signal });
}

const resentSchema = z.object({ resent: z.int() });

export async function resendDeadLetter(id: number): Promise<ApiResult<{ resent: number }>> {
  return postJson(DEAD_LETTER_PATHS.resend(id), {}, resentSchema, { headers: await authorizationHeader() });
}
