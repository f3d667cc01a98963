import { Component, type ReactNode } from 'react';
import { pageTitle, useDocumentTitle } from '../platform/document-head';
import { MarkInteractive } from '../platform/hydration';

/**
 * Shown when a screen fails to render or its code cannot be loaded (for example a new release
 * replaced the chunks while the tab was open). A full reload is the fix for both, so it is offered.
 */
export function RouteError() {
  useDocumentTitle(pageTitle('Something went wrong'));
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <MarkInteractive />
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="text-ink-muted">
        This page could not be shown. Please reload; your cart and wishlist are kept.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white outline-none hover:bg-brand-700 focus-visible:ring-3 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        >
          Reload
        </button>
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-md border border-ink-subtle px-4 text-sm font-semibold text-ink outline-none hover:bg-surface-muted focus-visible:ring-3 focus-visible:ring-brand-500"
        >
          Go to Home
        </a>
      </div>
    </main>
  );
}

interface BoundaryProps {
  /** The history entry shown: going elsewhere (a link, Back) tries again. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failedAt: string | null;
}

/** Shows `RouteError` in place of its children when they throw while rendering, until `resetKey` changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    // Which entry failed is filled in by getDerivedStateFromProps, which runs before the next render.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    return state.failedAt !== null && state.failedAt !== props.resetKey ? { failedAt: null } : null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
