import { sql, type SQL } from 'drizzle-orm';
import type { SortOrder } from '../../../core/domain/category';
import { CENTS_PER_RAND } from '../../../core/domain/money';
import { normaliseQuery, parseSearchRequest } from '../../../core/domain/search-query';
import {
  correctableTerm,
  haystackOf,
  keywordsOf,
  matchingCategories,
  queryTerms,
  termsOf,
  typoDistance,
} from '../../../core/domain/search-text';
import { guarded, type Database } from '../../db';
import type { FacetCount, SearchEngine, SearchPage, SearchParams, SuggestPage } from './engine';

/**
 * Search in the store's PostgreSQL, the way the shop's own search reads words (core/domain/search-text.ts):
 * - every word of the query must match, as a whole word or a word's start (full text: a GIN-indexed
 *   tsvector of the shop's own words, weighted by field);
 * - products where each word is a name, brand or category word come first, then those with some only in
 *   the description, then those where the words are only parts of words (the spec's substring rule,
 *   `LIKE` on a trigram index);
 * - accents are ignored (`unaccent`); when nothing matches, the closest words the catalogue knows are
 *   searched instead ("Did you mean", `levenshtein` from fuzzystrmatch) and else anything within typo reach;
 * - a budget in the query filters and 'cheap' orders by price.
 */

/** tsvector weights: the category's words (A) count most, then name (B) and brand (C), then description (D). */
const FIELD_WEIGHTS = { keywords: 'A', name: 'B', brand: 'C', description: 'D' } as const;
/** ts_rank's weights, in the order {D, C, B, A}: the browser index's field boosts 1, 3, 3, 4. */
const RANK_WEIGHTS = '{0.25, 0.75, 0.75, 1.0}';
/** A word's start counts less than the whole word; a typo less still (as the browser index weighs them). */
const PREFIX_WEIGHT = 0.4;
const FUZZY_WEIGHT = 0.3;
/** tsvector positions stop at 16 383. */
const MAX_POSITION = 16_383;
const DEFAULT_LIMIT = 24;
/** The most hits one search ranks: deeper pages of a search are not a shopping need. */
const MAX_HITS = 10_000;

/** A lexeme as tsquery and tsvector input read it literally. */
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A LIKE pattern finding `word` anywhere, its wildcards taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

interface TermGroup {
  /** The term and, for typo search, the known words within reach. */
  exact: string[];
  prefix: boolean;
  fuzzy: string[];
}

function groupQuery(groups: readonly TermGroup[], weights: string, operator: '&' | '|'): string {
  const parts = groups.map((group) => {
    const alternatives = group.exact.map((term) => `${quoteLexeme(term)}${group.prefix && term.length >= 2 ? ':*' : ':'}${weights}`.replace(/:$/, ''));
    for (const term of group.fuzzy) alternatives.push(`${quoteLexeme(term)}${weights ? `:${weights}` : ''}`);
    return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
  });
  return parts.join(` ${operator} `);
}

interface RankedRow {
  ids: number[] | null;
  total: number;
  matched: number;
  brands: FacetCount[] | null;
  categories: FacetCount[] | null;
}

function orderBy(sort: SortOrder, cheapFirst: boolean): SQL {
  switch (sort) {
    case 'price-asc':
      return sql`d.price asc, h.tier asc, h.score desc, d.position asc, d.product_id asc`;
    case 'price-desc':
      return sql`d.price desc, h.tier asc, h.score desc, d.position asc, d.product_id asc`;
    case 'name':
      return sql`d.name_key asc, h.tier asc, h.score desc, d.position asc, d.product_id asc`;
    case 'featured':
      return cheapFirst
        ? sql`h.tier asc, d.price asc, h.score desc, d.position asc, d.product_id asc`
        : sql`h.tier asc, h.score desc, d.position asc, d.product_id asc`;
  }
}

export function createPostgresSearchEngine(db: Database): SearchEngine {
  /** The words as the index keeps them: accents folded by PostgreSQL's `unaccent`. */
  async function fold(words: readonly string[]): Promise<string[]> {
    if (words.length === 0) return [];
    const result = await db.execute<{ folded: string[] }>(sql`select array(select nexus_unaccent(w) from unnest(${sql.param(words)}::text[]) with ordinality as u(w, i) order by i) as folded`);
    return result.rows[0]?.folded ?? [];
  }

  /** Hits of the word query (tiers 0 and 1) and, with `substrings`, of the substring rule (tier 2). */
  function hitsQuery(groups: readonly TermGroup[], substrings: readonly string[], fuzzy: boolean): SQL | null {
    const parts: SQL[] = [];
    if (groups.length > 0) {
      const all = groupQuery(groups, '', '&');
      const titles = groupQuery(groups, 'ABC', '&');
      const exact = groupQuery(groups.map((group) => ({ ...group, prefix: false, fuzzy: [] })), '', '|');
      const prefixed = groupQuery(groups.map((group) => ({ ...group, fuzzy: [] })), '', '|');
      const typos = groups.some((group) => group.fuzzy.length > 0) ? groupQuery(groups.map((group) => ({ exact: [], prefix: false, fuzzy: group.fuzzy.length > 0 ? group.fuzzy : group.exact })), '', '|') : null;
      parts.push(sql`
        select product_id as id, case when vector @@ ${titles}::tsquery then 0 else 1 end as tier,
          ts_rank(${RANK_WEIGHTS}::float4[], vector, ${exact}::tsquery, 1)
            + ${PREFIX_WEIGHT} * ts_rank(${RANK_WEIGHTS}::float4[], vector, ${prefixed}::tsquery, 1)
            ${fuzzy && typos ? sql`+ ${FUZZY_WEIGHT} * ts_rank(${RANK_WEIGHTS}::float4[], vector, ${typos}::tsquery, 1)` : sql``} as score
        from catalogue_search_documents where vector @@ ${all}::tsquery`);
    }
    if (substrings.length > 0) {
      const likes = sql.join(
        substrings.map((word) => sql`haystack like ${containsPattern(word)}`),
        sql` and `,
      );
      parts.push(sql`select product_id as id, 2 as tier, 0::float4 as score from catalogue_search_documents where ${likes}`);
    }
    if (parts.length === 0) return null;
    // A product found both ways keeps its best tier.
    return sql`select distinct on (id) id, tier, score from (${sql.join(parts, sql` union all `)}) found order by id, tier asc, score desc`;
  }

  async function rank(
    hits: SQL,
    params: SearchParams,
    maxCents: number | null,
    cheapFirst: boolean,
    limit: number,
    offset: number,
  ): Promise<RankedRow> {
    const brands = [...(params.brands ?? [])];
    const categories = [...(params.categories ?? [])];
    const brandFilter = brands.length > 0 ? sql`d.brand = any(${sql.param(brands)}::text[])` : sql`true`;
    const categoryFilter = categories.length > 0 ? sql`d.category = any(${sql.param(categories)}::text[])` : sql`true`;
    const sort = params.sort ?? 'featured';
    const result = await db.execute<RankedRow & Record<string, unknown>>(sql`
      with h as (${hits} limit ${MAX_HITS}),
      priced as (
        select h.id, h.tier, h.score, d.product_id, d.price, d.brand, d.category, d.position, d.name_key
        from h join catalogue_search_documents d on d.product_id = h.id
        where ${maxCents === null ? sql`true` : sql`d.price <= ${maxCents}`}
      ),
      shown as (select * from priced d where ${brandFilter} and ${categoryFilter})
      select
        (select count(*)::int from h) as matched,
        (select count(*)::int from shown) as total,
        (select json_agg(json_build_object('value', brand, 'count', n) order by n desc, brand)
          from (select brand, count(*)::int as n from priced d where ${categoryFilter} group by brand) b) as brands,
        (select json_agg(json_build_object('value', category, 'count', n) order by n desc, category)
          from (select category, count(*)::int as n from priced d where ${brandFilter} group by category) c) as categories,
        (select json_agg(product_id order by ordinal) from (
          select d.product_id, row_number() over (order by ${orderBy(sort, cheapFirst)}) as ordinal
          from shown d join h on h.id = d.product_id
          order by ordinal limit ${limit} offset ${offset}) page) as ids`);
    const row = result.rows[0];
    return { ids: row?.ids ?? [], total: row?.total ?? 0, matched: row?.matched ?? 0, brands: row?.brands ?? [], categories: row?.categories ?? [] };
  }

  /** Known words: the terms the catalogue uses, with their spelling. */
  async function knownTerms(terms: readonly string[]): Promise<Set<string>> {
    if (terms.length === 0) return new Set();
    const result = await db.execute<{ term: string }>(sql`select term from catalogue_search_terms where term = any(${sql.param([...terms])}::text[])`);
    return new Set(result.rows.map((row) => row.term));
  }

  /** Known words within `distance` edits of `term`, fewest edits first, then the most used. */
  async function wordsNear(term: string, distance: number, limit: number): Promise<Array<{ term: string; spelling: string }>> {
    const result = await db.execute<{ term: string; spelling: string }>(sql`
      select term, spelling from (
        select term, spelling, uses, levenshtein_less_equal(term, ${term}, ${distance}) as edits
        from catalogue_search_terms
        where length(term) between ${term.length - distance} and ${term.length + distance}
      ) near where edits <= ${distance}
      order by edits asc, uses desc, term asc limit ${limit}`);
    return result.rows;
  }

  /** The query with each word the catalogue does not know replaced by the closest one it does. */
  async function corrected(text: string): Promise<string | null> {
    const words = text.split(' ');
    const folded = await fold(words);
    const processed = folded.map((word) => correctableTerm(word, () => false));
    const known = await knownTerms(processed.filter((term): term is string => term !== null));
    let changed = false;
    const out: string[] = [];
    for (const [index, word] of words.entries()) {
      const term = processed[index];
      if (!term || known.has(term)) {
        out.push(word);
        continue;
      }
      const distance = typoDistance(term);
      const closest = distance === false ? undefined : (await wordsNear(term, distance, 1))[0];
      if (!closest) {
        out.push(word);
        continue;
      }
      changed = true;
      out.push(closest.spelling);
    }
    return changed ? out.join(' ') : null;
  }

  async function groupsOf(terms: readonly string[]): Promise<TermGroup[]> {
    const folded = await fold([...new Set(terms)]);
    return [...new Set(folded)].filter((term) => term !== '').map((term) => ({ exact: [term], prefix: true, fuzzy: [] }));
  }

  async function search(params: SearchParams): Promise<SearchPage> {
    const limit = Math.min(Math.max(1, Math.floor(params.limit ?? DEFAULT_LIMIT)), 100);
    const offset = Math.min(Math.max(0, Math.floor(params.offset ?? 0)), MAX_HITS);
    const empty: SearchPage = { ids: [], total: 0, maxRand: null, didYouMean: null, facets: { brands: [], categories: [] }, nextOffset: null };
    const normalised = normaliseQuery(params.query);
    if (normalised === null) return empty;
    const request = parseSearchRequest(normalised);
    const terms = queryTerms(request.text);
    const budgets = [request.maxRand, params.maxRand ?? null].filter((value): value is number => value !== null);
    const maxCents = budgets.length > 0 ? Math.min(...budgets) * CENTS_PER_RAND : null;
    const run = (hits: SQL) => rank(hits, params, maxCents, request.cheapFirst, limit, offset);

    const substrings = await fold(request.text.toLowerCase().split(' ').filter(Boolean));
    const asTyped = hitsQuery(await groupsOf(terms), substrings, false);
    let ranked = asTyped ? await run(asTyped) : null;
    let didYouMean: string | null = null;

    if ((ranked === null || ranked.matched === 0) && terms.length > 0) {
      // Nothing as typed: the closest spelling the catalogue knows, else anything within typo reach.
      didYouMean = await corrected(request.text);
      const correctedHits = didYouMean === null ? null : hitsQuery(await groupsOf(queryTerms(didYouMean)), [], false);
      ranked = correctedHits ? await run(correctedHits) : null;
      if (ranked === null || ranked.matched === 0) {
        const groups: TermGroup[] = [];
        for (const group of await groupsOf(terms)) {
          const term = group.exact[0] ?? '';
          const distance = typoDistance(term);
          const near = distance === false ? [] : await wordsNear(term, distance, 50);
          groups.push({ ...group, fuzzy: near.map((word) => word.term).filter((word) => word !== term) });
        }
        const fuzzyHits = hitsQuery(groups, [], true);
        ranked = fuzzyHits ? await run(fuzzyHits) : null;
      }
      if (ranked === null || ranked.matched === 0) didYouMean = null;
    }
    // A query that is only a budget ('under R2000', 'cheap stuff') lists everything in it.
    if ((ranked === null || ranked.matched === 0) && terms.length === 0 && (request.maxRand !== null || request.cheapFirst)) {
      ranked = await run(sql`select product_id as id, 0 as tier, 0::float4 as score from catalogue_search_documents`);
    }
    if (ranked === null) return { ...empty, maxRand: request.maxRand };
    const ids = ranked.ids ?? [];
    return {
      ids,
      total: ranked.total,
      maxRand: request.maxRand,
      didYouMean,
      facets: { brands: ranked.brands ?? [], categories: ranked.categories ?? [] },
      nextOffset: offset + ids.length < Math.min(ranked.total, MAX_HITS) ? offset + ids.length : null,
    };
  }

  return {
    search: (params) => guarded(() => search(params)),

    suggest: (query, limit = 6) =>
      guarded(async (): Promise<SuggestPage> => {
        const found = await search({ query, limit });
        return {
          ids: found.ids,
          categories: matchingCategories(found.didYouMean ?? query).slice(0, 3),
          total: found.total,
          didYouMean: found.didYouMean,
        };
      }),

    index: (products) =>
      guarded(async () => {
        const active = products.filter((product) => product.status === 'active');
        const inactive = products.filter((product) => product.status !== 'active').map((product) => product.id);
        const documents = active.map((product) => {
          const fields = { keywords: keywordsOf(product), name: product.name, brand: product.brand, description: product.description };
          return { product, fields, terms: Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, termsOf(text)])) as Record<keyof typeof fields, Map<string, string>> };
        });
        // Fold every word once (PostgreSQL's unaccent), then write each document's tsvector literally.
        const words = [...new Set(documents.flatMap((document) => Object.values(document.terms).flatMap((terms) => [...terms.keys()])))];
        const foldedList = await fold(words);
        const folded = new Map(words.map((word, index) => [word, foldedList[index] ?? word]));
        // Fields joined by a control character, which no normalised query holds: a word cannot span two.
        const haystacks = await fold(active.map((product) => haystackOf(product, '\u0001')));
        const rows = documents.map((document, index) => {
          const positions = new Map<string, string[]>();
          const spellings = new Map<string, string>();
          let position = 0;
          for (const field of ['keywords', 'name', 'brand', 'description'] as const) {
            for (const [term, spelling] of document.terms[field]) {
              const lexeme = folded.get(term) ?? term;
              if (lexeme === '') continue;
              position = Math.min(position + 1, MAX_POSITION);
              positions.set(lexeme, [...(positions.get(lexeme) ?? []), `${position}${FIELD_WEIGHTS[field]}`]);
              if (!spellings.has(lexeme)) spellings.set(lexeme, spelling);
            }
          }
          return {
            id: document.product.id,
            vector: [...positions].map(([lexeme, at]) => `${quoteLexeme(lexeme)}:${at.join(',')}`).join(' '),
            haystack: haystacks[index] ?? '',
            brand: document.product.brand,
            category: document.product.category,
            price: document.product.price,
            nameKey: document.product.name.toLowerCase(),
            position: document.product.position,
            terms: [...spellings].map(([term, spelling]) => ({ term, spelling })),
          };
        });
        await db.transaction(async (tx) => {
          const changedTerms = new Set<string>();
          const touched = [...rows.map((row) => row.id), ...inactive];
          if (touched.length > 0) {
            const before = await tx.execute<{ lexeme: string }>(sql`
              select distinct u.lexeme from catalogue_search_documents d, unnest(d.vector) u
              where d.product_id = any(${sql.param(touched)}::int[])`);
            for (const row of before.rows) changedTerms.add(row.lexeme);
            await tx.execute(sql`delete from catalogue_search_documents where product_id = any(${sql.param(inactive)}::int[])`);
          }
          for (let start = 0; start < rows.length; start += 1_000) {
            const batch = rows.slice(start, start + 1_000);
            await tx.execute(sql`
              insert into catalogue_search_documents (product_id, vector, haystack, brand, category, price, name_key, position)
              select id, vector::tsvector, haystack, brand, category, price, "nameKey", position
              from jsonb_to_recordset(${JSON.stringify(batch.map(({ terms: _terms, ...row }) => row))}::jsonb)
                as r(id int, vector text, haystack text, brand text, category text, price int, "nameKey" text, position int)
              on conflict (product_id) do update set vector = excluded.vector, haystack = excluded.haystack, brand = excluded.brand,
                category = excluded.category, price = excluded.price, name_key = excluded.name_key, position = excluded.position`);
            const spellings = new Map<string, string>();
            for (const row of batch) for (const { term, spelling } of row.terms) if (!spellings.has(term)) spellings.set(term, spelling);
            for (const term of spellings.keys()) changedTerms.add(term);
            await tx.execute(sql`
              insert into catalogue_search_terms (term, spelling, uses)
              select term, spelling, 0 from jsonb_to_recordset(${JSON.stringify([...spellings].map(([term, spelling]) => ({ term, spelling })))}::jsonb)
                as t(term text, spelling text)
              on conflict (term) do nothing`);
          }
          await recount(tx as unknown as Database, [...changedTerms]);
        });
      }),

    remove: (productIds) =>
      guarded(async () => {
        if (productIds.length === 0) return;
        await db.transaction(async (tx) => {
          const before = await tx.execute<{ lexeme: string }>(sql`
            select distinct u.lexeme from catalogue_search_documents d, unnest(d.vector) u where d.product_id = any(${sql.param([...productIds])}::int[])`);
          await tx.execute(sql`delete from catalogue_search_documents where product_id = any(${sql.param([...productIds])}::int[])`);
          await recount(tx as unknown as Database, before.rows.map((row) => row.lexeme));
        });
      }),
  };
}

/** How many products use each of these words now; words no product uses any more are forgotten. */
async function recount(tx: Database, terms: readonly string[]): Promise<void> {
  for (let start = 0; start < terms.length; start += 2_000) {
    const batch = terms.slice(start, start + 2_000);
    // The documents holding any of the words (the GIN index finds them), then each word's count.
    const any = batch.map(quoteLexeme).join(' | ');
    await tx.execute(sql`
      with counted as (
        select w.term, coalesce(c.uses, 0) as uses
        from unnest(${sql.param(batch)}::text[]) as w(term)
        left join (
          select u.lexeme, count(*)::int as uses
          from catalogue_search_documents d, unnest(d.vector) u
          where d.vector @@ ${any}::tsquery and u.lexeme = any(${sql.param(batch)}::text[])
          group by u.lexeme
        ) c on c.lexeme = w.term
      ),
      gone as (delete from catalogue_search_terms t using counted c where t.term = c.term and c.uses = 0)
      update catalogue_search_terms t set uses = c.uses from counted c where t.term = c.term and c.uses > 0 and t.uses <> c.uses`);
  }
}
