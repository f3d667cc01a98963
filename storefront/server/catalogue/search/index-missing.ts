import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import type { CatalogueStore } from '../store';
import type { SearchEngine } from './engine';

/**
 * Indexes the active products the search engine has no document for (a fresh store after the seed, or
 * products added while no process was indexing); the number indexed. Run at start by every process.
 */
export async function indexMissing(db: Database, catalogue: CatalogueStore, engine: SearchEngine, batchSize = 2_000): Promise<number> {
  const missing = await db.execute<{ id: number }>(sql`
    select p.id from catalogue_products p
    where p.status = 'active' and not exists (select 1 from catalogue_search_documents d where d.product_id = p.id)
    order by p.id`);
  const ids = missing.rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += batchSize) {
    const products = await catalogue.products(ids.slice(start, start + batchSize));
    await engine.index([...products.values()]);
  }
  return ids.length;
}
