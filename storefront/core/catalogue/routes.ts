import type { CategorySlug } from './categories';
import type { HelpSectionId } from './help';

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
  invoice: '/orders/:orderNumber/invoice',
  checkoutDetails: '/checkout/details',
  checkoutPayment: '/checkout/payment',
  login: '/login',
  cart: '/cart',
  help: '/help-and-advice',
  team: '/team/:code',
  /** The merchant's desk; its sections are routes below it. */
  desk: '/desk/*',
} as const;

export function categoryHref(slug: CategorySlug): string {
  return `/category/${slug}`;
}

export function productHref(id: number): string {
  return `/product/${id}`;
}

export function orderHref(orderNumber: string): string {
  return `/orders/${encodeURIComponent(orderNumber)}`;
}

/** The order's printable tax invoice. */
export function invoiceHref(orderNumber: string): string {
  return `${orderHref(orderNumber)}/invoice`;
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
