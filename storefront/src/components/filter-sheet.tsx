import type { ReactNode } from 'react';
import { Button } from '@nexus-za/ui-kit/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@nexus-za/ui-kit/sheet';

export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many products the filters leave, for 'Show N results'. */
  resultCount: number;
  /** The page's filters and sort, the same controls (and state) it shows inline on wider screens. */
  children: ReactNode;
}

/**
 * A phone's filters and sort in the kit's bottom Sheet (loaded on the first tap on 'Filter & sort',
 * filter-sort-button.tsx). The results behind it update as the shopper chooses; 'Show N results'
 * closes it on them.
 */
export function FilterSheet({ open, onOpenChange, resultCount, children }: FilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="bottom" closeLabel="Close filters">
        <SheetHeader>
          <SheetTitle>Filter &amp; sort</SheetTitle>
          <SheetDescription>The results update as you choose.</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-6 px-4 pb-4">{children}</div>
        <SheetFooter>
          <SheetClose asChild>
            <Button size="lg">{resultCount === 1 ? 'Show 1 result' : `Show ${resultCount} results`}</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
