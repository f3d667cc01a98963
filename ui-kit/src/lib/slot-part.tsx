import type * as React from 'react';
import { cn } from './cn';

// No 'use client': a part made here holds no state and no handlers, so Card's parts stay server components.

/** A part made by `slotPart`: takes the props of the component it renders, and is named in React DevTools. */
export type SlotPart<C extends React.ElementType> = ((props: React.ComponentProps<C>) => React.JSX.Element) & {
  displayName: string;
};

/**
 * A compound component's part that is only `Component` (a Radix part, an element, another component)
 * with a `data-slot` and classes of its own, to which the caller's `className` is added (not merged:
 * see `cn`):
 *
 * ```tsx
 * export const SheetTitle = slotPart(Dialog.Title, 'SheetTitle', 'sheet-title', 'text-lg font-semibold');
 * // renders <Dialog.Title data-slot="sheet-title" className={cn('text-lg font-semibold', className)} {...props} />
 * ```
 *
 * Without `slot` it sets no `data-slot` (a Radix `Root`, which renders no element); without
 * `className` the caller's `className` passes through as given. The kit's Radix wrappers (menus,
 * selects, popovers, dialogs) and Card's parts are made this way, so each says what it adds in a line.
 */
export function slotPart<C extends React.ElementType>(Component: C, displayName: string, slot?: string, className?: string): SlotPart<C> {
  const Part = Component as React.ElementType;
  const base = className;
  const slotProps = slot === undefined ? {} : { 'data-slot': slot };
  const part =
    base === undefined
      ? (props: Record<string, unknown>) => <Part {...slotProps} {...props} />
      : ({ className, ...props }: { className?: string }) => <Part {...slotProps} className={cn(base, className)} {...props} />;
  return Object.assign(part, { displayName }) as unknown as SlotPart<C>;
}
