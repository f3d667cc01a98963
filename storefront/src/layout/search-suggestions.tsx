import { categoryName, type CategorySlug } from '../../core/catalogue/categories';
import { PRODUCTS, PRODUCT_IMAGE_SIZE, type Product } from '../../core/catalogue/products';
import { categoryHref, productHref } from '../../core/catalogue/routes';
import { formatRand } from '../../core/domain/money';
import { suggest } from '../../core/domain/search';
import { cn } from '@nexus-za/ui-kit/cn';

/**
 * The header search's suggestions: loaded on demand (with the search index and its library), so the
 * first load carries only the search box.
 */

export type SuggestionOption =
  | { kind: 'category'; key: string; label: string; href: string; slug: CategorySlug }
  | { kind: 'product'; key: string; label: string; href: string; product: Product };

export interface SuggestionList {
  options: SuggestionOption[];
  /** Products the full search finds, shown by Enter. */
  total: number;
  didYouMean: string | null;
}

export const PRODUCT_SUGGESTIONS = 6;

export function suggestionsFor(query: string): SuggestionList {
  const found = suggest(PRODUCTS, query, PRODUCT_SUGGESTIONS);
  return {
    options: [
      ...found.categories.map((slug): SuggestionOption => ({
        kind: 'category',
        key: `category-${slug}`,
        label: categoryName(slug),
        href: categoryHref(slug),
        slug,
      })),
      ...found.products.map((product): SuggestionOption => ({
        kind: 'product',
        key: `product-${product.id}`,
        label: product.name,
        href: productHref(product.id),
        product,
      })),
    ],
    total: found.total,
    didYouMean: found.didYouMean,
  };
}

/** What the live region says after each keystroke. */
export function announcement(list: SuggestionList): string {
  const products = list.options.filter((option) => option.kind === 'product').length;
  const categories = list.options.length - products;
  if (list.options.length === 0) return 'No suggestions. Press Enter to search.';
  const parts = [
    products > 0 ? `${products} ${products === 1 ? 'product' : 'products'}` : '',
    categories > 0 ? `${categories} ${categories === 1 ? 'category' : 'categories'}` : '',
  ].filter(Boolean);
  const correction = list.didYouMean === null ? '' : `Showing results for ${list.didYouMean}. `;
  return `${correction}${parts.join(' and ')} suggested. Use the up and down arrows to choose.`;
}

export interface SuggestionsListboxProps {
  id: string;
  list: SuggestionList;
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (option: SuggestionOption) => void;
}

function optionClass(active: boolean): string {
  return cn('flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-ink', active ? 'bg-brand-50 outline-2 outline-brand-500' : 'hover:bg-surface-muted');
}

/** The popup list (role listbox); the input keeps focus and points at the active option. */
export function SuggestionsListbox({ id, list, activeIndex, optionId, onChoose }: SuggestionsListboxProps) {
  const categories = list.options.filter((option) => option.kind === 'category');
  const products = list.options.filter((option) => option.kind === 'product');
  const renderOption = (option: SuggestionOption) => {
    const index = list.options.indexOf(option);
    const active = index === activeIndex;
    return (
      // Keyboard users choose through the input (arrows and Enter, aria-activedescendant); this is the pointer path.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <div
        key={option.key}
        id={optionId(index)}
        role="option"
        aria-selected={active}
        tabIndex={-1}
        data-kind={option.kind}
        className={optionClass(active)}
        onClick={() => onChoose(option)}
      >
        {option.kind === 'product' ? (
          <>
            <img
              src={option.product.image}
              alt=""
              width={PRODUCT_IMAGE_SIZE.width}
              height={PRODUCT_IMAGE_SIZE.height}
              className="size-10 shrink-0 rounded-md bg-surface-muted object-contain"
            />
            <span className="min-w-0 flex-1 truncate">{option.label}</span>
            <span className="shrink-0 font-semibold tabular-nums">{formatRand(option.product.price)}</span>
          </>
        ) : (
          <span>
            <span className="text-ink-muted">Category: </span>
            {option.label}
          </span>
        )}
      </div>
    );
  };
  return (
    <div className="absolute top-full right-0 left-0 z-overlay mt-1 max-h-[min(28rem,70dvh)] overflow-y-auto rounded-card border border-surface-sunken bg-white p-2 text-ink shadow-overlay">
      {list.didYouMean !== null && (
        <p className="px-2 pb-1 text-xs text-ink-muted">
          Showing results for <strong className="text-ink">{list.didYouMean}</strong>
        </p>
      )}
      {/* Pressing an option must not blur the input, which would close the list before the click lands. */}
      <div
        id={id}
        role="listbox"
        aria-label="Search suggestions"
        tabIndex={-1}
        className="flex flex-col gap-1" onMouseDown={(event) => event.preventDefault()}>
        {categories.length > 0 && (
          <div role="group" aria-label="Categories" className="flex flex-col gap-1">
            {categories.map(renderOption)}
          </div>
        )}
        {products.length > 0 && (
          <div role="group" aria-label="Products" className="flex flex-col gap-1">
            {products.map(renderOption)}
          </div>
        )}
      </div>
      {list.total > products.length && (
        <p className="px-2 pt-1 text-xs text-ink-muted">Press Enter to see all {list.total} results.</p>
      )}
    </div>
  );
}
