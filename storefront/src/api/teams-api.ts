import { API, teamSchema, type Team } from '../../core/contract/api';
import { authorizationHeader } from '../stores/session-store';
import { getJson, postJson, type ApiResult } from './api-client';

/**
 * Team buys: started, read and joined on the server, which alone knows a team's members. A refusal's
 * `code` says why ('unknown_team', 'team_expired', 'team_full', 'already_member', 'unauthenticated').
 */

export async function startTeam(productId: number): Promise<ApiResult<Team>> {
  return postJson(API.teams, { productId }, teamSchema, { headers: await authorizationHeader() });
}

export async function fetchTeam(code: string, signal?: AbortSignal): Promise<ApiResult<Team>> {
  return getJson(API.team(code), teamSchema, { headers: await authorizationHeader(), signal });
}

export async function joinTeam(code: string): Promise<ApiResult<Team>> {
  return postJson(API.joinTeam(code), {}, teamSchema, { headers: await authorizationHeader() });
}
