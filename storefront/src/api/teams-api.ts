import { API, apiErrorSchema, teamSchema, type Team } from '../contract/api';
import { authorizationHeader } from '../stores/session-store';
import { API_UNREACHABLE } from './api-client';

/** Team buys: started, read and joined on the server, which alone knows a team's members. */

export type TeamResult =
  | { ok: true; team: Team }
  /** `code` is the API's reason ('team_full', 'team_expired', 'unauthenticated', …); `status` 0: unreachable. */
  | { ok: false; status: number; code: string | undefined; message: string };

async function request(url: string, init: { method: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal | undefined }): Promise<TeamResult> {
  let response: Response;
  let body: unknown;
  try {
    const headers: Record<string, string> = { Accept: 'application/json', ...(await authorizationHeader()) };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    response = await fetch(url, {
      method: init.method,
      headers,
      credentials: 'same-origin',
      signal: init.signal ?? null,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: 0, code: undefined, message: API_UNREACHABLE };
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    return parsed.success
      ? { ok: false, status: response.status, code: parsed.data.code, message: parsed.data.error }
      : { ok: false, status: response.status, code: undefined, message: API_UNREACHABLE };
  }
  const parsed = teamSchema.safeParse(body);
  return parsed.success ? { ok: true, team: parsed.data } : { ok: false, status: 0, code: undefined, message: API_UNREACHABLE };
}

export const startTeam = (productId: number) => request(API.teams, { method: 'POST', body: { productId } });
export const fetchTeam = (code: string, signal?: AbortSignal) => request(API.team(code), { method: 'GET', signal });
export const joinTeam = (code: string) => request(API.joinTeam(code), { method: 'POST' });
