// The same small page built with ui-kit and with popular peer kits: gzip size and Lighthouse TBT/LCP.
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import path from 'node:path';
import { chromium } from 'playwright';
import { build } from 'vite';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { gzipSizeOfPage } from './bundle.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { median, percentile } from './lib.mjs';

const OUT = path.resolve('tests/perf/.tmp/harness');
const KITS = ['ui-kit', 'mui', 'mantine'];
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

async function buildHarness() {
  await build({ configFile: path.resolve('tests/perf/harness/vite.config.ts') });
}

async function serve(dir) {
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(dir, path.normalize(urlPath).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

export async function measurePeers() {
  await buildHarness();
  const server = await serve(OUT);
  try {
    const results = [];
    for (const kit of KITS) {
      const size = gzipSizeOfPage(OUT, `${kit}.html`);
      const lh = await lighthouseMedian(`${server.origin}/${kit}.html`, { runs: 3 });
      results.push({ kit, gzipKb: size.jsGzipKb + size.cssGzipKb, jsGzipKb: size.jsGzipKb, cssGzipKb: size.cssGzipKb, tbtMs: lh.tbtMs, lcpMs: lh.lcpMs });
    }
    return results;
  } finally {
    server.close();
  }
}

/** Time from starting React's render of 1 000 ProductCards to the frame after commit, in Chromium. */
export async function measureGridRender(runs = 7) {
  if (!existsSync(path.join(OUT, 'grid.html'))) await buildHarness();
  const server = await serve(OUT);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      await page.goto(`${server.origin}/grid.html`);
      samples.push(await page.waitForFunction(() => globalThis.__gridRenderMs, undefined, { timeout: 30_000 }).then((handle) => handle.jsonValue()));
      await page.close();
    }
    return { runs, cards: 1000, medianMs: median(samples), p95Ms: percentile(samples, 95) };
  } finally {
    await browser.close();
    server.close();
  }
}
