import { lazy, Suspense, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from '@nexus-za/ui-kit/icons';
import { Button } from '@nexus-za/ui-kit/button';

const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = lazy(() => loadFilterSheet().then((module) => ({ default: module.FilterSheet })));

function preloadFilterSheet() {
  void loadFilterSheet();
}

/**
 * What a screen reader hears once filters are on: 'Filter & sort, 2 filters on' (the visible words
 * first, so that voice control finds the button by them). Undefined with none on: the words say it.
 */
function accessibleName(count: number): string | undefined {
  if (count === 0) return undefined;
  return `Filter & sort, ${count === 1 ? '1 filter' : `${count} filters`} on`;
}

export interface FilterSortButtonProps {
  /** How many filters are on (a maximum price, each brand, each category; the sort is not a filter). */
  activeCount: number;
  /** How many products the filters leave. */
  resultCount: number;
  /** The page's filters and sort, shown in the sheet. */
  children: ReactNode;
  className?: string;
}

/**
 * A phone's way to the filters: the results come first, and one 'Filter & sort (2)' button
 * opens the filters and sort in a bottom sheet. The sheet's code (the kit's Sheet, Radix Dialog) loads
 * on intent to open it, so it is in no page's first load. Pages hide it from 768px, where their
 * filters stay inline.
 */
export function FilterSortButton({ activeCount, resultCount, children, className }: FilterSortButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-label={accessibleName(activeCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={preloadFilterSheet}
        onFocus={preloadFilterSheet}
        onClick={(event) => {
          // Focus goes back to what had it when the sheet opened: make that this button, also in
          // browsers that do not focus a tapped button (Safari).
          event.currentTarget.focus();
          setWanted(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filter &amp; sort
        {activeCount > 0 ? <span>({activeCount})</span> : null}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <FilterSheet open={open} onOpenChange={setOpen} resultCount={resultCount}>
            {children}
          </FilterSheet>
        </Suspense>
      ) : null}
    </>
  );
}
