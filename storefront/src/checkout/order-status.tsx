import type { ReactNode, Ref } from 'react';
import { Badge } from '@nexus-za/ui-kit/badge';
import type { OrderStatus } from '../../core/contract/api';
import { ORDER_STATE_LABELS } from '../../core/domain/order-lifecycle';

/** The badge's words: the lifecycle's labels, with what an expired order means for the shopper's money. */
const STATUS_TEXT: Readonly<Record<OrderStatus, string>> = { ...ORDER_STATE_LABELS, expired: 'Expired, not charged' };

const STATUS_BADGE: Readonly<Record<OrderStatus, 'success' | 'info' | 'danger' | 'accent' | 'neutral'>> = {
  pending: 'info',
  paid: 'success',
  failed: 'danger',
  expired: 'danger',
  packed: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'neutral',
  return_requested: 'accent',
  returned: 'neutral',
};

export const placedAtFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeStyle: 'short' });

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{STATUS_TEXT[status]}</Badge>;
}

export interface OrderHeaderProps {
  order: { orderNumber: string; status: OrderStatus; placedAt: string };
  /** The h1, e.g. 'Order NX-… placed'. */
  heading: ReactNode;
  /** For a page that gives its heading the focus when it opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Said after the date placed: the expected delivery, the amount refunded. */
  children?: ReactNode;
}

/** The top of an order's page, for the shopper and the desk alike: its heading, status and date placed. */
export function OrderHeader({ order, heading, headingRef, children }: OrderHeaderProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-2xl font-bold text-ink outline-none sm:text-3xl">
          {heading}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="text-sm text-ink-muted">
        Placed <time dateTime={order.placedAt}>{placedAtFormat.format(new Date(order.placedAt))}</time>
        {children}
      </p>
    </>
  );
}
