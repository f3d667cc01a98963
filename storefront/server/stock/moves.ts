import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { stockLevels, stockMoves, stockReservations, type StockMoveKind } from './schema';

/**
 * The only code that changes stock. Each move is a plain function that takes the caller's
 * transaction, so that it commits or rolls back with the order change that caused it, and each one
 * writes its rows to the ledger (`stock_moves`).
 *
 * Concurrency: a reservation is one conditional `UPDATE … WHERE on_hand - reserved >= n` per product.
 * PostgreSQL queues concurrent updates of one row on its lock and re-checks the condition against the
 * committed row, so of 20 orders racing for the last unit exactly one gets it, whatever the isolation
 * level of the callers. Products are touched in id order so that two orders never wait on each other.
 */

/** A transaction (or the database itself, for a move that needs no other statement). */
export type StockExecutor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

/** Who made a move that no merchant made. */
export const SYSTEM_ACTOR = 'system';

export interface StockLine {
  /** The product id. */
  id: number;
  quantity: number;
}

/** A product the order asked more of than is available. */
export interface ShortLine {
  id: number;
  requested: number;
  available: number;
}

export type ReserveResult = { ok: true } | { ok: false; short: ShortLine[] };

/** Lines of one product counted together, in product id order. */
export function combineLines(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.id, (totals.get(line.id) ?? 0) + line.quantity);
  return [...totals.entries()].sort(([a], [b]) => a - b).map(([id, quantity]) => ({ id, quantity }));
}

interface LevelAfter {
  productId: number;
  onHand: number;
  reserved: number;
}

async function record(
  tx: StockExecutor,
  kind: StockMoveKind,
  after: LevelAfter,
  change: { onHand: number; reserved: number },
  details: { orderId?: number | null; reason?: string | null; actor?: string },
) {
  await tx.insert(stockMoves).values({
    productId: after.productId,
    kind,
    onHandChange: change.onHand,
    reservedChange: change.reserved,
    onHandAfter: after.onHand,
    reservedAfter: after.reserved,
    orderId: details.orderId ?? null,
    reason: details.reason ?? null,
    actor: details.actor ?? SYSTEM_ACTOR,
  });
}

const returningLevel = { productId: stockLevels.productId, onHand: stockLevels.onHand, reserved: stockLevels.reserved };

/**
 * Holds the order's lines (lines of one product counted together). On `ok: false` nothing the caller
 * should keep was done: some products may have been reserved before a later one came up short, so the
 * caller must roll its transaction back (the payment API does, and answers 409 with `short`). A
 * product with no stock row has none to sell.
 */
export async function reserveStock(tx: StockExecutor, orderId: number, lines: readonly StockLine[]): Promise<ReserveResult> {
  const wanted = combineLines(lines);
  let shortFrom = -1;
  for (const [index, line] of wanted.entries()) {
    const [after] = await tx
      .update(stockLevels)
      .set({ reserved: sql`${stockLevels.reserved} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(stockLevels.productId, line.id), sql`${stockLevels.onHand} - ${stockLevels.reserved} >= ${line.quantity}`))
      .returning(returningLevel);
    if (!after) {
      shortFrom = index;
      break;
    }
    await tx.insert(stockReservations).values({ orderId, productId: line.id, quantity: line.quantity });
    await record(tx, 'reserve', after, { onHand: 0, reserved: line.quantity }, { orderId });
  }
  if (shortFrom < 0) return { ok: true };
  // The order fails: tell the shopper every product it cannot have, with what is left of each now.
  const rest = wanted.slice(shortFrom);
  const levels = await tx
    .select(returningLevel)
    .from(stockLevels)
    .where(inArray(stockLevels.productId, rest.map((line) => line.id)));
  const short: ShortLine[] = [];
  for (const line of rest) {
    const level = levels.find((row) => row.productId === line.id);
    const available = level ? Math.max(0, level.onHand - level.reserved) : 0;
    if (line.quantity > available || short.length === 0) short.push({ id: line.id, requested: line.quantity, available });
  }
  return { ok: false, short };
}

/**
 * Moves the order's reservations out of `from` into `to` (one conditional UPDATE, so a second call
 * finds nothing to move) and applies `change` to each product's level.
 */
async function settleReservations(
  tx: StockExecutor,
  orderId: number,
  from: 'held' | 'sold',
  to: 'released' | 'sold' | 'returned',
  kind: StockMoveKind,
  change: (quantity: number) => { onHand: number; reserved: number },
  reason: string,
  actor = SYSTEM_ACTOR,
): Promise<StockLine[]> {
  const moved = await tx
    .update(stockReservations)
    .set({ state: to, updatedAt: sql`now()` })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, from)))
    .returning({ id: stockReservations.productId, quantity: stockReservations.quantity });
  moved.sort((a, b) => a.id - b.id);
  for (const line of moved) {
    const delta = change(line.quantity);
    const [after] = await tx
      .update(stockLevels)
      .set({
        onHand: sql`${stockLevels.onHand} + ${delta.onHand}`,
        reserved: sql`${stockLevels.reserved} + ${delta.reserved}`,
        updatedAt: sql`now()`,
      })
      .where(eq(stockLevels.productId, line.id))
      .returning(returningLevel);
    if (!after) throw new Error(`Stock of product ${line.id} disappeared while order ${orderId} held it.`);
    await record(tx, kind, after, delta, { orderId, reason, actor });
  }
  return moved;
}

/**
 * The order will not be sent (its payment failed or expired, or it was cancelled before shipping):
 * what it held is available again. On hand never changed: the units never left the shelf.
 */
export function releaseStock(tx: StockExecutor, orderId: number, reason = 'order not paid', actor = SYSTEM_ACTOR): Promise<StockLine[]> {
  return settleReservations(tx, orderId, 'held', 'released', 'release', (q) => ({ onHand: 0, reserved: -q }), reason, actor);
}

/**
 * The order was shipped: its units leave the shelf, so they leave on hand (and the hold). Until then a
 * paid order holds them, and on hand is what a merchant counts on the shelf.
 */
export function sellStock(tx: StockExecutor, orderId: number, actor = SYSTEM_ACTOR): Promise<StockLine[]> {
  return settleReservations(tx, orderId, 'held', 'sold', 'sell', (q) => ({ onHand: -q, reserved: -q }), 'order shipped', actor);
}

/** A merchant received a returned order's units back: they are on hand again. Returns what was put back (nothing if already). */
export function restockReturn(tx: StockExecutor, orderId: number, actor = SYSTEM_ACTOR, reason = 'returned units received'): Promise<StockLine[]> {
  return settleReservations(tx, orderId, 'sold', 'returned', 'restock', (q) => ({ onHand: q, reserved: 0 }), reason, actor);
}

export type AdjustResult =
  | { kind: 'adjusted'; level: LevelAfter }
  | { kind: 'unknown-product' }
  /** On hand cannot go below what orders hold (pending, and paid until shipped). */
  | { kind: 'below-reserved'; reserved: number };

/**
 * A merchant counted the shelf: on hand becomes `onHand`, recorded with the reason and who. Every unit
 * an order holds is still on the shelf until it ships, so a true count is never below the holds.
 */
export async function adjustStock(tx: StockExecutor, productId: number, onHand: number, reason: string, actor: string): Promise<AdjustResult> {
  const [before] = await tx.select(returningLevel).from(stockLevels).where(eq(stockLevels.productId, productId)).for('update');
  if (!before) return { kind: 'unknown-product' };
  if (onHand < before.reserved) return { kind: 'below-reserved', reserved: before.reserved };
  const [after] = await tx
    .update(stockLevels)
    .set({ onHand, updatedAt: sql`now()` })
    .where(eq(stockLevels.productId, productId))
    .returning(returningLevel);
  if (!after) return { kind: 'unknown-product' };
  await record(tx, 'adjust', after, { onHand: onHand - before.onHand, reserved: 0 }, { reason, actor });
  return { kind: 'adjusted', level: after };
}

/** Gives every product without a stock row its seed level (a fresh store, or a product new to the catalogue). */
export async function seedStock(tx: StockExecutor, levels: ReadonlyMap<number, number>): Promise<number> {
  const entries = [...levels.entries()].sort(([a], [b]) => a - b);
  if (entries.length === 0) return 0;
  const inserted = await tx
    .insert(stockLevels)
    .values(entries.map(([productId, onHand]) => ({ productId, onHand })))
    .onConflictDoNothing()
    .returning(returningLevel);
  for (const row of inserted) await record(tx, 'seed', row, { onHand: row.onHand, reserved: 0 }, { reason: 'seed' });
  return inserted.length;
}

/** Levels of the given products (all when `ids` is omitted), by product id. */
export async function stockLevelsOf(tx: StockExecutor, ids?: readonly number[]): Promise<LevelAfter[]> {
  const query = tx.select(returningLevel).from(stockLevels);
  return ids === undefined
    ? query.orderBy(asc(stockLevels.productId))
    : ids.length === 0
      ? []
      : query.where(inArray(stockLevels.productId, [...ids])).orderBy(asc(stockLevels.productId));
}
