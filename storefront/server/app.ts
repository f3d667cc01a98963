import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createPaymentsApi, type PaymentsLogger } from './payments/api';
import type { PaymentGateway } from './payments/gateway';
import { contentSecurityPolicy, type CspOptions } from './security';

export interface AppOptions {
  /** Folder of the built client (vite's `dist`). */
  clientDir: string;
  csp: CspOptions;
  /** Takes the payments of `/api/create-payment-intent`: Stripe, or the embedded test gateway. */
  gateway: PaymentGateway;
  /** Where the API logs payment outcomes and server errors. @default console */
  logger?: PaymentsLogger;
}

const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|webp|avif)$/;

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const csp = contentSecurityPolicy(options.csp);

  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  });

  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api', createPaymentsApi({ gateway: options.gateway, logger: options.logger }));
  app.all('/api/*', (c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}` }, 404));

  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), options.clientDir) || '.',
      onFound: (filePath, c) => {
        const urlPath = '/' + path.relative(options.clientDir, path.resolve(filePath)).split(path.sep).join('/');
        // HTML must be revalidated so a deploy is seen at once; hashed assets never change.
        const cacheControl = urlPath.endsWith('.html')
          ? 'no-cache'
          : HASHED_ASSET.test(urlPath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300';
        c.header('Cache-Control', cacheControl);
      },
    }),
  );

  const indexFile = path.join(options.clientDir, 'index.html');
  // Client routes (/cart, /category/laptops, …) all get the app shell; the router takes it from there.
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The storefront is not built yet: run `npm run build`.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });

  return app;
}
