import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { orders } from '../db/schema';
import { identityId, ownedBy, timestampNow } from '../db/columns';

/**
 * Stock. Kept apart from the orders' schema so that stock changes in one place;
 * `server/db/schema.ts` re-exports these for drizzle-kit and the typed queries.
 */

/** One row per catalogue product: available = on hand − reserved, never below zero (the checks). */
export const stockLevels = pgTable(
  'stock_levels',
  {
    productId: integer('product_id').primaryKey(),
    /** Units on the shelf, including those held for orders not yet shipped (what a count finds). */
    onHand: integer('on_hand').notNull(),
    /** Units held by orders not yet shipped (reserved when the order is written; sold when shipped, or released). */
    reserved: integer('reserved').notNull().default(0),
    updatedAt: timestampNow('updated_at'),
  },
  (table) => [
    check('stock_levels_on_hand_check', sql`${table.onHand} >= 0`),
    check('stock_levels_reserved_check', sql`${table.reserved} >= 0 and ${table.reserved} <= ${table.onHand}`),
  ],
);

export const RESERVATION_STATES = ['held', 'released', 'sold', 'returned'] as const;

/**
 * What one order holds of one product (its lines of that product counted together). The state moves
 * held -> released (failed, expired, cancelled before shipping) or held -> sold (shipped) -> returned (units received
 * back), each by one conditional UPDATE, so a move happens once however often it is asked for.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: ownedBy('order_id', () => orders.id),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    state: text('state', { enum: RESERVATION_STATES }).notNull().default('held'),
    updatedAt: timestampNow('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    index('stock_reservations_product_idx').on(table.productId, table.state),
    check('stock_reservations_quantity_check', sql`${table.quantity} > 0`),
    check('stock_reservations_state_check', sql`${table.state} in ('held', 'released', 'sold', 'returned')`),
  ],
);

export const STOCK_MOVE_KINDS = ['seed', 'reserve', 'release', 'sell', 'restock', 'adjust'] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

/**
 * The ledger: every change to a stock level, never updated or deleted. `onHandChange` and
 * `reservedChange` are what the move did to the level; the `…After` columns are the level it left.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: identityId(),
    productId: integer('product_id').notNull(),
    kind: text('kind', { enum: STOCK_MOVE_KINDS }).notNull(),
    onHandChange: integer('on_hand_change').notNull(),
    reservedChange: integer('reserved_change').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    reservedAfter: integer('reserved_after').notNull(),
    /** The order behind a reserve, release, sell or restock. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Why (an adjustment's reason as the merchant wrote it, 'seed', 'payment failed'…). */
    reason: text('reason'),
    /** Who: a merchant's account uid, or 'system' for moves made by the store itself. */
    actor: text('actor').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (table) => [
    index('stock_moves_product_idx').on(table.productId, table.id.desc()),
    index('stock_moves_order_idx').on(table.orderId),
    check('stock_moves_kind_check', sql`${table.kind} in ('seed', 'reserve', 'release', 'sell', 'restock', 'adjust')`),
  ],
);
