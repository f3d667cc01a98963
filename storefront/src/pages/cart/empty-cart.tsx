import { ShoppingCart } from 'lucide-react';
import { APP_ROUTES } from '../../../core/catalogue/routes';
import { EmptyWithLink } from '../../components/page-states';

/** 'Your cart is empty' with the way back to the shop; each checkout stage says why it matters there. */
export function EmptyCart({ text }: { text: string }) {
  return (
    <EmptyWithLink
      icon={<ShoppingCart />}
      title="Your cart is empty"
      text={text}
      action={{ label: 'Continue Shopping', to: APP_ROUTES.home }}
    />
  );
}
