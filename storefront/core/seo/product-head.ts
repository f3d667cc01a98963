import { getCategory } from '../catalogue/categories';
import type { Product } from '../catalogue/products';
import { APP_ROUTES, categoryHref, productHref } from '../catalogue/routes';
import { CURRENCY } from '../domain/money';
import { schemaOrgAvailability } from '../domain/stock';
import { breadcrumbList, decimalPrice, SITE_NAME, type Crumb, type PageHead } from './head-tags';

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
