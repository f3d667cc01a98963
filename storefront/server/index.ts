import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = process.env.NEXUS_CLIENT_DIR ?? path.resolve(here, '../dist');
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535, not '${process.env.PORT}'.`);
  process.exit(1);
}

const app = createApp({
  clientDir,
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
});

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server.`);
  server.close(() => process.exit(0));
  // Keep-alive connections can hold close() open; do not hang the terminal.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
