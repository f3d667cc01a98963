// Search and category filtering over the real catalogue and over 10 000 generated products: speed of
// a search, of each keystroke of the header's autocomplete and of building the index, and the search's
// quality (the share of the real-world query table it meets). Bundled by esbuild and run in Node by
// scripts/bench.mjs.
import { PRODUCTS, type Product } from '../../storefront/core/catalogue';
import { filterByMaxPrice, resolveCategory, searchProducts, sortProducts, suggest } from '../../storefront/core/domain';
import { caseMet, SEARCH_CASES } from '../../tests/unit/search-table';

const QUERIES = ['sony', 'samsung tv', 'laptop', 'noise cancelling headphones', 'phone under R15000', 'samsng', 'x', 'zzz-no-match', '<script>alert(1)</script>'];
/** Typed one letter at a time into the header search: each prefix is one autocomplete keystroke. */
const TYPED = ['samsung galaxy', 'noise cancelling', 'playstaton', 'cheap headphones'];

function generated(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const base = PRODUCTS[index % PRODUCTS.length] as Product;
    return { ...base, id: 100_000 + index, name: `${base.name} (${index})`, price: base.price + (index % 997) * 100 };
  });
}

function time(run: () => unknown, iterations: number): { medianMs: number; p95Ms: number } {
  const samples: number[] = [];
  for (let i = 0; i < 20; i += 1) run();
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)] as number;
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

function measure(products: readonly Product[], iterations: number) {
  // The index is built on the first search of a product list; a fresh copy measures that once.
  const fresh = [...products];
  const started = performance.now();
  searchProducts(fresh, 'warm');
  const indexBuildMs = performance.now() - started;
  const search = Object.fromEntries(QUERIES.map((query) => [query, time(() => searchProducts(products, query), iterations)]));
  const keystrokes = TYPED.flatMap((text) => Array.from(text, (_, end) => text.slice(0, end + 1)));
  let next = 0;
  const keystroke = time(() => suggest(products, keystrokes[next++ % keystrokes.length] as string), iterations);
  const category = resolveCategory('laptops');
  const slug = category.kind === 'category' ? category.slug : 'laptops';
  const filter = time(() => sortProducts(filterByMaxPrice(products.filter((p) => p.category === slug), 20_000), 'price-asc'), iterations);
  return { products: products.length, indexBuildMs, search, autocompleteKeystroke: keystroke, categoryFilterSort: filter };
}

function quality() {
  const missed = SEARCH_CASES.filter((searchCase) => !caseMet(searchProducts(PRODUCTS, searchCase.query), searchCase));
  return { cases: SEARCH_CASES.length, met: SEARCH_CASES.length - missed.length, missed: missed.map((searchCase) => searchCase.query) };
}

const result = { quality: quality(), real: measure(PRODUCTS, 2000), generated10k: measure(generated(10_000), 200) };
process.stdout.write(JSON.stringify(result));
