// Many orders at once for the desk's scale checks: the bench's 100 000 (scripts/bench/
// desk-orders.ts) and the server test's 20 000 (tests/server/desk-scale.test.ts). Written by SQL in a
// few statements (`generate_series`), not through the API: a year of a busy shop in seconds.
//
// Everything is a function of the order's index `i` (1..count), so that a test can work out what the
// desk must answer without reading the rows back. The seeded orders are a store's real shape: lines,
// totals that meet the orders table's checks, paid/refunded figures, and the events of every move.
import type pg from 'pg';

export interface SeedProduct {
  id: number;
  name: string;
  /** Cents, VAT included. */
  price: number;
}

export const SEED_FIRST_NAMES = ['Thandi', 'Sipho', 'Lerato', 'Ayanda', 'Kagiso', 'Nomsa', 'Pieter', 'Annelie', 'Rajesh', 'Priya', 'Johan', 'Zanele', 'Themba', 'Naledi', 'Bongani', 'Chantal', 'Mandla', 'Fatima', 'Lindiwe', 'Tshepo'] as const;
export const SEED_SURNAMES = ['Dlamini', 'Nkosi', 'Mokoena', 'Naidoo', 'van der Merwe', 'Botha', 'Zulu', 'Khumalo', 'Pillay', 'Mahlangu', 'Smith', 'Ndlovu', 'Jacobs', 'Sithole', 'Pretorius', 'Mthembu', 'Govender', 'Coetzee', 'Molefe', 'Baloyi', 'Maseko', 'Fourie', 'Hendricks', 'Mabaso', 'Nel'] as const;

/**
 * The status of order `i`, in the shares a year-old shop might have: most delivered, a tenth waiting
 * to be packed or sent, a few failed, expired, cancelled or returned.
 */
export const SEED_STATUS_SHARES = [
  ['pending', 2],
  ['failed', 3],
  ['expired', 3],
  ['paid', 15],
  ['packed', 10],
  ['shipped', 15],
  ['delivered', 40],
  ['cancelled', 5],
  ['return_requested', 2],
  ['returned', 5],
] as const;

export type SeedStatus = (typeof SEED_STATUS_SHARES)[number][0];

export function seededStatus(i: number): SeedStatus {
  let bucket = i % 100;
  for (const [status, share] of SEED_STATUS_SHARES) {
    if (bucket < share) return status;
    bucket -= share;
  }
  throw new Error('shares do not add up to 100');
}

/** Order `i`'s shopper: 20 first names × 25 surnames, and an email address of its own. */
export function seededName(i: number): string {
  return `${SEED_FIRST_NAMES[i % SEED_FIRST_NAMES.length]} ${SEED_SURNAMES[Math.floor(i / SEED_FIRST_NAMES.length) % SEED_SURNAMES.length]}`;
}
export function seededEmail(i: number): string {
  return `${seededName(i).toLowerCase().replace(/ /g, '.')}.${i}@example.co.za`;
}
/** Crockford-style like the real ones (NX- and 8 characters): 'B' and the index, so never a real one's twin. */
export function seededOrderNumber(i: number): string {
  return `NX-B${String(i).padStart(7, '0')}`;
}
/** One order every `SEED_MINUTES_APART` minutes back from `now`: 100 000 orders reach back about a year. */
export const SEED_MINUTES_APART = 5;
export function seededPlacedAt(i: number, now: Date): Date {
  return new Date(now.getTime() - i * SEED_MINUTES_APART * 60_000);
}

const sqlList = (values: readonly string[]) => values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');

/**
 * Seeds `count` orders (with their lines and events) into an empty or non-empty store; returns the
 * time it took. `now` is when the newest order was placed (minus 5 minutes).
 */
export async function seedDeskOrders(client: pg.ClientBase, options: { count: number; products: readonly SeedProduct[]; now: Date }): Promise<{ ms: number }> {
  const { count, products, now } = options;
  const started = performance.now();
  const statusCase = (() => {
    let upTo = 0;
    const arms = SEED_STATUS_SHARES.map(([status, share]) => {
      upTo += share;
      return `when i % 100 < ${upTo} then '${status}'`;
    });
    return `case ${arms.join(' ')} end`;
  })();
  const firsts = `(array[${sqlList(SEED_FIRST_NAMES)}])[1 + i % ${SEED_FIRST_NAMES.length}]`;
  const lasts = `(array[${sqlList(SEED_SURNAMES)}])[1 + (i / ${SEED_FIRST_NAMES.length}) % ${SEED_SURNAMES.length}]`;

  await client.query('BEGIN');
  try {
    await client.query(`CREATE TEMP TABLE seed_products (idx int, id int, name text, price int) ON COMMIT DROP`);
    await client.query(`INSERT INTO seed_products SELECT (row_number() OVER ()) - 1, id, name, price FROM jsonb_to_recordset($1::jsonb) AS p(id int, name text, price int)`, [
      JSON.stringify(products.map(({ id, name, price }) => ({ id, name, price }))),
    ]);
    // One to three lines an order, one or two of each product.
    await client.query(
      `CREATE TEMP TABLE seed_lines ON COMMIT DROP AS
       SELECT i, k, p.id AS product_id, p.name, p.price, 1 + (i + k) % 2 AS quantity
       FROM generate_series(1, $1::int) AS i
       CROSS JOIN generate_series(0, 2) AS k
       JOIN seed_products p ON p.idx = (i * 7 + k * 13) % $2::int
       WHERE k <= i % 3`,
      [count, products.length],
    );
    await client.query(
      `INSERT INTO orders (order_number, idempotency_key, fingerprint, status, item_count, subtotal, shipping, vat, discount, total, vat_mode,
                           name, email, phone, street_address, suburb, city, province, postal_code, country, payment_reference, refunded, placed_at, paid_at, updated_at)
       SELECT 'NX-B' || lpad(i::text, 7, '0'), 'seed-' || i, 'seed', s.status, l.items, l.subtotal, l.shipping,
              round((l.subtotal + l.shipping) * 15 / 115.0)::int, 0, l.subtotal + l.shipping, 'inclusive',
              s.name, lower(replace(s.name, ' ', '.')) || '.' || i || '@example.co.za', '082 555 ' || lpad((i % 10000)::text, 4, '0'),
              (i % 200 + 1) || ' Long Street', 'Gardens', 'Cape Town', 'Western Cape', '8001', 'South Africa',
              CASE WHEN s.status = 'pending' THEN '' ELSE 'pi_seed_' || i END,
              CASE WHEN s.status IN ('cancelled', 'returned') THEN l.subtotal + l.shipping ELSE 0 END,
              s.placed_at,
              CASE WHEN s.status IN ('pending', 'failed', 'expired') THEN NULL ELSE s.placed_at + interval '1 minute' END,
              s.placed_at
       FROM (SELECT i, ${statusCase} AS status, ${firsts} || ' ' || ${lasts} AS name,
                    $2::timestamptz - i * interval '${SEED_MINUTES_APART} minutes' AS placed_at
             FROM generate_series(1, $1::int) AS i) AS s
       JOIN (SELECT i, sum(quantity)::int AS items, sum(quantity * price)::int AS subtotal,
                    CASE WHEN sum(quantity * price) >= 100000 THEN 0 ELSE 9900 END AS shipping
             FROM seed_lines GROUP BY i) AS l USING (i)
       -- Oldest first, so that ids grow with the time placed, as in a real store.
       ORDER BY i DESC`,
      [count, now.toISOString()],
    );
    await client.query(
      `INSERT INTO order_lines (order_id, position, product_id, name, quantity, unit_price, team)
       SELECT o.id, l.k + 1, l.product_id, l.name, l.quantity, l.price, false
       FROM seed_lines l JOIN orders o ON o.idempotency_key = 'seed-' || l.i`,
    );
    // Every move the order made to reach its status, an hour apart; cancellations and returns carry
    // the amount refunded, shipping its carrier and tracking number.
    await client.query(
      `INSERT INTO order_events (order_id, action, from_status, to_status, actor, actor_email, carrier, tracking_number, amount, gateway_reference, at)
       SELECT o.id, m.action, m.from_status, m.to_status, m.actor,
              CASE WHEN m.actor = 'merchant' THEN 'staff@nexus.example' END,
              CASE WHEN m.action = 'ship' THEN 'Aramex' END,
              CASE WHEN m.action = 'ship' THEN 'AX' || o.id END,
              CASE WHEN m.action IN ('cancel', 'accept_return') THEN o.total END,
              CASE WHEN m.action = 'pay' THEN o.payment_reference WHEN m.action IN ('cancel', 'accept_return') THEN 're_seed_' || o.id END,
              o.placed_at + m.step * interval '1 hour'
       FROM orders o
       JOIN (VALUES
         (1, 'pay', 'pending', 'paid', 'system', '{paid,packed,shipped,delivered,return_requested,returned,cancelled}'::text[]),
         (1, 'fail', 'pending', 'failed', 'system', '{failed}'),
         (1, 'expire', 'pending', 'expired', 'system', '{expired}'),
         (2, 'pack', 'paid', 'packed', 'merchant', '{packed,shipped,delivered,return_requested,returned}'),
         (2, 'cancel', 'paid', 'cancelled', 'merchant', '{cancelled}'),
         (3, 'ship', 'packed', 'shipped', 'merchant', '{shipped,delivered,return_requested,returned}'),
         (4, 'deliver', 'shipped', 'delivered', 'merchant', '{delivered,return_requested,returned}'),
         (5, 'request_return', 'delivered', 'return_requested', 'shopper', '{return_requested,returned}'),
         (6, 'accept_return', 'return_requested', 'returned', 'merchant', '{returned}')
       ) AS m(step, action, from_status, to_status, actor, reaches) ON o.status = ANY (m.reaches)
       WHERE o.idempotency_key LIKE 'seed-%'
       ORDER BY o.id, m.step`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // What autovacuum does soon after a load this size (its insert threshold): statistics for the
  // planner, and the visibility map that lets a count read an index alone.
  await client.query('VACUUM ANALYZE orders, order_lines, order_events');
  return { ms: performance.now() - started };
}
