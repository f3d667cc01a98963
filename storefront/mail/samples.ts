import { priceCart } from '../core/domain/pricing';
import type { MailMessage, MailOrder } from './messages';

/**
 * One example of every message, for the designers' previews (stories/mail) and the template tests.
 * The totals come from the pricing module, as a real order's do.
 */
const lines = [
  { name: 'Samsung Galaxy S24 Ultra 512 GB', quantity: 1, unitPrice: 24_999_00, team: false },
  { name: 'Sony WH-1000XM5 Wireless Noise Cancelling Headphones', quantity: 2, unitPrice: 6_499_00, team: false },
];
const totals = priceCart(lines.map((line) => ({ unitPrice: line.unitPrice, quantity: line.quantity })));

export const SAMPLE_ORDER: MailOrder = {
  orderNumber: 'NX-7K3M9Q2P',
  name: 'Thandi Nkosi',
  placedAt: '2026-11-25T08:30:00.000Z',
  lines,
  totals,
  couponCode: null,
  deliverTo: {
    name: 'Thandi Nkosi',
    streetAddress: '12 Jan Smuts Avenue',
    suburb: 'Rosebank',
    city: 'Johannesburg',
    province: 'Gauteng',
    postalCode: '2196',
    country: 'South Africa',
  },
};

const to = 'thandi@example.co.za';
const person = { to, orderNumber: SAMPLE_ORDER.orderNumber, name: SAMPLE_ORDER.name };

export const SAMPLE_MESSAGES = {
  'order-confirmation': { kind: 'order-confirmation', to, order: SAMPLE_ORDER, expectedDelivery: 'Sunday, November 29' },
  'order-shipped': {
    kind: 'order-shipped',
    ...person,
    carrier: 'The Courier Guy',
    trackingNumber: 'TCG123456789ZA',
    trackingUrl: 'https://www.thecourierguy.co.za/tracking?waybill=TCG123456789ZA',
  },
  'order-delivered': { kind: 'order-delivered', ...person },
  'order-cancelled': { kind: 'order-cancelled', ...person, refunded: totals.total },
  'order-refunded': { kind: 'order-refunded', ...person, refunded: 6_499_00 },
  'return-requested': { kind: 'return-requested', ...person },
  'return-accepted': { kind: 'return-accepted', ...person, refunded: totals.total },
  'return-refused': { kind: 'return-refused', ...person, message: 'The seal on the box was broken; opened software cannot be returned.' },
  'team-complete': { kind: 'team-complete', to, name: 'Thandi', productName: 'Apple AirPods Pro (2nd generation)', teamPrice: 2_699_00, teamCode: 'K7M2Q9XP' },
  'wheel-voucher': { kind: 'wheel-voucher', to, code: 'NEXUS-7KQ2M9XP', value: 1_000_00, expiresAt: '2026-12-25T08:30:00.000Z' },
} satisfies { [K in MailMessage['kind']]: Extract<MailMessage, { kind: K }> };
