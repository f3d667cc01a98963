import { Hono } from 'hono';
import { PRODUCTS, getProduct } from '../../core/catalogue/products';
import {
  MAX_STOCK_IDS,
  setStockRequestSchema,
  type ApiError,
  type DeskStockLevel,
  type DeskStockList,
  type OutOfStockError,
  type ProductStock,
  type StockList,
  type StockMoves,
} from '../../core/contract/api';
import { LOW_STOCK_LEVEL, stockState } from '../../core/domain/stock';
import type { AccountVerifier } from '../auth/accounts';
import { noStore } from '../no-store';
import { requireMerchant } from '../auth/require-merchant';
import { jsonBody } from '../json-body';
import type { ShortLine } from './moves';
import type { StockLevel, StockStore } from './store';
import { answerStoreErrors } from '../api-errors';

/** Seconds a shopper's stock answer may be reused: recent enough to decide on, cheap under load. */
export const STOCK_MAX_AGE_SECONDS = 5;

/** The payment API's 409 body for an order the stock cannot fill. */
export function outOfStock(short: readonly ShortLine[]): OutOfStockError {
  const lines = short.map((line) => ({ ...line, name: getProduct(line.id)?.name ?? `Product ${line.id}` }));
  const [first] = lines;
  const error =
    lines.length === 1 && first
      ? first.available === 0
        ? `${first.name} is sold out. Remove it from the cart to check out; nothing was charged.`
        : `Only ${first.available} of ${first.name} left. Lower the quantity to check out; nothing was charged.`
      : `Some items are no longer available in the numbers in your cart: ${lines.map((line) => `${line.name} (${line.available} left)`).join(', ')}. Nothing was charged.`;
  return { error, code: 'out_of_stock', lines };
}

function available(level: StockLevel | undefined): number {
  return level ? Math.max(0, level.onHand - level.reserved) : 0;
}

export function productStock(id: number, level: StockLevel | undefined): ProductStock {
  const count = available(level);
  return { id, available: count, state: stockState(count) };
}

function deskLevel(id: number, level: StockLevel | undefined): DeskStockLevel {
  const count = available(level);
  return {
    id,
    name: getProduct(id)?.name ?? `Product ${id}`,
    onHand: level?.onHand ?? 0,
    reserved: level?.reserved ?? 0,
    available: count,
    state: stockState(count),
  };
}

/** `ids=1,2,3` as catalogue ids; null when it is missing or not a list of whole numbers. */
function parseIds(value: string | undefined): number[] | null {
  // The whole catalogue's stock is never one answer: pages ask for the products they show.
  if (value === undefined || value.trim() === '') return null;
  const parts = value.split(',');
  if (parts.length > MAX_STOCK_IDS || !parts.every((part) => /^\d{1,9}$/.test(part.trim()))) return null;
  return [...new Set(parts.map((part) => Number(part)))].filter((id) => getProduct(id) !== undefined);
}

export interface StockApiOptions {
  stock: StockStore;
  accounts: AccountVerifier;
  logger?: Pick<Console, 'info' | 'error'>;
}

/** GET /stock (public), and the desk's GET /desk/stock, GET /desk/stock/moves, PATCH /desk/products/:id/stock. */
export function createStockApi(options: StockApiOptions): Hono {
  const { stock, accounts } = options;
  const logger = options.logger ?? console;
  const api = new Hono();
  const merchantOnly = requireMerchant(accounts);

  api.get('/stock', async (c) => {
    const ids = parseIds(c.req.query('ids'));
    if (ids === null) {
      return c.json<ApiError>({ error: `ids is required: up to ${MAX_STOCK_IDS} product ids separated by commas, e.g. ids=1,2,3.` }, 400);
    }
    const levels = await stock.levels(ids);
    c.header('Cache-Control', `public, max-age=${STOCK_MAX_AGE_SECONDS}`);
    return c.json<StockList>({ stock: ids.map((id) => productStock(id, levels.find((level) => level.productId === id))) });
  });

  api.use('/desk/*', noStore({ byAccount: true }));

  api.get('/desk/stock', merchantOnly, async (c) => {
    const levels = await stock.levels();
    return c.json<DeskStockList>({
      lowStockLevel: LOW_STOCK_LEVEL,
      levels: PRODUCTS.map((product) => deskLevel(product.id, levels.find((level) => level.productId === product.id))),
    });
  });

  api.get('/desk/stock/moves', merchantOnly, async (c) => {
    const productId = c.req.query('productId');
    const id = productId === undefined ? undefined : Number(productId);
    if (id !== undefined && !Number.isInteger(id)) return c.json<ApiError>({ error: 'productId must be a product id.' }, 400);
    const moves = await stock.moves(id);
    return c.json<StockMoves>({ moves: moves.map(({ at, ...move }) => ({ ...move, at: at.toISOString() })) });
  });

  const stockBody = jsonBody(setStockRequestSchema, {
    what: 'the stock count',
    maxBytes: 1024,
    invalid: () => ({ error: 'Send { "onHand": <whole number of units, 0 or more>, "reason": "<why, 3 to 200 characters>" }.' }),
  });

  api.patch('/desk/products/:id/stock', merchantOnly, stockBody, async (c) => {
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || !getProduct(id)) {
      return c.json<ApiError>({ error: `Product ${c.req.param('id')} is not in our catalogue.`, code: 'unknown_product' }, 404);
    }
    const { onHand, reason } = c.get('body');
    const merchant = c.get('merchant');
    const result = await stock.adjust(id, onHand, reason, merchant.uid);
    if (result.kind === 'unknown-product') {
      return c.json<ApiError>({ error: `Product ${id} has no stock level yet.`, code: 'unknown_product' }, 404);
    }
    if (result.kind === 'below-reserved') {
      return c.json<ApiError>(
        { error: `${result.reserved} units are held by orders awaiting payment: on hand cannot be set below that.`, code: 'below_reserved' },
        409,
      );
    }
    logger.info(`[stock] ${merchant.uid} set product ${id} on hand to ${onHand}: ${reason}`);
    return c.json<DeskStockLevel>(deskLevel(id, result.level));
  });

  api.onError(answerStoreErrors('stock', logger));

  return api;
}
