import { randomBytes } from 'node:crypto';

/**
 * What production must not run on: the embedded test gateway (it takes Stripe's public test cards as
 * paid), the Auth emulator (its tokens are unsigned) and a device-cookie secret nobody set (each
 * process would make its own). Each problem names the variable that fixes it.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (emulator) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST (${emulator}) is set with NODE_ENV=production. The Auth emulator's ID tokens are unsigned, so anyone could act as any account. Unset FIREBASE_AUTH_EMULATOR_HOST and configure a real Firebase project (FIREBASE_PROJECT_ID) for production, or leave NODE_ENV unset to run locally.`,
    );
  }
  if (!env.STRIPE_SECRET_KEY?.trim()) {
    problems.push(
      'STRIPE_SECRET_KEY is not set with NODE_ENV=production, so payments would go to the embedded test gateway, which takes test cards as paid. Set STRIPE_SECRET_KEY (sk_live_… or rk_live_…) and build the client with VITE_STRIPE_PUBLISHABLE_KEY, or leave NODE_ENV unset to run locally.',
    );
  }
  const secret = env.NEXUS_COOKIE_SECRET?.trim() ?? '';
  if (secret.length < 32) {
    problems.push(
      `NEXUS_COOKIE_SECRET is ${secret ? 'shorter than 32 characters' : 'not set'} with NODE_ENV=production. Set it to the same random value (at least 32 characters, e.g. \`openssl rand -base64 32\`) on every server process: it signs the prize wheel's device cookie.`,
    );
  }
  return problems;
}

/** The device-cookie secret: the configured one, or (never in production) one for this process only. */
export function deviceCookieSecret(env: NodeJS.ProcessEnv): string {
  return env.NEXUS_COOKIE_SECRET?.trim() || randomBytes(32).toString('base64url');
}
