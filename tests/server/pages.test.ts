import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storeApp, setUpTestStore } from './harness';
import { fillTemplate, renderPage } from '../../storefront/src/entry-server';

// The built client, in miniature: the template the server renders into and one hashed asset with its
// precompressed copy.
const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-pages-'));
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="Site-wide" /><title>Nexus | Electronics for South Africa</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
const SCRIPT = 'console.log("nexus");'.repeat(200);
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets/app-AbCdEf12.js'), SCRIPT);
writeFileSync(path.join(clientDir, 'assets/app-AbCdEf12.js.gz'), gzipSync(SCRIPT));

const store = setUpTestStore();

function appWith(render?: (request: Request, template: string) => Promise<Response>) {
  const errors: unknown[] = [];
  const { app } = storeApp(store, {
    clientDir,
    logger: { info: () => undefined, error: (...args: unknown[]) => errors.push(args) },
    renderPage: render,
  });
  return { app, errors };
}

describe('page requests', () => {
  it('are rendered on the server into the template, for any path including / and /index.html', async () => {
    const { app } = appWith(renderPage);
    for (const url of ['/category/laptops', '/', '/index.html']) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await response.text();
      expect(html).toContain('<div id="root" data-ssr>');
    }
    const category = await (await app.request('/category/laptops')).text();
    expect(category).toContain('<title>Laptops | Nexus</title>');
    expect(category).toMatch(/<h1[^>]*>Products in category: (<!-- -->)?Laptops<\/h1>/);
    // The CSP allows no inline script, so the render must not need one.
    expect(category).not.toMatch(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))/);
  });

  it("carry the flash sale's end in the head, as the API answers it, so the home page need not ask", async () => {
    const { app } = appWith(renderPage);
    const html = await (await app.request('/')).text();
    const { endsAt } = (await (await app.request('/api/flash-sale')).json()) as { endsAt: string };
    expect(html).toContain(`<meta name="nexus-flash-sale-ends-at" content="${endsAt}">`);
  });

  it('fall back to the browser-rendered shell, and log why, when rendering fails', async () => {
    const { app, errors } = appWith(() => Promise.reject(new Error('render broke')));
    const response = await app.request('/category/laptops');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(TEMPLATE);
    expect(errors).toHaveLength(1);
  });

  it('get the shell when no renderer is built', async () => {
    const { app } = appWith();
    expect(await (await app.request('/cart')).text()).toBe(TEMPLATE);
  });

  it('are gzipped for browsers that accept it', async () => {
    const { app } = appWith(renderPage);
    const response = await app.request('/category/laptops', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('built assets', () => {
  it('are sent precompressed, cached for good, and varied on Accept-Encoding', async () => {
    const { app } = appWith(renderPage);
    const response = await app.request('/assets/app-AbCdEf12.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const plain = await app.request('/assets/app-AbCdEf12.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });
});

describe('fillTemplate', () => {
  it('escapes the title and description it writes into the head', () => {
    const html = fillTemplate(TEMPLATE, '<p>x</p>', { title: '</title><script>1</script>', description: '"><b>' });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;1&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;b&gt;"');
    expect(html).toContain('<div id="root" data-ssr><p>x</p></div>');
  });

  it('refuses a template without the root element to render into', () => {
    expect(() => fillTemplate('<html></html>', '', {})).toThrow(/root/);
  });
});
