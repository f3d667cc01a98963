import { PackageX, Truck } from '@nexus-za/ui-kit/icons';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ProductBuyBoxActions,
  ProductBuyBoxAddToCart,
  ProductBuyBoxIndividual,
  ProductBuyBoxPrice,
  ProductBuyBoxQuantity,
  ProductBuyBoxRoot,
  ProductBuyBoxStock,
  ProductBuyBoxWishlist,
  ProductMedia,
  ProductSpecs,
} from '@nexus-za/ui-kit/product-buy-box/parts';
import { productLabelVariant } from '../../core/catalogue/labels';
import { PRODUCT_IMAGE_SIZE, getProduct, productsInCategory, type Product } from '../../core/catalogue/products';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { DELIVERY_PROMISE, expectedDeliveryDate } from '../../core/domain/delivery';
import { pageTitle, useDocumentTitle, useHttpStatus, useMetaDescription, usePageHead } from '../platform/document-head';
import { ProductGrid } from '../components/product-grid';
import { StickyAddToCart, useOutOfView } from '../components/sticky-add-to-cart';
import { useBuyBoxProps } from '../components/use-buy-box-props';
import { TeamBuyPanel, TeamBuyTabs } from '../components/team-buy-tabs';
import { productCrumbs, productPageHead } from '../../core/seo/product-head';

export const RELATED_COUNT = 4;

// A product's page rarely is the not-found one: its view (and the kit's EmptyState) loads only then,
// two files less on a first visit to a product. The server waits for it (prerender), and a browser
// hydrating a not-found page keeps the server's HTML until it has come.
const NotFoundView = lazy(() => import('../components/page-states').then(({ NotFoundView: View }) => ({ default: View })));

/** Only plain positive whole numbers are product ids; '1e1', '01' or '1.0' are not links anyone shares. */
function productFromParam(param: string | undefined): Product | undefined {
  return param !== undefined && /^[1-9]\d*$/.test(param) ? getProduct(Number(param)) : undefined;
}

/** Up to four other products of the same category, in catalogue order. */
export function relatedProducts(product: Product): Product[] {
  return productsInCategory(product.category)
    .filter((other) => other.id !== product.id)
    .slice(0, RELATED_COUNT);
}

function ProductNotFound() {
  useDocumentTitle(pageTitle('Product not found'));
  useHttpStatus(404);
  return (
    <NotFoundView
      heading="Product not found"
      icon={<PackageX />}
      title="We could not find that product"
      text="It may have been removed, or the link may be mistyped."
      action={{ label: 'Browse all products', to: APP_ROUTES.allCategories }}
    />
  );
}

function Breadcrumbs({ product }: { product: Product }) {
  const crumbs = productCrumbs(product);
  const current = crumbs.at(-1);
  return (
    <nav aria-label="Breadcrumb">
      {/* One line on a phone (the product's name, repeated in the heading, is cut short), wrapped above. */}
      <ol className="flex items-center gap-2 text-sm whitespace-nowrap text-ink-muted md:flex-wrap md:whitespace-normal">
        {crumbs.slice(0, -1).map((crumb) => (
          <li key={crumb.path} className="flex shrink-0 items-center gap-2">
            <Link to={crumb.path} className="text-brand-700 underline-offset-4 hover:underline">
              {crumb.name}
            </Link>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate text-ink">
          {current?.name}
        </li>
      </ol>
    </nav>
  );
}

function ProductDetails({ product }: { product: Product }) {
  useDocumentTitle(pageTitle(product.name));
  useMetaDescription(product.description);
  const buyBox = useBuyBoxProps(product);
  usePageHead((origin) => productPageHead(product, origin, buyBox.stock?.available));
  const related = relatedProducts(product);
  const [addButton, setAddButton] = useState<HTMLButtonElement | null>(null);
  const addButtonOutOfView = useOutOfView(addButton);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-3 md:py-6">
      {/*
        On a 375x667 phone the price, the stock line and Add to Cart are in the first screen (issue
        27): a shorter picture, the heading right above the buy box, and the description below it.
      */}
      <div className="flex flex-col gap-3 md:gap-10">
        <Breadcrumbs product={product} />
        <article aria-labelledby="product-title" className="grid gap-4 md:grid-cols-2 md:gap-8">
          <ProductMedia
            product={product}
            labelVariant={productLabelVariant(product.label)}
            imageWidth={PRODUCT_IMAGE_SIZE.width}
            imageHeight={PRODUCT_IMAGE_SIZE.height}
            fetchPriority="high"
            className="h-40 overflow-hidden rounded-card md:aspect-[4/3] md:h-auto"
          />
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-1">
              <p className="text-xs font-medium tracking-wide text-ink-muted uppercase">{product.brand}</p>
              <h1 id="product-title" className="text-xl font-bold break-words text-ink sm:text-3xl">
                {product.name}
              </h1>
            </div>
            <p className="text-ink-muted max-md:order-1">{product.description}</p>
            {/* The phone's sticky bar is inside the box: it adds the box's quantity. */}
            <ProductBuyBoxRoot product={product} stock={buyBox.stock} headingLevel="h2">
              {/* The Team Buy tab's content loads when the shopper is about to open it (team-buy-tabs.tsx). */}
              <TeamBuyTabs>
                <ProductBuyBoxIndividual>
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                    <ProductBuyBoxPrice />
                    <ProductBuyBoxStock />
                  </div>
                  <ProductBuyBoxActions>
                    <ProductBuyBoxQuantity />
                    <ProductBuyBoxAddToCart ref={setAddButton} onAddToCart={buyBox.onAddToCart} className="flex-1" />
                    <ProductBuyBoxWishlist wishlisted={buyBox.wishlisted} onWishlistToggle={buyBox.onWishlistToggle} />
                  </ProductBuyBoxActions>
                </ProductBuyBoxIndividual>
                <TeamBuyPanel team={buyBox.team} share={buyBox.share} />
              </TeamBuyTabs>
              <StickyAddToCart shown={addButtonOutOfView} productName={product.name} onAddToCart={buyBox.onAddToCart} />
            </ProductBuyBoxRoot>
            <p className="flex items-center gap-2 rounded-card bg-surface-muted p-3 text-sm max-md:order-2">
              <Truck aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              <span>
                Expected delivery: <strong suppressHydrationWarning>{expectedDeliveryDate(new Date())}</strong>.{' '}
                <span className="text-ink-muted">{DELIVERY_PROMISE}</span>
              </span>
            </p>
            <ProductSpecs specs={product.specs} headingLevel="h2" className="border-t border-surface-sunken pt-4 max-md:order-3" />
          </div>
        </article>
      </div>
      {related.length > 0 ? (
        // A boundary of its own: React hydrates the buy box first and yields to the browser before
        // the cards below it (nothing here suspends).
        <Suspense>
          <section aria-labelledby="related-title" className="flex flex-col gap-4">
            <h2 id="related-title" className="text-xl font-bold text-ink">
              Related products
            </h2>
            <ProductGrid products={related} headingLevel="h3" />
          </section>
        </Suspense>
      ) : null}
    </div>
  );
}

/** `/product/:id`: a product's own page, rendered on the server, with the same buy box as its quick view. */
export default function ProductPage() {
  const { id } = useParams();
  const product = productFromParam(id);
  return product ? <ProductDetails key={product.id} product={product} /> : <ProductNotFound />;
}
