'use client';

import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from '../icons';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { slotPart } from '../lib/slot-part';
import { useHoverFocusVisible } from '../lib/use-hover-focus-visible';
import { inputClassName } from '../lib/input-class-name';

/**
 * Choose one value from a list, on Radix's Select: a button (`role="combobox"`) that opens a listbox.
 * Arrow keys, Home/End and type-ahead move between options, Enter, Space or a click picks one, and
 * Escape closes it; on the closed button, arrow keys open it. With a `name` inside a `<form>` it
 * submits like a native `<select>`. Label it with `Field` parts (`<FieldControl><SelectTrigger>`) or
 * a `<label htmlFor>` on the trigger's id. Value can be controlled (`value`, `onValueChange`) or not.
 */
export const Select = slotPart(SelectPrimitive.Root, 'Select');

/** Shows the chosen option's text, or `placeholder` before there is one. */
export const SelectValue = slotPart(SelectPrimitive.Value, 'SelectValue', 'select-value');

/**
 * The button that shows the value and opens the list; put a `SelectValue` inside.
 * State attributes: `data-state="open|closed"` and `data-placeholder` while nothing is chosen (Radix),
 * `data-disabled`, `data-hovered` while a mouse is over it, `data-focus-visible` while it has keyboard
 * focus.
 */
export function SelectTrigger({
  className,
  children,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  const interaction = useHoverFocusVisible<HTMLButtonElement>({ onPointerEnter, onPointerLeave, onFocus, onBlur }, !props.disabled);
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      {...interaction}
      className={cn(
        inputClassName,
        'flex cursor-pointer items-center justify-between gap-2 text-left data-placeholder:text-ink-subtle [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}
SelectTrigger.displayName = 'SelectTrigger';

export interface SelectContentProps extends React.ComponentProps<typeof SelectPrimitive.Content> {
  /** Renders the list at the end of `<body>`, above everything. @default true */
  portal?: boolean;
}

/**
 * The list of options. `position="popper"` (the default here) opens it under the trigger;
 * `"item-aligned"` puts the chosen option over the trigger, as macOS does.
 */
export function SelectContent({ className, children, position = 'popper', sideOffset = 4, portal = true, ...props }: SelectContentProps) {
  const content = (
    <SelectPrimitive.Content
      data-slot="select-content"
      position={position}
      sideOffset={position === 'popper' ? sideOffset : undefined}
      className={cn(
        'relative z-overlay max-h-(--radix-select-content-available-height) overflow-hidden rounded-card border border-surface-sunken bg-surface text-ink shadow-overlay',
        position === 'popper' ? 'w-full min-w-(--radix-select-trigger-width)' : 'min-w-32',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ScrollUpButton className="flex h-6 cursor-default items-center justify-center">
        <ChevronUp aria-hidden="true" className="size-4" />
      </SelectPrimitive.ScrollUpButton>
      <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      <SelectPrimitive.ScrollDownButton className="flex h-6 cursor-default items-center justify-center">
        <ChevronDown aria-hidden="true" className="size-4" />
      </SelectPrimitive.ScrollDownButton>
    </SelectPrimitive.Content>
  );
  return portal ? <SelectPrimitive.Portal>{content}</SelectPrimitive.Portal> : content;
}
SelectContent.displayName = 'SelectContent';

/**
 * One option; its children are the text shown in the trigger once chosen.
 * State attributes: `data-state="checked|unchecked"`, `data-highlighted`, `data-disabled`.
 */
export function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-pointer items-center rounded-md py-2 pr-8 pl-3 text-sm outline-none select-none data-highlighted:bg-surface-muted data-disabled:pointer-events-none data-disabled:opacity-60 data-[state=checked]:font-semibold',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4 text-brand" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}
SelectItem.displayName = 'SelectItem';

/** Related options under a `SelectLabel`. */
export const SelectGroup = slotPart(SelectPrimitive.Group, 'SelectGroup', 'select-group');

export const SelectLabel = slotPart(SelectPrimitive.Label, 'SelectLabel', 'select-label', 'px-3 pt-2 pb-1 text-xs font-semibold text-ink-muted');

export const SelectSeparator = slotPart(SelectPrimitive.Separator, 'SelectSeparator', 'select-separator', '-mx-1 my-1 h-px bg-surface-sunken');
