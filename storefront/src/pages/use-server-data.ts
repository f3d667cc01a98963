import { useEffect, useState } from 'react';
import type { ApiResult } from '../api/api-client';
import { connectSession, useSessionStatus } from '../stores/session-store';

// Apart from use-orders.ts, whose orders client brings the checkout's schemas (zod classic): the desk
// reads its answers with this hook and loads none of them.

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
