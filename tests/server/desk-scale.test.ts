import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskDashboardSchema, deskOrderSchema, deskOrdersPageSchema, DESK_PAGE_SIZE, type DeskOrdersQuery } from '../../storefront/core/contract/api';
import { PRODUCTS } from '../../storefront/core/catalogue/products';
import { openDatabase, type StoreDatabase } from '../../storefront/server/db';
import { seedDeskOrders, seededEmail, seededName, seededOrderNumber, seededPlacedAt, seededStatus, type SeedStatus } from '../../scripts/bench/desk-seed';
import { bearer, createTestDatabase, signUpMerchant, storeApp, type TestAccount } from './harness';

/**
 * The desk's list over 20 000 orders seeded the way the bench seeds 100 000 (scripts/bench/
 * desk-seed.ts): the answers are right — search, filters, sorting, paging totals, the CSV — not fast.
 * Every seeded order is a function of its index, so the expected answers are worked out here.
 */

const COUNT = 20_000;
const NOW = new Date('2026-06-30T10:00:00.000Z');
const PRODUCTS_SEEDED = PRODUCTS.map(({ id, name, price }) => ({ id, name, price }));
const INDICES = Array.from({ length: COUNT }, (_, index) => index + 1);

/** Order i's total, as the seed's SQL works it out (lines, free delivery from R 1 000). */
function seededTotal(i: number): number {
  let subtotal = 0;
  for (let k = 0; k <= i % 3; k += 1) {
    const product = PRODUCTS_SEEDED[(i * 7 + k * 13) % PRODUCTS_SEEDED.length]!;
    subtotal += (1 + ((i + k) % 2)) * product.price;
  }
  return subtotal + (subtotal >= 100_000 ? 0 : 9_900);
}

/** Johannesburg is UTC+2 all year: a shop day runs from 22:00 UTC the evening before. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+02:00`).getTime();
const placedBetween = (i: number, from: string, to: string) => {
  const at = seededPlacedAt(i, NOW).getTime();
  return at >= dayStart(from) && at < dayStart(to) + 86_400_000;
};

let database: StoreDatabase;
let app: ReturnType<typeof storeApp>['app'];
let merchant: TestAccount;

beforeAll(async () => {
  const url = await createTestDatabase();
  database = openDatabase({ url });
  await database.migrate();
  const client = new pg.Client(url);
  await client.connect();
  try {
    await seedDeskOrders(client, { count: COUNT, products: PRODUCTS_SEEDED, now: NOW });
  } finally {
    await client.end();
  }
  // Read-only tests on one seeded store: no emptying between them (setUpTestStore would).
  ({ app } = storeApp({ url, database, gatewayDatabase: database, truncate: async () => undefined }));
  merchant = await signUpMerchant();
}, 180_000);

afterAll(async () => {
  await database?.close();
});

async function list(query: DeskOrdersQuery) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await app.request(`/api/desk/orders?${params}`, { headers: bearer(merchant) });
  expect(response.status, await response.clone().text()).toBe(200);
  return deskOrdersPageSchema.parse(await response.json());
}

/** The order numbers the desk should show on `page`, newest first, of the orders `matches` keeps. */
function expectedPage(matches: (i: number) => boolean, page = 1): string[] {
  // Order 1 is the newest (placed 5 minutes before NOW), so newest first is index order.
  return INDICES.filter(matches)
    .slice((page - 1) * DESK_PAGE_SIZE, page * DESK_PAGE_SIZE)
    .map(seededOrderNumber);
}
const numbers = (page: { orders: { orderNumber: string }[] }) => page.orders.map((order) => order.orderNumber);
const count = (matches: (i: number) => boolean) => INDICES.filter(matches).length;

describe(`the desk's list over ${COUNT} seeded orders`, () => {
  it('pages through them newest first, with the right total on every page and an empty page past the end', async () => {
    const first = await list({});
    expect(first.total).toBe(COUNT);
    expect(first.pageSize).toBe(DESK_PAGE_SIZE);
    expect(numbers(first)).toEqual(expectedPage(() => true));
    expect(first.orders[0]).toMatchObject({ name: seededName(1), email: seededEmail(1), status: seededStatus(1), total: seededTotal(1), placedAt: seededPlacedAt(1, NOW).toISOString() });

    const lastPage = COUNT / DESK_PAGE_SIZE;
    const last = await list({ page: lastPage });
    expect(last.total).toBe(COUNT);
    expect(numbers(last)).toEqual(expectedPage(() => true, lastPage));
    expect(last.orders.at(-1)?.orderNumber).toBe(seededOrderNumber(COUNT));

    const oldestFirst = await list({ sort: 'placed', page: 2 });
    expect(numbers(oldestFirst)).toEqual(
      INDICES.slice(-2 * DESK_PAGE_SIZE, -DESK_PAGE_SIZE)
        .reverse()
        .map(seededOrderNumber),
    );

    const past = await list({ page: lastPage + 1 });
    expect(past).toMatchObject({ total: COUNT, orders: [] });
  });

  it('finds by email, by the start of an email, by order number, by surname and by full name', async () => {
    const byEmail = await list({ query: seededEmail(12_345).toUpperCase() });
    expect(byEmail.total).toBe(1);
    expect(numbers(byEmail)).toEqual([seededOrderNumber(12_345)]);

    const start = 'thandi.nkosi.1';
    const byStart = await list({ query: start });
    expect(byStart.total).toBe(count((i) => seededEmail(i).startsWith(start)));
    expect(byStart.total).toBeGreaterThan(1);
    expect(numbers(byStart)).toEqual(expectedPage((i) => seededEmail(i).startsWith(start)));

    const byNumber = await list({ query: seededOrderNumber(777).toLowerCase() });
    expect(numbers(byNumber)).toEqual([seededOrderNumber(777)]);
    expect(byNumber.total).toBe(1);

    const surname = (i: number) => seededName(i).includes('Mokoena');
    const bySurname = await list({ query: 'mokoena', page: 7 });
    expect(bySurname.total).toBe(count(surname));
    expect(bySurname.total).toBe(COUNT / 25);
    expect(numbers(bySurname)).toEqual(expectedPage(surname, 7));

    const fullName = (i: number) => seededName(i) === 'Fatima van der Merwe';
    const byFullName = await list({ query: 'Fatima van der Merwe' });
    expect(byFullName.total).toBe(count(fullName));
    expect(byFullName.total).toBe(COUNT / 500);
    expect(numbers(byFullName)).toEqual(expectedPage(fullName));

    // Wildcards typed into the box are searched for, and find nobody here.
    expect((await list({ query: '%' })).total).toBe(0);
    expect((await list({ query: 'Nobody Byname' })).total).toBe(0);
  });

  it('filters by status, with paging totals and pages that hold exactly the expected orders', async () => {
    for (const status of ['paid', 'shipped', 'delivered', 'returned', 'expired'] as SeedStatus[]) {
      const matches = (i: number) => seededStatus(i) === status;
      const page = await list({ status, page: 3 });
      expect(page.total, status).toBe(count(matches));
      expect(numbers(page), status).toEqual(expectedPage(matches, 3));
      expect(page.orders.every((order) => order.status === status)).toBe(true);
    }
    const shipped = count((i) => seededStatus(i) === 'shipped');
    const lastPage = Math.ceil(shipped / DESK_PAGE_SIZE);
    const last = await list({ status: 'shipped', page: lastPage });
    expect(last.orders).toHaveLength(shipped - (lastPage - 1) * DESK_PAGE_SIZE);
  });

  it('filters by the days placed (South African days), alone and with a status and a name', async () => {
    const days = { from: '2026-06-20', to: '2026-06-21' };
    const inDays = (i: number) => placedBetween(i, days.from, days.to);
    const page = await list(days);
    expect(page.total).toBe(count(inDays));
    expect(page.total).toBe(2 * 24 * 12);
    expect(numbers(page)).toEqual(expectedPage(inDays));

    const combined = (i: number) => inDays(i) && seededStatus(i) === 'delivered' && seededName(i).startsWith('Lerato');
    const narrowed = await list({ ...days, status: 'delivered', query: 'Lerato' });
    expect(narrowed.total).toBe(count(combined));
    expect(numbers(narrowed)).toEqual(expectedPage(combined));
  });

  it('sorts by total either way, ties broken by the order placed first or last, the same on a deep page', async () => {
    // Ties go by id, and ids grow with the time placed: the reverse of the seed's index order.
    const largest = [...INDICES].sort((a, b) => seededTotal(b) - seededTotal(a) || a - b);
    const first = await list({ sort: '-total' });
    expect(first.orders.map((order) => order.total)).toEqual(largest.slice(0, DESK_PAGE_SIZE).map(seededTotal));
    expect(numbers(first)).toEqual(largest.slice(0, DESK_PAGE_SIZE).map(seededOrderNumber));

    const smallest = [...INDICES].sort((a, b) => seededTotal(a) - seededTotal(b) || b - a);
    const deep = await list({ sort: 'total', page: 400 });
    expect(numbers(deep)).toEqual(smallest.slice(399 * DESK_PAGE_SIZE, 400 * DESK_PAGE_SIZE).map(seededOrderNumber));
  });

  it('exports exactly the filtered orders as CSV', async () => {
    const days = { from: '2026-06-01', to: '2026-06-15' };
    const matches = (i: number) => placedBetween(i, days.from, days.to) && seededStatus(i) === 'returned';
    const response = await app.request(`/api/desk/orders.csv?${new URLSearchParams({ ...days, status: 'returned', page: '3' })}`, { headers: bearer(merchant) });
    expect(response.status).toBe(200);
    const rows = (await response.text()).trimEnd().split('\r\n');
    expect(rows[0]).toMatch(/^Order number,Placed,/);
    // Not paged: every match, newest first.
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(INDICES.filter(matches).map(seededOrderNumber));
    expect(rows.slice(1).every((row) => row.split(',')[3] === 'returned')).toBe(true);
  });

  it('opens a seeded order with its lines and every event, and the dashboard counts what waits', async () => {
    const i = 1_237;
    const status = seededStatus(i);
    expect(status).toBe('shipped');
    const response = await app.request(`/api/desk/orders/${seededOrderNumber(i)}`, { headers: bearer(merchant) });
    expect(response.status).toBe(200);
    const order = deskOrderSchema.parse(await response.json());
    expect(order.status).toBe(status);
    expect(order.lines).toHaveLength(1 + (i % 3));
    expect(order.totals.total).toBe(seededTotal(i));
    const path = ['paid', 'packed', 'shipped', 'delivered', 'return_requested', 'returned'];
    expect(order.events.map((event) => event.to)).toEqual(path.slice(0, path.indexOf(status) + 1));

    const dashboard = deskDashboardSchema.parse(await (await app.request('/api/desk/dashboard', { headers: bearer(merchant) })).json());
    expect(dashboard.toPack).toBe(count((n) => seededStatus(n) === 'paid'));
    expect(dashboard.toShip).toBe(count((n) => seededStatus(n) === 'packed'));
    expect(dashboard.returnsRequested).toBe(count((n) => seededStatus(n) === 'return_requested'));
  });
});
