import { and, count, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_SEARCH, searchWords, searchesWordStart } from '@godown/shared';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { keptCount } from '../../db/row-counts.js';
import { products } from '../../db/schema.js';
import { orderByOf, type OrderKey } from '../../db/list-order.js';
import { preparedPerDatabase } from '../../db/transaction.js';
import { productJson, type ProductJsonSource } from './product-json.js';

/**
 * The products search (docs/domain.md#product-search).
 *
 * A product matches when every word of the search appears (case-insensitively, anywhere) in its
 * name, description or SKU (a word of one or two characters: at the start of a word there), or when
 * the whole search is its SKU or its barcode (GTIN). With no sort asked, the best matches come
 * first: the exact SKU or barcode, then names that start with the search, then names where every
 * word starts a word, then the rest; the newest first within each.
 *
 * How it stays fast whatever the search matches: first the matches are counted up to
 * PRODUCT_SEARCH.exactTotalMax + 1 (a bitmap scan of the trigram index that stops there).
 * - Fewer: every match is read once more, ranked or sorted, and the page kept (a few hundred rows
 *   at most).
 * - More, but at most SEARCH_GATHERED_MAX in all (as a sample of the table's first rows says): the
 *   same, a few thousand rows at most; the total says "more than" the bound.
 * - More than that (a common word): ranking them all would read thousands of rows on every
 *   keystroke. Instead the sort's own index is walked newest first (or in the asked sort), testing
 *   each row, and the walk stops at the page: with over 2.5% of the products matching, a page of 50
 *   reads at most a couple of thousand index entries. The exact SKU or barcode still comes first.
 */

const exact = sql.placeholder('exact');
const exactUpper = sql.placeholder('exactUpper');
const category = sql.placeholder('category');
const exactGtin = sql.placeholder('exactGtin');

/** `term` escaped for LIKE (its %, _ and \ match themselves). */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A search word's LIKE pattern over the search text: anywhere, or (a word of one or two characters)
 * at the start of a word, after the space the search text has before each word (schema.ts).
 */
function wordPattern(word: string): string {
  return searchesWordStart(word) ? `% ${escapeLike(word)}%` : `%${escapeLike(word)}%`;
}

/** What strpos looks for in the search text: the word, or a space and the word (wordPattern). */
function wordNeedle(word: string): string {
  return searchesWordStart(word) ? ` ${word}` : word;
}

/**
 * The whole search as the SKU (as typed or in capitals, as SKUs are written) or the barcode: each
 * through its unique index (the GTIN's is on it padded to 14 digits, so an EAN-13 finds its GTIN-14).
 */
const exactCode = or(
  eq(products.sku, exact),
  eq(products.sku, exactUpper),
  sql`lpad(${products.gtin}, 14, '0') = ${exactGtin}`,
)!;

/** Word `i` in the name, SKU or description: LIKE on the lowered text, which its trigram index serves. */
function wordIndexed(i: number, searchText: unknown = products.searchText): SQL {
  return sql`${searchText} like lower(${sql.placeholder(`contains${i}`)})`;
}

/**
 * Word `i` the same way, as no index serves (strpos): the walk along a sort's index tests each row
 * instead of gathering every match first.
 */
function wordTested(i: number): SQL {
  return sql`strpos(${products.searchText}, lower(${sql.placeholder(`word${i}`)})) > 0`;
}

/**
 * The search's filter: every word (through `word`) or the exact code; `codesApart` leaves the
 * exact-code rows out, for the walk that lists them first on their own.
 */
function matchOf(words: number, withCategory: boolean, word: (i: number) => SQL, codesApart = false): SQL {
  const all = and(...Array.from({ length: words }, (_, i) => word(i)))!;
  return and(
    withCategory ? eq(products.productCategory, category) : undefined,
    codesApart ? and(all, sql`not coalesce(${exactCode}, false)`) : or(all, exactCode),
  )!;
}

type SearchSource = Record<keyof typeof productColumns, unknown>;

/**
 * The search's filter with its values in place (no prepared statement): what an export of the
 * searched list keeps, the same rows as the list's pages.
 */
export function productSearchCondition(search: string): SQL {
  const term = search.trim();
  const all = and(
    ...searchWords(search).map((word) => sql`${products.searchText} like lower(${wordPattern(word)})`),
  );
  return or(
    all,
    eq(products.sku, term),
    eq(products.sku, term.toUpperCase()),
    sql`lpad(${products.gtin}, 14, '0') = ${gtinKey(term)}`,
  )!;
}

/** A search that could be a barcode (8 to 14 digits) as the GTIN index holds it; null otherwise. */
function gtinKey(term: string): string | null {
  return /^\d{8,14}$/.test(term) ? term.padStart(14, '0') : null;
}

/** The products' columns but the search text: what a page reads and sends. */
const { searchText: _searchText, ...listed } = getTableColumns(products);
export const productColumns = listed;

/** A subquery's product columns, as the ranking and the JSON read them. */
function columnsOf(source: object): SearchSource {
  return Object.fromEntries(
    Object.keys(productColumns).map((key) => [key, (source as Record<string, unknown>)[key]]),
  ) as unknown as SearchSource;
}

/** 0 the exact SKU or barcode, 1 a name starting with the search, 2 every word starting a word, 3 the rest. */
function rankOf(words: number, source: SearchSource): SQL {
  const { sku, gtin, productName } = source;
  const wordStarts = Array.from(
    { length: words },
    (_, i) => sql`(' ' || ${productName}) ilike ${sql.placeholder(`wordStart${i}`)}`,
  );
  return sql`case when ${sku} = ${exact} or ${sku} = ${exactUpper} or lpad(${gtin}, 14, '0') = ${exactGtin} then 0
    when ${productName} ilike ${sql.placeholder('prefix')} then 1
    when ${and(...wordStarts)} then 2 else 3 end`;
}

/**
 * How many rows (the first in the table's own order) are sampled, when a search matches more than the
 * bound, to estimate how many it matches in all.
 */
const SAMPLE_ROWS = 2000;

/**
 * Past the bound, the most matches (estimated from the sample) the search still gathers and ranks
 * (or sorts) all of: up to here that reads fewer rows than the walk along the sort's index would to
 * fill a page, as the walk reads about (page size / share of products matching) rows.
 */
export const SEARCH_GATHERED_MAX = 2500;

/**
 * The matches counted up to one past the bound (a bitmap scan of the trigram index that stops
 * there), the products counted by triggers (row_counts), and the products whose SKU or barcode is
 * the whole search, as JSON (listed first when the search is over the bound): one round trip.
 */
function prepareCount(db: Db, words: number, withCategory: boolean, name: string) {
  const matching = db
    .select({ one: sql`1` })
    .from(products)
    .where(matchOf(words, withCategory, wordIndexed))
    .limit(PRODUCT_SEARCH.exactTotalMax + 1)
    .as('matching');
  const codes = db
    .select({ json: productJson(products).as('json') })
    .from(products)
    .where(and(withCategory ? eq(products.productCategory, category) : undefined, exactCode));
  return db
    .select({
      n: count(),
      rows: keptCount('products').mapWith(Number),
      codes: sql<
        string[] | null
      >`(select array_agg(codes.json order by codes.json) from (${codes}) as codes)`,
    })
    .from(matching)
    .prepare(name);
}

/**
 * The matches among the table's first SAMPLE_ROWS rows (a plain scan), counted up to `hitsMax`:
 * enough to tell a search that the whole table holds at most SEARCH_GATHERED_MAX of from one it
 * holds more of, and no more (a common word stops after a few hundred rows).
 */
function prepareSample(db: Db, words: number, withCategory: boolean, name: string) {
  const sample = db
    .select({ searchText: products.searchText, productCategory: products.productCategory })
    .from(products)
    .limit(SAMPLE_ROWS)
    .as('sample');
  const hits = db
    .select({ one: sql`1` })
    .from(sample)
    .where(
      and(
        withCategory ? eq(sample.productCategory, category) : undefined,
        ...Array.from({ length: words }, (_, i) => wordIndexed(i, sample.searchText)),
      ),
    )
    .limit(sql.placeholder('hitsMax'))
    .as('hits');
  return db.select({ n: count() }).from(hits).prepare(name);
}

/**
 * Whether a search that matches more than the bound matches at most SEARCH_GATHERED_MAX products
 * in all, as the sample of the table's first rows says.
 */
async function fewEnoughToGather(
  statement: ReturnType<typeof prepareSample>,
  params: Record<string, unknown>,
  rows: number,
): Promise<boolean> {
  const sampled = Math.min(SAMPLE_ROWS, rows);
  if (sampled === 0 || rows <= SEARCH_GATHERED_MAX) return true;
  // The sample's share of SEARCH_GATHERED_MAX: one hit more says "more than that in all".
  const hitsMax = Math.floor((SEARCH_GATHERED_MAX * sampled) / rows) + 1;
  const [sampledHits] = await statement.execute({ ...params, hitsMax });
  return (sampledHits?.n ?? 0) < hitsMax;
}

/**
 * Every match (few: the count or the sample said so), ranked or sorted, and the page, whose rows
 * alone are written as JSON. The subquery's OFFSET (0, a parameter since drizzle leaves out a
 * literal 0) keeps PostgreSQL from merging it into the ordered outer query and walking the sort's
 * whole index instead of gathering the few matches through the trigram index.
 */
function prepareRanked(db: Db, words: number, withCategory: boolean, order: OrderKeysOf, name: string) {
  const matching = db
    .select(productColumns)
    .from(products)
    .where(matchOf(words, withCategory, wordIndexed))
    .offset(sql.placeholder('fence'))
    .as('matching');
  const page = db
    .select(columnsOf(matching) as unknown as typeof productColumns)
    .from(matching)
    .orderBy(...order(columnsOf(matching), words))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return pageJson(db, page, order, words, name);
}

/** A cut page's rows as JSON, in its order: the rows skipped before it are never written. */
function pageJson(
  db: Db,
  page: SubqueryWithSelection<typeof productColumns, 'page'>,
  order: OrderKeysOf,
  words: number,
  name: string,
) {
  const pageColumns = columnsOf(page);
  return db
    .select({ json: productJson(pageColumns as unknown as ProductJsonSource) })
    .from(page)
    .orderBy(...order(pageColumns, words))
    .prepare(name);
}

/**
 * A page along the sort's index, each row tested: for searches that match more than the bound.
 * Best first (no sort asked), the exact-code rows are left out: they are listed first on their own.
 */
function prepareWalk(
  db: Db,
  words: number,
  withCategory: boolean,
  order: OrderKeysOf,
  codesApart: boolean,
  name: string,
) {
  const page = db
    .select(productColumns)
    .from(products)
    .where(matchOf(words, withCategory, wordTested, codesApart))
    .orderBy(...order(products as unknown as SearchSource, words))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return pageJson(db, page, order, words, name);
}

/** The ORDER BY of a page over `source`. */
type OrderKeysOf = (source: SearchSource, words: number) => SQL[];

const statements = preparedPerDatabase((db) => {
  const cache = new Map<string, unknown>();
  const once = <T>(name: string, make: () => T): T => {
    if (!cache.has(name)) cache.set(name, make());
    return cache.get(name) as T;
  };
  return {
    count: (words: number, withCategory: boolean) => {
      const name = `products_search_count_${words}_${withCategory ? 'c' : 'all'}`;
      return once(name, () => prepareCount(db, words, withCategory, name));
    },
    sample: (words: number, withCategory: boolean) => {
      const name = `products_search_sample_${words}_${withCategory ? 'c' : 'all'}`;
      return once(name, () => prepareSample(db, words, withCategory, name));
    },
    ranked: (words: number, withCategory: boolean, orderName: string, order: OrderKeysOf) => {
      const name = `products_search_ranked_${words}_${withCategory ? 'c' : 'all'}_${orderName}`;
      return once(name, () => prepareRanked(db, words, withCategory, order, name));
    },
    walk: (words: number, withCategory: boolean, orderName: string, order: OrderKeysOf) => {
      const name = `products_search_walk_${words}_${withCategory ? 'c' : 'all'}_${orderName}`;
      return once(name, () => prepareWalk(db, words, withCategory, order, orderName === 'best', name));
    },
  };
});

export interface SearchQuery {
  search: string;
  category?: string | undefined;
  limit: number | null;
  offset: number;
  /** The asked sort's name (for the statement's name) and its keys over a source; none: best first. */
  sort?: { name: string; keys: (source: SearchSource) => OrderKey[] };
}

/**
 * A page of the products matching a search, each as the API's JSON text (product-json.ts), with the
 * total (exact up to the bound, see above).
 */
export async function searchProducts(
  db: Db,
  query: SearchQuery,
): Promise<{ rows: string[]; total: number; totalExact: boolean }> {
  const words = searchWords(query.search);
  const s = statements(db);
  const withCategory = query.category !== undefined;
  const params: Record<string, unknown> = {
    exact: query.search.trim(),
    exactUpper: query.search.trim().toUpperCase(),
    exactGtin: gtinKey(query.search.trim()),
    category: query.category,
    prefix: `${escapeLike(query.search.trim())}%`,
  };
  words.forEach((word, i) => {
    params[`contains${i}`] = wordPattern(word);
    params[`word${i}`] = wordNeedle(word);
    params[`wordStart${i}`] = `% ${escapeLike(word)}%`;
  });
  const sort = query.sort;
  const orderName = sort?.name ?? 'best';
  const newest = (source: SearchSource): SQL[] => [sql`${source.createdAt} desc`, sql`${source.id} desc`];
  const ranked: OrderKeysOf = sort
    ? (source) => orderByOf(sort.keys(source))
    : (source, n) => [rankOf(n, source), ...newest(source)];
  const [counted] = await s.count(words.length, withCategory).execute(params);
  const matches = counted?.n ?? 0;
  // Every match is gathered and ranked (or sorted) when they are few: all of them under the bound,
  // or past it when the sample says the whole table holds at most SEARCH_GATHERED_MAX.
  const exactTotal = matches <= PRODUCT_SEARCH.exactTotalMax;
  if (
    exactTotal ||
    (await fewEnoughToGather(s.sample(words.length, withCategory), params, counted?.rows ?? 0))
  ) {
    const page = await s
      .ranked(words.length, withCategory, orderName, ranked)
      .execute({ ...params, fence: 0, limit: query.limit, offset: query.offset });
    return {
      rows: page.map((row) => row.json),
      total: exactTotal ? matches : PRODUCT_SEARCH.exactTotalMax,
      totalExact: exactTotal,
    };
  }

  // More than the bound: along the sort's index, with the exact SKU or barcode first when no sort
  // is asked (a few rows, each through its unique index; the walk leaves them out).
  const walked: OrderKeysOf = sort ? (source) => orderByOf(sort.keys(source)) : (source) => newest(source);
  const codes = sort ? [] : (counted?.codes ?? []);
  const limit = query.limit;
  const head = codes.slice(query.offset, limit === null ? undefined : query.offset + limit);
  const restLimit = limit === null ? null : limit - head.length;
  const rest =
    restLimit === 0
      ? []
      : (
          await s.walk(words.length, withCategory, orderName, walked).execute({
            ...params,
            limit: restLimit,
            offset: Math.max(0, query.offset - codes.length),
          })
        ).map((row) => row.json);
  const rows = [...head, ...rest];
  return {
    rows,
    total: PRODUCT_SEARCH.exactTotalMax,
    totalExact: false,
  };
}
