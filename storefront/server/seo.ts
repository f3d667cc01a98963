import { Hono } from 'hono';
import { CATEGORIES } from '../core/catalogue/categories';
import { PRODUCTS } from '../core/catalogue/products';
import { APP_ROUTES, categoryHref, productHref } from '../core/catalogue/routes';
import { publicOrigin } from '../core/seo/page-head';

/** Every page a search engine should index: home, every category (and all products), every product. */
export function sitemapPaths(): string[] {
  return [
    APP_ROUTES.home,
    APP_ROUTES.allCategories,
    ...CATEGORIES.map((category) => categoryHref(category.slug)),
    ...PRODUCTS.map((product) => productHref(product.id)),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * `/sitemap.xml` (sitemaps.org 0.9) with absolute addresses against `origin`. A product's `<lastmod>`
 * is when its stock last changed (`changedAt`, by product id): its page's structured data says
 * InStock, LimitedAvailability or OutOfStock, so a crawler that trusts lastmod comes back for it.
 */
export function sitemapXml(origin: string, changedAt: ReadonlyMap<number, Date> = new Map()): string {
  const productPaths = new Map(PRODUCTS.map((product) => [productHref(product.id), product.id]));
  const urls = sitemapPaths().map((path) => {
    const changed = changedAt.get(productPaths.get(path) ?? -1);
    const lastmod = changed ? `<lastmod>${changed.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `/robots.txt`: everything may be crawled except the API and the pages that only show this
 * browser's own data (cart, wishlist, account, orders, sign-in); it names the sitemap.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/api/', APP_ROUTES.cart, APP_ROUTES.wishlist, APP_ROUTES.account, APP_ROUTES.orders, APP_ROUTES.login];
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export interface SeoRouteOptions {
  /** When each product's stock last changed; the sitemap goes without lastmod when it cannot say. */
  stockChangedAt?: () => Promise<ReadonlyMap<number, Date>>;
}

/** The sitemap is rebuilt at most this often (crawlers are told to keep it for as long). */
const SITEMAP_MAX_AGE_SECONDS = 300;

/**
 * `GET /sitemap.xml` and `GET /robots.txt`, with absolute addresses from the public origin
 * (`PUBLIC_ORIGIN`, default http://localhost:3000). A malformed origin fails here, at start-up.
 */
export function createSeoRoutes(origin: string = publicOrigin(process.env.PUBLIC_ORIGIN), options: SeoRouteOptions = {}): Hono {
  const routes = new Hono();
  const robots = robotsTxt(origin);
  let sitemap: { at: number; xml: Promise<string> } | null = null;
  const currentSitemap = () => {
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_MAX_AGE_SECONDS * 1000) {
      const changedAt = options.stockChangedAt?.().catch(() => new Map<number, Date>()) ?? Promise.resolve(new Map<number, Date>());
      sitemap = { at: Date.now(), xml: changedAt.then((changed) => sitemapXml(origin, changed)) };
    }
    return sitemap.xml;
  };
  routes.get('/sitemap.xml', async (c) => {
    c.header('Cache-Control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`);
    return c.body(await currentSitemap(), 200, { 'Content-Type': 'application/xml; charset=UTF-8' });
  });
  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robots);
  });
  return routes;
}
