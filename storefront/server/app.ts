import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { STORE_UNAVAILABLE, type ProductStock } from '../core/contract/api';
import { PRODUCTS } from '../core/catalogue/products';
import { publicOrigin as readPublicOrigin } from '../core/seo/page-head';
import { addressGroup, clientAddress, parseTrustedProxies, type TrustedProxies } from './abuse/client-address';
import type { CardFingerprintLookup } from './abuse/card-key';
import { createMailDeskApi, type MailDesk } from './mail/desk-api';
import { limitPaymentAttempts, type PaymentAttemptLimiter } from './abuse/payment-attempts';
import { refuseCrossSite } from './abuse/same-origin';
import type { Seller } from '../core/contract/invoice';
import { AUTH_EMULATOR_META, type RenderData } from '../core/contract/page-data';
import type { AccountVerifier } from './auth/accounts';
import { createCoupons } from './coupons/api';
import { couponRulesFromEnv, type CouponRules } from './coupons/rules';
import type { CouponStore } from './coupons/store';
import { createDeskApi } from './desk/api';
import type { DeskStore } from './desk/store';
import { createOrdersApi } from './orders/api';
import type { OrderStore } from './orders/store';
import { createPaymentsApi, type PaymentsLogger } from './checkout/payments-api';
import type { PaymentGateway } from './payments/gateway';
import { createStripeWebhook } from './checkout/stripe-webhook';
import { contentSecurityPolicy, type CspOptions } from './security';
import { createSellerApi, sellerFromEnv } from './invoice/seller';
import { createStockApi, productStock } from './stock/api';
import type { StockStore } from './stock/store';
import { createTeamsApi } from './teams/api';
import type { TeamStore } from './teams/store';
import type { CatalogueStore } from './catalogue/store';
import { createCatalogueApi } from './catalogue/api';
import { createCatalogueReads, type CatalogueReads } from './catalogue/reads';
import type { SearchEngine } from './catalogue/search/engine';
import type { Database } from './db';
import { createSeoRoutes } from './seo';

export interface AppOptions {
  /** Folder of the built client (vite's `dist`). */
  clientDir: string;
  csp: CspOptions;
  /** Takes the payments of `/api/create-payment-intent`: Stripe, or the embedded test gateway. */
  gateway: PaymentGateway;
  /** The store of record (PostgreSQL): orders written by payments, read by shoppers. */
  orders: OrderStore;
  /** The merchant's desk: the order list, the dashboard and the one way to move an order. */
  desk: DeskStore;
  /** Team buys: started, joined and bought with by signed-in shoppers. */
  teams: TeamStore;
  /** The coupons the store issued (prize wheel, FLASH30), in the same database. */
  coupons: CouponStore;
  /** Stock levels and their ledger: read by shoppers, set by merchants. */
  stock: StockStore;
  /** The catalogue in the database: what payments charge. */
  catalogue: CatalogueStore;
  /** The catalogue's own routes read the database for category pages. */
  db: Database;
  /** The store's search engine. */
  search: SearchEngine;
  /** Cached catalogue reads for pages and the API. @default reads without a listener (the version polled) */
  catalogueReads?: CatalogueReads;
  /** Odds, flash-sale window and limits. @default couponRulesFromEnv() */
  couponRules?: CouponRules;
  /** True when the database answers: `/api/health` reports it. */
  databaseAnswers: () => Promise<boolean>;
  /** Verifies the Firebase ID tokens that signed-in shoppers send. */
  accounts: AccountVerifier;
  /** Stripe's webhook signing secret (`STRIPE_WEBHOOK_SECRET`); unset, webhook events are refused. */
  stripeWebhookSecret?: string | undefined;
  /** Limits payment attempts per client address and account (card testing). */
  paymentAttempts: PaymentAttemptLimiter;
  /** Which proxies may say who the client is. @default parseTrustedProxies(process.env.NEXUS_TRUST_PROXY) */
  trustProxy?: TrustedProxies;
  /** Signs the prize wheel's device cookie; shared by every server process (`NEXUS_COOKIE_SECRET`). */
  deviceCookieSecret: string;
  /** The desk's list of mail that keeps failing, and its resend. */
  mailDesk: MailDesk;
  /** Limits guesses of a guest order's email, per order number (abuse/order-lookups.ts). */
  orderLookups: MiddlewareHandler;
  /** The payment provider's card fingerprint for its PaymentMethods (Stripe), for the per-card limit. */
  cardFingerprint?: CardFingerprintLookup;
  /** The site's public origin. @default PUBLIC_ORIGIN, else http://localhost:3000 */
  publicOrigin?: string;
  /** The seller on tax invoices. @default sellerFromEnv() */
  seller?: Seller;
  /**
   * The Firebase Auth emulator's `host:port` when sign-in runs on it (never in production): every page
   * names it in a `<meta>`, since local runs start it on a free port the client build cannot know.
   */
  authEmulatorHost?: string | undefined;
  /** Where the API logs payment outcomes and server errors. @default console */
  logger?: PaymentsLogger;
  /**
   * Server rendering (the built `entry-server`): the whole HTML document for a page request, given
   * the built `index.html` and the figures the page shows without asking the API (RenderData). Without
   * it, or when it fails, every page gets the plain shell and the browser renders it.
   */
  renderPage?: ((request: Request, template: string, data: RenderData) => Promise<Response>) | undefined;
}

const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|webp|avif)$/;

/** The Stripe webhook is called by Stripe, not by the store's pages: it is signed instead. */
const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** Responses that are never documents: scripts and stylesheets (not SVG, which can carry script). */
const SUBRESOURCE_TYPE = /^(text|application)\/javascript|^text\/css/;

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const csp = contentSecurityPolicy(options.csp);
  const origin = readPublicOrigin(options.publicOrigin ?? process.env.PUBLIC_ORIGIN);
  const https = origin.startsWith('https:');
  const trustProxy = options.trustProxy ?? parseTrustedProxies(process.env.NEXUS_TRUST_PROXY);
  // Every limit counts an IPv6 client by its /64.
  const addressOf = (c: Context) => addressGroup(clientAddress(c, trustProxy));

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    // Only a site served over https may tell browsers to never use plain http for it.
    if (https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // The policy, framing, referrer, opener and permissions headers govern documents (pages, and the
    // API's answers should one be opened as one). A script or stylesheet ignores them (the store runs
    // no workers, whose script's CSP would count): on the 40-odd files of a first visit they were
    // about 0.6 KB each of headers a phone downloaded for nothing.
    if (SUBRESOURCE_TYPE.test(c.res.headers.get('Content-Type') ?? '')) return;
    c.header('Content-Security-Policy', csp);
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  });

  app.use('/api/*', refuseCrossSite({ publicOrigin: origin, exempt: [STRIPE_WEBHOOK_PATH] }));

  // Pages are rendered with the stock of a moment ago: one query for every product, shared by the
  // pages of the next two seconds. The buy box asks again once the page is in the browser (unless the
  // page's stock is that fresh), so a change made through this process (a payment, a desk move) drops
  // the snapshot at once: a shopper who reloads after the last unit sold sees it sold out.
  let stockSnapshot: { at: number; stock: Promise<ProductStock[] | undefined> } | null = null;
  const recentStock = () => {
    if (!stockSnapshot || Date.now() - stockSnapshot.at > 2_000) {
      const stock = options.stock
        .levels()
        .then((levels) => PRODUCTS.map((product) => productStock(product.id, levels.find((level) => level.productId === product.id))))
        .catch(() => undefined);
      stockSnapshot = { at: Date.now(), stock };
    }
    return stockSnapshot.stock;
  };
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET') stockSnapshot = null;
  });

  // A load balancer stops sending shoppers to a server whose database it cannot reach.
  app.get('/api/health', async (c) =>
    (await options.databaseAnswers()) ? c.json({ ok: true }) : c.json({ ok: false, error: STORE_UNAVAILABLE }, 503),
  );
  const { orders, accounts, teams, catalogue, logger: apiLogger } = options;
  const couponRules = options.couponRules ?? couponRulesFromEnv();
  const coupons = createCoupons({
    store: options.coupons,
    teams,
    catalogue,
    accounts,
    rules: couponRules,
    addressOf,
    deviceCookieSecret: options.deviceCookieSecret,
    card: { secret: options.deviceCookieSecret, fingerprint: options.cardFingerprint },
    secureCookies: https,
    logger: apiLogger,
  });
  // Before the payments API, whose catch-all middleware marks every answer no-store: stock and the catalogue are cacheable.
  app.route('/api', createStockApi({ stock: options.stock, accounts, logger: apiLogger }));
  app.route(
    '/api',
    createCatalogueApi({ db: options.db, reads: options.catalogueReads ?? createCatalogueReads(catalogue), search: options.search, stock: options.stock, logger: apiLogger }),
  );
  // Before the payment route: an attempt past its limits is never made.
  app.use(
    '/api/create-payment-intent',
    limitPaymentAttempts({
      limiter: options.paymentAttempts,
      accounts,
      addressOf,
      device: { secret: options.deviceCookieSecret, secure: https },
      card: { secret: options.deviceCookieSecret, fingerprint: options.cardFingerprint },
      logger: apiLogger,
    }),
  );
  app.route(
    '/api',
    createPaymentsApi({ gateway: options.gateway, orders, accounts, teams, catalogue, logger: apiLogger, coupons: coupons.desk, clientAddress: addressOf }),
  );
  app.route('/api', coupons.api);
  app.route('/api', createTeamsApi({ teams, catalogue, accounts, logger: apiLogger }));
  app.use('/api/orders/*', options.orderLookups);
  app.route('/api', createOrdersApi({ orders, accounts, move: options.desk.move, logger: apiLogger }));
  app.route('/api/desk', createMailDeskApi({ desk: options.mailDesk, accounts }));
  app.route('/api/desk', createDeskApi({ desk: options.desk, orders, accounts, logger: apiLogger }));
  app.route('/api', createSellerApi(options.seller ?? sellerFromEnv()));
  app.route('/api', createStripeWebhook({ secret: options.stripeWebhookSecret, orders, gateway: options.gateway, logger: apiLogger }));
  app.all('/api/*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404));

  // Pages are compressed as they are sent; built assets were compressed once at build time.
  app.use('*', compress());
  app.route('/', createSeoRoutes(undefined, { stockChangedAt: () => options.stock.changedAt() }));

  const staticFiles = serveStatic({
    root: path.relative(process.cwd(), options.clientDir) || '.',
    precompressed: true,
  });
  app.use('*', async (c, next) => {
    // `/` and `/index.html` are pages like any other (rendered below), not the bare template file.
    if (c.req.path.endsWith('/') || c.req.path === '/index.html') return next();
    // Source maps stay on the server (the build writes them for our own debugging, unreferenced).
    if (c.req.path.endsWith('.map')) return c.text('Not found', 404);
    // Hashed assets never change; other files may. A path that is no file ends up at the page
    // handler below, which sets its own.
    c.header('Cache-Control', HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    return staticFiles(c, next);
  });

  const indexFile = path.join(options.clientDir, 'index.html');
  const logger = options.logger ?? console;
  // Pages (/cart, /category/laptops, …) are rendered on the server and hydrated in the browser; the
  // router takes it from there. A failed render still answers with the shell, which renders in the browser.
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    if (!existsSync(indexFile)) {
      return c.text('The storefront is not built yet: run `npm run build`.', 503);
    }
    const template = withAuthEmulator(readFileSync(indexFile, 'utf8'), options.authEmulatorHost);
    if (options.renderPage) {
      try {
        const response = await options.renderPage(c.req.raw, template, { flashSaleEndsAt: couponRules.flashSaleEndsAt.toISOString(), stock: await recentStock() });
        response.headers.set('Cache-Control', 'no-cache');
        return response;
      } catch (error) {
        logger.error(`Server rendering of ${c.req.path} failed; sending the browser-rendered shell.`, error);
      }
    }
    return c.html(template);
  });

  return app;
}

function withAuthEmulator(template: string, host: string | undefined): string {
  if (!host) return template;
  const meta = `<meta name="${AUTH_EMULATOR_META}" content="${host.replace(/[^\w.:[\]-]/g, '')}">`;
  return template.replace('</head>', `${meta}</head>`);
}
