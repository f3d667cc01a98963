import { create } from 'zustand';
import { startAnalytics } from '../auth/analytics';
import { currentIdToken, onUser, type AuthUser } from '../auth/auth-client';
import { afterHydration, canReadStorage } from '../platform/hydration';
import { readText, removeKey, writeText } from './safe-storage';

/**
 * Who is shopping. The Firebase SDK is large, so it loads only when it may matter: on idle after the
 * first paint when this browser signed in before (the hint below), or as soon as the shopper opens
 * the user menu or visits /login or /account. Everyone else is anonymous without downloading it.
 */

export type SessionStatus = 'unknown' | 'anonymous' | 'signed-in';
export type SessionUser = AuthUser;

export interface SessionState {
  /** 'unknown' while a previous session may be restored; the SDK has not answered yet. */
  status: SessionStatus;
  user: SessionUser | null;
}

/**
 * Set while a Firebase session exists in this browser, so that the next visit knows to restore it.
 * Firebase keeps the session itself in IndexedDB; reading that would mean opening the database early.
 */
export const SESSION_HINT_KEY = 'nexus.session';

function initialState(): SessionState {
  // The server cannot see the hint, so its HTML (and hydration) say 'unknown' rather than guess.
  if (!canReadStorage()) return { status: 'unknown', user: null };
  return { status: readText(SESSION_HINT_KEY) === null ? 'anonymous' : 'unknown', user: null };
}

export const useSessionStore = create<SessionState>()(() => initialState());

afterHydration(() => {
  // Only the hint is read here; a session the SDK already reported is left alone.
  if (useSessionStore.getState().status === 'unknown') useSessionStore.setState(initialState());
});

let connected = false;

/** Loads the SDK (once) and follows the signed-in user from then on. Safe to call repeatedly. */
export function connectSession(): void {
  if (connected) return;
  connected = true;
  onUser((user) => {
    if (user) writeText(SESSION_HINT_KEY, '1');
    else removeKey(SESSION_HINT_KEY);
    const wasSignedIn = useSessionStore.getState().status === 'signed-in';
    // Signing out (here or in another tab) leaves nothing personal for the next person at this
    // computer: the checkout form held the account's name, address and phone number. The account's
    // orders were never kept in the browser. The anonymous cart and wishlist stay.
    // Imported on demand: the form's schemas (zod) stay out of the first load.
    if (wasSignedIn && !user) void import('./checkout-store').then(({ useCheckoutStore }) => useCheckoutStore.getState().reset());
    useSessionStore.setState({ status: user ? 'signed-in' : 'anonymous', user });
  });
}

/**
 * After the first paint, when the browser is idle: restores a previous session (if the hint says
 * there is one) and starts analytics (if configured). Returns a function that cancels the wait.
 */
export function startSessionWhenIdle(): () => void {
  const start = () => {
    if (useSessionStore.getState().status === 'unknown') connectSession();
    void startAnalytics();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(start, 1_000);
  return () => window.clearTimeout(handle);
}

/** Resolves once the session is known (restoring a previous one first, if the hint says there is one). */
export function whenSessionKnown(): Promise<SessionState> {
  const state = useSessionStore.getState();
  if (state.status !== 'unknown') return Promise.resolve(state);
  connectSession();
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((next) => {
      if (next.status === 'unknown') return;
      unsubscribe();
      resolve(next);
    });
  });
}

/**
 * The `Authorization` header that tells the server who is shopping: the signed-in account's ID token,
 * or nothing for a guest (the server then treats the request as anonymous).
 */
export async function authorizationHeader(options: { fresh?: boolean } = {}): Promise<Record<string, string>> {
  const { status } = await whenSessionKnown();
  if (status !== 'signed-in') return {};
  // A fresh token carries claims granted since sign-in (the desk's `merchant`).
  const token = await currentIdToken(options.fresh ?? false);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export const useSessionStatus = () => useSessionStore((state) => state.status);
export const useSessionUser = () => useSessionStore((state) => state.user);
