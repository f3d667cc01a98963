import { ShoppingCart } from '@nexus-za/ui-kit/icons';
import { Link } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { EmptyState } from '@nexus-za/ui-kit/empty-state';
import { APP_ROUTES } from '../../../core/catalogue/routes';

/** 'Your cart is empty' with the way back to the shop; each checkout stage says why it matters there. */
export function EmptyCart({ text }: { text: string }) {
  return (
    <EmptyState
      icon={<ShoppingCart />}
      title="Your cart is empty"
      text={text}
      action={
        <Button asChild>
          <Link to={APP_ROUTES.home}>Continue Shopping</Link>
        </Button>
      }
    />
  );
}
