import { useState } from 'react';
import { pageTitle, useDocumentTitle } from '../../app/document-head';
import { CartStage } from './cart-stage';
import { OrderInfoStage } from './order-info-stage';
import { PaymentStage } from './payment-stage';

/** The spec's three checkout stages, in order. */
export type CheckoutStage = 'cart' | 'orderInfo' | 'payment';

const STAGE_TITLES: Readonly<Record<CheckoutStage, string>> = {
  cart: 'Your Shopping Cart',
  orderInfo: 'Order Information',
  payment: 'Payment Information',
};

/** `/cart`: the cart, then the order information and payment stages of checkout. */
export default function CartPage() {
  const [stage, setStage] = useState<CheckoutStage>('cart');
  useDocumentTitle(pageTitle(STAGE_TITLES[stage]));

  switch (stage) {
    case 'cart':
      return <CartStage onCheckout={() => setStage('orderInfo')} />;
    case 'orderInfo':
      return <OrderInfoStage onBack={() => setStage('cart')} onContinue={() => setStage('payment')} />;
    case 'payment':
      return <PaymentStage onBack={() => setStage('orderInfo')} />;
  }
}
