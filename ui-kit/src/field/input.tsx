'use client';

import type * as React from 'react';
import { cn } from '../lib/cn';
import { inputClassName } from '../lib/input-class-name';
import { FieldFrame, type FieldTextProps, splitFrameProps } from './field';

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
