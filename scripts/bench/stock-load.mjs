// Stock under parallel load: reservations for one hot product, loopback only, bounded.
// - throughput: `connections` shoppers pay without pause for one unit each of one product the store
//   has plenty of (every order reserves, then sells, in the order's transactions; all on one row);
// - the last units: `buyers` shoppers pay at once for one unit each of a product with `units` left:
//   exactly `units` are paid, the rest hear it is sold out, and nothing stays reserved.
import { BENCH_CUSTOMER, paymentLoad } from './api-load.mjs';

/** The seed the bench's store starts with: plenty of everything, and a few units of the contended product. */
export const STOCK_BENCH_SEED = { hotProduct: 1, scarceProduct: 20, scarceUnits: 50 };
export const STOCK_BENCH_SEED_ENV = `*=10000000,${STOCK_BENCH_SEED.scarceProduct}=${STOCK_BENCH_SEED.scarceUnits}`;

function payment(productId, key) {
  return JSON.stringify({ items: [{ id: productId, quantity: 1 }], paymentMethodId: 'pm_card_visa', idempotencyKey: key, customer: BENCH_CUSTOMER });
}

export async function stockLoad(origin, { seconds = 10, connections = 10, buyers = 400 } = {}) {
  const hot = await paymentLoad(origin, { seconds, connections, items: [{ id: STOCK_BENCH_SEED.hotProduct, quantity: 1 }], keyPrefix: 'stock-bench' });
  const hotStock = await (await fetch(`${origin}/api/stock?ids=${STOCK_BENCH_SEED.hotProduct}`, { cache: 'no-store' })).json();

  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: buyers }, async (_, index) => {
      const response = await fetch(`${origin}/api/create-payment-intent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payment(STOCK_BENCH_SEED.scarceProduct, `stock-race-${process.pid}-${index}`),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const raceMs = performance.now() - started;
  const scarce = await (await fetch(`${origin}/api/stock?ids=${STOCK_BENCH_SEED.scarceProduct}`, { cache: 'no-store' })).json();
  return {
    hot: { ...hot, ordersPerSecond: hot.requestsPerSecond, availableAfter: hotStock.stock?.[0]?.available ?? null },
    lastUnits: {
      units: STOCK_BENCH_SEED.scarceUnits,
      buyers,
      paid: statuses.filter((status) => status === 200).length,
      soldOut: statuses.filter((status) => status === 409).length,
      other: statuses.filter((status) => status !== 200 && status !== 409).length,
      ms: Math.round(raceMs),
      availableAfter: scarce.stock?.[0]?.available ?? null,
    },
  };
}
