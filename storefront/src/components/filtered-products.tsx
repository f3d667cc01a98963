import type { ReactNode } from 'react';
import type { Product } from '../../core/catalogue/products';
import { FilterSortButton } from './filter-sort-button';
import { FIRST_SCREEN_CARDS, ProductGrid } from './product-grid';

export interface FilteredProductsProps {
  /** What the filters leave. */
  products: readonly Product[];
  /** How many filters are on. */
  activeCount: number;
  /** The page's filters and sort, for the phone's 'Filter & sort' sheet. */
  filters: ReactNode;
  /** Shown instead of the grid when the filters leave nothing. */
  empty: ReactNode;
  /** The status line: how many products, under which filters. */
  children: ReactNode;
}

/** The results of a filtered listing (category, search): their count as a status, the phone's 'Filter & sort', then the grid. */
export function FilteredProducts({ products, activeCount, filters, empty, children }: FilteredProductsProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-ink-muted">
          {children}
        </p>
        <FilterSortButton activeCount={activeCount} resultCount={products.length} className="md:hidden">
          {filters}
        </FilterSortButton>
      </div>
      {products.length > 0 ? <ProductGrid products={products} headingLevel="h2" priorityCount={FIRST_SCREEN_CARDS} /> : empty}
    </>
  );
}
