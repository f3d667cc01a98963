import { ShoppingCart } from '@nexus-za/ui-kit/icons';
import { Link } from 'react-router-dom';
import { APP_ROUTES } from '../../core/catalogue/routes';
import { FloatingDockItem } from './floating-dock';
import { itemCountLabel } from '../../core/domain/item-count-label';
import { useCartItemCount } from '../stores/cart-store';

/** A cart button that stays in view while the shopper scrolls a long listing, in the floating dock. */
export function FloatingCartBadge() {
  const count = useCartItemCount();
  const label = itemCountLabel('Cart', count);
  return (
    <FloatingDockItem>
      <Link
        to={APP_ROUTES.cart}
        title={label}
        className="relative inline-flex size-10 items-center justify-center rounded-pill bg-brand-600 text-white outline-none hover:bg-brand-700 focus-visible:ring-3 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 min-w-5 rounded-pill bg-accent-500 px-1 text-center text-xs leading-5 font-bold text-ink tabular-nums"
        >
          {count}
        </span>
        <span className="sr-only">{label}</span>
      </Link>
    </FloatingDockItem>
  );
}
