import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampNow, timestampTz } from '../db/columns';

/**
 * The catalogue: what the store sells, kept in the store's database (the shape Medusa and Saleor use:
 * products with variants, prices on the variant, stock per variant). Kept apart from the orders'
 * schema; `server/db/schema.ts` re-exports these for drizzle-kit and the typed queries.
 *
 * Ids are given by the database for new rows, but the seed writes today's ids (orders, teams, stock
 * and carts kept in shoppers' browsers refer to them), hence identity `by default`, not `always`.
 */

const catalogueId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const COLLECTION_KINDS = ['featured', 'deals', 'brand'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    id: catalogueId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The icon the header's category strip draws (core/catalogue/categories.ts CategoryIcon). */
    icon: text('icon').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('catalogue_categories_slug_unique').on(table.slug)],
);

export const catalogueBrands = pgTable(
  'catalogue_brands',
  {
    id: catalogueId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('catalogue_brands_slug_unique').on(table.slug)],
);

export interface StoredSpec {
  label: string;
  value: string;
}

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: catalogueId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => catalogueBrands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => catalogueCategories.id),
    /** Draft: seen at the desk only; active: sold; archived: no longer sold, past orders keep their lines. */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('draft'),
    /** A merchandising label (core/catalogue/labels.ts), or null. */
    label: text('label'),
    description: text('description').notNull(),
    specs: jsonb('specs').$type<StoredSpec[]>().notNull().default([]),
    /** The catalogue's own order (category pages list by it unless sorted otherwise). */
    position: integer('position').notNull(),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
  },
  (table) => [
    uniqueIndex('catalogue_products_slug_unique').on(table.slug),
    check('catalogue_products_status_check', sql`${table.status} in ('draft', 'active', 'archived')`),
    // Category pages: a category's active products in the catalogue's order, paged by keyset.
    index('catalogue_products_category_idx').on(table.categoryId, table.status, table.position, table.id),
    index('catalogue_products_brand_idx').on(table.brandId),
  ],
);

/**
 * What is bought: a product has one or more variants (storage, colour, ...). Price and stock live on
 * the variant. Today's products have one variant each, whose id is the product's id, so that stock
 * levels (kept per variant) and orders keep their numbers.
 */
export const catalogueVariants = pgTable(
  'catalogue_variants',
  {
    id: catalogueId(),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    sku: text('sku').notNull(),
    /** Option name to value, e.g. `{ "Storage": "256 GB", "Colour": "Midnight" }`; empty for a product's only variant. */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdAt: timestampNow('created_at'),
    updatedAt: timestampNow('updated_at'),
  },
  (table) => [
    uniqueIndex('catalogue_variants_sku_unique').on(table.sku),
    index('catalogue_variants_product_idx').on(table.productId, table.position),
  ],
);

/**
 * A variant's prices. One base price (no start, no end) and any number of scheduled ones (a sale from
 * `starts_at` to `ends_at`): the price in effect is the scheduled one running now that started last,
 * else the base. `compare_at` is the "was" price shown struck through, always above the amount.
 */
export const cataloguePrices = pgTable(
  'catalogue_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => catalogueVariants.id, { onDelete: 'cascade' }),
    /** VAT-inclusive, integer cents. */
    amount: integer('amount').notNull(),
    compareAt: integer('compare_at'),
    startsAt: timestampTz('starts_at'),
    endsAt: timestampTz('ends_at'),
    createdAt: timestampNow('created_at'),
  },
  (table) => [
    check('catalogue_prices_amount_check', sql`${table.amount} >= 0`),
    check('catalogue_prices_compare_at_check', sql`${table.compareAt} is null or ${table.compareAt} > ${table.amount}`),
    check('catalogue_prices_window_check', sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    // One base price per variant.
    uniqueIndex('catalogue_prices_base_unique').on(table.variantId).where(sql`${table.startsAt} is null and ${table.endsAt} is null`),
    index('catalogue_prices_variant_idx').on(table.variantId, table.startsAt),
  ],
);

export const catalogueImages = pgTable(
  'catalogue_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    /** The picture of one variant, or null for the product's own. */
    variantId: integer('variant_id').references(() => catalogueVariants.id, { onDelete: 'cascade' }),
    /** A path under the storefront's public folder or an absolute URL. */
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('catalogue_images_product_idx').on(table.productId, table.position),
    check('catalogue_images_size_check', sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

/**
 * What the home page features, in order: `featured` (a collection tile linking to a category),
 * `deals` (products on deal) and `brand` (a brand's feature picture).
 */
export const catalogueCollections = pgTable(
  'catalogue_collections',
  {
    id: catalogueId(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: COLLECTION_KINDS }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    /** Where the tile links: a category page or a search. */
    href: text('href'),
    categoryId: integer('category_id').references(() => catalogueCategories.id),
    brandId: integer('brand_id').references(() => catalogueBrands.id),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('catalogue_collections_slug_unique').on(table.slug),
    index('catalogue_collections_kind_idx').on(table.kind, table.position),
    check('catalogue_collections_kind_check', sql`${table.kind} in ('featured', 'deals', 'brand')`),
  ],
);

export const catalogueCollectionProducts = pgTable(
  'catalogue_collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => catalogueCollections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.productId] }), index('catalogue_collection_products_order_idx').on(table.collectionId, table.position)],
);

/**
 * The search engine's documents (the PostgreSQL engine, server/catalogue/search/): one row per
 * sellable product, written by `index` and removed by `remove`. Category pages list from it too (the
 * price to sort and filter by is a column here, indexed with the category). The lexemes are the shop's own words
 * (core/domain/search-text.ts), so the server finds what the browser's search found.
 */
export const catalogueSearchDocuments = pgTable(
  'catalogue_search_documents',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    /** Name, brand and category words weighted A; description words D. */
    vector: tsvector('vector').notNull(),
    /** Lower-cased name, description, brand and category name joined by a NUL-free separator: the substring rule reads it. */
    haystack: text('haystack').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    /** The price in effect when indexed, for budgets and sorting. */
    price: integer('price').notNull(),
    /** The product's name in lower case: the A-to-Z sort. */
    nameKey: text('name_key').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('catalogue_search_vector_idx').using('gin', table.vector),
    index('catalogue_search_haystack_trgm_idx').using('gin', sql`${table.haystack} gin_trgm_ops`),
    // Category pages, paged by keyset in each of their sorts.
    index('catalogue_search_category_position_idx').on(table.category, table.position, table.productId),
    index('catalogue_search_category_price_idx').on(table.category, table.price, table.position, table.productId),
    index('catalogue_search_category_name_idx').on(table.category, table.nameKey, table.productId),
  ],
);

/** Every word the catalogue uses and how many products use it: "Did you mean" and typo tolerance. */
export const catalogueSearchTerms = pgTable(
  'catalogue_search_terms',
  {
    term: text('term').primaryKey(),
    /** The word as the catalogue spells it (lower case), for "Did you mean". */
    spelling: text('spelling').notNull(),
    uses: integer('uses').notNull(),
  },
  (table) => [
    index('catalogue_search_terms_length_idx').on(sql`length(${table.term})`),
    index('catalogue_search_terms_trgm_idx').using('gin', sql`${table.term} gin_trgm_ops`),
  ],
);

/**
 * One row: the catalogue's version, moved on by a trigger on every change of a catalogue table, which
 * also notifies `nexus_catalogue` (LISTEN/NOTIFY), so that every server process drops its cached reads.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    changedAt: timestampNow('changed_at'),
  },
  (table) => [check('catalogue_state_one_row', sql`${table.id} = 1`)],
);
