import type { Category } from '../catalogue/categories';
import { APP_ROUTES, categoryHref } from '../catalogue/routes';
import { breadcrumbList, SITE_DESCRIPTION, type PageHead } from './head-tags';

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
