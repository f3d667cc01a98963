import { sql } from 'drizzle-orm';
import { CATEGORIES, type Category } from '../../core/catalogue/categories';
import { BRAND_FEATURES, BRANDS, FEATURED_COLLECTIONS, SUPER_SALE } from '../../core/catalogue/content';
import { PRODUCT_IMAGE_SIZE, PRODUCTS, type Product } from '../../core/catalogue/products';
import type { Database } from '../db';

/**
 * The catalogue a fresh store starts with: today's products, with their ids (orders, teams, stock and
 * the carts kept in shoppers' browsers refer to them). Run by every server process once the schema is
 * migrated; it only adds what is missing, so a merchant's changes are never overwritten and a second
 * run (another process, a restart) changes nothing and moves no catalogue version.
 */

/** Any int8; the processes that seed take turns on it. */
const SEED_LOCK = 7_301_884_514;

/** 'Bang & Olufsen' -> 'bang-olufsen'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A product's slug is its picture's file name ('macbook-air-m3'): short, stable and already unique. */
export function productSlug(product: Pick<Product, 'image' | 'name'>): string {
  const match = /\/([^/]+)\.[a-z]+$/.exec(product.image);
  return match?.[1] ?? slugOf(product.name);
}

/** The seeded variant's SKU. */
export function seedSku(productId: number): string {
  return `NX-${String(productId).padStart(6, '0')}`;
}

export interface CatalogueSeed {
  categories: readonly Category[];
  products: readonly Product[];
}

export const DEFAULT_CATALOGUE_SEED: CatalogueSeed = { categories: CATEGORIES, products: PRODUCTS };

type Json = Record<string, unknown>;

const json = (rows: readonly Json[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** Seeds what is missing; the number of products added. */
export async function seedCatalogue(db: Database, seed: CatalogueSeed = DEFAULT_CATALOGUE_SEED): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const present = await tx.execute<{ id: number }>(sql`select id from catalogue_products where id = any(${sql.param(seed.products.map((product) => product.id))}::int[])`);
    const known = new Set(present.rows.map((row) => row.id));
    const missing = seed.products.filter((product) => !known.has(product.id));
    if (missing.length === 0) return 0;

    const categories = seed.categories.map((category, position) => ({ ...category, position }));
    await tx.execute(sql`
      insert into catalogue_categories (slug, name, icon, description, position)
      select slug, name, icon, description, position
      from jsonb_to_recordset(${json(categories)}) as c(slug text, name text, icon text, description text, position int)
      on conflict (slug) do nothing`);

    const brandNames = [...new Set([...BRANDS.map((brand) => brand.name), ...seed.products.map((product) => product.brand)])];
    await tx.execute(sql`
      insert into catalogue_brands (slug, name)
      select slug, name from jsonb_to_recordset(${json(brandNames.map((name) => ({ slug: slugOf(name), name })))}) as b(slug text, name text)
      on conflict (slug) do nothing`);

    const positions = new Map(seed.products.map((product, index) => [product.id, index]));
    const rows = missing.map((product) => ({
      id: product.id,
      slug: productSlug(product),
      name: product.name,
      brand: slugOf(product.brand),
      category: product.category,
      label: product.label ?? null,
      description: product.description,
      specs: product.specs,
      position: positions.get(product.id),
      sku: seedSku(product.id),
      price: product.price,
      compareAt: product.originalPrice ?? null,
      image: product.image,
      imageAlt: product.imageAlt,
    }));
    await tx.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${json(rows)})
          as p(id int, slug text, name text, brand text, category text, label text, description text, specs jsonb, position int)
      )
      insert into catalogue_products (id, slug, name, brand_id, category_id, status, label, description, specs, position)
      select p.id, p.slug, p.name, b.id, c.id, 'active', p.label, p.description, p.specs, p.position
      from input p join catalogue_brands b on b.slug = p.brand join catalogue_categories c on c.slug = p.category
      on conflict do nothing`);
    // Each seeded product has one variant with the product's id, so stock levels keep their keys.
    await tx.execute(sql`
      insert into catalogue_variants (id, product_id, sku, options, position)
      select id, id, sku, '{}'::jsonb, 0 from jsonb_to_recordset(${json(rows)}) as v(id int, sku text)
      on conflict do nothing`);
    await tx.execute(sql`
      insert into catalogue_prices (variant_id, amount, compare_at)
      select v.id, v.price, v."compareAt" from jsonb_to_recordset(${json(rows)}) as v(id int, price int, "compareAt" int)
      where not exists (select 1 from catalogue_prices p where p.variant_id = v.id)`);
    await tx.execute(sql`
      insert into catalogue_images (product_id, url, alt, width, height, position)
      select i.id, i.image, i."imageAlt", ${PRODUCT_IMAGE_SIZE.width}, ${PRODUCT_IMAGE_SIZE.height}, 0
      from jsonb_to_recordset(${json(rows)}) as i(id int, image text, "imageAlt" text)
      where not exists (select 1 from catalogue_images m where m.product_id = i.id)`);
    await seedCollections(tx as unknown as Database, seed);
    // Ids written by hand leave the identity sequences behind: new rows continue after the seed.
    for (const table of ['catalogue_products', 'catalogue_variants']) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select coalesce(max(id), 1) from ${sql.identifier(table)}), 1))`);
    }
    return missing.length;
  });
}

/** The home page's collections, deals and brand features, as the store showed them from code. */
async function seedCollections(tx: Database, seed: CatalogueSeed): Promise<void> {
  const known = new Set(seed.products.map((product) => product.id));
  const collections = [
    ...FEATURED_COLLECTIONS.map((collection, position) => ({
      slug: slugOf(collection.title),
      kind: 'featured',
      title: collection.title,
      description: collection.description,
      imageUrl: collection.image.src,
      imageAlt: collection.image.alt,
      href: collection.href,
      category: collection.href.split('/').pop() ?? null,
      brand: null,
      position,
    })),
    {
      slug: 'featured-deals',
      kind: 'deals',
      title: 'Deals',
      description: '',
      imageUrl: null,
      imageAlt: null,
      href: null,
      category: null,
      brand: null,
      position: 0,
    },
    ...BRAND_FEATURES.map((feature, position) => ({
      slug: feature.id,
      kind: 'brand',
      title: feature.title,
      description: feature.text,
      imageUrl: feature.image.src,
      imageAlt: feature.image.alt,
      href: feature.href,
      category: null,
      brand: slugOf(feature.title.split(' ')[0] ?? feature.title),
      position,
    })),
  ];
  const inserted = await tx.execute<{ id: number; slug: string }>(sql`
    insert into catalogue_collections (slug, kind, title, description, image_url, image_alt, href, category_id, brand_id, position)
    select c.slug, c.kind, c.title, c.description, c."imageUrl", c."imageAlt", c.href,
      (select id from catalogue_categories where slug = c.category), (select id from catalogue_brands where slug = c.brand), c.position
    from jsonb_to_recordset(${json(collections)})
      as c(slug text, kind text, title text, description text, "imageUrl" text, "imageAlt" text, href text, category text, brand text, position int)
    on conflict (slug) do nothing
    returning id, slug`);
  const deals = inserted.rows.find((row) => row.slug === 'featured-deals');
  const dealIds = SUPER_SALE.featuredDealIds.filter((id) => known.has(id));
  if (deals && dealIds.length > 0) {
    await tx.execute(sql`
      insert into catalogue_collection_products (collection_id, product_id, position)
      select ${deals.id}, d.id, d.position from jsonb_to_recordset(${json(dealIds.map((id, position) => ({ id, position })))}) as d(id int, position int)
      on conflict do nothing`);
  }
}
