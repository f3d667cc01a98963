import { sql, type SQL } from 'drizzle-orm';
import type { CategorySlug } from '../../core/catalogue/categories';
import type { ProductLabel } from '../../core/catalogue/labels';
import type { Product } from '../../core/catalogue/products';
import { guarded, type Database } from '../db';
import type { ProductStatus, StoredSpec } from './schema';

/** One variant as shoppers buy it: the price in effect now and the "was" price. */
export interface CatalogueVariant {
  id: number;
  sku: string;
  options: Record<string, string>;
  /** Cents, VAT included: the scheduled sale price while one runs, else the base price. */
  price: number;
  compareAt: number | null;
}

/**
 * A product as the catalogue keeps it. It is also a core `Product` (its first variant's price), so the
 * shop's rules (pricing, search, SEO) read it as they read the seed.
 */
export interface CatalogueProduct extends Product {
  slug: string;
  status: ProductStatus;
  position: number;
  imageWidth: number;
  imageHeight: number;
  variants: CatalogueVariant[];
}

export interface CatalogueStore {
  /** The catalogue's version: moved on by every change (the cache key). */
  version(): Promise<number>;
  /**
   * These products by id, with prices in effect at `at` (the database's clock by default). Drafts and
   * archived products are included only when asked for; a product without a priced variant never is.
   */
  products(ids: readonly number[], options?: { at?: Date; statuses?: readonly ProductStatus[] }): Promise<Map<number, CatalogueProduct>>;
  /** Every variant's id: stock levels are kept per variant. */
  variantIds(): Promise<number[]>;
  /** Every product of these statuses (active by default), in the catalogue's order. */
  all(options?: { at?: Date; statuses?: readonly ProductStatus[] }): Promise<CatalogueProduct[]>;
}

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  status: ProductStatus;
  label: string | null;
  description: string;
  specs: StoredSpec[];
  position: number;
  brand: string;
  category: string;
  image: string | null;
  image_alt: string | null;
  image_width: number | null;
  image_height: number | null;
  variants: Array<{ id: number; sku: string; options: Record<string, string>; price: number | null; compareAt: number | null }>;
}

/**
 * The price in effect for each variant at a moment: the scheduled price running then that started
 * last, else the base price (no start, no end).
 */
export function priceInEffect(variantId: SQL, at: SQL): SQL {
  return sql`(
    select jsonb_build_object('amount', x.amount, 'compareAt', x.compare_at) from catalogue_prices x
    where x.variant_id = ${variantId}
      and (x.starts_at is null or x.starts_at <= ${at}) and (x.ends_at is null or x.ends_at > ${at})
    order by x.starts_at desc nulls last, x.id desc limit 1)`;
}

function productQuery(where: SQL, at: Date | undefined): SQL {
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  return sql`
    select p.id, p.slug, p.name, p.status, p.label, p.description, p.specs, p.position,
      b.name as brand, c.slug as category,
      img.url as image, img.alt as image_alt, img.width as image_width, img.height as image_height,
      coalesce(vs.variants, '[]'::jsonb) as variants
    from catalogue_products p
    join catalogue_brands b on b.id = p.brand_id
    join catalogue_categories c on c.id = p.category_id
    left join lateral (
      select url, alt, width, height from catalogue_images i
      where i.product_id = p.id and i.variant_id is null order by i.position, i.id limit 1
    ) img on true
    left join lateral (
      select jsonb_agg(jsonb_build_object('id', v.id, 'sku', v.sku, 'options', v.options,
          'price', (v.price ->> 'amount')::int, 'compareAt', (v.price ->> 'compareAt')::int) order by v.position, v.id) as variants
      from (select v.*, ${priceInEffect(sql`v.id`, moment)} as price from catalogue_variants v where v.product_id = p.id) v
    ) vs on true
    where ${where}
    order by p.position, p.id`;
}

function toProduct(row: ProductRow): CatalogueProduct | null {
  const variants = row.variants
    .filter((variant): variant is typeof variant & { price: number } => variant.price !== null)
    .map((variant) => ({ id: variant.id, sku: variant.sku, options: variant.options, price: variant.price, compareAt: variant.compareAt }));
  const first = variants[0];
  if (!first) return null;
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    position: row.position,
    name: row.name,
    brand: row.brand,
    description: row.description,
    price: first.price,
    ...(first.compareAt !== null ? { originalPrice: first.compareAt } : {}),
    ...(row.label !== null ? { label: row.label as ProductLabel } : {}),
    category: row.category as CategorySlug,
    image: row.image ?? '',
    imageAlt: row.image_alt ?? row.name,
    imageWidth: row.image_width ?? 400,
    imageHeight: row.image_height ?? 400,
    specs: row.specs,
    variants,
  };
}

const ACTIVE: readonly ProductStatus[] = ['active'];

export function createCatalogueStore(db: Database): CatalogueStore {
  const read = async (where: SQL, at: Date | undefined): Promise<CatalogueProduct[]> => {
    const result = await db.execute<ProductRow & Record<string, unknown>>(productQuery(where, at));
    return result.rows.map(toProduct).filter((product): product is CatalogueProduct => product !== null);
  };
  return {
    version: () =>
      guarded(async () => {
        const result = await db.execute<{ version: string }>(sql`select version from catalogue_state where id = 1`);
        return Number(result.rows[0]?.version ?? 0);
      }),
    products: (ids, options = {}) =>
      guarded(async () => {
        const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
        if (wanted.length === 0) return new Map();
        const statuses = options.statuses ?? ACTIVE;
        const products = await read(sql`p.id = any(${sql.param(wanted)}::int[]) and p.status = any(${sql.param(statuses)}::text[])`, options.at);
        return new Map(products.map((product) => [product.id, product]));
      }),
    variantIds: () =>
      guarded(async () => (await db.execute<{ id: number }>(sql`select id from catalogue_variants order by id`)).rows.map((row) => row.id)),
    all: (options = {}) => guarded(() => read(sql`p.status = any(${sql.param(options.statuses ?? ACTIVE)}::text[])`, options.at)),
  };
}
