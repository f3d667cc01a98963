// `npm run bench`: performance figures (not pass/fail). Writes tests/perf/results.json and results.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ensureChromium } from './chromium.mjs';
import { paymentApiBaseline, paymentApiLoad } from './bench/api-load.mjs';
import { STOCK_BENCH_SEED_ENV, stockLoad } from './bench/stock-load.mjs';
import { measureStorefront, measureUiKitEntries } from './bench/bundle.mjs';
import { BENCH_PAYMENT_ALLOWANCE, startStoreServer } from './bench/lib.mjs';
import { lighthouseMedian } from './bench/lighthouse.mjs';
import { coldRoutes, hasDeskRoute, RETURNING_VISITOR } from './bench/routes.mjs';
import { measureGridRender, measurePeers } from './bench/peers.mjs';

process.env.CHROME_PATH = ensureChromium();
const only = process.argv.slice(2);
const LIGHTHOUSE_RUNS = 5;
const wanted = (section) => only.length === 0 || only.includes(section);

function npm(args) {
  const run = spawnSync('npm', args, { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}

npm(['run', 'build']);
const RESULTS_FILE = 'tests/perf/results.json';
// A partial run (`npm run bench -- lighthouse`) refreshes its sections and keeps the others.
const previous = only.length > 0 && existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) : {};
const results = { ...previous, date: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}` };
const SECTIONS = ['bundle', 'scale', 'peers', 'grid', 'lighthouse', 'api', 'desk', 'stock'];
results.measuredAt = { ...previous.measuredAt, ...Object.fromEntries(SECTIONS.filter(wanted).map((section) => [section, results.date])) };

if (wanted('bundle')) {
  console.log('▶ bundle sizes');
  results.bundle = measureStorefront();
  results.uiKitEntries = await measureUiKitEntries();
}

if (wanted('scale')) {
  console.log('▶ search and filter at scale');
  const outfile = path.resolve('tests/perf/.tmp/scale.mjs');
  await build({ entryPoints: ['scripts/bench/scale.ts'], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'silent' });
  results.scale = JSON.parse(execFileSync(process.execPath, [outfile], { encoding: 'utf8' }));
  rmSync(path.dirname(outfile), { recursive: true, force: true });
}

if (wanted('peers') || wanted('grid')) {
  console.log('▶ peer kits and grid rendering');
  if (wanted('peers')) results.peers = await measurePeers();
  if (wanted('grid')) results.grid = await measureGridRender();
}

if (wanted('desk')) {
  // Its own server and database (100 000 orders seeded); the local .mjs scripts it imports stay outside
  // the bundle, which sits beside them, because they find their files from where they are.
  console.log('▶ the desk at 100 000 orders');
  const outfile = path.resolve('scripts/bench/.desk-orders.bundle.mjs');
  await build({ entryPoints: ['scripts/bench/desk-orders.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', external: ['*.mjs'], outfile, logLevel: 'silent' });
  try {
    results.desk = JSON.parse(execFileSync(process.execPath, [outfile], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 }));
  } finally {
    rmSync(outfile, { force: true });
  }
}

// The payment load sends thousands of attempts from 127.0.0.1: the bench gives that address an
// allowance, configured as an operator would (README, Payment attempts); the limit stays on. The
// store is seeded with plenty of everything but the one contended product (NEXUS_STOCK_SEED), so the
// loads buy what they ask for.
const needsServer = wanted('lighthouse') || wanted('api') || wanted('stock');
const server = needsServer
  ? await startStoreServer({ NEXUS_PAYMENT_POINTS_PER_ADDRESS: String(BENCH_PAYMENT_ALLOWANCE), NEXUS_PAYMENT_POINTS_PER_CARD: String(BENCH_PAYMENT_ALLOWANCE), NEXUS_STOCK_SEED: STOCK_BENCH_SEED_ENV })
  : null;
try {
  if (wanted('lighthouse')) {
    // The headline: a cold first visit (a browser started for each run: empty HTTP cache, no compiled
    // code, no connections), as a phone on its first visit meets the store.
    console.log(`▶ Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS} fresh browsers per route; a returning visitor warm)`);
    results.lighthouse = [];
    for (const route of coldRoutes()) {
      const cold = await lighthouseMedian(`${server?.origin}${route.path}`, { runs: LIGHTHOUSE_RUNS, prepare: route.prepare, fresh: true });
      results.lighthouse.push({ route: route.key, ...cold });
    }
    const warm = await lighthouseMedian(`${server?.origin}${RETURNING_VISITOR.path}`, { runs: LIGHTHOUSE_RUNS, prepare: RETURNING_VISITOR.prepare });
    results.lighthouse.push({ route: RETURNING_VISITOR.key, ...warm });
    results.lighthouseNotes = hasDeskRoute() ? [] : ['`/desk` is not measured: the merchant desk is not on this branch yet (it is being built on its own branch).'];
  }
  if (wanted('api')) {
    console.log('▶ payment API under a bounded local load');
    results.api = await paymentApiLoad(server?.origin, { seconds: 10, connections: 10 });
    results.apiWithoutDatabase = await paymentApiBaseline({ seconds: 10, connections: 10 });
  }
  if (wanted('stock')) {
    console.log('▶ stock: reservations of one hot product, and the last units raced for');
    results.stock = await stockLoad(server?.origin, { seconds: 10, connections: 10, buyers: 400 });
  }
} finally {
  await server?.stop();
}

mkdirSync('tests/perf', { recursive: true });
writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
const markdown = (await import('./bench/report.mjs')).renderReport(results);
writeFileSync('tests/perf/results.md', markdown);
console.log(markdown);
