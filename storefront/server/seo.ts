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

/** `/sitemap.xml` (sitemaps.org 0.9) with absolute addresses against `origin`. */
export function sitemapXml(origin: string): string {
  const urls = sitemapPaths().map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
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

/**
 * `GET /sitemap.xml` and `GET /robots.txt`, with absolute addresses from the public origin
 * (`PUBLIC_ORIGIN`, default http://localhost:3000). A malformed origin fails here, at start-up.
 */
export function createSeoRoutes(origin: string = publicOrigin(process.env.PUBLIC_ORIGIN)): Hono {
  const routes = new Hono();
  const sitemap = sitemapXml(origin);
  const robots = robotsTxt(origin);
  routes.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=UTF-8' });
  });
  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robots);
  });
  return routes;
}
