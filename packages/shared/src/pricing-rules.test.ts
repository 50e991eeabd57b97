import { describe, expect, it } from 'vitest';
import { firstOverlap, zPriceListCreateSchema, zSchemeCreateSchema } from './pricing.js';
import { englishOf, message } from './messages/index.js';
import { priceOrder, shareByAmount, type PricingInput } from './pricing-rules.js';

const products = new Map([
  ['oil', { id: 'oil', price: 150, mrp: 175 }],
  ['soap', { id: 'soap', price: 33.33, mrp: 40 }],
  ['dal', { id: 'dal', price: 120, mrp: null }],
]);

const input = (patch: Partial<PricingInput>): PricingInput => ({
  date: '2026-11-29',
  lines: [],
  products,
  priceList: null,
  freeSchemes: [],
  orderDiscounts: [],
  ...patch,
});

describe('priceOrder', () => {
  it("uses the product's price without a list, and says so", () => {
    const quote = priceOrder(input({ lines: [{ productId: 'oil', quantity: 3 }] }));
    expect(quote.lines[0]).toMatchObject({
      rate: 150,
      amount: 450,
      discountPercent: 0,
      priceBasis: { reason: 'pricing.basisProductPrice', params: { price: 150 } },
      scheme: null,
      overMrp: false,
    });
    expect(quote).toMatchObject({ subtotal: 450, total: 450, orderDiscount: null, freeLines: [] });
  });

  it("takes the list's price or discount on the day; a range outside the day does not apply", () => {
    const priceList = {
      name: 'Chemists',
      items: [
        {
          productId: 'oil',
          kind: 'price' as const,
          value: 140,
          validFrom: '2026-11-01',
          validTo: '2026-11-30',
        },
        { productId: 'oil', kind: 'price' as const, value: 130, validFrom: '2026-12-01', validTo: null },
        { productId: 'soap', kind: 'discount' as const, value: 12.5, validFrom: null, validTo: null },
      ],
    };
    const quote = priceOrder(
      input({
        priceList,
        lines: [
          { productId: 'oil', quantity: 2 },
          { productId: 'soap', quantity: 3 },
        ],
      }),
    );
    expect(quote.lines[0]).toMatchObject({ rate: 140, priceBasis: { reason: 'pricing.basisListPrice' } });
    // 12.5% off ₹33.33 is ₹4.17 (4.16625, to the paisa): ₹29.16 a unit, ₹87.48 for three.
    expect(quote.lines[1]).toMatchObject({
      rate: 29.16,
      amount: 87.48,
      discountPercent: 12.5,
      listPrice: 33.33,
    });
    const december = priceOrder(
      input({ priceList, date: '2026-12-05', lines: [{ productId: 'oil', quantity: 1 }] }),
    );
    expect(december.lines[0]!.rate).toBe(130);
  });

  it('gives whole free units in multiples: 25 bought on "10 + 1" earn 2, 9 earn none', () => {
    const freeSchemes = [
      { id: 's', name: '10+1', productId: 'oil', buyQuantity: 10, freeProductId: 'oil', freeQuantity: 1 },
    ];
    expect(
      priceOrder(input({ freeSchemes, lines: [{ productId: 'oil', quantity: 25 }] })).lines[0],
    ).toMatchObject({
      freeQuantity: 2,
      amount: 3750,
      scheme: {
        reason: 'pricing.schemeFree',
        params: { scheme: '10+1', buy: 10, free: 1, quantity: 25, earned: 2 },
      },
    });
    expect(
      priceOrder(input({ freeSchemes, lines: [{ productId: 'oil', quantity: 9 }] })).lines[0],
    ).toMatchObject({
      freeQuantity: 0,
      scheme: null,
    });
  });

  it('gives free units of another product as a line of their own, and the most generous scheme wins', () => {
    const freeSchemes = [
      {
        id: 'a',
        name: 'Soap with oil',
        productId: 'oil',
        buyQuantity: 6,
        freeProductId: 'soap',
        freeQuantity: 1,
      },
      { id: 'b', name: 'Oil 12+1', productId: 'oil', buyQuantity: 12, freeProductId: 'oil', freeQuantity: 1 },
    ];
    const quote = priceOrder(input({ freeSchemes, lines: [{ productId: 'oil', quantity: 24 }] }));
    expect(quote.lines[0]!.freeQuantity).toBe(0);
    expect(quote.freeLines).toEqual([
      {
        product: 'soap',
        quantity: 4,
        scheme: expect.objectContaining({ reason: 'pricing.schemeFreeOther' }),
      },
    ]);
  });

  it('takes the best order discount the order reaches and shares it over the lines to the paisa', () => {
    const orderDiscounts = [
      { id: 'x', name: '2% above 1,000', minOrderValue: 1000, discountPercent: 2 },
      { id: 'y', name: '5% above 5,000', minOrderValue: 5000, discountPercent: 5 },
    ];
    const quote = priceOrder(
      input({
        orderDiscounts,
        lines: [
          { productId: 'soap', quantity: 7 },
          { productId: 'dal', quantity: 9 },
        ],
      }),
    );
    // 7 × 33.33 + 9 × 120 = 233.31 + 1,080 = 1,313.31; 2% is 26.27 (26.2662).
    expect(quote.subtotal).toBe(1313.31);
    expect(quote.orderDiscount).toMatchObject({ percent: 2, amount: 26.27 });
    expect(quote.total).toBe(1287.04);
    const shared = quote.lines.map((l) => Math.round(l.orderDiscount * 100));
    expect(shared.reduce((a, b) => a + b, 0)).toBe(2627);
  });

  it('flags a rate above the MRP', () => {
    const priceList = {
      name: 'Dear',
      items: [{ productId: 'oil', kind: 'price' as const, value: 180, validFrom: null, validTo: null }],
    };
    expect(
      priceOrder(input({ priceList, lines: [{ productId: 'oil', quantity: 1 }] })).lines[0]!.overMrp,
    ).toBe(true);
  });
});

describe('shareByAmount', () => {
  it('shares whole paise that add up exactly, the remainders to the largest fractions', () => {
    expect(shareByAmount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByAmount(0, [5, 5])).toEqual([0, 0]);
    expect(shareByAmount(7, [0, 0])).toEqual([0, 0]);
  });
});

describe('price list and scheme bodies', () => {
  const product = '11111111-1111-4111-8111-111111111111';
  it('refuses two items of one product on overlapping days, a discount over 100 and reversed dates', () => {
    const overlapping = zPriceListCreateSchema.safeParse({
      name: 'Retail',
      items: [
        { product, kind: 'price', value: 10, validFrom: '2026-01-01', validTo: '2026-06-30' },
        { product, kind: 'price', value: 11, validFrom: '2026-06-30', validTo: null },
      ],
    });
    expect(overlapping.error?.issues[0]?.path).toEqual(['items', 1, 'validFrom']);
    expect(
      firstOverlap([
        { product, kind: 'price', value: 10, validFrom: '2026-01-01', validTo: '2026-06-30' },
        { product, kind: 'price', value: 11, validFrom: '2026-07-01', validTo: null },
      ]),
    ).toBe(-1);
    // A percentage is kept to two decimals: one that would be kept as 0 is refused, not stored.
    expect(
      zPriceListCreateSchema.safeParse({ name: 'R', items: [{ product, kind: 'discount', value: 5e-324 }] })
        .success,
    ).toBe(false);
    expect(
      zSchemeCreateSchema.safeParse({
        kind: 'orderDiscount',
        name: 'x',
        minOrderValue: 1,
        discountPercent: 0.001,
      }).success,
    ).toBe(false);
    expect(
      zPriceListCreateSchema.safeParse({ name: 'R', items: [{ product, kind: 'discount', value: 101 }] })
        .success,
    ).toBe(false);
    expect(
      zPriceListCreateSchema.safeParse({
        name: 'R',
        items: [{ product, kind: 'price', value: 1, validFrom: '2026-02-01', validTo: '2026-01-01' }],
      }).success,
    ).toBe(false);
  });

  it('reads a scheme by its kind; a fraction of a unit is refused', () => {
    expect(
      zSchemeCreateSchema.safeParse({
        kind: 'freeQuantity',
        name: '10+1',
        product,
        buyQuantity: 10,
        freeQuantity: 1,
      }).success,
    ).toBe(true);
    expect(
      zSchemeCreateSchema.safeParse({
        kind: 'freeQuantity',
        name: 'x',
        product,
        buyQuantity: 2.5,
        freeQuantity: 1,
      }).success,
    ).toBe(false);
    expect(
      zSchemeCreateSchema.safeParse({
        kind: 'orderDiscount',
        name: '5%',
        minOrderValue: 5000,
        discountPercent: 5,
      }).success,
    ).toBe(true);
    expect(zSchemeCreateSchema.safeParse({ kind: 'cashback', name: 'x' }).success).toBe(false);
  });
});

describe('rupees in a message', () => {
  it('are written with two decimals, grouped the Indian way', () => {
    expect(englishOf(message('product.priceOverMrp', { price: 123456.5, mrp: 99 }))).toBe(
      'The price ₹1,23,456.50 is above the MRP ₹99.00: nothing is sold above the price printed on the pack',
    );
    expect(englishOf(message('pricing.basisListPrice', { list: 'Chemists', price: 9.5 }))).toBe(
      'Price list Chemists: ₹9.50',
    );
  });
});
