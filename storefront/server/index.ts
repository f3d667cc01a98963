import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import Stripe from 'stripe';
import type * as EntryServer from '../src/entry-server';
import { createApp } from './app';
import type { PaymentGateway } from './payments/gateway';
import { StripePaymentGateway } from './payments/stripe-gateway';
import { TestPaymentGateway } from './payments/test-gateway';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = process.env.NEXUS_CLIENT_DIR ?? path.resolve(here, '../dist');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535, not '${process.env.PORT}'.`);
  process.exit(1);
}

const stripeSecretKey = process.env.STRIPE_SECRET_KEY?.trim();
const gateway: PaymentGateway = stripeSecretKey
  ? new StripePaymentGateway(new Stripe(stripeSecretKey))
  : new TestPaymentGateway();

// React's production build on the server unless told otherwise (the development build is far slower).
process.env.NODE_ENV ??= 'production';

// The server renderer is built beside this file (`npm run build`); NEXUS_SSR=0 turns it off.
const rendererFile = path.resolve(here, 'render/entry-server.js');
const renderer =
  process.env.NEXUS_SSR !== '0' && existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as typeof EntryServer).renderPage
    : undefined;

const app = createApp({
  clientDir,
  gateway,
  renderPage: renderer,
  csp: {
    stripe: Boolean(process.env.VITE_STRIPE_PUBLISHABLE_KEY),
    authEmulatorOrigin: process.env.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
      : undefined,
    firebaseAuthDomain: process.env.VITE_FIREBASE_AUTH_DOMAIN,
  },
});

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, () => {
  console.log(`Nexus storefront ready on http://localhost:${port}`);
  console.log(
    gateway.mode === 'stripe'
      ? `Payments: Stripe (${/^[sr]k_live_/.test(stripeSecretKey ?? '') ? 'live' : 'test'} mode, key from STRIPE_SECRET_KEY).`
      : "Payments: the embedded test gateway (STRIPE_SECRET_KEY is not set). Pay with Stripe's test cards, e.g. 4242 4242 4242 4242; nothing is charged.",
  );
  if (gateway.mode === 'stripe' && !process.env.VITE_STRIPE_PUBLISHABLE_KEY) {
    console.warn(
      'VITE_STRIPE_PUBLISHABLE_KEY is not set: the client must be built with it, or shoppers cannot enter a card for Stripe.',
    );
  }
});

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server.`);
  server.close(() => process.exit(0));
  // Keep-alive connections can hold close() open; do not hang the terminal.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
