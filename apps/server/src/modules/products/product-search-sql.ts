import { and, count, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_SEARCH } from '@godown/shared';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { keptCount } from '../../db/row-counts.js';
import { products } from '../../db/schema.js';
import { preparedPerDatabase } from '../../db/transaction.js';
import { productJson, type ProductJsonSource } from './product-json.js';

// The products search's prepared statements: what product-search.ts runs, in which order and why.
// Each statement takes its values as placeholders, which searchParams (product-search.ts) fills:
// - exact, exactUpper, exactGtin: the whole search as a SKU or a barcode;
// - contains{i} (LIKE over the search text, the trigram index), word{i} (strpos, tested per row):
//   word i of the search, anywhere or at the start of a word;
// - wholeName, namePrefix: the words joined, as a name's first words, whole or begun;
// - wholeWord{i}, wordStart{i} (LIKE over the name text), nameWord{i} (strpos): word i as a whole
//   word of the name, or starting one.

const exact = sql.placeholder('exact');
const exactUpper = sql.placeholder('exactUpper');
const category = sql.placeholder('category');
const exactGtin = sql.placeholder('exactGtin');

/**
 * The whole search as the SKU (as typed or in capitals, as SKUs are written) or the barcode: each
 * through its unique index (the GTIN's is on it padded to 14 digits, so an EAN-13 finds its GTIN-14).
 */
const exactCode = or(
  eq(products.sku, exact),
  eq(products.sku, exactUpper),
  sql`lpad(${products.gtin}, 14, '0') = ${exactGtin}`,
)!;
const notExactCode = sql`not coalesce(${exactCode}, false)`;

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
 * Every word meets `word`. A search of no words (punctuation alone: "[]") has no word that could:
 * false, so it matches by its exact code only, as its export's condition does.
 */
const each = (words: number, word: (i: number) => SQL): SQL =>
  words === 0 ? sql`false` : and(...Array.from({ length: words }, (_, i) => word(i)))!;

/** Every word starts a word of the name (LIKE '% oil%' over the name text, its trigram index). */
function nameIndexed(words: number, nameText: unknown = products.nameText): SQL {
  return each(words, (i) => sql`${nameText} like lower(${sql.placeholder(`wordStart${i}`)})`);
}

/** The same, tested per row (strpos of ' oil'): the walks. */
function nameTested(words: number): SQL {
  return each(words, (i) => sql`strpos(${products.nameText}, lower(${sql.placeholder(`nameWord${i}`)})) > 0`);
}

const inCategory = (withCategory: boolean, column: unknown = products.productCategory) =>
  withCategory ? sql`${column} = ${category}` : undefined;

/**
 * The search's filter: every word (through `word`) or the exact code; `codesApart` leaves the
 * exact-code rows out, for the walk that lists them first on their own.
 */
function matchOf(words: number, withCategory: boolean, word: (i: number) => SQL, codesApart = false): SQL {
  const all = each(words, word);
  return and(inCategory(withCategory), codesApart ? and(all, notExactCode) : or(all, exactCode))!;
}

type SearchSource = Record<keyof typeof productColumns, unknown> & { nameText: unknown };

/** The products' columns but the search texts: what a page reads and sends. */
const { searchText: _searchText, nameText: _nameText, ...listed } = getTableColumns(products);
export const productColumns = listed;

/** A subquery's product columns (and name text), as the ranking and the JSON read them. */
function columnsOf(source: object): SearchSource {
  return Object.fromEntries(
    [...Object.keys(productColumns), 'nameText'].map((key) => [
      key,
      (source as Record<string, unknown>)[key],
    ]),
  ) as unknown as SearchSource;
}

/**
 * How good a match is, best first: 0 the exact SKU or barcode; then by the name alone: 1 it starts
 * with the search's words, whole ("Oil, coconut 1 L" for "oil"); 2 every word is a whole word of it
 * ("Coconut Oil 1 L"); 3 it starts with the search ("Oily skin cream"); 4 every word starts one of
 * its words; 5 every word is in it, one inside a word ("dal" in "Sandalwood talc"); 6 the rest (a
 * word in the brand, SKU or description only: a body lotion whose description says oil).
 */
export function rankOf(words: number, source: SearchSource): SQL {
  const { sku, gtin, nameText } = source;
  const wholeWords = each(words, (i) => sql`${nameText} like lower(${sql.placeholder(`wholeWord${i}`)})`);
  return sql`case when ${sku} = ${exact} or ${sku} = ${exactUpper} or lpad(${gtin}, 14, '0') = ${exactGtin} then 0
    when ${nameText} like lower(${sql.placeholder('wholeName')}) then 1
    when ${wholeWords} then 2
    when ${nameText} like lower(${sql.placeholder('namePrefix')}) then 3
    when ${nameIndexed(words, nameText)} then 4
    when ${each(words, (i) => wordIndexed(i, nameText))} then 5 else 6 end`;
}

/**
 * How many rows (the first in the table's own order) are sampled, when a search matches more than the
 * bound, to estimate how many it matches in all.
 */
export const SAMPLE_ROWS = 2000;

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
    .where(and(inCategory(withCategory), exactCode));
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
 * The matches (`names`: the names among them) among the table's first SAMPLE_ROWS rows (a plain
 * scan), counted up to `hitsMax`: enough to tell a search that the whole table holds at most
 * SEARCH_GATHERED_MAX of from one it holds more of, and no more (a common word stops after a few
 * hundred rows).
 */
function prepareSample(db: Db, words: number, withCategory: boolean, names: boolean, name: string) {
  const sample = db
    .select({
      searchText: products.searchText,
      nameText: products.nameText,
      productCategory: products.productCategory,
    })
    .from(products)
    .limit(SAMPLE_ROWS)
    .as('sample');
  const hits = db
    .select({ one: sql`1` })
    .from(sample)
    .where(
      and(
        inCategory(withCategory, sample.productCategory),
        names ? nameIndexed(words, sample.nameText) : each(words, (i) => wordIndexed(i, sample.searchText)),
      ),
    )
    .limit(sql.placeholder('hitsMax'))
    .as('hits');
  return db.select({ n: count() }).from(hits).prepare(name);
}

/**
 * Every match (few: the count or the sample said so), or (`names`) every name among the matches
 * of a common word, ranked or sorted, and the page, whose rows alone are written as JSON. The
 * subquery's OFFSET (0, a parameter since drizzle leaves out a literal 0) keeps PostgreSQL from
 * merging it into the ordered outer query and walking the sort's whole index instead of gathering
 * the few rows through the trigram index.
 */
function prepareRanked(
  db: Db,
  words: number,
  withCategory: boolean,
  names: boolean,
  order: OrderKeysOf,
  name: string,
) {
  const matching = db
    .select({ ...productColumns, nameText: products.nameText })
    .from(products)
    .where(
      names
        ? and(inCategory(withCategory), nameIndexed(words), notExactCode)
        : matchOf(words, withCategory, wordIndexed),
    )
    .offset(sql.placeholder('fence'))
    .as('matching');
  const page = db
    .select(columnsOf(matching) as unknown as typeof productColumns & { nameText: typeof products.nameText })
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
  page: SubqueryWithSelection<typeof productColumns & { nameText: typeof products.nameText }, 'page'>,
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

/** Which rows a walk along the sort's index keeps, each tested. */
export type WalkPart = 'all' | 'names' | 'rest';

/**
 * A page along the sort's index, each row tested: for searches that match more than the bound.
 * 'all' (a sort asked): every match. Best first: 'names', the matches whose name has every word
 * starting a word, or 'rest', the others; both leave out the exact-code rows (listed first on their
 * own).
 */
function prepareWalk(
  db: Db,
  words: number,
  withCategory: boolean,
  order: OrderKeysOf,
  part: WalkPart,
  name: string,
) {
  const where =
    part === 'all'
      ? matchOf(words, withCategory, wordTested)
      : part === 'names'
        ? and(inCategory(withCategory), nameTested(words), notExactCode)
        : and(matchOf(words, withCategory, wordTested, true), sql`not (${nameTested(words)})`);
  const page = db
    .select({ ...productColumns, nameText: products.nameText })
    .from(products)
    .where(where)
    .orderBy(...order(products as unknown as SearchSource, words))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return pageJson(db, page, order, words, name);
}

/** Every name among a common word's matches, counted (a deep page's offset past them). */
function prepareNameCount(db: Db, words: number, withCategory: boolean, name: string) {
  return db
    .select({ n: count() })
    .from(products)
    .where(and(inCategory(withCategory), nameIndexed(words), notExactCode))
    .prepare(name);
}

/** The ORDER BY of a page over `source`. */
export type OrderKeysOf = (source: SearchSource, words: number) => SQL[];

/** The search's statements, each prepared once per database, word count, category and order. */
export const searchStatements = preparedPerDatabase((db) => {
  const cache = new Map<string, unknown>();
  const once = <T>(name: string, make: () => T): T => {
    if (!cache.has(name)) cache.set(name, make());
    return cache.get(name) as T;
  };
  const key = (words: number, withCategory: boolean) => `${words}_${withCategory ? 'c' : 'all'}`;
  return {
    count: (words: number, withCategory: boolean) => {
      const name = `products_search_count_${key(words, withCategory)}`;
      return once(name, () => prepareCount(db, words, withCategory, name));
    },
    sample: (words: number, withCategory: boolean, names: boolean) => {
      const name = `products_search_sample_${key(words, withCategory)}${names ? '_names' : ''}`;
      return once(name, () => prepareSample(db, words, withCategory, names, name));
    },
    ranked: (words: number, withCategory: boolean, names: boolean, orderName: string, order: OrderKeysOf) => {
      const name = `products_search_ranked_${key(words, withCategory)}_${orderName}${names ? '_names' : ''}`;
      return once(name, () => prepareRanked(db, words, withCategory, names, order, name));
    },
    walk: (words: number, withCategory: boolean, part: WalkPart, orderName: string, order: OrderKeysOf) => {
      const name = `products_search_walk_${key(words, withCategory)}_${orderName}_${part}`;
      return once(name, () => prepareWalk(db, words, withCategory, order, part, name));
    },
    nameCount: (words: number, withCategory: boolean) => {
      const name = `products_search_name_count_${key(words, withCategory)}`;
      return once(name, () => prepareNameCount(db, words, withCategory, name));
    },
  };
});

export type SearchStatements = ReturnType<typeof searchStatements>;
export type { SearchSource };
