import type { Context } from 'hono';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { ApiError } from '../../core/contract/api';

/** A Firebase account, as its verified ID token says. */
export interface VerifiedAccount {
  uid: string;
  email: string | null;
  name: string | null;
  /** The custom claim `merchant: true` (set by `npm run merchant -- grant EMAIL`): may use the desk. */
  merchant: boolean;
  /** The email is verified (Firebase email verification): the deals (FLASH30, team price, vouchers) need it. */
  emailVerified: boolean;
}

/** Why a token was refused, in words the client can show or act on (sign in again). */
export class AccountTokenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AccountTokenError';
  }
}

export interface AccountVerifier {
  /**
   * Resolves with the account, or rejects with `AccountTokenError`. `checkRevoked` also asks whether
   * the account's sessions were revoked since the token was issued (the desk does, so that a revoked
   * merchant is out at once rather than when the token expires).
   */
  verify(idToken: string, options?: { checkRevoked?: boolean }): Promise<VerifiedAccount>;
}

/** The embedded default's project (firebase.json, scripts/auth-emulator.mjs). */
export const EMULATOR_PROJECT_ID = 'demo-nexus';

/**
 * Verifies Firebase ID tokens with firebase-admin: Google's signing keys for a real project, the Auth
 * emulator when `FIREBASE_AUTH_EMULATOR_HOST` is set (whose tokens are unsigned: see index.ts, which
 * refuses that in production).
 */
export function firebaseAccountVerifier(projectId: string): AccountVerifier {
  const name = `nexus-accounts-${projectId}`;
  const app = getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  return {
    async verify(idToken, options = {}) {
      try {
        const token = await auth.verifyIdToken(idToken, options.checkRevoked ?? false);
        return {
          uid: token.uid,
          email: typeof token.email === 'string' ? token.email : null,
          name: typeof token.name === 'string' ? token.name : null,
          merchant: token.merchant === true,
          emailVerified: token.email_verified === true,
        };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new AccountTokenError(
          code === 'auth/id-token-expired'
            ? 'Your sign-in has expired. Please sign in again.'
            : code === 'auth/id-token-revoked' || code === 'auth/user-disabled'
              ? 'This sign-in is no longer valid. Please sign in again.'
              : 'Your sign-in could not be verified. Please sign in again.',
          { cause: error },
        );
      }
    },
  };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The request's account: null when no `Authorization` header was sent (a guest); rejects with
 * `AccountTokenError` when one was sent and is not a valid ID token.
 */
export async function accountOf(
  c: Context,
  accounts: AccountVerifier,
  options?: { checkRevoked?: boolean },
): Promise<VerifiedAccount | null> {
  const header = c.req.header('authorization');
  if (header === undefined || header.trim() === '') return null;
  const token = BEARER.exec(header)?.[1];
  if (!token) throw new AccountTokenError('Send the sign-in as Authorization: Bearer <Firebase ID token>.');
  return options ? accounts.verify(token, options) : accounts.verify(token);
}

/**
 * The request's account (null for a guest), or the 401 answer for a token that does not verify, with
 * `challenge` as its WWW-Authenticate header.
 */
export async function accountOrRefusal(c: Context, accounts: AccountVerifier, challenge: string): Promise<VerifiedAccount | null | Response> {
  try {
    return await accountOf(c, accounts);
  } catch (error) {
    if (!(error instanceof AccountTokenError)) throw error;
    c.header('WWW-Authenticate', challenge);
    return c.json<ApiError>({ error: error.message, code: 'unauthenticated' }, 401);
  }
}
