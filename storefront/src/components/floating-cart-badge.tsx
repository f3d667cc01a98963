import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { APP_ROUTES } from '../catalogue/routes';
import { itemCountLabel } from './item-count-label';
import { useCartItemCount } from '../stores/cart-store';

/** A cart button that stays in view while the shopper scrolls a long listing. */
export function FloatingCartBadge() {
  const count = useCartItemCount();
  return (
    <Link
      to={APP_ROUTES.cart}
      className="fixed bottom-4 left-4 z-overlay inline-flex size-14 items-center justify-center rounded-pill bg-brand-600 text-white shadow-overlay outline-none hover:bg-brand-700 focus-visible:ring-3 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span
        aria-hidden="true"
        className="absolute -top-1 -right-1 min-w-6 rounded-pill bg-accent-500 px-1.5 text-center text-xs leading-6 font-bold text-ink tabular-nums"
      >
        {count}
      </span>
      <span className="sr-only">{itemCountLabel('Cart', count)}</span>
    </Link>
  );
}
