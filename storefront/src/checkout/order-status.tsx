import { Badge } from '@nexus-za/ui-kit/badge';
import type { OrderStatus } from '../../core/contract/api';

const STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired, not charged',
};

const STATUS_BADGE: Readonly<Record<OrderStatus, 'success' | 'info' | 'danger'>> = {
  pending: 'info',
  paid: 'success',
  failed: 'danger',
  expired: 'danger',
};

export const placedAtFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeStyle: 'short' });

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{STATUS_TEXT[status]}</Badge>;
}
