'use client';

import type * as React from 'react';
import { ChevronDown } from '../icons/chevron-down';
import { cn } from '../lib/cn';
import { inputClassName } from '../lib/input-class-name';
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel, type FieldTextProps, isShown, splitFrameProps } from './field';

/** The select drawn like the kit's text fields, with room on the right for its chevron. */
export const nativeSelectClassName = cn(inputClassName, 'cursor-pointer appearance-none pr-9');

export interface NativeSelectProps extends Omit<React.ComponentProps<'select'>, 'aria-invalid' | 'multiple' | 'size'>, FieldTextProps {
  /** Classes for the wrapper around label, control and texts; `className` styles the select itself. */
  fieldClassName?: string;
}

/**
 * The browser's own `<select>` (a combobox with the platform's picker on a phone, and its keyboard and
 * screen-reader behaviour everywhere) drawn like the kit's fields, with Field's label, description and
 * error: the label names it, the description and a shown error describe it, and an error marks it
 * `aria-invalid`. Give it `<option>`s (and `<optgroup>`s) as children. For a short list of plain
 * choices it costs next to nothing; reach for `Select` when options need more than text.
 *
 * State attributes: `aria-invalid` and `required` on the select, `data-invalid` on the field wrapper.
 * Hover and focus stay CSS (`:hover`, `:focus-visible`), as for any input.
 */
export function NativeSelect({ className, children, ...props }: NativeSelectProps) {
  const [frame, select] = splitFrameProps(props);
  return (
    <Field controlId={frame.id} invalid={isShown(frame.error)} required={frame.required} className={frame.className}>
      <FieldLabel>{frame.label}</FieldLabel>
      {isShown(frame.description) ? <FieldDescription>{frame.description}</FieldDescription> : null}
      <div className="relative">
        <FieldControl aria-describedby={frame.describedBy}>
          <select data-slot="native-select" className={cn(nativeSelectClassName, className)} {...select}>
            {children}
          </select>
        </FieldControl>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
      <FieldError>{frame.error}</FieldError>
    </Field>
  );
}
NativeSelect.displayName = 'NativeSelect';
