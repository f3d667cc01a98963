import { describe, expect, it } from 'vitest';
import { describeRefusal, productionProblems, runMode } from '../../storefront/server/production';

/** A production configuration that passes every check; each row below breaks one thing in it. */
const PRODUCTION: NodeJS.ProcessEnv = {
  STRIPE_SECRET_KEY: 'sk_live_51abcdef',
  PAYSTACK_SECRET_KEY: 'sk_live_0123456789',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51abcdef',
  NEXUS_COOKIE_SECRET: 'k'.repeat(32),
  PUBLIC_ORIGIN: 'https://shop.example.co.za',
  NEXUS_SELLER_NAME: 'Nexus Electronics (Pty) Ltd',
  NEXUS_SELLER_ADDRESS: '1 Long Street; Cape Town; 8001',
  NEXUS_SELLER_VAT_NUMBER: '4123456789',
  FIREBASE_PROJECT_ID: 'nexus-live',
};

const unset = undefined;

// [what is wrong, the change, the variable the one problem must name, what it must say]
const TABLE: Array<[string, NodeJS.ProcessEnv, string, RegExp]> = [
  ['no Stripe key', { STRIPE_SECRET_KEY: unset }, 'STRIPE_SECRET_KEY', /not set.*test gateway/],
  ['a blank Stripe key', { STRIPE_SECRET_KEY: '  ' }, 'STRIPE_SECRET_KEY', /not set/],
  ['a Stripe test key', { STRIPE_SECRET_KEY: 'sk_test_51abc' }, 'STRIPE_SECRET_KEY', /a test key/],
  ['a Stripe restricted test key', { STRIPE_SECRET_KEY: 'rk_test_51abc' }, 'STRIPE_SECRET_KEY', /a test key/],
  ['something else as the Stripe key', { STRIPE_SECRET_KEY: 'pk_live_51abc' }, 'STRIPE_SECRET_KEY', /not a Stripe live secret key/],
  ['a Paystack test key', { PAYSTACK_SECRET_KEY: 'sk_test_abc' }, 'PAYSTACK_SECRET_KEY', /a test key/],
  ['something else as the Paystack key', { PAYSTACK_SECRET_KEY: 'pk_live_abc' }, 'PAYSTACK_SECRET_KEY', /not a Paystack live secret key/],
  ['a Stripe test publishable key', { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc' }, 'VITE_STRIPE_PUBLISHABLE_KEY', /test key/],
  ['the Auth emulator', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST', /unsigned/],
  ['no cookie secret', { NEXUS_COOKIE_SECRET: unset }, 'NEXUS_COOKIE_SECRET', /not set/],
  ['a short cookie secret', { NEXUS_COOKIE_SECRET: 'k'.repeat(31) }, 'NEXUS_COOKIE_SECRET', /shorter than 32/],
  ['no public origin', { PUBLIC_ORIGIN: unset }, 'PUBLIC_ORIGIN', /not set/],
  ['an http public origin', { PUBLIC_ORIGIN: 'http://shop.example.co.za' }, 'PUBLIC_ORIGIN', /not an https address/],
  ['a public origin that is no URL', { PUBLIC_ORIGIN: 'shop.example.co.za' }, 'PUBLIC_ORIGIN', /not an https address/],
  ["no seller's name", { NEXUS_SELLER_NAME: unset }, 'NEXUS_SELLER_NAME', /not set/],
  ["no seller's address", { NEXUS_SELLER_ADDRESS: ' ' }, 'NEXUS_SELLER_ADDRESS', /not set/],
  ['no VAT number', { NEXUS_SELLER_VAT_NUMBER: unset }, 'NEXUS_SELLER_VAT_NUMBER', /not set/],
  ['a VAT number not starting with 4', { NEXUS_SELLER_VAT_NUMBER: '5123456789' }, 'NEXUS_SELLER_VAT_NUMBER', /10 digits starting with 4/],
  ['a VAT number of 9 digits', { NEXUS_SELLER_VAT_NUMBER: '412345678' }, 'NEXUS_SELLER_VAT_NUMBER', /10 digits starting with 4/],
  ['the local switch with NODE_ENV=production', { NEXUS_RUN_LOCALLY: '1', NODE_ENV: 'production' }, 'NEXUS_RUN_LOCALLY', /unset it in production/],
];

describe('production refuses test parts and missing settings', () => {
  it('passes a complete production configuration, with or without NODE_ENV', () => {
    expect(productionProblems(PRODUCTION)).toEqual([]);
    expect(productionProblems({ ...PRODUCTION, NODE_ENV: 'production' })).toEqual([]);
    // Paystack is optional; only its key's form is checked.
    expect(productionProblems({ ...PRODUCTION, PAYSTACK_SECRET_KEY: unset })).toEqual([]);
  });

  it.each(TABLE)('refuses %s, naming %s', (_what, change, variable, says) => {
    const problems = productionProblems({ ...PRODUCTION, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.startsWith(`${variable} `)).toBe(true);
    expect(problems[0]).toMatch(says);
  });

  it('is production whatever NODE_ENV says, unless told to run locally', () => {
    for (const NODE_ENV of [unset, 'development', 'test', 'production']) {
      expect(runMode({ NODE_ENV })).toBe('production');
      expect(productionProblems({ ...PRODUCTION, NODE_ENV, STRIPE_SECRET_KEY: 'sk_test_1' })).toHaveLength(1);
    }
    expect(runMode({ NEXUS_RUN_LOCALLY: 'yes' })).toBe('production');
    expect(runMode({ NEXUS_RUN_LOCALLY: '1' })).toBe('local');
  });

  it('names every problem at once when nothing is set', () => {
    const problems = productionProblems({});
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'STRIPE_SECRET_KEY',
      'NEXUS_COOKIE_SECRET',
      'PUBLIC_ORIGIN',
      'NEXUS_SELLER_NAME',
      'NEXUS_SELLER_ADDRESS',
      'NEXUS_SELLER_VAT_NUMBER',
    ]);
    const refusal = describeRefusal(problems);
    expect(refusal).toMatch(/^Refusing to start in production \(6 problems\):/);
    expect(refusal).toMatch(/npm start/);
  });

  it('asks nothing of a server told to run locally', () => {
    expect(productionProblems({ NEXUS_RUN_LOCALLY: '1' })).toEqual([]);
    expect(productionProblems({ NEXUS_RUN_LOCALLY: '1', NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual([]);
  });
});
