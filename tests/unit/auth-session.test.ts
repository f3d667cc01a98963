import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../storefront/src/auth/auth-client';

// The SDK side is replaced: these tests are about when the store loads it and what it keeps.
const onUser = vi.fn<(callback: (user: AuthUser | null) => void) => () => void>(() => () => {});
vi.mock('../../storefront/src/auth/auth-client', () => ({ onUser }));
vi.mock('../../storefront/src/auth/analytics', () => ({ startAnalytics: vi.fn(async () => false) }));

const HINT = 'nexus.session';
let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  onUser.mockClear();
  vi.resetModules();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
    // Runs "idle" work straight away.
    requestIdleCallback: (run: () => void) => {
      run();
      return 1;
    },
    cancelIdleCallback: () => {},
  });
});

afterEach(async () => {
  // Sign-out clears the checkout form through a lazy import: let it land before the file ends.
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
});

const loadStore = () => import('../../storefront/src/stores/session-store');
const thandi: AuthUser = { displayName: 'Thandi Nkosi', email: 'thandi@example.co.za', provider: 'password' };

describe('session store', () => {
  it('starts anonymous and leaves the SDK unloaded for a browser that never signed in', async () => {
    const { useSessionStore, startSessionWhenIdle } = await loadStore();
    expect(useSessionStore.getState()).toEqual({ status: 'anonymous', user: null });
    startSessionWhenIdle();
    expect(onUser).not.toHaveBeenCalled();
  });

  it('restores a previous session on idle when the hint is there', async () => {
    stored.set(HINT, '1');
    const { useSessionStore, startSessionWhenIdle } = await loadStore();
    expect(useSessionStore.getState().status).toBe('unknown');
    startSessionWhenIdle();
    expect(onUser).toHaveBeenCalledTimes(1);

    const report = onUser.mock.calls[0]![0];
    report(thandi);
    expect(useSessionStore.getState()).toEqual({ status: 'signed-in', user: thandi });
    report(null);
    expect(useSessionStore.getState()).toEqual({ status: 'anonymous', user: null });
    // The Firebase session is gone, so the next visit must not load the SDK for it.
    expect(stored.has(HINT)).toBe(false);
  });

  it('loads the SDK once however often it is asked, and records the hint on sign-in', async () => {
    const { connectSession, useSessionStore } = await loadStore();
    connectSession();
    connectSession();
    expect(onUser).toHaveBeenCalledTimes(1);
    onUser.mock.calls[0]![0](thandi);
    expect(stored.get(HINT)).toBe('1');
    expect(useSessionStore.getState().user?.email).toBe('thandi@example.co.za');
  });
});
