import { SELLER_API, sellerSchema, type Seller } from '../../core/contract/invoice';
import { getJson, type ApiResult } from './api-client';

/** The seller's particulars for the tax invoice, as the server is configured. */
export function fetchSeller(signal?: AbortSignal): Promise<ApiResult<Seller>> {
  return getJson(SELLER_API, sellerSchema, { signal });
}
