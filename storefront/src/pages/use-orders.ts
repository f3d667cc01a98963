import { useEffect, useState } from 'react';
import { fetchMyOrders, fetchOrder } from '../api/orders-api';
import type { ApiResult } from '../api/api-client';
import type { Order } from '../../core/contract/api';
import { connectSession, useSessionStatus } from '../stores/session-store';

export type Loaded<T> =
  | { state: 'loading' }
  /** `refresh` reads it again in the background, keeping this value on screen meanwhile. */
  | { state: 'loaded'; value: T; refresh: () => void }
  | { state: 'failed'; status: number; message: string; retry: () => void };

/**
 * Runs `load` once the session is known, again when the shopper signs in or out (what they may see
 * changes), and again on retry. Nothing is fetched for a null key.
 */
export function useServerData<T>(key: string | null, load: (signal: AbortSignal) => Promise<ApiResult<T>>): Loaded<T> {
  const status = useSessionStatus();
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; status: string; loaded: Loaded<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    if (status === 'unknown') {
      connectSession();
      return;
    }
    const controller = new AbortController();
    const retry = () => setAttempt((count) => count + 1);
    const refresh = () => setRefreshes((count) => count + 1);
    load(controller.signal).then(
      (answer) => {
        const loaded: Loaded<T> = answer.ok
          ? { state: 'loaded', value: answer.data, refresh }
          : { state: 'failed', status: answer.status, message: answer.message, retry };
        setResult({ key, attempt, status, loaded });
      },
      () => undefined,
    );
    return () => controller.abort();
    // `load` is a fresh function each render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, status, attempt, refreshes]);

  if (key === null || result === null || result.key !== key || result.attempt !== attempt || result.status !== status) {
    return { state: 'loading' };
  }
  return result.loaded;
}

/** One order from the server, for its owner (account or this browser's guest order). */
export function useOrder(orderNumber: string | null) {
  const loaded = useServerData(orderNumber, (signal) => fetchOrder(orderNumber ?? '', signal));
  return loaded.state === 'loaded' ? { state: 'loaded' as const, order: loaded.value, refresh: loaded.refresh } : loaded;
}

/** The account's orders and this browser's guest orders, newest first. */
export function useMyOrders(): Loaded<Order[]> {
  return useServerData('mine', fetchMyOrders);
}
