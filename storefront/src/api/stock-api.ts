import { API, stockListSchema, type ProductStock } from '../../core/contract/api';
import { getJson, type GetJsonOptions } from './api-client';

/** How long a stock answer is fresh enough to show without asking again (the server caches 5 s too). */
export const STOCK_FRESH_MS = 5_000;

/** GET /api/stock for these products; null when the server could not say (the page shows no stock line). */
export async function fetchStock(ids: readonly number[], options: GetJsonOptions = {}): Promise<ProductStock[] | null> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const result = await getJson(API.stock(unique), stockListSchema, options);
  return result.ok ? result.data.stock : null;
}
