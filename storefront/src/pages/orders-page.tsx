import { PackageOpen } from '@nexus-za/ui-kit/icons';
import { Link } from 'react-router-dom';
import { Card, CardTitle } from '@nexus-za/ui-kit/card';
import { APP_ROUTES, orderHref } from '../../core/catalogue/routes';
import { OrderLines } from '../checkout/order-lines';
import { OrderStatusBadge, placedAtFormat } from '../checkout/order-status';
import type { Order } from '../../core/contract/api';
import { formatRand } from '../../core/domain/money';
import { useSessionStatus } from '../stores/session-store';
import { PageLoading } from '../components/page-loading';
import { EmptyWithLink, LoadFailed } from '../components/page-states';
import { useMyOrders } from './use-orders';

function OrderCard({ order }: { order: Order }) {
  return (
    <Card asChild padding="md">
      <article className="flex flex-col gap-3">
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle className="text-ink">
            <Link to={orderHref(order.orderNumber)} className="underline-offset-4 outline-none hover:text-brand-700 hover:underline focus-visible:ring-3 focus-visible:ring-brand-500">
              Order <span className="font-mono tracking-wide">{order.orderNumber}</span>
            </Link>
          </CardTitle>
          <OrderStatusBadge status={order.status} />
        </header>
        <p className="text-sm text-ink-muted">
          Placed <time dateTime={order.placedAt}>{placedAtFormat.format(new Date(order.placedAt))}</time>
        </p>
        <OrderLines lines={order.lines} label={`Items in order ${order.orderNumber}`} />
        <dl className="flex flex-col gap-1 border-t border-surface-sunken pt-3 text-sm">
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-ink-muted">Delivering to</dt>
            <dd className="text-ink">
              {order.deliverTo.name}, {order.deliverTo.city}
            </dd>
          </div>
          <div className="flex justify-between gap-2 text-base font-bold text-ink">
            <dt>{order.status === 'paid' ? 'Total paid' : 'Total'}</dt>
            <dd className="tabular-nums">{formatRand(order.amount)}</dd>
          </div>
        </dl>
      </article>
    </Card>
  );
}

/**
 * `/orders`: 'My Orders', from the server: the signed-in account's orders (the same on every device)
 * and the orders this browser placed as a guest, newest first.
 */
export default function OrdersPage() {
  const status = useSessionStatus();
  const orders = useMyOrders();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">My Orders</h1>
        <p className="text-sm text-ink-muted">
          {status === 'signed-in'
            ? 'Orders placed with your account, and orders placed in this browser without signing in.'
            : 'Orders placed in this browser. Sign in to see the orders of your account.'}
        </p>
      </div>
      {orders.state === 'loading' ? (
        <PageLoading label="Loading your orders..." className="min-h-40" />
      ) : orders.state === 'failed' ? (
        <LoadFailed message={orders.message} onRetry={orders.retry} />
      ) : orders.value.length === 0 ? (
        <EmptyWithLink
          icon={<PackageOpen />}
          title="You have no orders yet"
          text="When you pay for an order, it is listed here."
          action={{ label: 'Start Shopping', to: APP_ROUTES.home }}
        />
      ) : (
        <ul aria-label="Your orders" className="flex flex-col gap-4">
          {orders.value.map((order) => (
            <li key={order.orderNumber}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
