import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { runPostgres } from '../postgres.mjs';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export async function freePort() {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/**
 * Payment-attempt points the bench's address may spend per window: the 10-second load of
 * api-load.mjs makes a few thousand payments, each reserving 3 points while it runs.
 */
export const BENCH_PAYMENT_ALLOWANCE = 1_000_000;

const NODE_ENV_AT_START = process.env.NODE_ENV;

/**
 * Starts the production server (the one `npm start` uses) on a free loopback port, with a throwaway
 * embedded PostgreSQL unless DATABASE_URL is set.
 */
export async function startStoreServer(env = {}) {
  const port = await freePort();
  const database = process.env.DATABASE_URL ? null : await runPostgres({ temporary: true, log: () => {} });
  // The environment the bench was started with: a Vite build run in this process (the peer kits'
  // pages) sets NODE_ENV=production, which contradicts running locally (NEXUS_RUN_LOCALLY, as `npm start`).
  const inherited = { ...process.env };
  if (NODE_ENV_AT_START === undefined) delete inherited.NODE_ENV;
  else inherited.NODE_ENV = NODE_ENV_AT_START;
  const child = spawn(process.execPath, ['storefront/dist-server/index.js'], {
    env: { ...inherited, NEXUS_RUN_LOCALLY: '1', PORT: String(port), HOST: '127.0.0.1', ...(database ? { DATABASE_URL: database.url } : {}), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('ready on')) resolve();
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The store's database (the throwaway one, or DATABASE_URL), for a section that seeds it. */
    databaseUrl: database?.url ?? process.env.DATABASE_URL,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
      await database?.stop();
    },
  };
}

