import type * as React from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  /** A decorative icon shown above the title; hidden from assistive technology. */
  icon?: React.ReactNode;
  /** The headline, e.g. 'Your cart is empty'. */
  title: React.ReactNode;
  /** A sentence that says what to do next. */
  text?: React.ReactNode;
  /** The way out: a button or link, e.g. 'Continue Shopping'. */
  action?: React.ReactNode;
  /** The heading element for the title, to fit the page's outline. @default 'h2' */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * What a list or page shows when it has nothing to show, with a way forward.
 *
 * State attributes: none; it has no state of its own. The `action` you pass keeps its own (a kit
 * `Button` has `data-hovered` and `data-focus-visible`).
 */
export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel: Heading = 'h2',
  className,
  children,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-10 text-center', className)}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-pill bg-surface-muted text-ink-muted [&_svg]:size-8"
        >
          {icon}
        </span>
      ) : null}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {text ? <p className="text-sm text-ink-muted">{text}</p> : null}
      {children}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
EmptyState.displayName = 'EmptyState';
