import { Button } from '@nexus-za/ui-kit/button';
import { SearchX } from '@nexus-za/ui-kit/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@nexus-za/ui-kit/empty-state';
import { CATEGORIES, categoryName, isCategorySlug } from '../../core/catalogue/categories';
import { PRODUCTS, type Product } from '../../core/catalogue/products';
import { APP_ROUTES, SEARCH_PARAMS, searchHref } from '../../core/catalogue/routes';
import { filterByMaxPrice, parseMaxPrice, sortProducts, type SortOrder } from '../../core/domain/category';
import { formatRand, randToCents } from '../../core/domain/money';
import { normaliseQuery, searchCatalogue } from '../../core/domain/search';
import { pageTitle, useDocumentTitle } from '../platform/document-head';
import { FilteredProducts } from '../components/filtered-products';
import { isSortOrder, PriceSortFilters } from '../components/price-sort-filters';

interface FacetOption {
  value: string;
  label: string;
  count: number;
}

function countBy(products: readonly Product[], key: (product: Product) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(key(product), (counts.get(key(product)) ?? 0) + 1);
  return counts;
}

/**
 * A list of checkboxes narrowing the results, each with how many results it would show. Choices within
 * one facet widen each other (Samsung or Apple); the other facets narrow.
 */
function Facet({ legend, options, selected, onToggle }: { legend: string; options: FacetOption[]; selected: readonly string[]; onToggle: (value: string) => void }) {
  if (options.length < 2 && selected.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={selected.includes(option.value)}
            onChange={() => onToggle(option.value)}
            className="size-4 accent-brand-600"
          />
          {option.label}
          <span className="text-ink-muted">({option.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

function SearchResults({ query }: { query: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = searchCatalogue(PRODUCTS, query, { applyBudget: false });

  // A budget in the words ('phone under R15000') fills the box until the shopper sets one.
  const maxParam = searchParams.get(SEARCH_PARAMS.maxPrice);
  const parsedMax = maxParam === null ? outcome.maxRand : parseMaxPrice(maxParam);
  const maxPrice = parsedMax === 'invalid' ? null : parsedMax;
  const sortParam = searchParams.get(SEARCH_PARAMS.sort);
  const sort: SortOrder = isSortOrder(sortParam) ? sortParam : 'featured';
  const brands = searchParams.getAll(SEARCH_PARAMS.brand);
  const categories = searchParams.getAll(SEARCH_PARAMS.category).filter(isCategorySlug);

  const priced = filterByMaxPrice(outcome.products, maxPrice);
  const inBrands = (product: Product) => brands.length === 0 || brands.includes(product.brand);
  const inCategories = (product: Product) => categories.length === 0 || categories.includes(product.category);
  const brandCounts = countBy(priced.filter(inCategories), (product) => product.brand);
  const categoryCounts = countBy(priced.filter(inBrands), (product) => product.category);
  const narrowedTo = [...brands, ...categories.map((slug) => categoryName(slug))];
  const results = sortProducts(priced.filter((product) => inBrands(product) && inCategories(product)), sort);

  const brandOptions: FacetOption[] = [...new Set([...brandCounts.keys(), ...brands])]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((brand) => ({ value: brand, label: brand, count: brandCounts.get(brand) ?? 0 }));
  const categoryOptions: FacetOption[] = CATEGORIES.filter(
    (category) => categoryCounts.has(category.slug) || categories.includes(category.slug),
  ).map((category) => ({ value: category.slug, label: category.name, count: categoryCounts.get(category.slug) ?? 0 }));

  function update(change: (next: URLSearchParams) => void) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  function toggle(name: string, value: string) {
    update((next) => {
      const values = next.getAll(name);
      next.delete(name);
      for (const kept of values.includes(value) ? values.filter((item) => item !== value) : [...values, value]) next.append(name, kept);
    });
  }
  function clearFilters() {
    update((next) => {
      next.delete(SEARCH_PARAMS.brand);
      next.delete(SEARCH_PARAMS.category);
      // An empty value overrides a budget in the words, so 'Clear' shows every price.
      next.set(SEARCH_PARAMS.maxPrice, '');
    });
  }

  const priceAndSort = (
    <PriceSortFilters
      maxPrice={maxPrice}
      sort={sort}
      featuredLabel="Best match"
      onMaxPriceChange={(value) => update((next) => next.set(SEARCH_PARAMS.maxPrice, value === null ? '' : String(value)))}
      onSortChange={(value) =>
        update((next) => {
          if (value === 'featured') next.delete(SEARCH_PARAMS.sort);
          else next.set(SEARCH_PARAMS.sort, value);
        })
      }
    />
  );
  const facets = (
    <>
      <Facet legend="Brand" options={brandOptions} selected={brands} onToggle={(brand) => toggle(SEARCH_PARAMS.brand, brand)} />
      <Facet legend="Category" options={categoryOptions} selected={categories} onToggle={(slug) => toggle(SEARCH_PARAMS.category, slug)} />
    </>
  );

  if (outcome.products.length === 0) {
    return (
      <EmptyState
        icon={<SearchX />}
        title={<span className="break-words">No products found for &quot;{query}&quot;</span>}
        text="Try different keywords"
        action={
          <Button asChild>
            <Link to={APP_ROUTES.allCategories}>Browse all products</Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      {outcome.didYouMean !== null && (
        <p className="text-ink">
          No exact matches for &quot;{query}&quot;. Did you mean{' '}
          <Link to={searchHref(outcome.didYouMean)} className="font-semibold text-brand-700 underline underline-offset-2">
            {outcome.didYouMean}
          </Link>
          ? Showing results for &quot;{outcome.didYouMean}&quot;.
        </p>
      )}
      {/* From 768px the filters stay beside the results; on a phone they wait behind 'Filter & sort'. */}
      <div className="max-md:hidden">{priceAndSort}</div>
      <div className="grid gap-6 lg:grid-cols-[13rem_1fr]">
        <div className="flex flex-col gap-6 max-md:hidden">{facets}</div>
        <div className="flex min-w-0 flex-col gap-4">
          <FilteredProducts
            products={results}
            activeCount={(maxPrice === null ? 0 : 1) + brands.length + categories.length}
            filters={
              <>
                {priceAndSort}
                {facets}
              </>
            }
            empty={<EmptyState title="No products match these filters" text="Raise the maximum price or clear the filters to see more." action={<Button onClick={clearFilters}>Clear filters</Button>} />}
          >
            {results.length === 1 ? '1 product found' : `${results.length} products found`}
            {maxPrice === null ? '' : ` at or under ${formatRand(randToCents(maxPrice))}`}
            {narrowedTo.length > 0 ? ` in ${narrowedTo.join(', ')}` : ''}
          </FilteredProducts>
        </div>
      </div>
    </>
  );
}

/** `/search?query=`: products matching the query (by the domain's search rules), their filters, or a way out. */
export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = normaliseQuery(searchParams.get('query'));
  useDocumentTitle(pageTitle(query === null ? 'Search' : `Search: ${query}`));

  if (query === null) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Search</h1>
        <p className="mt-2 text-ink-muted">Type what you are looking for in the search box above.</p>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:gap-6 md:py-8">
      <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">Search Results for: &quot;{query}&quot;</h1>
      <SearchResults key={query} query={query} />
    </div>
  );
}
