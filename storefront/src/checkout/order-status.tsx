import { Badge } from '@nexus-za/ui-kit/badge';
import type { OrderStatus } from '../../core/contract/api';
import { ORDER_STATE_LABELS } from '../../core/domain/order-lifecycle';

const STATUS_BADGE: Readonly<Record<OrderStatus, 'success' | 'info' | 'danger' | 'accent' | 'neutral'>> = {
  pending: 'info',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
  packed: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'neutral',
  return_requested: 'accent',
  returned: 'neutral',
};

export const placedAtFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeStyle: 'short' });

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{ORDER_STATE_LABELS[status]}</Badge>;
}
