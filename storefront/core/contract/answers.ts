import { ORDER_ACTIONS, ORDER_ACTORS, ORDER_STATES } from '../domain/order-lifecycle';
import { MAX_ORDER_LINES } from '../domain/pricing';
import { STOCK_STATES } from '../domain/stock';
import { TEAM_CODE_PATTERN } from '../domain/team';
import { z } from '../domain/schema-mini';

/**
 * Part of the contract (api.ts re-exports all of it): the answers the merchant's desk reads (orders,
 * one order, the dashboard, stock), the API's error answer, and the order they are built from, written
 * with zod/mini (core/domain/schema-mini.ts) so that the desk's screens parse them without loading zod
 * classic (22 KB as sent). The same schemas, the same rules; only the spelling differs: functions
 * (`z.nullable(x)`, `z.extend(a, {...})`, `.check(z.nonnegative())`) instead of methods. The server
 * types and tests its answers with them as before, through api.ts.
 */

/** Every non-OK answer of the API: 4xx for a request refused, 402 for a decline, 5xx for a failure. */
export const apiErrorSchema = z.object({
  error: z.string(),
  /** With 402: the provider's code, e.g. 'card_declined'. With other 4xx: a machine-readable reason. */
  code: z.optional(z.string()),
  /** With 400: every validation problem found, at most 10. */
  problems: z.optional(z.array(z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Cents: a whole number, never negative (api.ts has its classic twin for the requests' schemas). */
const cents = z.int().check(z.nonnegative());
const count = z.int().check(z.nonnegative());
const isoDateTime = z.iso.datetime({ offset: true });

export const totalsSchema = z.object({
  itemCount: count,
  subtotal: cents,
  /** What a coupon took off the goods. */
  discount: cents,
  shipping: cents,
  vat: cents,
  total: cents,
  vatMode: z.enum(['inclusive', 'on-top']),
});
export type OrderTotals = z.infer<typeof totalsSchema>;

export const orderLineSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  quantity: z.int().check(z.positive()),
  /** Cents per unit as charged: the team price for team lines. */
  unitPrice: cents,
  team: z.boolean(),
  /** The team a team line was bought with (its share code: api.ts's teamCodeSchema). */
  teamCode: z.optional(z.string().check(z.regex(TEAM_CODE_PATTERN))),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

// ---------------------------------------------------------------------------------------------
// Orders: GET /api/orders, GET /api/orders/:number

/**
 * Every state of an order's life (core/domain/order-lifecycle.ts). `expired`: pending too long (an
 * abandoned 3-D Secure check, a lost attempt); nothing was kept.
 */
export const ORDER_STATUSES = ORDER_STATES;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One move in an order's life, as its shopper sees it: no staff names. */
export const orderEventSchema = z.object({
  /** ISO 8601. */
  at: isoDateTime,
  action: z.enum(ORDER_ACTIONS),
  from: z.enum(ORDER_STATES),
  to: z.enum(ORDER_STATES),
  by: z.enum(ORDER_ACTORS),
  /** Words for the shopper: a return's reason as they wrote it, why a return was refused. */
  message: z.nullable(z.string()),
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  /** The carrier's tracking page, for carriers the shop knows. */
  trackingUrl: z.nullable(z.string()),
  /** Cents given back by this move. */
  amount: z.nullable(cents),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * A refund's state: owed and not yet accepted by the gateway (requested), accepted and not yet
 * confirmed (pending), given back (succeeded), or refused by the gateway (failed: staff must act).
 */
export const REFUND_STATES = ['requested', 'pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** One refund of an order, as its shopper sees it. */
export const orderRefundSchema = z.object({
  amount: cents,
  state: z.enum(REFUND_STATES),
  /** ISO 8601: when it was owed, and when the gateway confirmed or refused it. */
  requestedAt: isoDateTime,
  settledAt: z.nullable(isoDateTime),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A credit note: its own number, the tax invoice it corrects (the order's number), what it credits. */
export const creditNoteSchema = z.object({
  number: z.string(),
  /** ISO 8601. */
  issuedAt: isoDateTime,
  /** Cents credited, VAT included. */
  amount: cents,
  /** The VAT in the amount, reversed. */
  vat: cents,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** 'NX-' and 8 characters of Crockford's base 32 (no I, L, O or U). */
export const ORDER_NUMBER_PATTERN = /^NX-[0-9A-HJKMNP-TV-Z]{8}$/;
export const orderNumberSchema = z.string().check(z.regex(ORDER_NUMBER_PATTERN));

/**
 * Where an order goes. `suburb` and `province` are null on orders placed before the form asked for
 * them; `country` is always 'South Africa' on new orders.
 */
export const deliverToSchema = z.object({
  name: z.string(),
  streetAddress: z.string(),
  suburb: z.nullable(z.string()),
  city: z.string(),
  province: z.nullable(z.string()),
  postalCode: z.string(),
  country: z.string(),
});
export type DeliverTo = z.infer<typeof deliverToSchema>;

/** One order as the server keeps it, for its owner (the account, or the guest who knows its email). */
export const orderSchema = z.object({
  orderNumber: orderNumberSchema,
  status: z.enum(ORDER_STATUSES),
  /** ISO 8601: when the order was created (the payment attempt). */
  placedAt: isoDateTime,
  /** ISO 8601: when the payment succeeded; null until then. */
  paidAt: z.nullable(isoDateTime),
  currency: z.literal('zar'),
  /** Cents charged (or to be charged while pending). */
  amount: cents,
  totals: totalsSchema,
  lines: z.array(orderLineSchema).check(z.minLength(1), z.maxLength(MAX_ORDER_LINES)),
  deliverTo: deliverToSchema,
  email: z.string(),
  phone: z.string(),
  /** The provider's payment reference (a PaymentIntent id). */
  paymentReference: z.string(),
  /** The coupon the order used (its discount is in `totals.discount`); null without one. */
  couponCode: z.optional(z.nullable(z.string())),
  /** Cents given back so far (the shopper's answer counts only refunds that succeeded). */
  refunded: cents,
  /** Every refund owed or made, oldest first. */
  refunds: z.array(orderRefundSchema),
  /** A credit note for each refund of the paid order (its tax invoice), oldest first. */
  creditNotes: z.array(creditNoteSchema),
  /** Every move so far, oldest first. */
  events: z.array(orderEventSchema),
  /** What the reader may do with it now (a shopper: 'cancel', 'request_return'). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** ISO 8601: the last moment a delivered order may be returned; null before delivery. */
  returnBy: z.nullable(isoDateTime),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders: the signed-in account's orders, newest first. */
export const ordersListSchema = z.object({ orders: z.array(orderSchema) });
export type OrdersList = z.infer<typeof ordersListSchema>;

// ---------------------------------------------------------------------------------------------
// The merchant's desk: /api/desk/… (a Firebase account with the custom claim `merchant: true`)

export const DESK_SORTS = ['placed', '-placed', 'total', '-total'] as const;
export const DESK_PAGE_SIZE = 25;

export const deskOrderRowSchema = z.object({
  orderNumber: orderNumberSchema,
  status: z.enum(ORDER_STATES),
  placedAt: isoDateTime,
  name: z.string(),
  email: z.string(),
  itemCount: count,
  total: cents,
  refunded: cents,
});
export type DeskOrderRow = z.infer<typeof deskOrderRowSchema>;

export const deskOrdersPageSchema = z.object({
  orders: z.array(deskOrderRowSchema),
  page: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
  /** Orders matching the filters, on every page. */
  total: count,
});
export type DeskOrdersPage = z.infer<typeof deskOrdersPageSchema>;

/** One move as staff see it: who made it, their internal note and the gateway's reference. */
export const deskOrderEventSchema = z.extend(orderEventSchema, {
  /** Staff's internal note (a failure code for the system's moves); never in the shopper's answers. */
  note: z.nullable(z.string()),
  actorEmail: z.nullable(z.string()),
  gatewayReference: z.nullable(z.string()),
});
export type DeskOrderEvent = z.infer<typeof deskOrderEventSchema>;

/** One refund as staff see it: the gateway's reference and, while it is not done, why. */
export const deskRefundSchema = z.extend(orderRefundSchema, {
  id: z.int().check(z.positive()),
  /** 'move': owed by a cancellation, return or partial refund; 'late_payment': money taken for an order that had failed or expired. */
  kind: z.enum(['move', 'late_payment']),
  gatewayReference: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  attempts: count,
});
export type DeskRefund = z.infer<typeof deskRefundSchema>;

export const deskOrderSchema = z.extend(orderSchema, {
  events: z.array(deskOrderEventSchema),
  refunds: z.array(deskRefundSchema),
  /** Placed by a signed-in account (its uid), or a guest (null). */
  accountUid: z.nullable(z.string()),
  failureCode: z.nullable(z.string()),
});
export type DeskOrder = z.infer<typeof deskOrderSchema>;

const figuresSchema = z.object({ orders: count, revenue: cents, refunded: cents });

/** GET /api/desk/dashboard: paid orders and revenue today and this week (South African time). */
export const deskDashboardSchema = z.object({
  today: figuresSchema,
  week: figuresSchema,
  /** Paid orders waiting to be packed. */
  toPack: count,
  /** Packed orders waiting to be shipped. */
  toShip: count,
  /** Returns waiting for staff. */
  returnsRequested: count,
});
export type DeskDashboard = z.infer<typeof deskDashboardSchema>;

// ---------------------------------------------------------------------------------------------
// The desk's stock routes

/** One product's level as the desk sees it. */
export const deskStockLevelSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  onHand: count,
  reserved: count,
  available: count,
  state: z.enum(STOCK_STATES),
});
export type DeskStockLevel = z.infer<typeof deskStockLevelSchema>;

/** GET /api/desk/stock: every product's level, and the level at or below which one is low. */
export const deskStockListSchema = z.object({ lowStockLevel: count, levels: z.array(deskStockLevelSchema) });
export type DeskStockList = z.infer<typeof deskStockListSchema>;

/** One row of the stock ledger (GET /api/desk/stock/moves). */
export const stockMoveSchema = z.object({
  id: z.int().check(z.positive()),
  productId: z.int().check(z.positive()),
  kind: z.enum(['seed', 'reserve', 'release', 'sell', 'restock', 'adjust']),
  onHandChange: z.int(),
  reservedChange: z.int(),
  onHandAfter: count,
  reservedAfter: count,
  orderNumber: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  actor: z.string(),
  at: isoDateTime,
});
export type StockMove = z.infer<typeof stockMoveSchema>;
export const stockMovesSchema = z.object({ moves: z.array(stockMoveSchema) });
export type StockMoves = z.infer<typeof stockMovesSchema>;
