import { Navigate, Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { EmptyState } from '@nexus-za/ui-kit/empty-state';
import { CATEGORIES, categoryName, getCategory, type CategorySlug } from '../../core/catalogue/categories';
import { BRAND_NEWS } from '../../core/catalogue/brand-news';
import { PRODUCTS, productsInCategory } from '../../core/catalogue/products';
import { categoryHref } from '../../core/catalogue/routes';
import { filterByMaxPrice, parseMaxPrice, resolveCategory, sortProducts, type SortOrder } from '../../core/domain/category';
import { formatRand, randToCents } from '../../core/domain/money';
import { pageTitle, useDocumentTitle, usePageHead, useServerRedirect } from '../platform/document-head';
import { keepScroll } from '../platform/scroll-restoration';
import { categoryPageHead } from '../../core/seo/category-head';
import { FilteredProducts } from '../components/filtered-products';
import { FloatingCartBadge } from '../components/floating-cart-badge';
import { HelpBanner } from '../components/help-banner';
import { LazyImage } from '../components/lazy-image';
import { LinkTile } from '../components/link-tile';
import { PageSection } from '../components/page-section';
import { isSortOrder, MAX_PRICE_PARAM, PriceSortFilters, SORT_PARAM } from '../components/price-sort-filters';
import { ProductGrid } from '../components/product-grid';
import { SupportBlock } from '../components/support-block';

export const RECOMMENDED_COUNT = 4;

function UnknownCategory({ name }: { name: string }) {
  useDocumentTitle(pageTitle('Category not found'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-12 text-center">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">No such category</h1>
      <p className="text-ink-muted">We have no category called &ldquo;{name}&rdquo;. Pick one of ours instead:</p>
      <ul aria-label="Our categories" className="grid w-full grid-cols-2 gap-2 sm:grid-cols-3">
        {CATEGORIES.map((category) => (
          <li key={category.slug}>
            <Link
              to={categoryHref(category.slug)}
              className="block rounded-md border border-surface-sunken px-3 py-2 text-sm font-medium text-brand-700 outline-none hover:bg-brand-50 focus-visible:ring-3 focus-visible:ring-brand-500"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BrandNews() {
  return (
    <PageSection title={BRAND_NEWS.title}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {BRAND_NEWS.cards.map((card) => (
          <LinkTile key={card.id} to={card.href} className="group flex h-full flex-col overflow-hidden">
            <LazyImage src={card.image.src} alt={card.image.alt} width={640} height={240} className="aspect-[8/3] w-full bg-surface-muted object-cover" />
            <span className="flex flex-col gap-1 p-4">
              <span className="text-lg font-semibold text-ink group-hover:text-brand-700 group-hover:underline">{card.title}</span>
              <span className="text-sm text-ink-muted">{card.text}</span>
            </span>
          </LinkTile>
        ))}
      </ul>
    </PageSection>
  );
}

function CategoryListing({ slug }: { slug: CategorySlug | null }) {
  const displayName = slug ? categoryName(slug) : 'All';
  useDocumentTitle(pageTitle(slug ? displayName : 'All Products'));
  usePageHead((origin) => categoryPageHead(slug ? getCategory(slug) : null, origin));
  const [searchParams, setSearchParams] = useSearchParams();

  const parsedMax = parseMaxPrice(searchParams.get(MAX_PRICE_PARAM) ?? '');
  const maxPrice = parsedMax === 'invalid' ? null : parsedMax;
  const sortParam = searchParams.get(SORT_PARAM);
  const sort: SortOrder = isSortOrder(sortParam) ? sortParam : 'featured';

  const inCategory = slug ? productsInCategory(slug) : PRODUCTS;
  const products = sortProducts(filterByMaxPrice(inCategory, maxPrice), sort);

  function updateParam(name: string, value: string | null) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, state: keepScroll() },
    );
  }

  const filters = (
    <PriceSortFilters
      maxPrice={maxPrice}
      sort={sort}
      onMaxPriceChange={(value) => updateParam(MAX_PRICE_PARAM, value === null ? null : String(value))}
      onSortChange={(value) => updateParam(SORT_PARAM, value === 'featured' ? null : value)}
    />
  );

  const empty = (
    <EmptyState
      title={`No products at or under ${formatRand(randToCents(maxPrice ?? 0))}`}
      text="Raise the maximum price or clear the filter to see more."
      action={<Button onClick={() => updateParam(MAX_PRICE_PARAM, null)}>Clear filter</Button>}
    />
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 md:py-8">
      <section aria-labelledby="category-title" className="flex flex-col gap-4 md:gap-6">
        <h1 id="category-title" className="text-2xl font-bold text-ink sm:text-3xl">
          Products in category: {displayName}
        </h1>
        {/* From 768px the filters stay above the results; on a phone they wait behind 'Filter & sort'. */}
        <div className="max-md:hidden">{filters}</div>
        <FilteredProducts products={products} activeCount={maxPrice === null ? 0 : 1} filters={filters} empty={empty}>
          {products.length === 1 ? '1 product' : `${products.length} products`}
          {maxPrice === null ? '' : ` at or under ${formatRand(randToCents(maxPrice))}`}
        </FilteredProducts>
      </section>
      <HelpBanner />
      <PageSection title="Recommended Products">
        <ProductGrid products={PRODUCTS.slice(0, RECOMMENDED_COUNT)} />
      </PageSection>
      <BrandNews />
      <SupportBlock />
      <FloatingCartBadge />
    </div>
  );
}

/** An old category name: a 301 from the server, a replacing navigation in the browser. */
function MovedCategory({ to }: { to: string }) {
  useServerRedirect(to);
  return <Navigate replace to={to} />;
}

/** `/category` (all products) and `/category/:categoryName`, with old names redirected. */
export default function CategoryPage() {
  const { categoryName: param } = useParams();
  const location = useLocation();
  const resolution = resolveCategory(param);
  if (resolution.kind === 'alias') return <MovedCategory to={`${categoryHref(resolution.slug)}${location.search}`} />;
  if (resolution.kind === 'unknown') return <UnknownCategory name={resolution.name} />;
  return <CategoryListing key={resolution.kind === 'category' ? resolution.slug : 'all'} slug={resolution.kind === 'category' ? resolution.slug : null} />;
}
