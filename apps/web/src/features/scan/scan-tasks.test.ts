import { describe, expect, it } from 'vitest';
import type { TScanAnswer, TScanMatch } from '@godown/shared';
import { taskOf } from './scan-tasks';
import { goodsOf, storageUnitOf, transportOf } from '../../lib/scan-matches';

const product = {
  id: 'p1',
  productName: 'Dolo 650',
  sku: 'DOLO',
  gtin: '8901063010901',
  price: 30,
  hasBatches: true,
};
const base = { product: null, batch: null, inventory: null, storageUnit: null, transport: null };
const answer = (matches: TScanMatch[], gs1: TScanAnswer['gs1'] = null): TScanAnswer => ({
  code: 'x',
  format: gs1 ? 'gs1' : 'text',
  gs1,
  matches,
});

describe('what a scan names', () => {
  it('a known batch: its id and dates', () => {
    const goods = goodsOf(
      answer([
        {
          ...base,
          kind: 'batch',
          id: 'b1',
          label: 'Dolo 650, batch B12',
          product,
          batch: { id: 'b1', code: 'B12', mfgDate: null, expiryDate: '2028-03-31' },
        },
      ]),
    );
    expect(goods).toMatchObject({ batchId: 'b1', batch: { code: 'B12', expiryDate: '2028-03-31' } });
    expect(goods?.label).toBe('Dolo 650 (batch B12, expires 31-03-2028)');
  });

  it("a carton's new batch: its code and dates from the GS1 code, no id", () => {
    const goods = goodsOf(
      answer([{ ...base, kind: 'product', id: 'p1', label: 'Dolo 650', product }], {
        gtin: '08901063010901',
        batch: 'NEW-9',
        expiryDate: '2029-01-31',
        mfgDate: null,
        serial: null,
      }),
    );
    expect(goods).toMatchObject({ batchId: null, batch: { code: 'NEW-9', expiryDate: '2029-01-31' } });
  });

  it('a product alone, a shelf, a transport, and the task in the URL', () => {
    expect(
      goodsOf(answer([{ ...base, kind: 'product', id: 'p1', label: 'Dolo 650', product }])),
    ).toMatchObject({
      batch: null,
      label: 'Dolo 650',
    });
    const shelf: TScanMatch = { ...base, kind: 'storageUnit', id: 's1', label: 'A-01' };
    expect(goodsOf(answer([shelf]))).toBeNull();
    expect(storageUnitOf(answer([shelf]))?.id).toBe('s1');
    expect(transportOf(answer([shelf]))).toBeNull();
    expect(taskOf('pick')).toBe('pick');
    expect(taskOf('dance')).toBe('find');
    expect(taskOf(null)).toBe('find');
  });
});
