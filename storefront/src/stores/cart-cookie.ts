/**
 * The cart's lines, mirrored in a first-party cookie so that the server can paint a cold visit with
 * them: the cart page itself (its lines are the page's largest paint, not a spinner) and the header's
 * count on every page. Browser storage (`nexus.cart`) stays the cart's record; the cookie only follows
 * it, and what it holds goes through the same checks as storage before anything shows it.
 *
 * Value: the lines joined by `.`, each `id-quantity` or `id-quantity-teamCode`, e.g. `1-2.14-1-7KQ2M9XA`.
 * An empty value is an empty cart; no cookie at all is "not known" (the server shows the loading state).
 */
export const CART_COOKIE = 'nexus_cart';

/** Kept as long as the storage it mirrors; renewed on every visit. */
export const CART_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** Browsers keep about 4 KB per cookie; a cart that would not fit is left unknown instead of cut. */
export const CART_COOKIE_MAX_LENGTH = 3_000;

/** More lines than any real cart has (one per product and team flag): a longer value is not read. */
const MAX_LINES = 200;

const LINE = /^([1-9]\d{0,5})-([1-9]\d{0,2})(?:-([0-9A-Z]{8}))?$/;

/** A line as the cookie says it; the cart store checks it like anything read from storage. */
export interface CookieLine {
  id: number;
  quantity: number;
  team: boolean;
  teamCode?: string;
}

export function encodeCartCookie(lines: readonly CookieLine[]): string {
  return lines
    .map(({ id, quantity, team, teamCode }) => (team && teamCode ? `${id}-${quantity}-${teamCode}` : `${id}-${quantity}`))
    .join('.');
}

/** The lines of a cookie value; anything malformed is skipped, not guessed at. */
export function decodeCartCookie(value: string): CookieLine[] {
  if (value === '' || value.length > CART_COOKIE_MAX_LENGTH) return [];
  const parts = value.split('.');
  if (parts.length > MAX_LINES) return [];
  const lines: CookieLine[] = [];
  for (const part of parts) {
    const match = LINE.exec(part);
    if (!match) continue;
    const [, id, quantity, teamCode] = match;
    lines.push({ id: Number(id), quantity: Number(quantity), team: teamCode !== undefined, ...(teamCode ? { teamCode } : {}) });
  }
  return lines;
}

/**
 * The cart cookie's value in a `Cookie` header (or `document.cookie`), or undefined when there is none.
 * The first one wins, as in browsers that send the most specific path first.
 */
export function cartCookieValue(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === CART_COOKIE) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** The cookie as `document.cookie` takes it: the whole site, sent on top-level visits from elsewhere too. */
export function cartCookieString(value: string | null, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value === null ? `${CART_COOKIE}=${attributes}; Max-Age=0` : `${CART_COOKIE}=${value}${attributes}; Max-Age=${CART_COOKIE_MAX_AGE_S}`;
}

/**
 * Mirrors the cart in the cookie. A cart too long for one is removed, so the server shows the
 * loading state rather than a shortened cart. Blocked cookies are simply not written.
 */
export function writeCartCookie(lines: readonly CookieLine[]): void {
  if (typeof document === 'undefined') return;
  const value = encodeCartCookie(lines);
  try {
    document.cookie = cartCookieString(value.length > CART_COOKIE_MAX_LENGTH ? null : value, location.protocol === 'https:');
  } catch {
    // Cookies disabled (a sandboxed frame throws): the server keeps showing the loading state.
  }
}

/** The cart cookie as this page was sent with, read in the browser. */
export function readCartCookie(): string | undefined {
  try {
    return typeof document === 'undefined' ? undefined : cartCookieValue(document.cookie);
  } catch {
    return undefined;
  }
}
