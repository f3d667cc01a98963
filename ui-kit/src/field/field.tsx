import * as React from 'react';
import { cn } from '../lib/cn';

export interface FieldTextProps {
  /** The visible label, tied to the control with `<label for>`. */
  label: React.ReactNode;
  /** Help text under the label, linked through `aria-describedby`. */
  description?: React.ReactNode;
  /**
   * An error message. When set the control gets `aria-invalid="true"` and the message is linked
   * through `aria-describedby`, after the description.
   */
  error?: React.ReactNode;
}

export const inputClassName =
  'h-10 w-full rounded-md border border-ink-subtle bg-white px-3 text-sm text-ink placeholder:text-ink-subtle outline-none transition-colors focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/40 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60 aria-invalid:border-danger-700 aria-invalid:focus-visible:ring-danger-600/30';

interface FieldFrameProps extends FieldTextProps {
  id: string;
  descriptionId: string;
  errorId: string;
  required: boolean | undefined;
  className: string | undefined;
  children: React.ReactNode;
}

function FieldFrame({ id, descriptionId, errorId, label, description, error, required, className, children }: FieldFrameProps) {
  return (
    <div data-slot="field" data-invalid={error ? '' : undefined} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className="text-xs text-ink-muted">
          {description}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} data-slot="field-error" className="text-xs font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Ids for the control and its texts, plus the `aria-describedby` list that includes only what is shown. */
function useFieldIds(idProp: string | undefined, props: FieldTextProps, describedBy: string | undefined) {
  const generated = React.useId();
  const id = idProp ?? generated;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const ariaDescribedBy =
    [describedBy, props.description ? descriptionId : null, props.error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return { id, descriptionId, errorId, ariaDescribedBy };
}

export interface InputProps extends Omit<React.ComponentProps<'input'>, 'aria-invalid'>, FieldTextProps {
  /** Classes for the wrapper around label, control and texts; `className` styles the input itself. */
  fieldClassName?: string;
}

/**
 * A text input with its visible label, optional description and error message.
 * State attributes: `aria-invalid` on the input, `data-invalid` on the field wrapper.
 */
export function Input({
  label,
  description,
  error,
  id: idProp,
  className,
  fieldClassName,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  ...props
}: InputProps) {
  const ids = useFieldIds(idProp, { label, description, error }, describedBy);
  return (
    <FieldFrame
      {...ids}
      label={label}
      description={description}
      error={error}
      required={required}
      className={fieldClassName}
    >
      <input
        data-slot="input"
        id={ids.id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.ariaDescribedBy}
        className={cn(inputClassName, className)}
        {...props}
      />
    </FieldFrame>
  );
}
Input.displayName = 'Input';

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
export function NumberField({
  label,
  description,
  error,
  value,
  onValueChange,
  min,
  max,
  step,
  integer = false,
  id: idProp,
  className,
  fieldClassName,
  required,
  onBlur,
  'aria-describedby': describedBy,
  ...props
}: NumberFieldProps) {
  const ids = useFieldIds(idProp, { label, description, error }, describedBy);
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
    <FieldFrame
      {...ids}
      label={label}
      description={description}
      error={error}
      required={required}
      className={fieldClassName}
    >
      <input
        data-slot="number-field"
        id={ids.id}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step ?? (integer ? 1 : 'any')}
        required={required}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.ariaDescribedBy}
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
        {...props}
      />
    </FieldFrame>
  );
}
NumberField.displayName = 'NumberField';
