// Bounded local load on the payment API with the embedded test gateway: loopback only, stops by itself.
// The store's figure includes its database writes (the order, its lines, the gateway's idempotency
// key, the status change); the baseline is the same API with the in-memory gateway and no database.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';

export const BENCH_CUSTOMER = {
  name: 'Bench Shopper',
  email: 'bench@example.co.za',
  contact: '082 123 4567',
  streetAddress: '1 Bench Street',
  suburb: 'Rosebank',
  city: 'Johannesburg',
  province: 'Gauteng',
  postalCode: '2196',
  country: 'South Africa',
};

/**
 * `connections` clients paying without pause for `seconds`, each payment a fresh idempotency key;
 * `items` is the cart every payment buys. autocannon's figures.
 */
export async function paymentLoad(origin, { seconds = 10, connections = 10, items, keyPrefix = 'bench' }) {
  let counter = 0;
  const result = await autocannon({
    url: `${origin}/api/create-payment-intent`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            body: JSON.stringify({ items, paymentMethodId: 'pm_card_visa', idempotencyKey: `${keyPrefix}-${process.pid}-${counter}`, customer: BENCH_CUSTOMER }),
          };
        },
      },
    ],
  });
  return {
    seconds,
    connections,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function paymentApiLoad(origin, { seconds = 10, connections = 10 } = {}) {
  return paymentLoad(origin, {
    seconds,
    connections,
    items: [
      { id: 1, quantity: 1 },
      { id: 14, quantity: 2 },
    ],
  });
}

/** The same load on the payment API without the database (scripts/bench/payments-baseline.ts). */
export async function paymentApiBaseline(options = {}) {
  const outfile = path.resolve('tests/perf/.tmp/payments-baseline.mjs');
  await build({
    entryPoints: ['scripts/bench/payments-baseline.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  const child = spawn(process.execPath, [outfile], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the baseline server exited with ${code}`)));
      child.stdout.on('data', (chunk) => {
        const match = /port (\d+)/.exec(String(chunk));
        if (match) resolve(Number(match[1]));
      });
    });
    return await paymentApiLoad(`http://127.0.0.1:${port}`, options);
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
    rmSync(path.dirname(outfile), { recursive: true, force: true });
  }
}
