import { and, asc, count, desc, eq, gte, ilike, like, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import {
  DESK_PAGE_SIZE,
  ORDER_NUMBER_PATTERN,
  type DeskDashboard,
  type DeskOrderRow,
  type DeskOrdersPage,
  type deskOrdersQuerySchema,
} from '../../core/contract/api';
import type { z } from '../../core/domain/schema';
import { guarded, type Database } from '../db';
import { orders } from '../db/schema';
import { moveOrder, type MoveDeps, type MoveInput, type MoveResult } from '../orders/lifecycle';

/** The desk's reads (the order list, its CSV, the dashboard) and its one way to change an order. */

export type DeskQuery = z.output<typeof deskOrdersQuerySchema>;

/** The shop keeps South African time: "today" and a date filter's days are Johannesburg's. */
const SHOP_TIME_ZONE = 'Africa/Johannesburg';

/** The CSV export's cap: far above a day's orders, and it keeps one answer's memory bounded. */
export const CSV_MAX_ROWS = 100_000;

export interface DeskStore {
  list(query: DeskQuery): Promise<DeskOrdersPage>;
  /** Every order the filters match (sorted, not paged), at most `CSV_MAX_ROWS`. */
  export(query: DeskQuery): Promise<DeskExportRow[]>;
  dashboard(): Promise<DeskDashboard>;
  move(input: MoveInput): Promise<MoveResult>;
}

export interface DeskExportRow extends DeskOrderRow {
  phone: string;
  city: string;
  province: string | null;
  paymentReference: string;
  couponCode: string | null;
  paidAt: string | null;
}

/** `%`, `_` and `\` typed into the search are searched for, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** What the start of an order number can look like ('NX', 'NX-4K', …): only then is it searched as one. */
const ORDER_NUMBER_START = /^NX(-[0-9A-HJKMNP-TV-Z]{0,8})?$/;

/**
 * The search box: an order number finds that order (its unique index); an email address or its start
 * finds by email (`lower(email) text_pattern_ops` index); anything else also matches part of a name
 * (the trigram index) and, when it could be one, the start of an order number. Every part of the `or`
 * has an index, so PostgreSQL combines them instead of reading the whole table.
 */
function searchCondition(raw: string): SQL | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const upper = text.toUpperCase();
  if (ORDER_NUMBER_PATTERN.test(upper)) return eq(orders.orderNumber, upper);
  const lower = escapeLike(text.toLowerCase());
  const byEmail = like(sql`lower(${orders.email})`, `${lower}%`);
  if (text.includes('@')) return byEmail;
  const byName = ilike(orders.name, `%${escapeLike(text)}%`);
  return ORDER_NUMBER_START.test(upper) ? or(byEmail, byName, like(orders.orderNumber, `${upper}%`)) : or(byEmail, byName);
}

function conditions(query: DeskQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    query.query ? searchCondition(query.query) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.from ? gte(orders.placedAt, sql`(${query.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`) : undefined,
    query.to ? lt(orders.placedAt, sql`(${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`) : undefined,
  ];
  return and(...parts.filter((part): part is SQL => part !== undefined));
}

function ordering(sort: DeskQuery['sort']) {
  switch (sort) {
    case 'placed':
      return [asc(orders.placedAt), asc(orders.id)];
    case 'total':
      return [asc(orders.total), asc(orders.id)];
    case '-total':
      return [desc(orders.total), desc(orders.id)];
    default:
      return [desc(orders.placedAt), desc(orders.id)];
  }
}

const rowColumns = {
  orderNumber: orders.orderNumber,
  status: orders.status,
  placedAt: orders.placedAt,
  name: orders.name,
  email: orders.email,
  itemCount: orders.itemCount,
  total: orders.total,
  refunded: orders.refunded,
};


export function createDeskStore(db: Database, deps: Omit<MoveDeps, 'db'>): DeskStore {
  return {
    list: (query) =>
      guarded(async () => {
        const where = conditions(query);
        const [rows, [counted]] = await Promise.all([
          db
            .select(rowColumns)
            .from(orders)
            .where(where)
            .orderBy(...ordering(query.sort))
            .limit(DESK_PAGE_SIZE)
            .offset((query.page - 1) * DESK_PAGE_SIZE),
          db.select({ total: count() }).from(orders).where(where),
        ]);
        return {
          orders: rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString() })),
          page: query.page,
          pageSize: DESK_PAGE_SIZE,
          total: counted?.total ?? 0,
        };
      }),

    export: (query) =>
      guarded(async () => {
        const rows = await db
          .select({
            ...rowColumns,
            phone: orders.phone,
            city: orders.city,
            province: orders.province,
            paymentReference: orders.paymentReference,
            couponCode: orders.couponCode,
            paidAt: orders.paidAt,
          })
          .from(orders)
          .where(conditions(query))
          .orderBy(...ordering(query.sort))
          .limit(CSV_MAX_ROWS);
        return rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString(), paidAt: row.paidAt?.toISOString() ?? null }));
      }),

    dashboard: () =>
      guarded(async () => {
        const startOf = (unit: 'day' | 'week') =>
          sql`date_trunc(${unit}, now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE}`;
        const figures = async (unit: 'day' | 'week') => {
          const [row] = await db
            .select({ orders: count(), revenue: sum(orders.total), refunded: sum(orders.refunded) })
            .from(orders)
            .where(gte(orders.paidAt, startOf(unit)));
          return { orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0), refunded: Number(row?.refunded ?? 0) };
        };
        const waiting = async (status: 'paid' | 'packed' | 'return_requested') => {
          const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, status));
          return row?.n ?? 0;
        };
        const [today, week, toPack, toShip, returnsRequested] = await Promise.all([
          figures('day'),
          figures('week'),
          waiting('paid'),
          waiting('packed'),
          waiting('return_requested'),
        ]);
        return { today, week, toPack, toShip, returnsRequested };
      }),

    move: (input) => moveOrder(input, { db, ...deps }),
  };
}

const CSV_COLUMNS: [string, (row: DeskExportRow) => string][] = [
  ['Order number', (row) => row.orderNumber],
  ['Placed', (row) => row.placedAt],
  ['Paid', (row) => row.paidAt ?? ''],
  ['Status', (row) => row.status],
  ['Name', (row) => row.name],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['City', (row) => row.city],
  ['Province', (row) => row.province ?? ''],
  ['Items', (row) => String(row.itemCount)],
  ['Total (ZAR)', (row) => (row.total / 100).toFixed(2)],
  ['Refunded (ZAR)', (row) => (row.refunded / 100).toFixed(2)],
  ['Coupon', (row) => row.couponCode ?? ''],
  ['Payment reference', (row) => row.paymentReference],
];

/**
 * RFC 4180 CSV. A field a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets
 * a leading apostrophe: names and emails are typed by shoppers.
 */
export function toCsv(rows: readonly DeskExportRow[]): string {
  const field = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [CSV_COLUMNS.map(([title]) => field(title)).join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map(([, value]) => field(value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
