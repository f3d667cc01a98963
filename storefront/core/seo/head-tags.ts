import { CURRENCY, formatRand } from '../domain/money';

/**
 * What a page tells search engines and link previews beyond its title and description: its
 * canonical address, Open Graph and Twitter card tags, and schema.org data as JSON-LD. Pure data
 * with site-relative paths; `headTags` makes it absolute against the configured public origin. The
 * server writes it into the HTML's head and the browser keeps the head in step when the shopper
 * moves between pages (app/document-head.tsx).
 *
 * This module is what every page needs (the app's first chunk has it); each page's own head is a
 * module of its own (product-head.ts, category-head.ts, home-head.ts), loaded with that page.
 */
export interface PageHead {
  /** The page's one address, e.g. `/category/laptops` for any filtered or sorted view of it. */
  canonicalPath: string;
  title: string;
  description: string;
  /** Open Graph type: 'website', or 'product' for a product page. */
  type: 'website' | 'product';
  image?: { path: string; alt: string };
  /** A product page's VAT-inclusive price in cents, for `product:price:*` and the Twitter card's label. */
  price?: number;
  /** schema.org objects; each becomes one `<script type="application/ld+json">`. */
  jsonLd: readonly JsonLd[];
}

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export const SITE_NAME = 'Nexus';
export const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:3000';
export const SITE_DESCRIPTION =
  'Nexus: laptops, phones, TVs, cameras, gaming and more, delivered across South Africa. Prices in rand, VAT included.';

/**
 * The site's public origin (`PUBLIC_ORIGIN`, e.g. `https://shop.example.co.za`), which absolute
 * addresses in sitemaps, canonical links and link previews use: the server may sit behind a proxy
 * and cannot trust the request's Host header for them. Throws on anything but an http(s) origin.
 */
export function publicOrigin(configured: string | undefined): string {
  const value = configured?.trim() || DEFAULT_PUBLIC_ORIGIN;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute http(s) URL such as https://shop.example.co.za, not '${value}'.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PUBLIC_ORIGIN must use http or https, not '${url.protocol}'.`);
  }
  return url.origin;
}

/** 2499900 -> '24999.00': schema.org's price format (a dot, no grouping), from integer cents. */
export function decimalPrice(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`A price must be whole cents, not ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

/** One element of the head, as data: the server serialises it, the browser creates it. */
export type HeadTag =
  | { tag: 'link'; attributes: { rel: string; href: string } }
  | { tag: 'meta'; attributes: { property: string; content: string } | { name: string; content: string } }
  | { tag: 'script'; attributes: { type: 'application/ld+json' }; json: string };

/**
 * JSON inside a `<script>` element ends at the first `</script>`; escaping `<` (and the characters
 * some parsers treat as line ends) keeps any text in the data from closing it early.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head elements of `head`, with absolute addresses against `origin`. */
export function headTags(head: PageHead, origin: string): HeadTag[] {
  const url = origin + head.canonicalPath;
  const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { property: name, content } });
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attributes: { name, content } });
  const tags: HeadTag[] = [
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    property('og:site_name', SITE_NAME),
    property('og:locale', 'en_ZA'),
    property('og:type', head.type),
    property('og:url', url),
    property('og:title', head.title),
    property('og:description', head.description),
  ];
  if (head.image) {
    tags.push(property('og:image', origin + head.image.path), property('og:image:alt', head.image.alt));
  }
  if (head.price !== undefined) {
    tags.push(property('product:price:amount', decimalPrice(head.price)), property('product:price:currency', CURRENCY));
  }
  tags.push(
    named('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', head.title),
    named('twitter:description', head.description),
  );
  if (head.image) tags.push(named('twitter:image', origin + head.image.path), named('twitter:image:alt', head.image.alt));
  if (head.price !== undefined) tags.push(named('twitter:label1', 'Price'), named('twitter:data1', formatRand(head.price)));
  for (const data of head.jsonLd) {
    tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, json: jsonForScript(data) });
  }
  return tags;
}
