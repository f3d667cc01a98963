import { useId } from 'react';
import { LifeBuoy } from '@nexus-za/ui-kit/icons';
import { Link } from 'react-router-dom';
import { APP_ROUTES } from '../../core/catalogue/routes';

/** The 'Help and Advice' banner under a product listing: a way to the FAQ before a shopper gives up. */
export function HelpBanner() {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-4 rounded-card bg-brand-50 p-6 sm:flex-row sm:items-center"
    >
      <LifeBuoy aria-hidden="true" className="size-10 shrink-0 text-brand-600" />
      <div className="flex-1">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          Help and Advice
        </h2>
        <p className="text-sm text-ink-muted">
          Not sure which one to choose? Read our buying advice, delivery times, returns and warranty answers.
        </p>
      </div>
      <Link
        to={APP_ROUTES.help}
        className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white outline-none hover:bg-brand-700 focus-visible:ring-3 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        Visit Help & Advice
      </Link>
    </aside>
  );
}
