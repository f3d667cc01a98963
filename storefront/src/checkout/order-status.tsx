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
