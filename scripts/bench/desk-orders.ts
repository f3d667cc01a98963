// The desk at scale ("a store with 100 000 orders still answers in well under a second"):
// a throwaway embedded PostgreSQL seeded with 100 000 orders (lines and events included, by SQL), the
// production server on it, and `GET /api/desk/orders` timed over HTTP with a merchant's token for the
// list's every kind of question, each asked once cold and then 20 times. The orders table's indexes
// are then put back as migration 0009 left them and the questions asked again: the before/after of
// 0010_desk_indexes.
// Bundled by esbuild and run in Node by scripts/bench.mjs (`npm run bench -- desk`); prints JSON.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { PRODUCTS } from '../../storefront/core/catalogue/products';
import { startAuthEmulator } from '../auth-emulator.mjs';
import { seedDeskOrders, seededEmail, seededOrderNumber } from './desk-seed';
import { median, percentile, startStoreServer } from './lib.mjs';

const COUNT = Number(process.env.BENCH_DESK_ORDERS ?? 100_000);
const REPEATS = Number(process.env.BENCH_DESK_REPEATS ?? 20);
/** The indexes of migration 0010 (desk_indexes), and how to put the orders table back as 0009 left it. */
const DESK_INDEXES = ['orders_total_idx', 'orders_name_trgm_idx', 'orders_placed_idx', 'orders_status_placed_idx'];
const BACK_TO_0009 = [
  'drop index orders_total_idx',
  'drop index orders_name_trgm_idx',
  'drop index orders_placed_idx',
  'drop index orders_status_placed_idx',
  'create index orders_placed_idx on orders (placed_at desc nulls last, id desc nulls last)',
  'create index orders_status_placed_idx on orders (status, placed_at desc nulls last, id desc nulls last)',
  'vacuum analyze orders',
];
/** The migration's statements as the server ran them (the extension is there already). */
const MIGRATION_0010 = readFileSync('storefront/drizzle/0010_desk_indexes.sql', 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter((statement) => statement !== '' && !/^CREATE EXTENSION/i.test(statement));

const log = (line: string) => process.stderr.write(`  ${line}\n`);
const shopDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(date);
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

interface Case {
  key: string;
  label: string;
  path: string;
  query: Record<string, string>;
}

function cases(now: Date): Case[] {
  const orders = '/api/desk/orders';
  const monthAgo = { from: shopDay(daysAgo(now, 60)), to: shopDay(daysAgo(now, 31)) };
  return [
    { key: 'first-page', label: 'first page (newest 25)', path: orders, query: {} },
    { key: 'email', label: 'search by email', path: orders, query: { query: seededEmail(54_321) } },
    { key: 'order-number', label: 'search by order number', path: orders, query: { query: seededOrderNumber(77_777) } },
    { key: 'name-common', label: 'search by surname (1 in 25 orders)', path: orders, query: { query: 'Mokoena' } },
    { key: 'name-rare', label: 'search by full name (1 in 500 orders)', path: orders, query: { query: 'Fatima Fourie' } },
    { key: 'status', label: 'status filter (shipped)', path: orders, query: { status: 'shipped' } },
    { key: 'dates', label: 'date range (one week)', path: orders, query: { from: shopDay(daysAgo(now, 14)), to: shopDay(daysAgo(now, 8)) } },
    { key: 'sort-total', label: 'sort by total, largest first', path: orders, query: { sort: '-total' } },
    { key: 'deep-page', label: 'deep page (page 500)', path: orders, query: { page: '500' } },
    { key: 'status-sorted-deep', label: 'status + sort by total + page 40', path: orders, query: { status: 'delivered', sort: 'total', page: '40' } },
    { key: 'csv-month', label: 'CSV export: delivered, one month', path: `${orders}.csv`, query: { status: 'delivered', ...monthAgo } },
    { key: 'csv-all-delivered', label: 'CSV export: every delivered order', path: `${orders}.csv`, query: { status: 'delivered' } },
    { key: 'dashboard', label: 'dashboard figures', path: '/api/desk/dashboard', query: {} },
  ];
}

async function merchantToken(emulatorHost: string): Promise<string> {
  const base = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
  const email = `bench-desk-${Date.now()}@example.co.za`;
  const password = 'bench-desk-password';
  const call = async (path: string) => {
    const response = await fetch(`${base}/${path}?key=any`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { idToken: string };
  };
  await call('accounts:signUp');
  // The way an operator makes a merchant (README): the claim is in the token signed in afterwards.
  execFileSync(process.execPath, ['scripts/merchant.mjs', 'grant', email], { stdio: 'pipe', env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } });
  return (await call('accounts:signInWithPassword')).idToken;
}

interface Answer {
  ms: number;
  status: number;
  /** Orders matched (the list's total, or the CSV's rows). */
  rows: number | null;
  bytes: number;
}

async function ask(origin: string, token: string, path: string, query: Record<string, string>): Promise<Answer> {
  const url = `${origin}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = await response.text();
  const ms = performance.now() - started;
  const rows = !response.ok ? null : path.endsWith('.csv') ? body.split('\r\n').length - 2 : ((JSON.parse(body) as { total?: number }).total ?? null);
  return { ms, status: response.status, rows, bytes: body.length };
}

function stats(samples: number[]) {
  return { medianMs: median(samples), p95Ms: percentile(samples, 95), minMs: Math.min(...samples), maxMs: Math.max(...samples), runs: samples.length };
}

async function timeCase(origin: string, token: string, c: Case) {
  const first = await ask(origin, token, c.path, c.query);
  if (first.status !== 200) throw new Error(`${c.label}: ${first.status}`);
  const samples: number[] = [];
  for (let run = 0; run < REPEATS; run += 1) samples.push((await ask(origin, token, c.path, c.query)).ms);
  return { firstMs: first.ms, rows: first.rows, bytes: first.bytes, ...stats(samples) };
}

async function main() {
  const emulator = await startAuthEmulator({ log: () => {} });
  const server = await startStoreServer({ FIREBASE_AUTH_EMULATOR_HOST: emulator.host });
  const client = new pg.Client(server.databaseUrl);
  try {
    await client.connect();
    const now = new Date();
    log(`seeding ${COUNT} orders`);
    const products = PRODUCTS.map(({ id, name, price }) => ({ id, name, price }));
    const seeded = await seedDeskOrders(client, { count: COUNT, products, now });
    const [sizes] = (
      await client.query<{ orders: string; lines: string; events: string; bytes: string }>(
        `select (select count(*) from orders) as orders, (select count(*) from order_lines) as lines, (select count(*) from order_events) as events,
                pg_total_relation_size('orders') + pg_total_relation_size('order_lines') + pg_total_relation_size('order_events') as bytes`,
      )
    ).rows;
    const present = (await client.query<{ indexname: string }>(`select indexname from pg_indexes where tablename = 'orders' and indexname = any($1)`, [DESK_INDEXES])).rows.map(
      (row) => row.indexname,
    );

    const token = await merchantToken(emulator.host);
    const list = cases(now);
    // The very first question the fresh server is asked: its connections, the token's first check.
    const cold = await ask(server.origin, token, list[0]!.path, list[0]!.query);
    // What every answer pays before the database: HTTP, the token's verification with its revocation
    // check (the Auth emulator here; Google in production), and the filters' validation (page=0 is refused).
    const authSamples: number[] = [];
    for (let run = 0; run < REPEATS; run += 1) authSamples.push((await ask(server.origin, token, '/api/desk/orders', { page: '0' })).ms);

    // Before (the indexes as migration 0009 left them), then after (0010's own SQL applied again), each
    // after one unmeasured pass, so that neither side is measured on colder caches than the other.
    const before: Record<string, ReturnType<typeof stats> & { firstMs: number }> = {};
    const compared = present.length === DESK_INDEXES.length;
    if (compared) {
      log('before: the indexes of migration 0009');
      for (const statement of BACK_TO_0009) await client.query(statement);
      for (const c of list) await ask(server.origin, token, c.path, c.query);
      for (const c of list) {
        const { firstMs, medianMs, p95Ms, minMs, maxMs, runs } = await timeCase(server.origin, token, c);
        before[c.key] = { firstMs, medianMs, p95Ms, minMs, maxMs, runs };
      }
      log('after: migration 0010_desk_indexes applied again');
      for (const statement of MIGRATION_0010) await client.query(statement);
      await client.query('vacuum analyze orders');
      for (const c of list) await ask(server.origin, token, c.path, c.query);
    }
    const timed = [];
    for (const c of list) {
      log(c.label);
      timed.push({ key: c.key, label: c.label, query: c.query, path: c.path, ...(await timeCase(server.origin, token, c)) });
    }
    const result = {
      orders: Number(sizes?.orders),
      lines: Number(sizes?.lines),
      events: Number(sizes?.events),
      tablesMb: Number(sizes?.bytes) / 1024 / 1024,
      seedMs: seeded.ms,
      repeats: REPEATS,
      coldFirstRequestMs: cold.ms,
      authOnly: stats(authSamples),
      before: compared ? 'the indexes of migration 0009 (before 0010_desk_indexes)' : null,
      cases: timed.map((row) => ({ ...row, withoutIndexes: before[row.key] ?? null })),
    };
    process.stdout.write(JSON.stringify(result));
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    await emulator.stop();
  }
}

await main();
