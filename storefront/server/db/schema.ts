import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, ownedBy, timestampNow, timestampTz } from './columns';
import { REFUND_STATES, type RefundState } from '../../core/contract/answers';
import { allowedSteps, ORDER_ACTIONS, ORDER_ACTORS, ORDER_STATES } from '../../core/domain/order-lifecycle';

/** `'a', 'b'` for a check constraint over one of core's lists. */
const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** `('pay', 'pending', 'paid'), …`: every step of `ORDER_MOVES`, for the events' check. */
const steps = () => sql.raw(allowedSteps().map((step) => `(${step.map((part) => `'${part}'`).join(', ')})`).join(', '));

/**
 * The store of record. Money is integer cents (`integer` holds up to R 21 million, far above the
 * R 999 999,99 one card payment can take). Migrations are generated from this file by drizzle-kit
 * (`npx drizzle-kit generate`) into `storefront/drizzle/` and committed.
 */

export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    orderNumber: text('order_number').notNull(),
    /** The client's key for one payment attempt: the unique constraint makes a retried request the same order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What was asked for (lines, amount, payment method): a reused key with another cart is refused. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * Where the order is in its life (core/domain/order-lifecycle.ts): changed only by the order
     * process's `transition` (orders/process.ts), the payment's moves out of pending included.
     */
    status: text('status', { enum: ORDER_STATES }).notNull().default('pending'),
    /** The Firebase account that placed it; null for a guest. */
    accountUid: text('account_uid'),
    currency: text('currency', { enum: ['zar'] }).notNull().default('zar'),
    itemCount: integer('item_count').notNull(),
    subtotal: integer('subtotal').notNull(),
    shipping: integer('shipping').notNull(),
    vat: integer('vat').notNull(),
    /** What the coupon took off the goods (0 without one). */
    discount: integer('discount').notNull().default(0),
    /** The coupon the order used, as the shopper typed it (a voucher code or FLASH30); one per order. */
    couponCode: text('coupon_code'),
    total: integer('total').notNull(),
    vatMode: text('vat_mode', { enum: ['inclusive', 'on-top'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    streetAddress: text('street_address').notNull(),
    /** Null on orders placed before the form asked for it (migration 0004). */
    suburb: text('suburb'),
    city: text('city').notNull(),
    /** One of the nine provinces; null on orders placed before the form asked for it (migration 0004). */
    province: text('province'),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    /** The provider's PaymentIntent id; empty until the provider created one. */
    paymentReference: text('payment_reference').notNull().default(''),
    /** The provider's decline code when the payment failed. */
    failureCode: text('failure_code'),
    /** The words the shopper was given when it failed, so that a retry of the attempt hears them again. */
    failureMessage: text('failure_message'),
    /** Cents given back so far (partial refunds, cancellation, return); never above `total`. */
    refunded: integer('refunded').notNull().default(0),
    placedAt: timestampNow('placed_at'),
    paidAt: timestampTz('paid_at'),
    updatedAt: timestampNow('updated_at'),
  },
  (table) => [
    uniqueIndex('orders_idempotency_key_unique').on(table.idempotencyKey),
    uniqueIndex('orders_order_number_unique').on(table.orderNumber),
    index('orders_account_placed_idx').on(table.accountUid, table.placedAt.desc()),
    index('orders_payment_reference_idx').on(table.paymentReference),
    check('orders_discount_check', sql`${table.discount} >= 0 and ${table.discount} <= ${table.subtotal}`),
    check('orders_status_check', sql`${table.status} in (${listed(ORDER_STATES)})`),
    check('orders_refunded_check', sql`${table.refunded} >= 0 and ${table.refunded} <= ${table.total}`),
    // The expiry job looks for old pending orders.
    index('orders_pending_placed_idx').on(table.placedAt).where(sql`${table.status} = 'pending'`),
    // The desk's list: newest first, by status, by email, and the dashboard's paid figures.
    // NULLS FIRST is PostgreSQL's own order for DESC: the index then serves `order by placed_at desc,
    // id desc` (newest first) and, read backwards, `asc` (oldest first). With drizzle's default (NULLS
    // LAST) it served neither, and every page of the list sorted the whole table (migration 0010).
    index('orders_placed_idx').on(table.placedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('orders_status_placed_idx').on(table.status, table.placedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('orders_email_idx').on(sql`lower(${table.email}) text_pattern_ops`),
    index('orders_paid_at_idx').on(table.paidAt),
    // Sorting the desk's list by total, either way (0010).
    index('orders_total_idx').on(table.total, table.id),
    // The desk's search for part of a name (`name ilike '%…%'`): trigrams (the pg_trgm extension, 0010).
    index('orders_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    check(
      'orders_total_check',
      sql`${table.total} = ${table.subtotal} - ${table.discount} + ${table.shipping} + (case when ${table.vatMode} = 'on-top' then ${table.vat} else 0 end)`,
    ),
  ],
);

/**
 * Every move of every order: who made it, when, from which state to which, and what it
 * carried. Rows are only ever added: a trigger in the migration refuses UPDATE and DELETE.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    action: text('action', { enum: ORDER_ACTIONS }).notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATES }).notNull(),
    toStatus: text('to_status', { enum: ORDER_STATES }).notNull(),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    /** The Firebase account that made it (merchant or shopper); null for the system. */
    actorUid: text('actor_uid'),
    actorEmail: text('actor_email'),
    /** Staff's internal note (a failure code for the system's moves): never shown to the shopper. */
    note: text('note'),
    /** Words for the shopper: a return's reason as they wrote it, why a return was refused. */
    message: text('message'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Cents given back by this move (refund, cancellation, return). */
    amount: integer('amount'),
    /** The gateway's reference: the refund id (`re_…`) for refunds, the PaymentIntent for payment moves. */
    gatewayReference: text('gateway_reference'),
    at: timestampNow('at'),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.id),
    check('order_events_action_check', sql`${table.action} in (${listed(ORDER_ACTIONS)})`),
    check('order_events_actor_check', sql`${table.actor} in (${listed(ORDER_ACTORS)})`),
    check('order_events_amount_check', sql`${table.amount} is null or ${table.amount} > 0`),
    // Only the moves the order's table allows: the database refuses any other step, whoever writes it.
    check('order_events_step_check', sql`(${table.action}, ${table.fromStatus}, ${table.toStatus}) in (${steps()})`),
    check('order_events_shipped_check', sql`${table.toStatus} <> 'shipped' or ${table.fromStatus} = 'shipped' or (${table.carrier} is not null and ${table.trackingNumber} is not null)`),
  ],
);

export { REFUND_STATES, type RefundState };

/**
 * Money owed back to a shopper, one row per refund. Written in the transaction of the move that owes
 * it (a cancellation, a return, a partial refund) or of the event that finds a payment for an order
 * that failed or expired; carried out by a job until the gateway confirms: requested (owed, not yet
 * accepted by the gateway) -> pending (accepted, not yet confirmed) -> succeeded | failed. A
 * provider's refund webhook moves it by `gateway_reference`. The shopper hears "refunded" only once
 * it succeeded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The move that owed it; null for a late payment given back (no move of the order). */
    eventId: integer('event_id').references(() => orderEvents.id),
    kind: text('kind', { enum: ['move', 'late_payment'] }).notNull(),
    /** The payment to refund (a PaymentIntent id). */
    paymentReference: text('payment_reference').notNull(),
    amount: integer('amount').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('requested'),
    /** Sent with every attempt, so the gateway makes one refund however often it is asked. */
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason').notNull(),
    /** The gateway's refund id (`re_…`) once it accepted the refund. */
    gatewayReference: text('gateway_reference'),
    /** The gateway's last error or why it failed, for the desk. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampNow('next_attempt_at'),
    /** Set while one worker is asking the gateway (a lease: a worker that died lets go). */
    claimedUntil: timestampTz('claimed_until'),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
    settledAt: timestampTz('settled_at'),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key_unique').on(table.idempotencyKey),
    uniqueIndex('refunds_gateway_reference_unique').on(table.gatewayReference),
    index('refunds_order_idx').on(table.orderId),
    index('refunds_due_idx').on(table.nextAttemptAt).where(sql`${table.state} in ('requested', 'pending')`),
    check('refunds_amount_check', sql`${table.amount} > 0`),
    check('refunds_state_check', sql`${table.state} in (${listed(REFUND_STATES)})`),
    check('refunds_kind_check', sql`${table.kind} in ('move', 'late_payment')`),
  ],
);

/** The credit notes' own number series: CN-000001, CN-000002, … */
export const creditNoteNumbers = pgSequence('credit_note_number_seq', { startWith: 1 });

/**
 * A credit note (VAT Act s21) for every refund of an invoiced order, a cancellation's included:
 * its own number, the invoice it corrects (the order's number), the amount credited and the VAT in it
 * reversed. Issued in the transaction of the move that owes the refund.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: identityId(),
    number: text('number')
      .notNull()
      .default(sql`'CN-' || lpad(nextval('credit_note_number_seq')::text, 6, '0')`),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    /** Cents credited, VAT included. */
    amount: integer('amount').notNull(),
    /** The VAT in `amount`, reversed. */
    vat: integer('vat').notNull(),
    issuedAt: timestampNow('issued_at'),
  },
  (table) => [
    uniqueIndex('credit_notes_number_unique').on(table.number),
    uniqueIndex('credit_notes_refund_unique').on(table.refundId),
    index('credit_notes_order_idx').on(table.orderId),
    check('credit_notes_amount_check', sql`${table.amount} > 0 and ${table.vat} >= 0 and ${table.vat} <= ${table.amount}`),
  ],
);

/** One line of an order, as charged: the unit price is the team price for team lines. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: ownedBy('order_id', () => orders.id),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    team: boolean('team').notNull(),
    /** The team a team line was bought with; null for other lines. */
    teamCode: text('team_code'),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
    check('order_lines_unit_price_check', sql`${table.unitPrice} >= 0`),
  ],
);

/**
 * The embedded test gateway's PaymentIntents. Stripe keeps its idempotency keys on its side; the
 * test gateway keeps them here, so that a retry after a server restart returns the first result
 * instead of charging again.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  /** The gateway's answer, replayed to every request with the same key. */
  result: jsonb('result').notNull(),
  createdAt: timestampNow('created_at'),
});

/**
 * The embedded test gateway's refunds, as Stripe keeps them: one row per refund, its key making a
 * repeated refund request the same refund. Never more than the payment's amount in all.
 */
export const testRefunds = pgTable('test_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestampNow('created_at'),
}, (table) => [index('test_refunds_payment_idx').on(table.paymentId), check('test_refunds_amount_check', sql`${table.amount} > 0`)]);

/** Stripe webhook events already applied: a replayed event id is refused and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestampNow('received_at'),
});

// Team buys live in their own module.
export * from '../teams/schema';
/**
 * Coupons the store issued. A wheel voucher (`kind` 'voucher') is one row made by the spin, `value` in
 * cents. FLASH30 is one code for everybody but once per account, so each account's use of it is a row
 * of its own (`kind` 'flash', code 'FLASH30:<uid>', `value` in whole percent), made when it is first
 * reserved. Every state change is a conditional UPDATE: available -> reserved (by one pending order)
 * -> redeemed when that order is paid, or back to available when its payment fails.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: identityId(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['voucher', 'flash'] }).notNull(),
    value: integer('value').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    state: text('state', { enum: ['available', 'reserved', 'redeemed'] }).notNull().default('available'),
    /** The pending or paid order holding it. */
    reservedBy: integer('reserved_by').references(() => orders.id),
    /** Who won it (null for a guest's spin); for FLASH30, whose use it is. */
    accountUid: text('account_uid'),
    createdAt: timestampNow('created_at'),
  },
  (table) => [
    uniqueIndex('coupons_code_unique').on(table.code),
    index('coupons_reserved_by_idx').on(table.reservedBy),
    check('coupons_kind_check', sql`${table.kind} in ('voucher', 'flash')`),
    check('coupons_state_check', sql`${table.state} in ('available', 'reserved', 'redeemed')`),
    check('coupons_value_check', sql`${table.value} > 0`),
    check('coupons_reserved_check', sql`(${table.state} = 'available') = (${table.reservedBy} is null)`),
  ],
);

/**
 * One row per spin of the prize wheel. The unique indexes on the account and the device are what make
 * it one spin per signed-in account and one per browser, whichever server process answers.
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: identityId(),
    accountUid: text('account_uid'),
    clientAddress: text('client_address').notNull(),
    /** The browser's device id from its signed cookie (null on spins made before devices were counted). */
    deviceId: text('device_id'),
    segment: integer('segment').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    spunAt: timestampNow('spun_at'),
  },
  (table) => [uniqueIndex('wheel_spins_account_unique').on(table.accountUid), uniqueIndex('wheel_spins_device_unique').on(table.deviceId)],
);

/**
 * Fixed-window counters per client (spins, wrong coupon codes), kept in the database so that every
 * server process counts the same hits.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    clientKey: text('client_key').notNull(),
    windowStartedAt: timestampTz('window_started_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.clientKey] })],
);

/** rate-limiter-flexible's PostgreSQL store (payment attempts); its own column names and types. */
export const RATE_LIMITER_TABLE = 'rate_limiter_points';

/**
 * Points spent per key in the current window (`key` is '<budget>:<client>', `expire` the window's end
 * in epoch milliseconds), written by rate-limiter-flexible with one atomic upsert per attempt.
 */
export const rateLimiterPoints = pgTable(RATE_LIMITER_TABLE, {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
/**
 * Mail waiting to be sent. The event that causes a mail writes its row in the event's own
 * transaction (`queueMail`), so a mail is queued exactly when the event happened; the sender claims
 * rows (`FOR UPDATE SKIP LOCKED` plus a lease), sends, and marks them sent, so a row is sent by one
 * sender only. A failed send is retried later (`next_attempt_at`), never dropped.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identityId(),
    /** One mail per cause ('order-confirmation:NX-…'): queueing the same cause twice writes nothing. */
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** Everything the template needs, as data: rendered when sent. */
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampNow('next_attempt_at'),
    /** Set while one sender holds the row; a sender that died lets go when the lease runs out. */
    claimToken: text('claim_token'),
    claimedUntil: timestampTz('claimed_until'),
    lastError: text('last_error'),
    createdAt: timestampNow('created_at'),
    sentAt: timestampTz('sent_at'),
    /** Set when the mail failed its last allowed attempt: it waits on the desk's dead-letter list for a resend. */
    deadAt: timestampTz('dead_at'),
  },
  (table) => [
    uniqueIndex('mail_outbox_dedupe_key_unique').on(table.dedupeKey),
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.deadAt} is null`),
    index('mail_outbox_dead_idx').on(table.deadAt).where(sql`${table.deadAt} is not null`),
  ],
);

// Stock levels, reservations and their ledger.
export * from '../stock/schema';

// The catalogue: products, variants, prices, images, collections and the search engine's documents.
export * from '../catalogue/schema';
