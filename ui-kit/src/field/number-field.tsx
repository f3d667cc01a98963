'use client';

import * as React from 'react';
import { cn } from '../lib/cn';
import { inputClassName } from '../lib/input-class-name';
import { FieldFrame, type FieldTextProps, splitFrameProps } from './field';

export interface NumberFieldProps
  extends Omit<
      React.ComponentProps<'input'>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'aria-invalid'
    >,
    FieldTextProps {
  /** The number, or `null` when the field is empty. */
  value: number | null;
  /**
   * Called with each number the shopper types (`null` when cleared). On blur the value is rounded
   * (when `integer`) and clamped to `min`..`max`, and called again if that changed it.
   */
  onValueChange: (value: number | null) => void;
  /** The lowest allowed value. */
  min?: number;
  /** The highest allowed value. */
  max?: number;
  /** The arrow-key step. @default 1 when `integer`, otherwise 'any' */
  step?: number;
  /** Accepts whole numbers only and shows the numeric keypad on phones. @default false */
  integer?: boolean;
  /** Classes for the wrapper around label, control and texts; `className` styles the input itself. */
  fieldClassName?: string;
}

function formatNumber(value: number | null): string {
  return value === null ? '' : String(value);
}

function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

function normalise(value: number, { min, max, integer }: { min?: number; max?: number; integer: boolean }): number {
  let next = integer ? Math.round(value) : value;
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  return next;
}

/**
 * A number input (`role="spinbutton"`) with label, description and error message, min/max/step and
 * an integer mode. Arrow keys step natively; out-of-range or fractional entries are corrected on blur.
 */
export function NumberField({ value, onValueChange, min, max, step, integer = false, className, onBlur, ...props }: NumberFieldProps) {
  const [frame, input] = splitFrameProps(props);
  // The text is kept apart from the number so that half-typed entries ('-', '1.') survive re-renders.
  // `synced` is the last `value` the text was reconciled with: when a different value comes from
  // outside (Clear, a new URL) the text follows it, unless it already says that number. Text and value
  // live in one state and are always set together: React replays an older update on top of a newer
  // one when the newer one came from a transition render (a router updating search params), and two
  // separate states could then disagree (a Clear used to leave the old number in the box).
  const [draft, setDraft] = React.useState(() => ({ text: formatNumber(value), synced: value }));
  let text = draft.text;
  if (value !== draft.synced) {
    text = parseNumber(draft.text) === value ? draft.text : formatNumber(value);
    setDraft({ text, synced: value });
  }

  return (
    <FieldFrame {...frame}>
      <input
        data-slot="number-field"
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step ?? (integer ? 1 : 'any')}
        value={text}
        className={cn(inputClassName, 'tabular-nums', className)}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setDraft({ text: typed, synced: value });
          const parsed = parseNumber(typed);
          if (typed.trim() === '' || parsed !== null) onValueChange(parsed);
        }}
        onBlur={(event) => {
          const parsed = parseNumber(text);
          if (parsed !== null) {
            const corrected = normalise(parsed, { min, max, integer });
            setDraft({ text: String(corrected), synced: value });
            if (corrected !== value) onValueChange(corrected);
          }
          onBlur?.(event);
        }}
        {...input}
      />
    </FieldFrame>
  );
}
NumberField.displayName = 'NumberField';
