import { API, stockListSchema, type ProductStock } from '../../core/contract/api';
import { getJson, type GetJsonOptions } from './api-client';

/** GET /api/stock for these products; null when the server could not say (the page shows no stock line). */
export async function fetchStock(ids: readonly number[], options: GetJsonOptions = {}): Promise<ProductStock[] | null> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const result = await getJson(API.stock(unique), stockListSchema, options);
  return result.ok ? result.data.stock : null;
}
