import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_SEARCH, searchWords, searchesWordStart } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { orderByOf, type OrderKey } from '../../db/list-order.js';
import {
  rankOf,
  SAMPLE_ROWS,
  SEARCH_GATHERED_MAX,
  searchStatements,
  type OrderKeysOf,
  type SearchSource,
  type SearchStatements,
} from './product-search-sql.js';

export { productColumns, SEARCH_GATHERED_MAX } from './product-search-sql.js';

/**
 * The products search (docs/domain.md#product-search).
 *
 * A product matches when every word of the search appears (case-insensitively, anywhere) in its
 * name, brand, description or SKU (a word of one or two characters: at the start of a word there),
 * or when the whole search is its SKU or its barcode (GTIN). With no sort asked, the best matches
 * come first (rankOf in product-search-sql.ts): the exact SKU or barcode, then names that start
 * with the search's whole words, names with every word whole, names that start with the search,
 * names in which every word starts a word, then the rest; the newest first within each.
 *
 * How it stays fast whatever the search matches: first the matches are counted up to
 * PRODUCT_SEARCH.exactTotalMax + 1 (a bitmap scan of the trigram index that stops there).
 * - Fewer: every match is read once more, ranked or sorted, and the page kept (a few hundred rows
 *   at most).
 * - More, but at most SEARCH_GATHERED_MAX in all (as a sample of the table's first rows says): the
 *   same, a few thousand rows at most; the total says "more than" the bound.
 * - More than that (a common word): ranking them all would read thousands of rows on every
 *   keystroke. With a sort asked, the sort's own index is walked, testing each row, and the walk
 *   stops at the page: with over 2.5% of the products matching, a page of 50 reads at most a couple
 *   of thousand index entries. Best first, the page is made of three parts in turn: the exact SKU
 *   or barcode; the names among the matches (every word starting a word of the name: the name
 *   text's trigram index), ranked when they are few enough to gather (the sample again), else
 *   walked newest first; then the rest, walked newest first.
 */

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

export interface SearchQuery {
  search: string;
  category?: string | undefined;
  limit: number | null;
  offset: number;
  /** The asked sort's name (for the statement's name) and its keys over a source; none: best first. */
  sort?: { name: string; keys: (source: SearchSource) => OrderKey[] };
}

/** The statements' values for a search (product-search-sql.ts names each). */
function searchParams(search: string, category: string | undefined): Record<string, unknown> {
  const words = searchWords(search);
  const term = search.trim();
  const joined = words.map(escapeLike).join(' ');
  const params: Record<string, unknown> = {
    exact: term,
    exactUpper: term.toUpperCase(),
    exactGtin: gtinKey(term),
    category,
    wholeName: ` ${joined} %`,
    namePrefix: ` ${joined}%`,
  };
  words.forEach((word, i) => {
    params[`contains${i}`] = wordPattern(word);
    params[`word${i}`] = wordNeedle(word);
    params[`wholeWord${i}`] = `% ${escapeLike(word)} %`;
    params[`wordStart${i}`] = `% ${escapeLike(word)}%`;
    params[`nameWord${i}`] = ` ${word}`;
  });
  return params;
}

/**
 * Whether a search (`names`: the names among its matches) matches at most SEARCH_GATHERED_MAX
 * products in all, as the sample of the table's first rows says.
 */
async function fewEnoughToGather(
  s: SearchStatements,
  words: number,
  withCategory: boolean,
  names: boolean,
  params: Record<string, unknown>,
  rows: number,
): Promise<boolean> {
  const sampled = Math.min(SAMPLE_ROWS, rows);
  if (sampled === 0 || rows <= SEARCH_GATHERED_MAX) return true;
  // The sample's share of SEARCH_GATHERED_MAX: one hit more says "more than that in all".
  const hitsMax = Math.floor((SEARCH_GATHERED_MAX * sampled) / rows) + 1;
  const [sampledHits] = await s.sample(words, withCategory, names).execute({ ...params, hitsMax });
  return (sampledHits?.n ?? 0) < hitsMax;
}

/**
 * A page of the products matching a search, each as the API's JSON text (product-json.ts), with the
 * total (exact up to the bound, see above).
 */
export async function searchProducts(
  db: Db,
  query: SearchQuery,
): Promise<{ rows: string[]; total: number; totalExact: boolean }> {
  const words = searchWords(query.search).length;
  const s = searchStatements(db);
  const withCategory = query.category !== undefined;
  const params = searchParams(query.search, query.category);
  const sort = query.sort;
  const orderName = sort?.name ?? 'best';
  const newest = (source: SearchSource): SQL[] => [sql`${source.createdAt} desc`, sql`${source.id} desc`];
  const ranked: OrderKeysOf = sort
    ? (source) => orderByOf(sort.keys(source))
    : (source, n) => [rankOf(n, source), ...newest(source)];
  const [counted] = await s.count(words, withCategory).execute(params);
  const matches = counted?.n ?? 0;
  const rows = counted?.rows ?? 0;
  // Every match is gathered and ranked (or sorted) when they are few: all of them under the bound,
  // or past it when the sample says the whole table holds at most SEARCH_GATHERED_MAX.
  const exactTotal = matches <= PRODUCT_SEARCH.exactTotalMax;
  if (exactTotal || (await fewEnoughToGather(s, words, withCategory, false, params, rows))) {
    const page = await s
      .ranked(words, withCategory, false, orderName, ranked)
      .execute({ ...params, fence: 0, limit: query.limit, offset: query.offset });
    return {
      rows: page.map((row) => row.json),
      total: exactTotal ? matches : PRODUCT_SEARCH.exactTotalMax,
      totalExact: exactTotal,
    };
  }
  const over = { total: PRODUCT_SEARCH.exactTotalMax, totalExact: false };
  if (sort) {
    // More than the bound, a sort asked: along the sort's index.
    const walked: OrderKeysOf = (source) => orderByOf(sort.keys(source));
    const page = await s
      .walk(words, withCategory, 'all', orderName, walked)
      .execute({ ...params, limit: query.limit, offset: query.offset });
    return { rows: page.map((row) => row.json), ...over };
  }

  // More than the bound, best first: the exact SKU or barcode (a few rows, each through its unique
  // index), the names among the matches, then the rest, each part taking what is left of the page.
  let offset = query.offset;
  let left = query.limit ?? Number.POSITIVE_INFINITY;
  const page: string[] = [];
  const codes = counted?.codes ?? [];
  const head = codes.slice(offset, offset + left);
  page.push(...head);
  left -= head.length;
  offset = Math.max(0, offset - codes.length);
  if (left > 0) {
    const gathered = await fewEnoughToGather(s, words, withCategory, true, params, rows);
    const limit = Number.isFinite(left) ? left : null;
    const names = gathered
      ? await s
          .ranked(words, withCategory, true, 'best', ranked)
          .execute({ ...params, fence: 0, limit, offset })
      : await s.walk(words, withCategory, 'names', 'best', newest).execute({ ...params, limit, offset });
    page.push(...names.map((row) => row.json));
    left -= names.length;
    if (left > 0) {
      // The page runs past the names: the rest starts after all of them (counted when the page
      // starts past the last one, so its own rows cannot say how many there are).
      const nameTotal =
        names.length > 0 || offset === 0
          ? offset + names.length
          : ((await s.nameCount(words, withCategory).execute(params))[0]?.n ?? 0);
      const rest = await s.walk(words, withCategory, 'rest', 'best', newest).execute({
        ...params,
        limit: Number.isFinite(left) ? left : null,
        offset: Math.max(0, offset - nameTotal),
      });
      page.push(...rest.map((row) => row.json));
    }
  }
  return { rows: page, ...over };
}
