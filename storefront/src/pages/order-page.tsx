import { CircleCheck, PackageX } from '@nexus-za/ui-kit/icons';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Button } from '@nexus-za/ui-kit/button';
import { CartSummary } from '@nexus-za/ui-kit/cart-summary';
import { pageTitle, useDocumentTitle } from '../platform/document-head';
import { APP_ROUTES, invoiceHref } from '../../core/catalogue/routes';
import { hasTaxInvoice } from '../../core/contract/invoice';
import { CreditNoteList } from '../components/refund-list';
import { OrderLinesCard, TitledCard } from '../checkout/order-lines';
import { PAYMENT_SUCCEEDED } from '../checkout/payment-client';
import { OrderHeader } from '../checkout/order-status';
import { ORDER_NUMBER_PATTERN, type Order } from '../../core/contract/api';
import { expectedDeliveryDate } from '../../core/domain/delivery';
import { VAT_PERCENT } from '../../core/domain/pricing';
import { PageLoading } from '../components/page-loading';
import { LoadFailed } from '../components/page-states';
import { OrderNotFound } from './order-not-found';
import { OrderProgress } from './order-progress';
import { useOrder } from './use-orders';

function isPlacedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { placed?: unknown }).placed === true;
}

/** A pending order (a bank check, a webhook on its way) is read again until it settles. */
const PENDING_POLL_MS = 3_000;

function OrderDetails({ order: loaded, justPlaced, refresh }: { order: Order; justPlaced: boolean; refresh: () => void }) {
  // What the shopper's own move (cancel, return) answered, until the page reads the order again.
  const [moved, setMoved] = useState<Order | null>(null);
  const order = moved && moved.orderNumber === loaded.orderNumber && moved.events.length >= loaded.events.length ? moved : loaded;
  const success = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (order.status !== 'pending') return;
    const timer = window.setTimeout(refresh, PENDING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [order, refresh]);
  const heading = useRef<HTMLHeadingElement>(null);
  const paid = order.status === 'paid';
  useEffect(() => {
    // Checkout lands here: the shopper hears the outcome first, then reads on from the order.
    (justPlaced && paid ? success.current : heading.current)?.focus();
  }, [justPlaced, paid]);
  const delivery = paid ? expectedDeliveryDate(new Date(order.paidAt ?? order.placedAt)) : null;
  const { deliverTo } = order;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      {justPlaced && paid ? (
        <p
          ref={success}
          tabIndex={-1}
          role="status"
          className="flex items-center gap-2 rounded-card border border-success-600 bg-success-100 p-4 text-lg font-semibold text-success-700 outline-none"
        >
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          {PAYMENT_SUCCEEDED}
        </p>
      ) : null}
      <OrderHeader
        order={order}
        headingRef={heading}
        heading={
          <>
            Order <span className="font-mono tracking-wide">{order.orderNumber}</span> placed
          </>
        }
      >
        {delivery ? (
          <>
            {' · '}Expected delivery: <strong className="text-ink">{delivery}</strong>
          </>
        ) : null}
      </OrderHeader>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <OrderProgress order={order} onChanged={setMoved} />
          <OrderLinesCard title="What you bought" lines={order.lines} label={`Items in order ${order.orderNumber}`} />
          <TitledCard title="Delivering to" className="text-sm" titleClassName="mb-2">
            <address className="flex flex-col gap-0.5 not-italic text-ink">
              <span>{deliverTo.name}</span>
              <span>{deliverTo.streetAddress}</span>
              {/* Orders placed before the form asked for a suburb and province have neither. */}
              {deliverTo.suburb ? <span>{deliverTo.suburb}</span> : null}
              <span>
                {deliverTo.city} {deliverTo.postalCode}
              </span>
              {deliverTo.province ? <span>{deliverTo.province}</span> : null}
              <span>{deliverTo.country}</span>
            </address>
            <p className="mt-2 text-ink-muted">
              {order.email} · {order.phone}
            </p>
          </TitledCard>
        </div>
        <CartSummary
          totals={order.totals}
          vatRatePercent={VAT_PERCENT}
          title="Order summary"
          discountLabel={order.couponCode ? `Discount (${order.couponCode})` : undefined}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={APP_ROUTES.orders}>View my orders</Link>
        </Button>
        {hasTaxInvoice(order.status) ? (
          <Button asChild variant="outline">
            <Link to={invoiceHref(order.orderNumber)}>Tax invoice</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={APP_ROUTES.home}>Continue Shopping</Link>
        </Button>
      </div>
      <CreditNoteList orderNumber={order.orderNumber} creditNotes={order.creditNotes} />
    </div>
  );
}

/** `/orders/:orderNumber`: one order as the server keeps it; checkout lands here once paid. */
export default function OrderPage() {
  const { orderNumber = '' } = useParams();
  const location = useLocation();
  const valid = ORDER_NUMBER_PATTERN.test(orderNumber);
  const result = useOrder(valid ? orderNumber : null);
  useDocumentTitle(pageTitle(valid ? `Order ${orderNumber}` : 'Order not found'));

  // 401: no account and no guest email for it here; like 404, the number is not this shopper's.
  if (!valid || (result.state === 'failed' && (result.status === 404 || result.status === 401))) return <OrderNotFound heading="Order not found" icon={<PackageX />} />;
  if (result.state === 'loading') return <PageLoading label="Loading your order..." />;
  if (result.state === 'failed') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Order {orderNumber}</h1>
        <LoadFailed message={result.message} onRetry={result.retry} className="mt-6" />
      </div>
    );
  }
  return <OrderDetails order={result.order} justPlaced={isPlacedState(location.state)} refresh={result.refresh} />;
}
