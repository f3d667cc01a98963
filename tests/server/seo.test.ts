import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeoRoutes, robotsTxt, sitemapXml } from '../../storefront/server/seo';
import { CATEGORIES } from '../../storefront/core/catalogue/categories';
import { getProduct, PRODUCTS } from '../../storefront/core/catalogue/products';
import { renderPage } from '../../storefront/src/entry-server';
import { createStockStore } from '../../storefront/server/stock/store';
import { testPaymentMethodId } from '../../storefront/core/card/test-payment-method';
import { TEST_CUSTOMER } from '../fixtures/customer';
import { decimalPrice, jsonForScript, publicOrigin } from '../../storefront/core/seo/page-head';
import { setUpTestStore, storeApp } from './harness';

const ORIGIN = 'http://localhost:3000';
const clientDir = mkdtempSync(path.join(tmpdir(), 'nexus-seo-'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Site-wide" /><title>Nexus</title></head><body><div id="root"></div></body></html>',
);
// The app as the server builds it (a database included), with this file's built template and renderer.
const store = setUpTestStore();
let app: ReturnType<typeof storeApp>['app'];
beforeAll(async () => {
  await store.truncate();
  app = storeApp(store, { clientDir, renderPage }).app;
});

async function page(url: string) {
  const response = await app.request(url);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json" data-page-head>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  const attribute = (selector: RegExp) => selector.exec(head)?.[1];
  return {
    response,
    html,
    jsonLd,
    byType: (type: string) => jsonLd.find((data) => data['@type'] === type),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    meta: (key: string) => attribute(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)),
  };
}

function product(id: number) {
  const found = getProduct(id);
  if (!found) throw new Error(`The test needs product ${id}`);
  return found;
}

describe('a product page', () => {
  it('carries Product and Offer data: price in rand with VAT included, availability, brand, image and sku', async () => {
    const macbook = product(1);
    const { response, byType, jsonLd } = await page('/product/1');
    expect(response.status).toBe(200);
    expect(jsonLd.every((data) => data['@context'] === 'https://schema.org')).toBe(true);
    const data = byType('Product');
    expect(data).toMatchObject({
      name: macbook.name,
      description: macbook.description,
      sku: '1',
      image: [`${ORIGIN}${macbook.image}`],
      url: `${ORIGIN}/product/1`,
      brand: { '@type': 'Brand', name: macbook.brand },
      offers: {
        '@type': 'Offer',
        price: '24999.00',
        priceCurrency: 'ZAR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { valueAddedTaxIncluded: true, price: '24999.00', priceCurrency: 'ZAR' },
      },
    });
  });

  it('follows the real stock: an out-of-stock product says so, in its offer and in the rendered buy box', async () => {
    await createStockStore(store.database.db).adjust(2, 0, 'test: sold out', 'test');
    // The server renders with stock up to 2 seconds old.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const { byType, html } = await page('/product/2');
    expect(byType('Product')).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(html).toContain('Out of stock');
    expect(html).toMatch(/<button[^>]*data-slot="product-buy-box-add"[^>]*disabled=""/);
    // The snapshot the browser hydrates with travels as JSON data, not a script that runs.
    expect(html).toContain('<script type="application/json" id="nexus-stock">');
    await createStockStore(store.database.db).adjust(2, 40, 'test: restocked', 'test');
  });

  it('renders a reload right after the last unit sold as sold out: a sale drops the stock snapshot pages are rendered with', async () => {
    await createStockStore(store.database.db).adjust(3, 1, 'test: the last one', 'test');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await page('/product/3')).html).toContain('Only 1 left');
    // Another shopper buys it; the page is asked for again at once, well inside the snapshot's 2 seconds.
    const bought = await app.request('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        items: [{ id: 3, quantity: 1 }],
        paymentMethodId: testPaymentMethodId('4242 4242 4242 4242'),
        idempotencyKey: `seo-last-unit-${Date.now()}`,
        customer: TEST_CUSTOMER,
      }),
    });
    expect(bought.status).toBe(200);
    const { html, byType } = await page('/product/3');
    expect(html).toContain('Out of stock');
    expect(byType('Product')).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    await createStockStore(store.database.db).adjust(3, 40, 'test: restocked', 'test');
  });

  it('has a breadcrumb trail Home > category > product with absolute addresses', async () => {
    const { byType } = await page('/product/9');
    expect(byType('BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Mobile Phones', item: `${ORIGIN}/category/mobile-phones` },
        { '@type': 'ListItem', position: 3, name: product(9).name, item: `${ORIGIN}/product/9` },
      ],
    });
  });

  it('has a canonical link, Open Graph and Twitter card tags with the image, name and price', async () => {
    const macbook = product(1);
    const { canonical, meta } = await page('/product/1?utm_source=newsletter');
    expect(canonical).toBe(`${ORIGIN}/product/1`);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:url')).toBe(`${ORIGIN}/product/1`);
    expect(meta('og:title')).toBe(macbook.name.replaceAll('"', '&quot;'));
    expect(meta('og:image')).toBe(`${ORIGIN}${macbook.image}`);
    expect(meta('product:price:amount')).toBe('24999.00');
    expect(meta('product:price:currency')).toBe('ZAR');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(`${ORIGIN}${macbook.image}`);
    expect(meta('twitter:data1')).toBe('R 24 999');
  });

  it('renders the buy box on the server, with no dialog', async () => {
    const { html } = await page('/product/1');
    expect(html).toContain('Individual Purchase');
    expect(html).toContain('Add to Cart');
    expect(html).toContain('Expected delivery');
    expect(html).not.toContain('data-slot="product-modal"');
  });

  it.each(['/product/999999', '/product/abc', '/product/01'])('answers %s with 404 and the helpful page', async (url) => {
    const { response, html, jsonLd, canonical } = await page(url);
    expect(response.status).toBe(404);
    expect(html).toContain('Product not found');
    expect(html).toContain('Browse all products');
    expect(jsonLd).toEqual([]);
    expect(canonical).toBeUndefined();
  });

  it('answers an old category name with a permanent redirect to its page, keeping the query', async () => {
    const response = await app.request('/category/mobilephones?sort=price-asc');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/category/mobile-phones?sort=price-asc');
    expect(await response.text()).toBe('');
  });

  it('leaves other unknown paths to fall back to Home with 200', async () => {
    const { response, html } = await page('/no/such/page');
    expect(response.status).toBe(200);
    expect(html).toContain('Nexus: electronics for South Africa');
  });
});

describe('a category page', () => {
  it('canonicalises filters and sort orders to the category, and has its breadcrumb trail', async () => {
    const { canonical, byType, meta } = await page('/category/laptops?maxPrice=20000&sort=price-asc');
    expect(canonical).toBe(`${ORIGIN}/category/laptops`);
    expect(meta('og:url')).toBe(`${ORIGIN}/category/laptops`);
    expect(byType('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: 'Laptops', item: `${ORIGIN}/category/laptops` },
      ],
    });
  });
});

describe('the home page', () => {
  it('describes the shop as an Organization and a WebSite that search engines can search', async () => {
    const { canonical, byType } = await page('/');
    expect(canonical).toBe(`${ORIGIN}/`);
    expect(byType('Organization')).toMatchObject({ name: 'Nexus', url: `${ORIGIN}/` });
    const site = byType('WebSite');
    expect(site).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('needs no inline script but JSON data blocks (JSON-LD, the stock snapshot), which the CSP allows', async () => {
    const { response, html } = await page('/');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
    expect(html).not.toMatch(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))/);
  });
});

describe('sitemap and robots', () => {
  it('lists every category and product at absolute addresses', async () => {
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=UTF-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/category`,
        ...CATEGORIES.map((category) => `${ORIGIN}/category/${category.slug}`),
        ...PRODUCTS.map((item) => `${ORIGIN}/product/${item.id}`),
      ]),
    );
    expect(locations).toHaveLength(2 + CATEGORIES.length + PRODUCTS.length);
  });

  it('gives each product its stock’s last change as lastmod, so a crawler comes back when its availability may have moved', async () => {
    const before = new Date(Date.now() - 1_000);
    await createStockStore(store.database.db).adjust(3, 1, 'test: one left', 'test');
    // A fresh app: the sitemap is rebuilt at most every few minutes.
    const xml = await (await storeApp(store, { clientDir, renderPage }).app.request('/sitemap.xml')).text();
    const entry = xml.split('\n').find((line) => line.includes(`<loc>${ORIGIN}/product/3</loc>`));
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry ?? '')?.[1];
    expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(new Date(lastmod!).getTime()).toBeGreaterThanOrEqual(Math.floor(before.getTime() / 1000) * 1000);
    // Categories and the home page have no stock of their own: no lastmod.
    expect(xml).toContain(`<url><loc>${ORIGIN}/category</loc></url>`);
  });

  it('still lists every page when the stock cannot be read, without lastmod', async () => {
    const routes = createSeoRoutes(ORIGIN, { stockChangedAt: () => Promise.reject(new Error('database down')) });
    const xml = await (await routes.request('/sitemap.xml')).text();
    expect(xml).toContain(`<url><loc>${ORIGIN}/product/1</loc></url>`);
    expect(xml).not.toContain('<lastmod>');
  });

  it('robots.txt names the sitemap and keeps crawlers out of private pages and the API', async () => {
    const response = await app.request('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /cart');
    expect(text).not.toMatch(/Disallow: \/(product|category)/);
  });

  it('use the configured public origin', async () => {
    const routes = createSeoRoutes(publicOrigin('https://shop.example.co.za/'));
    expect(await (await routes.request('/sitemap.xml')).text()).toContain('<loc>https://shop.example.co.za/product/1</loc>');
    expect(robotsTxt('https://shop.example.co.za')).toContain('Sitemap: https://shop.example.co.za/sitemap.xml');
    expect(sitemapXml('https://shop.example.co.za')).not.toContain('localhost');
  });
});

describe('SEO helpers', () => {
  it('publicOrigin: an http(s) origin, the default when unset, an error otherwise', () => {
    expect(publicOrigin(undefined)).toBe(ORIGIN);
    expect(publicOrigin('  ')).toBe(ORIGIN);
    expect(publicOrigin('https://shop.example.co.za/some/path')).toBe('https://shop.example.co.za');
    expect(() => publicOrigin('shop.example.co.za')).toThrow(/PUBLIC_ORIGIN/);
    expect(() => publicOrigin('ftp://shop.example.co.za')).toThrow(/PUBLIC_ORIGIN/);
  });

  it('decimalPrice writes cents as schema.org wants them', () => {
    expect(decimalPrice(24_999_00)).toBe('24999.00');
    expect(decimalPrice(1_149_50)).toBe('1149.50');
    expect(decimalPrice(5)).toBe('0.05');
    expect(() => decimalPrice(1.5)).toThrow(RangeError);
  });

  it('jsonForScript cannot close its script element early', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>', text: 'a\u2028b' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', text: 'a\u2028b' });
  });
});
