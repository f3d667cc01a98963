import type { MiddlewareHandler } from 'hono';
import type { ApiError } from '../../core/contract/api';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_REFUSED = 'This request came from another site, so the store refused it.';

export interface SameOriginOptions {
  /** The site's public origin (`PUBLIC_ORIGIN`): a request whose `Origin` is this one is the site's own. */
  publicOrigin?: string | undefined;
  /** Paths that other sites call by design (Stripe's webhook, which is signed instead). */
  exempt?: readonly string[];
}

/**
 * State-changing requests (anything but GET, HEAD, OPTIONS) must come from the store's own pages.
 * A browser says where a request came from: `Sec-Fetch-Site` (every current browser) decides when it
 * is there, else `Origin`. A request with neither is not a browser's (curl, a server, a test) and
 * cannot carry a shopper's cookies against their will, so it passes.
 */
export function refuseCrossSite(options: SameOriginOptions = {}): MiddlewareHandler {
  const exempt = new Set(options.exempt ?? []);
  const publicOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : undefined;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next();
    const fetchSite = c.req.header('sec-fetch-site')?.trim().toLowerCase();
    let sameSite: boolean;
    if (fetchSite) {
      // 'none': the shopper's own action (a bookmark, the address bar), never another site's page.
      sameSite = fetchSite === 'same-origin' || fetchSite === 'none';
    } else {
      const origin = c.req.header('origin')?.trim();
      sameSite = origin === undefined || origin === new URL(c.req.url).origin || origin === publicOrigin;
    }
    if (sameSite) return next();
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Origin, Sec-Fetch-Site');
    return c.json<ApiError>({ error: CROSS_SITE_REFUSED, code: 'cross_site' }, 403);
  };
}
