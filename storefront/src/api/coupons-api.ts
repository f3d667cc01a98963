import {
  API,
  couponCheckSchema,
  flashSaleSchema,
  spinResultSchema,
  type CouponCheck,
  type FlashSaleInfo,
  type SpinResult,
} from '../../core/contract/api';
import type { CartItemRef } from '../../core/domain/pricing';
import { authorizationHeader } from '../stores/session-store';
import { getJson, postJson, type ApiResult } from './api-client';

/** The coupons' calls: the server draws the wheel's prize, keeps the flash sale's clock and checks codes. */

export async function requestSpin(): Promise<ApiResult<SpinResult>> {
  return postJson(API.spin, {}, spinResultSchema, { headers: await authorizationHeader() });
}

export function fetchFlashSale(signal?: AbortSignal): Promise<ApiResult<FlashSaleInfo>> {
  return getJson(API.flashSale, flashSaleSchema, { signal });
}

export async function checkCoupon(code: string, items: readonly CartItemRef[], signal?: AbortSignal): Promise<ApiResult<CouponCheck>> {
  const body = { code, items: items.map(({ id, quantity, team }) => ({ id, quantity, ...(team ? { team } : {}) })) };
  return postJson(API.checkCoupon, body, couponCheckSchema, { headers: await authorizationHeader(), signal });
}
