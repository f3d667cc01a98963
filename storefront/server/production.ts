import { randomBytes } from 'node:crypto';

/**
 * The one setting that lets the built server run on stand-ins (the test gateway, the Auth emulator, a
 * per-process cookie secret, demo seller particulars). `npm start` passes it; nothing else does, so a
 * server started any other way (no NODE_ENV, a forgotten variable, a copied command line) is held to
 * production's checks rather than quietly running on test parts.
 */
export const RUN_LOCALLY = 'NEXUS_RUN_LOCALLY';

/** How the server runs: `local` only when told so explicitly, production otherwise. */
export type RunMode = 'local' | 'production';

export function runMode(env: NodeJS.ProcessEnv): RunMode {
  return env[RUN_LOCALLY]?.trim() === '1' ? 'local' : 'production';
}

const MIN_COOKIE_SECRET_LENGTH = 32;
const LOCAL_HINT = `(\`npm start\` runs the store locally on stand-ins; it sets ${RUN_LOCALLY}=1.)`;

function set(env: NodeJS.ProcessEnv, name: string): string {
  return env[name]?.trim() ?? '';
}

/**
 * Everything that stops production from starting, all at once so that an operator fixes them in one
 * go. Each problem starts with the variable that fixes it. Empty in local mode.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (runMode(env) === 'local') {
    // A contradiction, not a choice: an operator who copied the local switch into production's settings.
    return env.NODE_ENV === 'production'
      ? [`${RUN_LOCALLY} is set together with NODE_ENV=production. ${RUN_LOCALLY}=1 runs the store on test parts; unset it in production.`]
      : [];
  }
  const problems: string[] = [];

  const stripe = set(env, 'STRIPE_SECRET_KEY');
  if (!stripe) {
    problems.push(
      'STRIPE_SECRET_KEY is not set, so payments would go to the embedded test gateway, which takes test cards as paid. Set it to a live key (sk_live_… or rk_live_…) and build the client with VITE_STRIPE_PUBLISHABLE_KEY (pk_live_…).',
    );
  } else if (!/^[sr]k_live_/.test(stripe)) {
    problems.push(
      `STRIPE_SECRET_KEY is ${/^[sr]k_test_/.test(stripe) ? 'a test key' : 'not a Stripe live secret key'}: test-mode payments are never real money, yet orders would be marked paid. Set a live key (sk_live_… or rk_live_…).`,
    );
  }
  const paystack = set(env, 'PAYSTACK_SECRET_KEY');
  if (paystack && !paystack.startsWith('sk_live_')) {
    problems.push(
      `PAYSTACK_SECRET_KEY is ${paystack.startsWith('sk_test_') ? 'a test key' : 'not a Paystack live secret key'}: test-mode payments are never real money. Set a live key (sk_live_…), or unset it to take no Paystack payments.`,
    );
  }
  const publishable = set(env, 'VITE_STRIPE_PUBLISHABLE_KEY');
  if (publishable.startsWith('pk_test_')) {
    problems.push('VITE_STRIPE_PUBLISHABLE_KEY is a test key (pk_test_…): shoppers would pay in test mode. Build the client with a live key (pk_live_…).');
  }

  const emulator = set(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (emulator) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST is set (${emulator}). The Auth emulator's ID tokens are unsigned, so anyone could act as any account. Unset it and configure a real Firebase project (FIREBASE_PROJECT_ID, and the client's VITE_FIREBASE_*).`,
    );
  }

  const secret = set(env, 'NEXUS_COOKIE_SECRET');
  if (secret.length < MIN_COOKIE_SECRET_LENGTH) {
    problems.push(
      `NEXUS_COOKIE_SECRET is ${secret ? `shorter than ${MIN_COOKIE_SECRET_LENGTH} characters` : 'not set'}. Set it to the same random value (at least ${MIN_COOKIE_SECRET_LENGTH} characters, e.g. \`openssl rand -base64 32\`) on every server process: it signs the prize wheel's device cookie.`,
    );
  }

  const origin = set(env, 'PUBLIC_ORIGIN');
  let https = false;
  try {
    https = new URL(origin).protocol === 'https:';
  } catch {
    // Not a URL at all: reported below like a missing one.
  }
  if (!https) {
    problems.push(
      `PUBLIC_ORIGIN is ${origin ? `not an https address ('${origin}')` : 'not set'}. Set it to the store's public https address (e.g. https://shop.example.co.za): mail links, canonical links and the sitemap use it, and only an https origin turns on HSTS and the Secure device cookie.`,
    );
  }

  for (const [name, what] of [
    ['NEXUS_SELLER_NAME', "the seller's registered name"],
    ['NEXUS_SELLER_ADDRESS', "the seller's address (lines separated by ;)"],
  ] as const) {
    if (!set(env, name)) problems.push(`${name} is not set: every tax invoice must show ${what}; without it the demo particulars would print on real invoices.`);
  }
  const vatNumber = set(env, 'NEXUS_SELLER_VAT_NUMBER');
  if (!vatNumber) {
    problems.push("NEXUS_SELLER_VAT_NUMBER is not set: every tax invoice must show the seller's VAT number (10 digits starting with 4).");
  } else if (!/^4\d{9}$/.test(vatNumber)) {
    problems.push(`NEXUS_SELLER_VAT_NUMBER ('${vatNumber}') is not a South African VAT number: 10 digits starting with 4.`);
  }

  return problems;
}

/** The refusal printed when production's checks fail: every problem, then how to run locally instead. */
export function describeRefusal(problems: readonly string[]): string {
  return [
    `Refusing to start in production (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
    ...problems.map((problem) => `  - ${problem}`),
    LOCAL_HINT,
  ].join('\n');
}

/** The device-cookie secret: the configured one, or (only when running locally) one for this process. */
export function deviceCookieSecret(env: NodeJS.ProcessEnv): string {
  return env.NEXUS_COOKIE_SECRET?.trim() || randomBytes(32).toString('base64url');
}
