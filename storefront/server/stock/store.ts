import { desc, eq } from 'drizzle-orm';
import { guarded, type Database } from '../db';
import { orders } from '../db/schema';
import { adjustStock, seedStock, stockLevelsOf, type AdjustResult } from './moves';
import { stockLevels, stockMoves } from './schema';

export interface StockLevel {
  productId: number;
  onHand: number;
  reserved: number;
}

export interface StockMoveRow {
  id: number;
  productId: number;
  kind: (typeof stockMoves.$inferSelect)['kind'];
  onHandChange: number;
  reservedChange: number;
  onHandAfter: number;
  reservedAfter: number;
  orderNumber: string | null;
  reason: string | null;
  actor: string;
  at: Date;
}

/** What the API and the pages read and the desk changes; orders move stock through `moves.ts`. */
export interface StockStore {
  /** Levels of these products (every product with a level when omitted). */
  levels(ids?: readonly number[]): Promise<StockLevel[]>;
  /** A merchant's count, recorded in the ledger with the reason. */
  adjust(productId: number, onHand: number, reason: string, actor: string): Promise<AdjustResult>;
  /** The ledger, newest first (one product's when given). */
  moves(productId?: number, limit?: number): Promise<StockMoveRow[]>;
  /** When each product's level last changed (a reservation, a sale, a count), by product id. */
  changedAt(): Promise<Map<number, Date>>;
  /** Seeds products that have no level yet; the number seeded. */
  seed(levels: ReadonlyMap<number, number>): Promise<number>;
}


export function createStockStore(db: Database): StockStore {
  return {
    levels: (ids) => guarded(() => stockLevelsOf(db, ids)),
    adjust: (productId, onHand, reason, actor) => guarded(() => db.transaction((tx) => adjustStock(tx, productId, onHand, reason, actor))),
    seed: (levels) => guarded(() => db.transaction((tx) => seedStock(tx, levels))),
    changedAt: () =>
      guarded(async () => {
        const rows = await db.select({ productId: stockLevels.productId, at: stockLevels.updatedAt }).from(stockLevels);
        return new Map(rows.map((row) => [row.productId, row.at]));
      }),
    moves: (productId, limit = 200) =>
      guarded(async () => {
        const query = db
          .select({
            id: stockMoves.id,
            productId: stockMoves.productId,
            kind: stockMoves.kind,
            onHandChange: stockMoves.onHandChange,
            reservedChange: stockMoves.reservedChange,
            onHandAfter: stockMoves.onHandAfter,
            reservedAfter: stockMoves.reservedAfter,
            orderNumber: orders.orderNumber,
            reason: stockMoves.reason,
            actor: stockMoves.actor,
            at: stockMoves.createdAt,
          })
          .from(stockMoves)
          .leftJoin(orders, eq(orders.id, stockMoves.orderId))
          .$dynamic();
        const filtered = productId === undefined ? query : query.where(eq(stockMoves.productId, productId));
        return filtered.orderBy(desc(stockMoves.id)).limit(limit);
      }),
  };
}
