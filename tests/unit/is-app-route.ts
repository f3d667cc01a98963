import { isCategorySlug } from '../../storefront/core/catalogue/categories';
import { HELP_SECTION_IDS } from '../../storefront/core/catalogue/help';
import { getProduct } from '../../storefront/core/catalogue/products';
import { APP_ROUTES, SEARCH_PARAMS } from '../../storefront/core/catalogue/routes';

// The tests' link checker: every link the catalogue, the footer and Linda give must lead to a screen
// with content. The app itself never asks (its links are built by the href helpers in routes.ts).

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
