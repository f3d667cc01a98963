import type { DeskMoveRequest, DeskOrdersQuery } from '../../core/contract/api';
import { deskDashboardSchema, deskOrderSchema, deskOrdersPageSchema, type DeskDashboard, type DeskOrder, type DeskOrdersPage } from '../../core/contract/answers';
import { API } from '../../core/contract/paths';
import { authorizationHeader } from '../stores/session-store';
import { getJson, postJson, type ApiResult } from './api-client';

/**
 * The merchant's desk (`/api/desk/…`). Every call sends the signed-in account's token; a 403 is
 * asked once more with a fresh token, so that a merchant granted after signing in gets in without
 * signing out. Answers are read with the contract's zod/mini schemas (answers.ts): the desk loads no
 * zod classic.
 */

type Call<T> = (headers: Record<string, string>) => Promise<ApiResult<T>>;

async function asMerchant<T>(call: Call<T>): Promise<ApiResult<T>> {
  const headers = await authorizationHeader();
  if (!headers.Authorization) return { ok: false, status: 401, message: 'Sign in with a staff account.' };
  const first = await call(headers);
  if (first.ok || first.status !== 403) return first;
  return call(await authorizationHeader({ fresh: true }));
}

/** The list's filters as the URL and the API both write them; empty ones left out. */
export function deskQueryString(query: DeskOrdersQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

export function fetchDeskOrders(query: DeskOrdersQuery, signal?: AbortSignal): Promise<ApiResult<DeskOrdersPage>> {
  return asMerchant((headers) => getJson(`${API.deskOrders}?${deskQueryString(query)}`, deskOrdersPageSchema, { headers, signal }));
}

export function fetchDeskOrder(orderNumber: string, signal?: AbortSignal): Promise<ApiResult<DeskOrder>> {
  return asMerchant((headers) => getJson(API.deskOrder(orderNumber), deskOrderSchema, { headers, signal }));
}

export function fetchDeskDashboard(signal?: AbortSignal): Promise<ApiResult<DeskDashboard>> {
  return asMerchant((headers) => getJson(API.deskDashboard, deskDashboardSchema, { headers, signal }));
}

export function moveDeskOrder(orderNumber: string, move: DeskMoveRequest): Promise<ApiResult<DeskOrder>> {
  return asMerchant((headers) => postJson(API.deskMoves(orderNumber), move, deskOrderSchema, { headers }));
}

/** The filtered list as a CSV file, downloaded through the browser (the token cannot ride on a link). */
export async function downloadDeskCsv(query: DeskOrdersQuery): Promise<ApiResult<string>> {
  const filters = { ...query, page: undefined };
  const headers = await authorizationHeader({ fresh: true });
  try {
    const response = await fetch(`${API.deskOrdersCsv}?${deskQueryString(filters)}`, { headers, credentials: 'same-origin' });
    if (!response.ok) return { ok: false, status: response.status, message: 'The export could not be made. Please try again.' };
    const blob = await response.blob();
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'nexus-orders.csv';
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { ok: true, data: name };
  } catch {
    return { ok: false, status: 0, message: 'The export could not be made. Check your connection and try again.' };
  }
}
