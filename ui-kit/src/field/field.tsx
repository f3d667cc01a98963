'use client';

import { Slot } from '@radix-ui/react-slot';
import * as React from 'react';
import { cn } from '../lib/cn';
import { inputClassName } from '../lib/input-class-name';

export { inputClassName };

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


interface FieldContextValue {
  controlId: string;
  descriptionId: string;
  errorId: string;
  invalid: boolean;
  required: boolean;
  hasDescription: boolean;
  hasError: boolean;
  setPart: (part: FieldPart, shown: boolean) => void;
}

type FieldPart = 'description' | 'error';

const FieldContext = React.createContext<FieldContextValue | null>(null);

function useFieldContext(part: string): FieldContextValue {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error(`<${part}> must be inside a <Field>`);
  return context;
}

// A layout effect, so the control is described before the browser paints (and before a
// `flushSync` that shows errors returns); React 19 does not warn about layout effects on the server.
function useShownPart(setPart: FieldContextValue['setPart'], part: FieldPart, shown: boolean) {
  React.useLayoutEffect(() => {
    setPart(part, shown);
    return () => setPart(part, false);
  }, [part, shown, setPart]);
}

export interface FieldProps extends React.ComponentProps<'div'> {
  /** The control's id; generated when not given. */
  controlId?: string | undefined;
  /** Marks the control invalid even without a shown `FieldError`. @default false */
  invalid?: boolean;
  /** Marks the control required and shows a star after the label. @default false */
  required?: boolean | undefined;
}

/**
 * A form field made of parts: `FieldLabel`, `FieldDescription`, `FieldControl` (wrapping any input,
 * textarea or custom control) and `FieldError`, in any order and with any markup between them. The
 * parts tie themselves together: the label names the control, the control is described by the
 * description and error that are shown, and a shown error marks it `aria-invalid`.
 *
 * State attributes: `data-invalid` on the field while an error shows or `invalid` is set; on the
 * control `aria-invalid` and `required`. Hover and focus stay CSS (`:hover`, `:focus-visible`), as
 * for any input.
 */
export function Field({ controlId, invalid = false, required = false, className, children, ...props }: FieldProps) {
  const generated = React.useId();
  const id = controlId ?? generated;
  const [shown, setShown] = React.useState({ description: false, error: false });
  const setPart = React.useCallback((part: FieldPart, value: boolean) => {
    setShown((current) => (current[part] === value ? current : { ...current, [part]: value }));
  }, []);
  const isInvalid = invalid || shown.error;
  const context = React.useMemo<FieldContextValue>(
    () => ({
      controlId: id,
      descriptionId: `${id}-description`,
      errorId: `${id}-error`,
      invalid: isInvalid,
      required,
      hasDescription: shown.description,
      hasError: shown.error,
      setPart,
    }),
    [id, isInvalid, required, shown, setPart],
  );
  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-invalid={isInvalid ? '' : undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        {children}
      </div>
    </FieldContext.Provider>
  );
}
Field.displayName = 'Field';

/** The field's visible label, tied to its control; a star (hidden from screen readers) marks it required. */
export function FieldLabel({ className, children, ...props }: Omit<React.ComponentProps<'label'>, 'htmlFor'>) {
  const { controlId, required } = useFieldContext('FieldLabel');
  return (
    <label data-slot="field-label" htmlFor={controlId} className={cn('text-sm font-medium text-ink', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="text-danger-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}
FieldLabel.displayName = 'FieldLabel';

/** Help text for the control, read with it (`aria-describedby`). */
export function FieldDescription({ className, ...props }: Omit<React.ComponentProps<'p'>, 'id'>) {
  const { descriptionId, setPart } = useFieldContext('FieldDescription');
  useShownPart(setPart, 'description', true);
  return <p data-slot="field-description" id={descriptionId} className={cn('text-xs text-ink-muted', className)} {...props} />;
}
FieldDescription.displayName = 'FieldDescription';

function isShown(children: React.ReactNode): boolean {
  return children !== undefined && children !== null && children !== false && children !== '';
}

/**
 * The control's error message. Renders nothing without children, so it can stay in place:
 * `<FieldError>{errors.email}</FieldError>`. While shown, the control is `aria-invalid` and read with it.
 */
export function FieldError({ className, children, ...props }: Omit<React.ComponentProps<'p'>, 'id'>) {
  const { errorId, setPart } = useFieldContext('FieldError');
  const shown = isShown(children);
  useShownPart(setPart, 'error', shown);
  if (!shown) return null;
  return (
    <p data-slot="field-error" id={errorId} className={cn('text-xs font-medium text-danger-700', className)} {...props}>
      {children}
    </p>
  );
}
FieldError.displayName = 'FieldError';

export type FieldControlProps = React.ComponentProps<typeof Slot>;

/**
 * Gives its one child (an `<input>`, a `<textarea>`, a Select's trigger) the field's id,
 * `aria-describedby`, `aria-invalid` and `required`. A caller's own `aria-describedby` comes first.
 */
export function FieldControl({ 'aria-describedby': own, ...props }: FieldControlProps) {
  const { controlId, descriptionId, errorId, invalid, required, hasDescription, hasError } = useFieldContext('FieldControl');
  const describedBy = [own, hasDescription ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  // `required` is not among Slot's props (any element may be the control), but it reaches the child.
  const controlProps = {
    id: controlId,
    required: required || undefined,
    ...props,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid || undefined,
  } as FieldControlProps;
  return <Slot {...controlProps} />;
}
FieldControl.displayName = 'FieldControl';

/**
 * Moves focus to the first control in `root` marked `aria-invalid="true"`, or to a form-level
 * message (`role="alert"` with a `tabindex`), whichever comes first in the page: the one way to send
 * a shopper to what needs fixing after a submit. Call it once the messages are rendered (after a
 * `flushSync`), so the control is read with its error. Returns whether something took focus.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled), [role="alert"][tabindex]');
  if (!target) return false;
  target.focus();
  return true;
}

interface FieldFrameProps extends FieldTextProps {
  id: string | undefined;
  describedBy: string | undefined;
  required: boolean | undefined;
  className: string | undefined;
  children: React.ReactNode;
}

/** The props a props-driven field gives its frame rather than its input. */
interface FieldFrameSource extends FieldTextProps {
  id?: string | undefined;
  required?: boolean | undefined;
  fieldClassName?: string | undefined;
  'aria-describedby'?: string | undefined;
}

/** Splits a props-driven field's props into its frame's (label, texts, id, wrapper classes) and its input's. */
function splitFrameProps<P extends FieldFrameSource>({
  label,
  description,
  error,
  id,
  required,
  fieldClassName,
  'aria-describedby': describedBy,
  ...input
}: P) {
  return [{ id, describedBy, label, description, error, required, className: fieldClassName }, input] as const;
}

/** The props-driven fields (`Input`, `NumberField`) are the parts put together in the usual order. */
function FieldFrame({ id, describedBy, label, description, error, required, className, children }: FieldFrameProps) {
  return (
    <Field controlId={id} invalid={isShown(error)} required={required} className={className}>
      <FieldLabel>{label}</FieldLabel>
      {isShown(description) ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldControl aria-describedby={describedBy}>{children}</FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

export interface InputProps extends Omit<React.ComponentProps<'input'>, 'aria-invalid'>, FieldTextProps {
  /** Classes for the wrapper around label, control and texts; `className` styles the input itself. */
  fieldClassName?: string;
}

/**
 * A text input with its visible label, optional description and error message.
 * State attributes: `aria-invalid` on the input, `data-invalid` on the field wrapper.
 */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const [frame, input] = splitFrameProps(props);
  return (
    <FieldFrame {...frame}>
      <input data-slot="input" type={type} className={cn(inputClassName, className)} {...input} />
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
