import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SEARCH, type TProduct, type TProductList } from '@godown/shared';
import { SEARCH_GATHERED_MAX } from '../src/modules/products/product-search.js';
import { getData } from './support/http.js';
import { createProduct, useStockUsers } from './support/stock.js';
import { useTestContext } from './support/test-app.js';
import { unique } from './support/users.js';

const ctx = useTestContext();
const users = useStockUsers(ctx);

/** A random valid EAN-13. */
function ean13(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? 8 : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((total, d, i) => total + d * (i % 2 ? 3 : 1), 0);
  return `${digits.join('')}${(10 - (sum % 10)) % 10}`;
}

const names = (list: TProductList) => list.products.map((p) => p.productName);
const search = (query: string) => getData<TProductList>(ctx.app, `/products/?${query}`);

describe('the products search', () => {
  it('finds every word anywhere, and lists the exact SKU or barcode, then names that start with it, first', async () => {
    const tag = unique();
    // Oldest first: the plain newest-first order would list them backwards.
    const starts = await createProduct(ctx.app, users.staff.token, { productName: `Masala${tag} Chai 1 kg` });
    const wordStarts = await createProduct(ctx.app, users.staff.token, {
      productName: `Kesar Masala${tag} Chai`,
    });
    const inside = await createProduct(ctx.app, users.staff.token, {
      productName: `Chai Garammasala${tag}`,
    });
    const byCode = await createProduct(ctx.app, users.staff.token, {
      productName: `Tea box ${tag}`,
      sku: `MASALA${tag}`.toUpperCase(),
    });
    const gtin = ean13();
    const barcode = await createProduct(ctx.app, users.staff.token, { productName: `Dal ${tag}`, gtin });

    const best = await search(`search=${encodeURIComponent(`masala${tag}`)}`);
    expect(best.totalExact).toBe(true);
    expect(names(best)).toEqual([byCode, starts, wordStarts, inside].map((p) => p.productName));

    // Two words in any order, each anywhere in the name, description or SKU.
    const twoWords = await search(`search=${encodeURIComponent(`chai masala${tag}`)}`);
    expect(names(twoWords)).toEqual([wordStarts, starts, inside].map((p) => p.productName));
    const reversed = await search(`search=${encodeURIComponent(`  CHAI   chai  Masala${tag} `)}`);
    expect(names(reversed)).toEqual(names(twoWords));
    expect((await search(`search=${encodeURIComponent(`chai nothing${tag}`)}`)).total).toBe(0);

    // A scanned barcode typed into the search finds its product.
    const scanned = await search(`search=${gtin}`);
    expect(scanned.products.map((p) => p.id)).toEqual([barcode.id]);

    // An asked sort wins over the best-first order.
    const byName = await search(`search=${encodeURIComponent(`masala${tag}`)}&sort=name&order=asc`);
    expect(names(byName)).toEqual(
      [byCode, starts, wordStarts, inside].map((p) => p.productName).sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('ranks whole words of the name first, then names starting with the search, then a word inside a word or in the description', async () => {
    // "oil" and "dal" as a person means them: "Coconut Oil" before a body lotion whose description
    // says oil, "Toor Dal" before "Sandalwood talc". Made oldest first, the reverse of the ranking.
    const word = `d${unique().replace(/\D/g, '')}x`;
    const made = [];
    for (const fields of [
      { productName: `Box ${word}`, sku: word.toUpperCase() },
      { productName: `${word}, toor 1 kg` },
      { productName: `Toor ${word} 1 kg` },
      { productName: `${word}ia seeds` },
      { productName: `Spiced ${word}ia mix` },
      { productName: `San${word}wood talc` },
      { productName: 'Body lotion', description: `With ${word} and almond` },
    ]) {
      made.push(await createProduct(ctx.app, users.staff.token, fields));
    }
    const best = await search(`search=${word}`);
    expect(names(best)).toEqual(made.map((p) => p.productName));
    // Two words, whole words of both names but in neither's order: the newer first.
    const twoWords = await search(`search=${encodeURIComponent(`1 kg ${word}`)}`);
    expect(names(twoWords)).toEqual([made[2], made[1]].map((p) => p!.productName));
  });

  it('lists the names with a common word first, ranked, then the other matches newest first, page after page', async () => {
    // A word in thousands of products' descriptions but four names: the walk path. Its rows are
    // deleted at the end, so the next common word's sample reads its own rows.
    const tag = `k${unique().replace(/7/g, 'x')}`;
    const over = SEARCH_GATHERED_MAX * 2;
    await ctx.database.db.execute(sql`
      INSERT INTO products (product_name, description, price, quantity, created_at)
      SELECT 'Item ' || g, 'Made with common ' || ${tag}, 10, 5,
             now() - (${over} - g) * interval '1 second'
      FROM generate_series(1, ${over}) AS g`);
    const named = [];
    for (const productName of [`${tag} first`, `Best ${tag}`, `${tag}s plural`, `Big ${tag}s`]) {
      named.push(await createProduct(ctx.app, users.staff.token, { productName }));
    }
    // Older than every description match: newest first would list them last.
    await ctx.database.db.execute(
      sql`UPDATE products SET created_at = now() - interval '1 day' WHERE product_name LIKE ${`%${tag}%`}`,
    );
    try {
      const item = (g: number) => `Item ${g}`;
      const first = await search(`search=${tag}&limit=6`);
      expect(first).toMatchObject({ total: PRODUCT_SEARCH.exactTotalMax, totalExact: false });
      expect(names(first)).toEqual([...named.map((p) => p.productName), item(over), item(over - 1)]);
      // Across the boundary between the names and the rest, and past the names.
      expect(names(await search(`search=${tag}&limit=4&offset=2`))).toEqual([
        named[2]!.productName,
        named[3]!.productName,
        item(over),
        item(over - 1),
      ]);
      expect(names(await search(`search=${tag}&limit=2&offset=10`))).toEqual([
        item(over - 6),
        item(over - 7),
      ]);
      // A sort asked keeps its own order over every match.
      const byName = await search(`search=${tag}&sort=name&order=desc&limit=2`);
      expect(names(byName)).toEqual([named[2]!.productName, named[0]!.productName]);
    } finally {
      await ctx.database.db.execute(sql`DELETE FROM products WHERE search_text LIKE ${`%${tag}%`}`);
    }
  });

  it('a search of punctuation alone has no word to match: it finds the product whose SKU it is, and nothing else', async () => {
    const odd = await createProduct(ctx.app, users.staff.token, { sku: `[]-${unique()}` });
    for (const punctuation of ['[]', '()', '--', '%_']) {
      const list = await search(`search=${encodeURIComponent(punctuation)}`);
      expect(list.products.map((p) => p.sku)).not.toContain(odd.sku);
      expect(list.products.every((p) => p.sku === punctuation)).toBe(true);
    }
    const bySku = await search(`search=${encodeURIComponent(odd.sku!)}`);
    expect(bySku.products[0]?.id).toBe(odd.id);
  });

  it('matches a word of one or two characters at the start of a word, after a space or a bracket', async () => {
    // A letter first: the tag is a word of every product here, and must not start like a search.
    const tag = `q${unique()}`;
    const masala = await createProduct(ctx.app, users.staff.token, { productName: `Garam Masala ${tag}` });
    const tomato = await createProduct(ctx.app, users.staff.token, { productName: `Tomato Ketchup ${tag}` });
    const rice = await createProduct(ctx.app, users.staff.token, {
      productName: `Rice ${tag}`,
      description: 'Long grain(Basmati) [चावल], aged',
    });
    const five = await createProduct(ctx.app, users.staff.token, { productName: `Oil ${tag} 5 L` });
    const fifteen = await createProduct(ctx.app, users.staff.token, { productName: `Oil ${tag} 15 L` });
    const found = async (words: string) =>
      (await search(`search=${encodeURIComponent(`${tag} ${words}`)}`)).products.map((p) => p.id).sort();
    const ids = (...list: TProduct[]) => list.map((p) => p.id).sort();

    // "ma" starts "Masala"; inside "Tomato" it is not a word's start. Three letters match anywhere.
    expect(await found('ma')).toEqual(ids(masala));
    expect(await found('MA')).toEqual(ids(masala));
    expect(await found('ato')).toEqual(ids(tomato));
    // After a bracket, in Hindi too; commas and brackets in the search split it into words.
    expect(await found('ba')).toEqual(ids(rice));
    expect(await found('चा')).toEqual(ids(rice));
    expect(await found('(ag,')).toEqual(ids(rice));
    // One digit starts "5", not "15".
    expect(await found('5')).toEqual(ids(five));
    expect(await found('15')).toEqual(ids(fifteen));
    // A search of only separators is no word: everything with the tag.
    expect(await found('(),;')).toHaveLength(5);
  });

  /**
   * `over` matches of a word: past the bound the answer says "more than" and pages the newest first,
   * the exact SKU still first, whether the matches are gathered and ranked (a few past the bound) or
   * the sort's index is walked (a word in thousands of products: SEARCH_GATHERED_MAX).
   */
  async function overTheBound(over: number) {
    const tag = `c${unique().replace(/7/g, 'x')}`;
    // More matches than the bound, made in one statement (the API would take minutes); the newest has
    // the highest number. Half are in a category.
    await ctx.database.db.execute(sql`
      INSERT INTO products (product_name, sku, product_category, price, quantity, created_at)
      SELECT 'Common ' || ${tag} || ' item ' || g, 'CM-' || upper(${tag}) || '-' || g,
             CASE WHEN g % 2 = 0 THEN 'Even ' || ${tag} END, 10 + g, 5, now() - (${over} - g) * interval '1 second'
      FROM generate_series(1, ${over}) AS g`);
    const code = `CM-${tag}-7`.toUpperCase();

    const first = await search(`search=${tag}&limit=50`);
    expect(first.total).toBe(PRODUCT_SEARCH.exactTotalMax);
    expect(first.totalExact).toBe(false);
    expect(first.products).toHaveLength(50);
    expect(names(first).slice(0, 3)).toEqual([
      `Common ${tag} item ${over}`,
      `Common ${tag} item ${over - 1}`,
      `Common ${tag} item ${over - 2}`,
    ]);

    // The exact SKU (as written, or typed in small letters) leads page 1.
    const exactFirst = await search(`search=${code.toLowerCase()}&limit=3`);
    expect(exactFirst.totalExact).toBe(true);
    expect(exactFirst.products[0]!.sku).toBe(code);

    // Pages follow each other with no repeat and no gap, as a user pages through them.
    const seen: TProduct[] = [];
    for (let offset = 0; offset < 150; offset += 50) {
      seen.push(...(await search(`search=${tag}&limit=50&offset=${offset}`)).products);
    }
    expect(new Set(seen.map((p) => p.id)).size).toBe(150);
    expect(seen.map((p) => p.productName)).toEqual(
      Array.from({ length: 150 }, (_, i) => `Common ${tag} item ${over - i}`),
    );

    // An asked sort walks its own index: the cheapest matches first.
    const cheapest = await search(`search=${tag}&sort=price&order=asc&limit=3`);
    expect(cheapest.totalExact).toBe(false);
    expect(names(cheapest)).toEqual([1, 2, 3].map((g) => `Common ${tag} item ${g}`));

    // With a category: the matches in it (half of them, under the bound: counted exactly), newest first.
    const inCategory = await search(`search=${tag}&category=${encodeURIComponent(`Even ${tag}`)}&limit=2`);
    const even = Math.floor(over / 2);
    expect(inCategory).toMatchObject(
      even <= PRODUCT_SEARCH.exactTotalMax
        ? { total: even, totalExact: true }
        : { total: PRODUCT_SEARCH.exactTotalMax, totalExact: false },
    );
    const newestEven = over % 2 === 0 ? over : over - 1;
    expect(names(inCategory)).toEqual([
      `Common ${tag} item ${newestEven}`,
      `Common ${tag} item ${newestEven - 2}`,
    ]);

    // Another word that narrows it under the bound: exact again ("7" starts the numbers 7, 70-79...).
    const narrow = await search(`search=${encodeURIComponent(`${tag} item 7`)}`);
    const expected = Array.from({ length: over }, (_, i) => i + 1).filter((g) => String(g).startsWith('7'));
    expect(narrow.totalExact).toBe(true);
    expect(narrow.total).toBe(expected.length);
    // Gone, so that the next common word's sample (the table's first rows) reads its own rows.
    await ctx.database.db.execute(
      sql`DELETE FROM products WHERE product_name LIKE ${`Common ${tag} item %`}`,
    );
  }

  it('counts up to the bound, then says "more than" and pages the newest first, the exact SKU still first', async () => {
    await overTheBound(PRODUCT_SEARCH.exactTotalMax + 25);
  });

  it("walks the sort's index for a word in thousands of products, in the same order", async () => {
    await overTheBound(SEARCH_GATHERED_MAX * 2);
  });
});

describe('the products list written by PostgreSQL', () => {
  it('reads as exactly what a product’s own page returns, for every kind of value', async () => {
    const tag = unique();
    const supplier = users.admin.user.id;
    const made = [
      await createProduct(ctx.app, users.staff.token, { productName: `Json ${tag} bare` }),
      await createProduct(ctx.app, users.staff.token, {
        productName: `Json ${tag} full "quoted" \\ back\\slash, ünïcode हिन्दी`,
        sku: `JSON-${tag}`,
        batchId: `B-${tag}`,
        productCategory: `Cat ${tag}`,
        hsnCode: '1006',
        gtin: ean13(),
        price: 1889.31,
        quantity: 3,
        weight: 0.15,
        dimensions: { length: 10.5, width: 20, height: 0.25 },
        description: 'Line one\nline two\ttabbed',
        thresholdLimit: 5,
        shelfLifeDays: 365,
        mfgDate: '2026-01-31',
        expiryDate: '2027-01-31',
        supplierId: supplier,
        supplierLocation: { type: 'Point', coordinates: [72.877655, 19.075983] },
        expiryWarningDays: 12,
        reorderPoint: 7,
        orderUpTo: 90,
        leadTimeDays: 4,
      }),
      await createProduct(ctx.app, users.staff.token, {
        productName: `Json ${tag} cheap`,
        price: 0.1,
        quantity: 0,
      }),
    ];
    const listed = await search(`search=${encodeURIComponent(`json ${tag}`)}&limit=10`);
    const page = await search(`limit=3`);
    const categoryPage = await search(`category=${encodeURIComponent(`Cat ${tag}`)}`);
    for (const product of made) {
      const own = await getData<{ product: TProduct }>(ctx.app, `/products/${product.id}`);
      expect(listed.products.find((p) => p.id === product.id)).toStrictEqual(own.product);
      const onPage = page.products.find((p) => p.id === product.id);
      if (onPage) expect(onPage).toStrictEqual(own.product);
    }
    expect(categoryPage.products).toStrictEqual(
      [made[1]].map((p) => listed.products.find((l) => l.id === p!.id)),
    );
    expect(categoryPage).toMatchObject({ total: 1, totalExact: true });
  });
});
