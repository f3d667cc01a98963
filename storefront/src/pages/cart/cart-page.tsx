import { useNavigate } from 'react-router-dom';
import { APP_ROUTES } from '../../../core/catalogue/routes';
import { CartStage } from './cart-stage';

/** `/cart`: the first of the spec's three checkout stages; each stage has its own address. */
export default function CartPage() {
  const navigate = useNavigate();
  return <CartStage onCheckout={() => void navigate(APP_ROUTES.checkoutDetails)} />;
}
