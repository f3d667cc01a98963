import type { ProductStock } from './api';

/**
 * What the server tells a page beside its HTML: figures the page would otherwise ask the API for
 * right after loading (and parse with the contract's schemas, ~24 KB of zod the first visit does not
 * need). Sent as `<meta>` tags in the head, since the CSP allows no inline script.
 */
export interface PageData {
  /** When the flash sale ends (ISO 8601), as `GET /api/flash-sale` answers. */
  flashSaleEndsAt?: string;
}

/** The `<meta name>` each field travels in. */
export const PAGE_DATA_META: Readonly<Record<keyof PageData, string>> = {
  flashSaleEndsAt: 'nexus-flash-sale-ends-at',
};

/**
 * The `<meta name>` in which a local server names the Firebase Auth emulator it verifies sign-ins
 * against: local runs start it on a free port, which the client build cannot know.
 */
export const AUTH_EMULATOR_META = 'nexus-auth-emulator';

/**
 * All the renderer is given: the fields above (sent as `<meta>` tags) and the stock a moment ago,
 * absent when the database could not say (sent as a JSON data element, see platform/stock-snapshot).
 */
export interface RenderData extends PageData {
  stock?: readonly ProductStock[] | undefined;
}
