import { loadAuth } from './auth-client';

// Apart from auth-client: only the screens that offer it load it, not every page.
/**
 * Sends the signed-in shopper the email verification link again. Resolves the address it went to, or
 * null when nobody is signed in or it could not be sent (too many requests, no connection).
 */
export async function resendVerificationEmail(): Promise<string | null> {
  try {
    const { auth, sdk } = await loadAuth();
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user?.email) return null;
    await sdk.sendEmailVerification(user);
    return user.email;
  } catch (error) {
    console.warn('The verification email could not be sent.', error);
    return null;
  }
}
