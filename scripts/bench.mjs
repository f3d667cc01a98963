// `npm run bench`: performance figures (not pass/fail). Writes tests/perf/results.json and results.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ensureChromium } from './chromium.mjs';
import { paymentApiBaseline, paymentApiLoad } from './bench/api-load.mjs';
import { measureStorefront, measureUiKitEntries } from './bench/bundle.mjs';
import { BENCH_PAYMENT_ALLOWANCE, startStoreServer } from './bench/lib.mjs';
import { lighthouseMedian } from './bench/lighthouse.mjs';
import { measureGridRender, measurePeers } from './bench/peers.mjs';

process.env.CHROME_PATH = ensureChromium();
const only = process.argv.slice(2);
const LIGHTHOUSE_RUNS = 5;
const COLD_RUNS = 3;
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

// The payment load sends thousands of attempts from 127.0.0.1: the bench gives that address an
// allowance, configured as an operator would (README, Payment attempts); the limit stays on.
const server = await startStoreServer({ NEXUS_PAYMENT_POINTS_PER_ADDRESS: String(BENCH_PAYMENT_ALLOWANCE) });
try {
  if (wanted('lighthouse')) {
    console.log(`▶ Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS}; then ${COLD_RUNS} runs each in a fresh browser)`);
    const fillCart = async (page) => {
      await page.goto(`${server.origin}/`);
      await page.evaluate(() => {
        localStorage.setItem('hasSpun', 'true');
      });
      await page.goto(`${server.origin}/category/laptops`);
      await page.evaluate(() => {
        localStorage.setItem('nexus.cart', JSON.stringify({ state: { items: [{ id: 1, quantity: 1, team: false }, { id: 14, quantity: 2, team: false }] }, version: 1 }));
      });
    };
    const dismissWheel = async (page) => {
      await page.goto(`${server.origin}/`);
      await page.evaluate(() => localStorage.setItem('hasSpun', 'true'));
    };
    results.lighthouse = [];
    for (const [route, prepare] of [
      ['/', undefined],
      ['/category/laptops', undefined],
      ['/search?query=sony', undefined],
      ['/product/1', undefined],
      ['/cart (with items)', fillCart],
      ['/ (returning visitor)', dismissWheel],
    ]) {
      const url = `${server.origin}${route.split(' ')[0]}`;
      const warm = await lighthouseMedian(url, { runs: LIGHTHOUSE_RUNS, prepare });
      // A returning visitor is warm by definition; every other page is also measured as a first visit.
      const cold = route.includes('returning') ? undefined : await lighthouseMedian(url, { runs: COLD_RUNS, prepare, fresh: true });
      results.lighthouse.push({ route, ...warm, cold });
    }
  }
  if (wanted('api')) {
    console.log('▶ payment API under a bounded local load');
    results.api = await paymentApiLoad(server.origin, { seconds: 10, connections: 10 });
    results.apiWithoutDatabase = await paymentApiBaseline({ seconds: 10, connections: 10 });
  }
} finally {
  await server.stop();
}

mkdirSync('tests/perf', { recursive: true });
writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
const markdown = (await import('./bench/report.mjs')).renderReport(results);
writeFileSync('tests/perf/results.md', markdown);
console.log(markdown);
