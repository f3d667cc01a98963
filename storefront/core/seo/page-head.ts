import { getCategory, type Category } from '../catalogue/categories';
import type { Product } from '../catalogue/products';
import { APP_ROUTES, categoryHref, productHref } from '../catalogue/routes';
import { CURRENCY, formatRand } from '../domain/money';
import { schemaOrgAvailability } from '../domain/stock';

/**
 * What a page tells search engines and link previews beyond its title and description: its
 * canonical address, Open Graph and Twitter card tags, and schema.org data as JSON-LD. Pure data
 * with site-relative paths; `headTags` makes it absolute against the configured public origin. The
 * server writes it into the HTML's head and the browser keeps the head in step when the shopper
 * moves between pages (app/document-head.tsx).
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
const SITE_DESCRIPTION =
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

interface Crumb {
  name: string;
  path: string;
}

function breadcrumbList(crumbs: readonly Crumb[], origin: string): JsonLd {
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

/** Home > Category > Product, as the product page's breadcrumb trail shows it. */
export function productCrumbs(product: Product): Crumb[] {
  const category = getCategory(product.category);
  return [
    { name: 'Home', path: APP_ROUTES.home },
    { name: category.name, path: categoryHref(category.slug) },
    { name: product.name, path: productHref(product.id) },
  ];
}

/**
 * A product page's head: `Product` with an `Offer` in rand (VAT included, as South African prices
 * are advertised), brand, image and sku, and its `BreadcrumbList`. The offer's availability follows
 * the stock the page was rendered with (`available`); without it (the server could not say) the
 * offer names none rather than guess.
 */
export function productPageHead(product: Product, origin: string, available?: number): PageHead {
  const url = origin + productHref(product.id);
  const price = decimalPrice(product.price);
  return {
    canonicalPath: productHref(product.id),
    title: product.name,
    description: product.description,
    type: 'product',
    image: { path: product.image, alt: product.imageAlt },
    price: product.price,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        '@id': `${url}#product`,
        name: product.name,
        description: product.description,
        sku: String(product.id),
        image: [origin + product.image],
        url,
        category: getCategory(product.category).name,
        brand: { '@type': 'Brand', name: product.brand },
        offers: {
          '@type': 'Offer',
          url,
          price,
          priceCurrency: CURRENCY,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: CURRENCY,
            valueAddedTaxIncluded: true,
          },
          ...(available === undefined ? {} : { availability: schemaOrgAvailability(available) }),
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: SITE_NAME },
        },
      },
      breadcrumbList(productCrumbs(product), origin),
    ],
  };
}

/** A category page's head (`/category` for all products when `category` is null), canonical without filters. */
export function categoryPageHead(category: Category | null, origin: string): PageHead {
  const path = category ? categoryHref(category.slug) : APP_ROUTES.allCategories;
  const name = category ? category.name : 'All Products';
  return {
    canonicalPath: path,
    title: name,
    description: category ? `${category.description}, in rand with VAT included, delivered across South Africa.` : SITE_DESCRIPTION,
    type: 'website',
    jsonLd: [
      breadcrumbList(
        [
          { name: 'Home', path: APP_ROUTES.home },
          { name, path },
        ],
        origin,
      ),
    ],
  };
}

/** The home page's head: the shop as an `Organization`, and a `WebSite` whose search engines can search it. */
export function homePageHead(origin: string): PageHead {
  return {
    canonicalPath: APP_ROUTES.home,
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: SITE_NAME,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: SITE_NAME,
        url: `${origin}/`,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}${APP_ROUTES.search}?query={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
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
