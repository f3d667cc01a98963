import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { APP_ROUTES, orderHref } from '../../../core/catalogue/routes';
import { useCartStore } from '../../stores/cart-store';
import { useCheckoutStore } from '../../stores/checkout-store';
import { PaymentStage } from './payment-stage';

/** What the order page shows above an order that checkout has just placed. */
export interface OrderPageState {
  placed: true;
}

/**
 * `/checkout/payment`: the card and 'Pay Now'. Reached with a cart and checked order information;
 * otherwise it sends the shopper to the stage that comes first. Once paid, the order page takes over,
 * replacing this entry so that Back does not lead to paying for an empty cart.
 */
export default function CheckoutPaymentPage() {
  const navigate = useNavigate();
  const empty = useCartStore((state) => state.items.length === 0);
  const hasOrderInfo = useCheckoutStore((state) => state.orderInfo !== null);
  const [paidOrder, setPaidOrder] = useState<string | null>(null);

  // Checked first: paying empties the cart, and the shopper goes to the order, not back to the cart.
  if (paidOrder) {
    const state: OrderPageState = { placed: true };
    return <Navigate to={orderHref(paidOrder)} replace state={state} />;
  }
  if (empty) return <Navigate to={APP_ROUTES.cart} replace />;
  if (!hasOrderInfo) return <Navigate to={APP_ROUTES.checkoutDetails} replace />;
  return (
    <PaymentStage
      onBack={() => void navigate(APP_ROUTES.checkoutDetails)}
      onPaid={(receipt) => setPaidOrder(receipt.orderNumber)}
    />
  );
}
