import { trackingUrl } from '../../core/domain/order-lifecycle';
import type { orderEvents, orders } from '../db/schema';
import type { OrderMailEvent } from '../mail/order-mail';

type OrderEventRow = typeof orderEvents.$inferSelect;

/**
 * The mail a move sends its shopper, or null for moves that mail nobody (pack, and the payment's own
 * moves: the confirmation is the pay move's own effect). `refunded`: the cents the shopper got back.
 */
export function mailOf(order: Pick<typeof orders.$inferSelect, 'orderNumber'>, event: OrderEventRow, refunded: number): OrderMailEvent | null {
  const base = { id: event.id, orderNumber: order.orderNumber };
  switch (event.action) {
    case 'ship':
      if (!event.carrier || !event.trackingNumber) return null;
      return { ...base, to: 'shipped', carrier: event.carrier, trackingNumber: event.trackingNumber, trackingUrl: trackingUrl(event.carrier, event.trackingNumber) };
    case 'deliver':
      return { ...base, to: 'delivered' };
    case 'cancel':
      return { ...base, to: 'cancelled', refunded };
    case 'refund':
      return { ...base, to: 'refunded', refunded };
    case 'request_return':
      return { ...base, to: 'return_requested' };
    case 'accept_return':
      return { ...base, to: 'returned', refunded };
    case 'reject_return':
      return event.message ? { ...base, to: 'return_refused', message: event.message } : null;
    default:
      return null;
  }
}
