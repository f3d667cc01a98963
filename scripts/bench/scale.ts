// Search and category filtering over the real catalogue and over 10 000 generated products.
// Bundled by esbuild and run in Node by scripts/bench.mjs.
import { PRODUCTS, type Product } from '../../storefront/src/catalogue';
import { filterByMaxPrice, resolveCategory, searchProducts, sortProducts } from '../../storefront/src/domain';

const QUERIES = ['sony', 'samsung tv', 'laptop', 'noise cancelling headphones', 'x', 'zzz-no-match', '<script>alert(1)</script>'];

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
  const search = Object.fromEntries(QUERIES.map((query) => [query, time(() => searchProducts(products, query), iterations)]));
  const category = resolveCategory('laptops');
  const slug = category.kind === 'category' ? category.slug : 'laptops';
  const filter = time(() => sortProducts(filterByMaxPrice(products.filter((p) => p.category === slug), 20_000), 'price-asc'), iterations);
  return { products: products.length, search, categoryFilterSort: filter };
}

const result = { real: measure(PRODUCTS, 2000), generated10k: measure(generated(10_000), 200) };
process.stdout.write(JSON.stringify(result));
