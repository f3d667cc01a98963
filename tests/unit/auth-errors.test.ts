import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  AuthFailure,
  authProblemFor,
  credentialProblems,
} from '../../storefront/src/auth/auth-errors';

/** What the Firebase SDK throws: an Error with a `code`. */
function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

describe('authProblemFor', () => {
  it.each([
    ['auth/wrong-password', 'form', 'Wrong email or password.'],
    ['auth/invalid-credential', 'form', 'Wrong email or password.'],
    ['auth/invalid-login-credentials', 'form', 'Wrong email or password.'],
    ['auth/user-not-found', 'email', 'No account uses that email. Create one below.'],
    ['auth/weak-password', 'password', 'Choose a password of at least 6 characters.'],
    ['auth/invalid-email', 'email', 'Enter a valid email address.'],
    ['auth/email-already-in-use', 'email', 'An account already uses that email. Sign in instead.'],
    ['auth/too-many-requests', 'form', AUTH_MESSAGES.tooManyAttempts],
  ] as const)('turns %s into a message on the %s', (code, field, message) => {
    expect(authProblemFor(firebaseError(code))).toEqual({ field, message });
  });

  it('says sign-in is unavailable when the provider cannot be reached', () => {
    const problem = authProblemFor(firebaseError('auth/network-request-failed'));
    expect(problem.field).toBe('form');
    expect(problem.message).toMatch(/^Sign-in is unavailable right now\./);
  });

  it('falls back to a general message for unknown codes and non-Firebase errors', () => {
    const general = { field: 'form', message: AUTH_MESSAGES.unknown };
    expect(authProblemFor(firebaseError('auth/operation-not-allowed'))).toEqual(general);
    expect(authProblemFor(new TypeError('Failed to fetch dynamically imported module'))).toEqual(general);
    expect(authProblemFor('auth/wrong-password')).toEqual(general);
    expect(authProblemFor({ code: 42 })).toEqual(general);
    expect(authProblemFor(null)).toEqual(general);
  });

  it('never shows the provider’s own wording', () => {
    const failure = new AuthFailure(firebaseError('auth/wrong-password'));
    expect(failure.message).toBe('Wrong email or password.');
    expect(failure.message).not.toContain('Firebase');
    expect(failure.code).toBe('auth/wrong-password');
    expect(failure.field).toBe('form');
    expect(failure.cause).toBeInstanceOf(Error);
  });
});

describe('credentialProblems', () => {
  it('asks for what is missing', () => {
    expect(credentialProblems({ email: '  ', password: '', creating: false })).toEqual([
      { field: 'email', message: 'Enter your email address.' },
      { field: 'password', message: 'Enter your password.' },
    ]);
  });

  it('catches an email address without a domain', () => {
    for (const email of ['thandi', 'thandi@', 'thandi@example', '@example.co.za', 'thandi nkosi@example.co.za']) {
      expect(credentialProblems({ email, password: 'secret1', creating: false })).toEqual([
        { field: 'email', message: 'Enter a valid email address.' },
      ]);
    }
  });

  it('accepts a plausible address with spaces around it', () => {
    expect(credentialProblems({ email: ' thandi@example.co.za ', password: 'x', creating: false })).toEqual([]);
  });

  it('applies the 6-character rule only when creating an account', () => {
    expect(credentialProblems({ email: 'a@b.co', password: '12345', creating: false })).toEqual([]);
    expect(credentialProblems({ email: 'a@b.co', password: '12345', creating: true })).toEqual([
      { field: 'password', message: 'Choose a password of at least 6 characters.' },
    ]);
    expect(credentialProblems({ email: 'a@b.co', password: '123456', creating: true })).toEqual([]);
  });
});
