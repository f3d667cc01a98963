import type { SetStockRequest } from '../../core/contract/api';
import {
  apiErrorSchema,
  deskStockLevelSchema,
  deskStockListSchema,
  stockMovesSchema,
  type DeskStockLevel,
  type DeskStockList,
  type StockMoves,
} from '../../core/contract/answers';
import { API } from '../../core/contract/paths';
import { authorizationHeader } from '../stores/session-store';
import { API_UNREACHABLE, getJson, type ApiResult } from './api-client';

/** The desk's stock reads and the merchant's count; the server checks the merchant claim on each. */

export async function fetchDeskStock(signal?: AbortSignal): Promise<ApiResult<DeskStockList>> {
  return getJson(API.deskStock, deskStockListSchema, { headers: await authorizationHeader(), signal });
}

export async function fetchStockMoves(productId?: number, signal?: AbortSignal): Promise<ApiResult<StockMoves>> {
  return getJson(API.deskStockMoves(productId), stockMovesSchema, { headers: await authorizationHeader(), signal });
}

export async function setOnHand(productId: number, request: SetStockRequest): Promise<ApiResult<DeskStockLevel>> {
  try {
    const response = await fetch(API.deskProductStock(productId), {
      method: 'PATCH',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(await authorizationHeader()) },
      body: JSON.stringify(request),
      credentials: 'same-origin',
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = apiErrorSchema.safeParse(body);
      return { ok: false, status: response.status, message: error.success ? error.data.error : API_UNREACHABLE, ...(error.success && error.data.code ? { code: error.data.code } : {}) };
    }
    const level = deskStockLevelSchema.safeParse(body);
    return level.success ? { ok: true, data: level.data } : { ok: false, status: 0, message: API_UNREACHABLE };
  } catch {
    return { ok: false, status: 0, message: API_UNREACHABLE };
  }
}
