import { Button } from 'ui-kit/button';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from 'ui-kit/empty-state';
import { APP_ROUTES } from '../catalogue/routes';
import { OrderLines } from '../checkout/order-lines';
import { formatRand } from '../domain/money';
import { useOrdersStore, type Order } from '../stores/orders-store';

const placedAtFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeStyle: 'short' });

function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order.orderNumber}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-surface-sunken bg-white p-5 shadow-card">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Order <span className="font-mono tracking-wide">{order.orderNumber}</span>
        </h2>
        <p className="text-sm text-ink-muted">
          Placed <time dateTime={order.placedAt}>{placedAtFormat.format(new Date(order.placedAt))}</time>
        </p>
      </header>
      <OrderLines lines={order.lines} label={`Items in order ${order.orderNumber}`} />
      <dl className="flex flex-col gap-1 border-t border-surface-sunken pt-3 text-sm">
        {order.deliverTo ? (
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-ink-muted">Delivering to</dt>
            <dd className="text-ink">
              {order.deliverTo.name}, {order.deliverTo.city}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-2 text-base font-bold text-ink">
          <dt>Total paid</dt>
          <dd className="tabular-nums">{formatRand(order.amount)}</dd>
        </div>
      </dl>
    </article>
  );
}

/** `/orders`: 'My Orders', the orders paid in this browser, newest first. */
export default function OrdersPage() {
  const orders = useOrdersStore((state) => state.orders);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">My Orders</h1>
        <p className="text-sm text-ink-muted">Orders paid for in this browser.</p>
      </div>
      {orders.length === 0 ? (
        <EmptyState
          icon={<PackageOpen />}
          title="You have no orders yet"
          text="When you pay for an order in this browser, it is listed here."
          action={
            <Button asChild>
              <Link to={APP_ROUTES.home}>Start Shopping</Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label="Your orders" className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.orderNumber}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
