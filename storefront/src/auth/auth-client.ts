import type { Auth, User } from 'firebase/auth';
import type * as FirebaseAuth from 'firebase/auth';
import { authErrorCode } from './auth-error-code';
import type { AuthFailure } from './auth-errors';
import { loadFirebaseApp } from './firebase-app';
import { firebaseSettings } from './firebase-config';

/**
 * Firebase Authentication for the storefront. Everything here loads `firebase/app` and
 * `firebase/auth` through dynamic `import()` on first use, so the SDK stays out of the first bundle
 * and anonymous shoppers who never open the user menu never download it.
 */

export type AuthProvider = 'google' | 'password' | 'other';

export interface AuthUser {
  displayName: string | null;
  email: string | null;
  provider: AuthProvider;
}

interface LoadedAuth {
  auth: Auth;
  sdk: typeof FirebaseAuth;
}

let authPromise: Promise<LoadedAuth> | null = null;

/** The SDK and this app's Auth instance, loaded once. */
export function loadAuth(): Promise<LoadedAuth> {
  authPromise ??= Promise.all([loadFirebaseApp(), import('firebase/auth')])
    .then(([app, sdk]) => {
      // initializeAuth instead of getAuth: getAuth also prepares the popup helper (Google's gapi
      // script) at start-up, which email-only shoppers do not need. signInWithGoogle passes it instead.
      const auth = sdk.initializeAuth(app, {
        persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
      });
      const { authEmulatorHost } = firebaseSettings();
      if (authEmulatorHost) {
        // The SDK's warning banner would cover the page footer; the console note is enough.
        sdk.connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
        console.info(`Sign-in uses the Firebase Auth emulator at ${authEmulatorHost}.`);
      }
      return { auth, sdk };
    })
    .catch((error: unknown) => {
      authPromise = null;
      throw error;
    });
  return authPromise;
}

function providerOf(user: User): AuthProvider {
  const ids = user.providerData.map((info) => info.providerId);
  if (ids.includes('google.com')) return 'google';
  if (ids.includes('password')) return 'password';
  return 'other';
}

export function toAuthUser(user: User): AuthUser {
  return { displayName: user.displayName, email: user.email, provider: providerOf(user) };
}

/**
 * Calls `callback` with the signed-in user or null, now and on every change (including a profile
 * update after account creation). Returns an unsubscribe function. If the SDK cannot load, the
 * shopper is reported as signed out: the store works without sign-in.
 */
export function onUser(callback: (user: AuthUser | null) => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  loadAuth().then(
    ({ auth, sdk }) => {
      if (cancelled) return;
      // onIdTokenChanged rather than onAuthStateChanged: it also fires when the same user's profile
      // changes (see createAccount), not only on sign-in and sign-out.
      unsubscribe = sdk.onIdTokenChanged(auth, (user) => callback(user ? toAuthUser(user) : null));
    },
    (error: unknown) => {
      console.warn('The sign-in SDK could not load; continuing signed out.', error);
      if (!cancelled) callback(null);
    },
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/**
 * What email sign-in and account creation throw: an `AuthFailure` with the shopper's message. Its
 * messages (auth-errors.ts) load with the failure, not with the app: the login page, the only caller,
 * has them already.
 */
async function authFailure(error: unknown): Promise<AuthFailure> {
  const { AuthFailure: Failure } = await import('./auth-errors');
  return new Failure(error);
}

const CANCELLED_POPUP_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/**
 * Google sign-in in a popup (on the emulator, its own account chooser). Resolves whether the
 * shopper is now signed in. Failures are logged only, as the spec says; closing the popup is not one.
 */
export async function signInWithGoogle(): Promise<boolean> {
  try {
    const { auth, sdk } = await loadAuth();
    const provider = new sdk.GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    await sdk.signInWithPopup(auth, provider, sdk.browserPopupRedirectResolver);
    return true;
  } catch (error) {
    if (CANCELLED_POPUP_CODES.has(authErrorCode(error) ?? '')) console.info('Google sign-in was cancelled.');
    else console.error('Google sign-in failed.', error);
    return false;
  }
}

/** Email and password sign-in. Throws an `AuthFailure` whose message is ready for the shopper. */
export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  try {
    const { auth, sdk } = await loadAuth();
    const credential = await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
    return toAuthUser(credential.user);
  } catch (error) {
    throw await authFailure(error);
  }
}

/**
 * Creates an email and password account, signed in straight away, with an optional display name.
 * Throws an `AuthFailure` whose message is ready for the shopper.
 */
export async function createAccount(email: string, password: string, displayName?: string): Promise<AuthUser> {
  try {
    const { auth, sdk } = await loadAuth();
    const credential = await sdk.createUserWithEmailAndPassword(auth, email.trim(), password);
    // The deals (FLASH30, team prices, wheel vouchers) need a verified email: the link goes out at once.
    await sdk.sendEmailVerification(credential.user).catch((error: unknown) => console.warn('The verification email could not be sent.', error));
    const name = displayName?.trim();
    if (name) {
      try {
        await sdk.updateProfile(credential.user, { displayName: name });
        // updateProfile does not always notify listeners (only when the token changes); reload does,
        // so the greeting shows the new name.
        await sdk.reload(credential.user);
      } catch (error) {
        // The account exists and is signed in; a missing name only changes the greeting to 'Friend'.
        console.warn('The display name could not be saved.', error);
      }
    }
    return toAuthUser(credential.user);
  } catch (error) {
    throw await authFailure(error);
  }
}

/**
 * The signed-in user's Firebase ID token, for the server to verify (`Authorization: Bearer`), or null
 * when nobody is signed in. The SDK refreshes an expired token itself. Call it only for a shopper the
 * session says is signed in: it loads the SDK.
 */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  try {
    const { auth, sdk } = await loadAuth();
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user) return null;
    // A token says whether the email was verified when it was made. A shopper who has not verified yet
    // may have just opened the link (in another tab): ask again, and take a new token if so, so that the
    // server sees it on this very request.
    if (!user.emailVerified && user.email) {
      await sdk.reload(user).catch(() => undefined);
      if (user.emailVerified) return await user.getIdToken(true);
    }
    return await user.getIdToken(forceRefresh);
  } catch (error) {
    console.warn('The sign-in token could not be read; continuing as a guest.', error);
    return null;
  }
}

/** Signs out. Failures are logged only, as the spec says. Resolves whether it worked. */
export async function signOut(): Promise<boolean> {
  try {
    const { auth, sdk } = await loadAuth();
    await sdk.signOut(auth);
    return true;
  } catch (error) {
    console.error('Sign-out failed.', error);
    return false;
  }
}
