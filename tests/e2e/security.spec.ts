import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstLoadFiles } from '../../scripts/first-load.mjs';
import { expect, test, type APIResponse } from './fixtures';

/**
 * What the built app sends and ships: security headers and caching on every route, no server
 * secret in the client bundle, and the Firebase and Stripe SDKs kept out of the first load of `/`.
 */

const CLIENT_DIR = path.resolve(process.env.NEXUS_CLIENT_DIR ?? 'storefront/dist');

const ROUTES = [
  '/',
  '/index.html',
  '/search?query=sony',
  '/search',
  '/category/laptops',
  '/category',
  '/product/1',
  '/find-store',
  '/wishlist',
  '/account',
  '/orders',
  '/login',
  '/cart',
  '/help-and-advice',
  '/some/unknown/path',
];

/** Strings that only the SDKs' own code contains (the app's config code may say 'firebase'). */
const SDK_MARKERS = ['identitytoolkit', '@firebase/', 'js.stripe.com', 'stripe.js'];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'];
  expect(csp, `${what} has a Content-Security-Policy`).toBeTruthy();
  const policy = directives(csp ?? '');
  expect(csp, `${what}: no eval`).not.toContain('unsafe-eval');
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  // Scripts come from files only: no inline script can run, injected or not.
  expect(policy.get('script-src'), what).not.toContain("'unsafe-inline'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

for (const route of ROUTES) {
  test(`${route} is served as HTML with the CSP, the security headers and no-cache`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expectSecurityHeaders(response, route);
    // The HTML names the hashed files of the current release, so it must be revalidated each time.
    expect(response.headers()['cache-control'], `Cache-Control of ${route}`).toBe('no-cache');
  });
}

test('API answers carry the security headers and are never cached', async ({ request }) => {
  for (const response of [await request.get('/api/health'), await request.get('/api/config'), await request.get('/api/nope')]) {
    expectSecurityHeaders(response, response.url());
  }
  const config = await request.get('/api/config');
  expect(config.headers()['cache-control']).toBe('no-store');
});

test('hashed assets are cached for a year as immutable, and every built asset is served', async ({ request }) => {
  const assets = readdirSync(path.join(CLIENT_DIR, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  expect(assets.length).toBeGreaterThan(0);
  for (const file of assets) {
    const response = await request.get(`/assets/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    // Scripts and stylesheets are never sniffed as something else; the document-only headers (CSP,
    // framing, referrer) stay on the pages and the API, not on every file (app.ts).
    expect(response.headers()['x-content-type-options'], file).toBe('nosniff');
    expect(response.headers()['content-security-policy'], file).toBeUndefined();
  }
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Server-only names: the client must neither read nor mention them. */
const SERVER_ONLY = [/sk_(live|test)_/, /STRIPE_SECRET_KEY/, /process\.env/, /(?<!VITE_)FIREBASE_AUTH_EMULATOR_HOST/, /NEXUS_CLIENT_DIR/];

function secretsIn(dir: string, extra: RegExp[] = []): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of [...SERVER_ONLY, ...extra]) {
      const match = pattern.exec(text);
      if (match) found.push(`${path.relative(dir, file)}: ${text.slice(Math.max(0, match.index - 60), match.index + 60)}`);
    }
  }
  return found;
}

test('the served client bundle holds no server secret or server environment name', () => {
  expect(secretsIn(CLIENT_DIR)).toEqual([]);
});

test('a client built with a Stripe secret key in the environment does not contain it', () => {
  // A build of its own, so that the key is really present at build time whatever built the app.
  test.setTimeout(240_000);
  const outDir = mkdtempSync(path.join(tmpdir(), 'nexus-secret-build-'));
  try {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.resolve('storefront'),
      env: { ...process.env, STRIPE_SECRET_KEY: 'sk_test_should_not_leak', NEXUS_SECRET_PROBE: 'should_not_leak_either' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const everything = filesUnder(outDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(everything).not.toContain('sk_test_should_not_leak');
    expect(everything).not.toContain('should_not_leak_either');
    expect(secretsIn(outDir)).toEqual([]);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

/** The scripts a first visit to / downloads (the entry, the app it starts, their static imports). */
function firstLoadScripts(): string[] {
  return firstLoadFiles(CLIENT_DIR)
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(1));
}

test('the first load of / (entry, the app it starts and their static imports) has no Firebase or Stripe SDK code', () => {
  const scripts = firstLoadScripts();
  expect(scripts.length).toBeGreaterThan(1);
  const html = readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  // What index.html preloads must be part of that first load too, not an SDK chunk fetched early.
  for (const [, preload] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g)) {
    expect(scripts, `${preload} is preloaded by index.html`).toContain(preload);
  }
  const withSdk = scripts.flatMap((file) => {
    const code = readFileSync(path.join(CLIENT_DIR, file), 'utf8');
    return SDK_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${file} contains '${marker}'`);
  });
  expect(withSdk).toEqual([]);

  // The markers still recognise the SDKs: both are in the build, as lazy chunks.
  const everything = readdirSync(path.join(CLIENT_DIR, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8'))
    .join('\n');
  expect(everything).toContain('identitytoolkit');
  expect(everything).toContain('js.stripe.com');
});

test('a first visit to / downloads no Firebase or Stripe chunk and talks to no other host', async ({ page, baseURL }) => {
  const sdkScripts: string[] = [];
  const otherHosts: string[] = [];
  const origin = new URL(baseURL ?? '').origin;
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) otherHosts.push(request.url());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    const markers = SDK_MARKERS.filter((marker) => body.includes(marker));
    if (markers.length > 0) sdkScripts.push(`${response.url()} (${markers.join(', ')})`);
  });
  await page.goto('/');
  // A first visit: the prize wheel opens over Home.
  await expect(page.getByRole('dialog', { name: 'Spin & Win!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Work the app defers to idle time must not fetch an SDK either.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
  await page.waitForLoadState('networkidle');
  expect(sdkScripts).toEqual([]);
  expect(otherHosts).toEqual([]);
});
