import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { cn } from '@nexus-za/ui-kit/cn';
import { EmptyState } from '@nexus-za/ui-kit/empty-state';

/**
 * A load that failed for a reason a second try may fix (network, server busy): the server's message
 * and 'Try again', announced as an alert.
 */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-col items-start gap-3 rounded-md bg-danger-100 p-4 text-sm text-danger-700', className)}>
      <p className="font-medium">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export interface EmptyWithLinkProps {
  icon: ReactNode;
  title: string;
  /** What the shopper can do about it. */
  text: ReactNode;
  /** Where to go instead: a link styled as the page's main button. */
  action: { label: string; to: string };
}

/** An empty state (no orders, an empty cart, an unknown order) with a link on to somewhere useful. */
export function EmptyWithLink({ action, ...props }: EmptyWithLinkProps) {
  return (
    <EmptyState
      {...props}
      action={
        <Button asChild>
          <Link to={action.to}>{action.label}</Link>
        </Button>
      }
    />
  );
}

export interface NotFoundViewProps extends EmptyWithLinkProps {
  /** The page's heading (its h1), e.g. 'Order not found'. */
  heading: string;
}

/**
 * A screen for something that does not exist (an unknown order number, product or team): the same
 * heading, explanation and way on everywhere. The caller sets the title and HTTP status.
 */
export function NotFoundView({ heading, ...props }: NotFoundViewProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{heading}</h1>
      <EmptyWithLink {...props} />
    </div>
  );
}
