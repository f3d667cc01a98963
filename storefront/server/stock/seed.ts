/**
 * The stock a fresh store starts with. Every catalogue product gets a level when the server
 * starts and the product has none yet; levels already in the database are never overwritten (a
 * merchant's count wins). A few products start low or sold out so that every state shows.
 *
 * `NEXUS_STOCK_SEED` changes it: comma-separated `id=units`, and `*=units` for every other product,
 * e.g. `*=100,20=0,18=2` (`*` also drops the built-in low
 * products below; named ids win in any order). Only products without a level are seeded, so it matters for a fresh store.
 */

/** Units of every product the seed does not name. */
export const DEFAULT_SEED_UNITS = 40;

/** Products that start low or sold out, so that "Only N left" and "Out of stock" show on a fresh store. */
export const DEFAULT_SEED_EXCEPTIONS: Readonly<Record<number, number>> = {
  18: 3, // LG 55" OLED C4
  20: 0, // Sony Bravia 7 65"
  24: 2, // Sony ZV-E10 II
  33: 5, // ASUS ProArt PA278CV
  45: 0, // Xiaomi Robot Vacuum S10
};

export interface StockSeed {
  defaultUnits: number;
  exceptions: ReadonlyMap<number, number>;
}

/** Reads `NEXUS_STOCK_SEED`; throws with what to write instead when it cannot be read. */
export function stockSeedFrom(value: string | undefined): StockSeed {
  let defaultUnits = DEFAULT_SEED_UNITS;
  let keepBuiltIn = true;
  const named = new Map<number, number>();
  for (const part of (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const match = /^(\*|\d+)\s*=\s*(\d+)$/.exec(part);
    if (!match) throw new Error(`NEXUS_STOCK_SEED: '${part}' is not 'id=units' or '*=units' (e.g. '*=100,20=0').`);
    const units = Number(match[2]);
    if (match[1] === '*') {
      // A store that says how much of everything it has does not want the built-in low products.
      defaultUnits = units;
      keepBuiltIn = false;
    } else named.set(Number(match[1]), units);
  }
  const builtIn = keepBuiltIn ? Object.entries(DEFAULT_SEED_EXCEPTIONS).map(([id, units]) => [Number(id), units] as const) : [];
  return { defaultUnits, exceptions: new Map([...builtIn, ...named]) };
}

/** The seed level of each product. */
export function seedLevels(productIds: readonly number[], seed: StockSeed): Map<number, number> {
  return new Map(productIds.map((id) => [id, seed.exceptions.get(id) ?? seed.defaultUnits]));
}
