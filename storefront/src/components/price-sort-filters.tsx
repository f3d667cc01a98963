import { Button } from '@nexus-za/ui-kit/button';
import { NativeSelect, NumberField } from '@nexus-za/ui-kit/field';
import { SORT_ORDER_LABELS, SORT_ORDERS, type SortOrder } from '../../core/domain/category';

/** Query parameters that keep the filter and sort across reloads and shared links. */
export const MAX_PRICE_PARAM = 'maxPrice';
export const SORT_PARAM = 'sort';

export function isSortOrder(value: string | null): value is SortOrder {
  return value !== null && (SORT_ORDERS as readonly string[]).includes(value);
}

export interface PriceSortFiltersProps {
  /** Whole rand, or null for no maximum. */
  maxPrice: number | null;
  sort: SortOrder;
  /** Called with a whole, non-negative number of rand, or null when the box is emptied or cleared. */
  onMaxPriceChange: (maxPrice: number | null) => void;
  onSortChange: (sort: SortOrder) => void;
  /** Wording of the 'featured' order, e.g. 'Best match' where the order is the search's. @default 'Featured' */
  featuredLabel?: string;
}

/**
 * The max-price box, its Clear button and the sort, shared by the category and search pages.
 *
 * The sort is the kit's NativeSelect, the browser's own `<select>`: a combobox named 'Sort by' whose
 * options the phone or the desktop shows in its own picker, with the platform's keyboard and
 * screen-reader behaviour. The kit's Select (Radix Select and Floating UI, ~20 KB as sent) would be
 * loaded by every cold visit to a category or a search for a list of five choices.
 */
export function PriceSortFilters({ maxPrice, sort, onMaxPriceChange, onSortChange, featuredLabel }: PriceSortFiltersProps) {
  return (
    <div className="flex flex-col gap-4 rounded-card bg-surface-muted p-4 sm:flex-row sm:items-end">
      <NumberField
        label="Max price (R)"
        description="Whole rand; leave empty to show every price."
        value={maxPrice}
        min={0}
        integer
        onValueChange={(value) => {
          if (value === null) onMaxPriceChange(null);
          // Half-typed or negative numbers wait for the field to correct them on blur.
          else if (Number.isSafeInteger(value) && value >= 0) onMaxPriceChange(value);
        }}
        fieldClassName="sm:w-56"
      />
      <Button variant="outline" disabled={maxPrice === null} onClick={() => onMaxPriceChange(null)}>
        Clear
      </Button>
      <NativeSelect
        label="Sort by"
        value={sort}
        onChange={(event) => {
          if (isSortOrder(event.target.value)) onSortChange(event.target.value);
        }}
        fieldClassName="sm:ml-auto sm:w-56"
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {order === 'featured' && featuredLabel ? featuredLabel : SORT_ORDER_LABELS[order]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
