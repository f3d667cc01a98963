'use client';

import { Slot } from '@radix-ui/react-slot';
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
        <span aria-hidden="true" className="text-danger-ink">
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

/** Whether a text part was given something to show. */
export function isShown(children: React.ReactNode): boolean {
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
    <p data-slot="field-error" id={errorId} className={cn('text-xs font-medium text-danger-ink', className)} {...props}>
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

interface FieldFrameProps extends FieldTextProps {
  id: string | undefined;
  describedBy: string | undefined;
  required: boolean | undefined;
  className: string | undefined;
  children: React.ReactNode;
}

/** The props a props-driven field gives its frame rather than its input. */
export interface FieldFrameSource extends FieldTextProps {
  id?: string | undefined;
  required?: boolean | undefined;
  fieldClassName?: string | undefined;
  'aria-describedby'?: string | undefined;
}

/** Splits a props-driven field's props into its frame's (label, texts, id, wrapper classes) and its input's. */
export function splitFrameProps<P extends FieldFrameSource>({
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

/**
 * The props-driven fields (`Input`, `NumberField`, `NativeSelect`) are the parts put together in the
 * usual order. Not exported from the package: a field of the kit's own.
 */
export function FieldFrame({ id, describedBy, label, description, error, required, className, children }: FieldFrameProps) {
  return (
    <Field controlId={id} invalid={isShown(error)} required={required} className={className}>
      <FieldLabel>{label}</FieldLabel>
      {isShown(description) ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldControl aria-describedby={describedBy}>{children}</FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

