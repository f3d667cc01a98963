import { isCategorySlug, type CategorySlug } from './categories';
import { HELP_SECTION_IDS, type HelpSectionId } from './help';
import { getProduct } from './products';

/** The app's route patterns, as the router declares them. */
export const APP_ROUTES = {
  home: '/',
  search: '/search',
  allCategories: '/category',
  category: '/category/:categoryName',
  product: '/product/:id',
  findStore: '/find-store',
  wishlist: '/wishlist',
  account: '/account',
  orders: '/orders',
  order: '/orders/:orderNumber',
  checkoutDetails: '/checkout/details',
  checkoutPayment: '/checkout/payment',
  login: '/login',
  cart: '/cart',
  help: '/help-and-advice',
  team: '/team/:code',
} as const;

const STATIC_PATHS: ReadonlySet<string> = new Set([
  APP_ROUTES.home,
  APP_ROUTES.allCategories,
  APP_ROUTES.findStore,
  APP_ROUTES.wishlist,
  APP_ROUTES.account,
  APP_ROUTES.orders,
  APP_ROUTES.login,
  APP_ROUTES.cart,
  APP_ROUTES.checkoutDetails,
  APP_ROUTES.checkoutPayment,
  APP_ROUTES.help,
]);

export function categoryHref(slug: CategorySlug): string {
  return `/category/${slug}`;
}

export function productHref(id: number): string {
  return `/product/${id}`;
}

export function orderHref(orderNumber: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}`;
}

/** Narrowing of search results that the search page keeps in its URL. */
export interface SearchFilters {
  /** Whole rand. */
  maxPrice?: number;
  sort?: string;
  brands?: readonly string[];
  categories?: readonly CategorySlug[];
}

/** The search page's parameters besides `query`; each may repeat only where it is a list. */
export const SEARCH_PARAMS = { maxPrice: 'maxPrice', sort: 'sort', brand: 'brand', category: 'category' } as const;

export function searchHref(query: string, filters: SearchFilters = {}): string {
  const params = new URLSearchParams({ query });
  if (filters.maxPrice !== undefined) params.set(SEARCH_PARAMS.maxPrice, String(filters.maxPrice));
  if (filters.sort !== undefined) params.set(SEARCH_PARAMS.sort, filters.sort);
  for (const brand of filters.brands ?? []) params.append(SEARCH_PARAMS.brand, brand);
  for (const category of filters.categories ?? []) params.append(SEARCH_PARAMS.category, category);
  return `/search?${params.toString()}`;
}

/** A section of the help page, e.g. '/help-and-advice#shipping'. */
export function helpHref(section: HelpSectionId): string {
  return `${APP_ROUTES.help}#${section}`;
}

const HELP_SECTIONS: ReadonlySet<string> = new Set(Object.values(HELP_SECTION_IDS));

/**
 * Whether `href` leads to a screen with content: a known path, a real category slug (aliases only
 * redirect, so links must not use them), an existing product, a search with a query, or a
 * section of the help page.
 */
export function isAppRoute(href: string): boolean {
  const hashStart = href.indexOf('#');
  // The only fragments the app links to are the help page's sections.
  if (hashStart !== -1) return href.slice(0, hashStart) === APP_ROUTES.help && HELP_SECTIONS.has(href.slice(hashStart + 1));
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const queryStart = href.indexOf('?');
  const path = queryStart === -1 ? href : href.slice(0, queryStart);
  const query = queryStart === -1 ? null : href.slice(queryStart + 1);

  if (path === APP_ROUTES.search) {
    if (query === null) return false;
    const params = new URLSearchParams(query);
    const keys = [...params.keys()];
    const filterKeys: readonly string[] = Object.values(SEARCH_PARAMS);
    return (
      keys.filter((key) => key === 'query').length === 1 &&
      keys.every((key) => key === 'query' || filterKeys.includes(key)) &&
      (params.get('query') ?? '').trim() !== ''
    );
  }
  if (query !== null) return false;
  if (STATIC_PATHS.has(path)) return true;

  const categoryMatch = /^\/category\/([^/]+)$/.exec(path);
  if (categoryMatch?.[1] !== undefined) return isCategorySlug(categoryMatch[1]);

  const productMatch = /^\/product\/([1-9]\d*)$/.exec(path);
  if (productMatch?.[1] !== undefined) return getProduct(Number(productMatch[1])) !== undefined;

  return false;
}
