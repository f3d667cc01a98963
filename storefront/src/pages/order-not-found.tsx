import type { ReactNode } from 'react';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { NotFoundView } from '../components/page-states';

/**
 * An order number that is not this shopper's (unknown to the server, or theirs on another account):
 * the order's page and its invoice say the same.
 */
export function OrderNotFound({ heading, icon }: { heading: string; icon: ReactNode }) {
  return (
    <NotFoundView
      heading={heading}
      icon={icon}
      title="We could not find that order"
      text="Check the order number, or sign in with the account that placed it."
      action={{ label: 'View my orders', to: APP_ROUTES.orders }}
    />
  );
}
