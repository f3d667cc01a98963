import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { fetchAccount } from '../../api/orders-api';
import { APP_ROUTES } from '../../../core/catalogue/routes';
import type { Account } from '../../../core/contract/api';
import { isProvince } from '../../../core/domain/provinces';
import { useCartStore } from '../../stores/cart-store';
import { useCheckoutStore, type OrderInfoDraft } from '../../stores/checkout-store';
import { useSessionStatus } from '../../stores/session-store';
import { OrderInfoStage } from './order-info-stage';

/** The account's details for the fields the shopper has not typed in yet. */
export function draftFromAccount(draft: OrderInfoDraft, account: Account): Partial<OrderInfoDraft> {
  const known: Partial<OrderInfoDraft> = {
    name: account.lastDeliverTo?.name ?? account.name ?? undefined,
    email: account.email ?? undefined,
    contact: account.lastDeliverTo?.phone,
    streetAddress: account.lastDeliverTo?.streetAddress,
    suburb: account.lastDeliverTo?.suburb ?? undefined,
    city: account.lastDeliverTo?.city,
    // An order from before the form asked for a province has none; an unknown one is not offered.
    province: isProvince(account.lastDeliverTo?.province) ? account.lastDeliverTo.province : undefined,
    postalCode: account.lastDeliverTo?.postalCode,
  };
  const fill: Partial<OrderInfoDraft> = {};
  for (const [field, value] of Object.entries(known) as [keyof OrderInfoDraft, string | undefined][]) {
    if (value && draft[field].trim() === '') fill[field] = value;
  }
  return fill;
}

/**
 * `/checkout/details`: who the order is for and where it goes. A signed-in shopper's form starts from
 * the account (name, email and the last delivery address used). An empty cart has nothing to check out.
 */
export default function CheckoutDetailsPage() {
  const navigate = useNavigate();
  const empty = useCartStore((state) => state.items.length === 0);
  const status = useSessionStatus();

  useEffect(() => {
    if (status !== 'signed-in') return;
    const controller = new AbortController();
    fetchAccount(controller.signal).then(
      (account) => {
        if (!account) return;
        const { draft, setField } = useCheckoutStore.getState();
        for (const [field, value] of Object.entries(draftFromAccount(draft, account))) {
          setField(field as keyof OrderInfoDraft, value);
        }
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [status]);

  if (empty) return <Navigate to={APP_ROUTES.cart} replace />;
  return (
    <OrderInfoStage
      onBack={() => void navigate(APP_ROUTES.cart)}
      onContinue={() => void navigate(APP_ROUTES.checkoutPayment)}
    />
  );
}
