import type { DeliverTo, OrderLine, OrderTotals } from '../core/contract/api';

/**
 * Every mail the store sends, as plain data. The outbox keeps one of these per row, as
 * JSON, and the sender renders it when it goes out: the message says what happened, the templates
 * say how it looks. Links are paths on the store (`/orders/NX-…`); the sender makes them absolute
 * with the store's public origin.
 */

/** An order as the mails show it: what was bought, for how much, and where it goes. */
export interface MailOrder {
  orderNumber: string;
  /** The shopper's name as given on the order form. */
  name: string;
  /** ISO 8601. */
  placedAt: string;
  lines: Array<Pick<OrderLine, 'name' | 'quantity' | 'unitPrice' | 'team'>>;
  totals: Pick<OrderTotals, 'subtotal' | 'discount' | 'shipping' | 'vat' | 'total' | 'vatMode'>;
  couponCode: string | null;
  deliverTo: DeliverTo;
}

export type MailMessage =
  | { kind: 'order-confirmation'; to: string; order: MailOrder; expectedDelivery: string }
  | { kind: 'order-shipped'; to: string; orderNumber: string; name: string; carrier: string; trackingNumber: string; trackingUrl: string | null }
  | { kind: 'order-delivered'; to: string; orderNumber: string; name: string }
  | { kind: 'order-cancelled'; to: string; orderNumber: string; name: string; refunded: number }
  | { kind: 'order-refunded'; to: string; orderNumber: string; name: string; refunded: number }
  | { kind: 'return-requested'; to: string; orderNumber: string; name: string }
  | { kind: 'return-accepted'; to: string; orderNumber: string; name: string; refunded: number }
  /** Staff refused a return: `message` is their reason, in their words. */
  | { kind: 'return-refused'; to: string; orderNumber: string; name: string; message: string }
  | { kind: 'team-complete'; to: string; name: string; productName: string; teamPrice: number; teamCode: string }
  | { kind: 'wheel-voucher'; to: string; code: string; value: number; /** ISO 8601 */ expiresAt: string };

export type MailKind = MailMessage['kind'];

/** Where a message's links point. */
export const orderPath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`;
export const invoicePath = (orderNumber: string) => `${orderPath(orderNumber)}/invoice`;
export const teamPath = (code: string) => `/team/${encodeURIComponent(code)}`;
