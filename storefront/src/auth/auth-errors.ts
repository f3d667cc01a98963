/**
 * Shopper-facing messages for sign-in problems. Pure, so that the mapping is tested without the SDK.
 * Not in the app's first load: the login page imports it, and the auth client loads it with a failure.
 */

import { authErrorCode } from './auth-error-code';

/** Which part of the form a message belongs to; 'form' is shown above the fields. */
export type AuthField = 'email' | 'password' | 'displayName' | 'form';

export interface AuthProblem {
  field: AuthField;
  message: string;
}

export const AUTH_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  userNotFound: 'No account uses that email. Create one below.',
  weakPassword: 'Choose a password of at least 6 characters.',
  invalidEmail: 'Enter a valid email address.',
  missingEmail: 'Enter your email address.',
  missingPassword: 'Enter your password.',
  emailInUse: 'An account already uses that email. Sign in instead.',
  unavailable: 'Sign-in is unavailable right now. Check your connection and try again in a moment.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  unknown: 'Something went wrong while signing in. Please try again.',
} as const;

/** Firebase Auth's minimum; checked here too so the shopper hears it before a round trip. */
export const MIN_PASSWORD_LENGTH = 6;

// Problems that more than one code means.
const WRONG_CREDENTIALS: AuthProblem = { field: 'form', message: AUTH_MESSAGES.wrongCredentials };
const UNAVAILABLE: AuthProblem = { field: 'form', message: AUTH_MESSAGES.unavailable };

const BY_CODE: Record<string, AuthProblem> = {
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/user-not-found': { field: 'email', message: AUTH_MESSAGES.userNotFound },
  'auth/weak-password': { field: 'password', message: AUTH_MESSAGES.weakPassword },
  'auth/invalid-email': { field: 'email', message: AUTH_MESSAGES.invalidEmail },
  'auth/missing-email': { field: 'email', message: AUTH_MESSAGES.missingEmail },
  'auth/missing-password': { field: 'password', message: AUTH_MESSAGES.missingPassword },
  'auth/email-already-in-use': { field: 'email', message: AUTH_MESSAGES.emailInUse },
  'auth/network-request-failed': UNAVAILABLE,
  'auth/internal-error': UNAVAILABLE,
  'auth/too-many-requests': { field: 'form', message: AUTH_MESSAGES.tooManyAttempts },
};

export { authErrorCode };

/** Turns whatever the provider threw into a message for the shopper and the field it concerns. */
export function authProblemFor(error: unknown): AuthProblem {
  const code = authErrorCode(error);
  return (code ? BY_CODE[code] : undefined) ?? { field: 'form', message: AUTH_MESSAGES.unknown };
}

/** Thrown by the auth client for email sign-in and account creation: a message ready to show. */
export class AuthFailure extends Error {
  readonly field: AuthField;
  readonly code: string | undefined;

  constructor(cause: unknown) {
    const problem = authProblemFor(cause);
    super(problem.message, { cause });
    this.name = 'AuthFailure';
    this.field = problem.field;
    this.code = authErrorCode(cause);
  }
}

// Deliberately loose: the provider has the final word, this only catches obvious slips early.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CredentialsInput {
  email: string;
  password: string;
  /** True when creating an account, where the password length rule applies. */
  creating: boolean;
}

/** Problems the shopper can fix before anything is sent, one per field at most. */
export function credentialProblems({ email, password, creating }: CredentialsInput): AuthProblem[] {
  const problems: AuthProblem[] = [];
  const trimmed = email.trim();
  if (trimmed === '') problems.push({ field: 'email', message: AUTH_MESSAGES.missingEmail });
  else if (!EMAIL_PATTERN.test(trimmed)) problems.push({ field: 'email', message: AUTH_MESSAGES.invalidEmail });
  if (password === '') problems.push({ field: 'password', message: AUTH_MESSAGES.missingPassword });
  else if (creating && password.length < MIN_PASSWORD_LENGTH) {
    problems.push({ field: 'password', message: AUTH_MESSAGES.weakPassword });
  }
  return problems;
}
