import { describe, expect, it } from 'vitest';
import type { TScanAnswer, TScanMatch } from '@godown/shared';
import {
  countedMessage,
  entryBody,
  outcomeOfMatch,
  outcomeOfScan,
  unbatchedTarget,
  unitsPerScan,
} from './counts-scan';

const dal = {
  id: 'p1',
  productName: 'Toor Dal',
  sku: 'DAL-1',
  gtin: '8901234567890',
  price: 120,
  hasBatches: false,
};
const empty = { product: null, batch: null, inventory: null, storageUnit: null, transport: null };
const productMatch = (product = dal): TScanMatch => ({
  ...empty,
  kind: 'product',
  id: product.id,
  label: product.productName,
  product,
});
const batchMatch = (code = 'B1', id = 'b1'): TScanMatch => ({
  ...empty,
  kind: 'batch',
  id,
  label: `Toor Dal, batch ${code}`,
  product: { ...dal, hasBatches: true },
  batch: { id, code, mfgDate: null, expiryDate: '2027-01-31' },
});
const rackMatch: TScanMatch = {
  ...empty,
  kind: 'storageUnit',
  id: 's1',
  label: 'Rack A (R-1), Pune',
  storageUnit: { id: 's1', locationId: 'R-1', name: 'Rack A' },
};
const answer = (matches: TScanMatch[], gs1: TScanAnswer['gs1'] = null): TScanAnswer => ({
  code: 'DAL-1',
  format: gs1 ? 'gs1' : 'text',
  gs1,
  matches,
});
const carton = (batch: string | null): TScanAnswer['gs1'] => ({
  gtin: '08901234567890',
  batch,
  expiryDate: '2027-03-31',
  mfgDate: null,
  serial: null,
});

describe('outcomeOfScan', () => {
  it('counts a product without batches on its line without a batch', () => {
    expect(outcomeOfScan(answer([productMatch()]))).toEqual({
      kind: 'count',
      target: { productId: 'p1', productName: 'Toor Dal', batchCode: null },
    });
  });

  it('asks for the batch of a product held by batch when the code names none', () => {
    const held = { ...dal, hasBatches: true };
    expect(outcomeOfScan(answer([productMatch(held)]))).toEqual({ kind: 'askBatch', product: held });
    expect(outcomeOfScan(answer([productMatch(held)], carton(null)))).toEqual({
      kind: 'askBatch',
      product: held,
    });
  });

  it('counts a batch on its batch’s line', () => {
    expect(outcomeOfScan(answer([batchMatch()]))).toEqual({
      kind: 'count',
      target: { productId: 'p1', productName: 'Toor Dal', batchId: 'b1', batchCode: 'B1' },
    });
  });

  it('counts a carton’s batch Godown does not know by its code and dates', () => {
    const held = { ...dal, hasBatches: true };
    expect(outcomeOfScan(answer([productMatch(held)], carton('LOT-9')))).toEqual({
      kind: 'count',
      target: {
        productId: 'p1',
        productName: 'Toor Dal',
        batch: { code: 'LOT-9', expiryDate: '2027-03-31' },
        batchCode: 'LOT-9',
      },
    });
  });

  it('takes the product when the code also names something that is not counted', () => {
    expect(outcomeOfScan(answer([productMatch(), rackMatch]))).toMatchObject({
      kind: 'count',
      target: { productId: 'p1' },
    });
  });

  it('asks which when the code names several products or batches', () => {
    const matches = [batchMatch('B1', 'b1'), batchMatch('B1', 'b2')];
    expect(outcomeOfScan(answer([...matches, rackMatch]))).toEqual({ kind: 'choose', matches });
  });

  it('refuses a code that names nothing to count', () => {
    expect(outcomeOfScan(answer([rackMatch]))).toEqual({
      kind: 'refused',
      message: '"Rack A (R-1), Pune" is a storage unit: scan a product or a batch',
    });
    expect(outcomeOfScan(answer([]))).toEqual({ kind: 'refused', message: 'Nothing matches "DAL-1"' });
  });
});

describe('outcomeOfMatch', () => {
  it('refuses a transport and an inventory', () => {
    const transport: TScanMatch = {
      ...empty,
      kind: 'transport',
      id: 't1',
      label: 'Transport PKG-1',
      transport: { id: 't1', packageId: 'PKG-1', status: 'pending' },
    };
    expect(outcomeOfMatch(transport)).toEqual({
      kind: 'refused',
      message: '"Transport PKG-1" is a transport: scan a product or a batch',
    });
  });
});

describe('entryBody', () => {
  it('adds units to the line without a batch, of a known batch, or of a carton’s batch', () => {
    expect(entryBody(unbatchedTarget(dal), 1)).toEqual({ productId: 'p1', quantity: 1, mode: 'add' });
    const known = outcomeOfScan(answer([batchMatch()]));
    if (known.kind !== 'count') throw new Error('expected a count');
    expect(entryBody(known.target, 6)).toEqual({ productId: 'p1', batchId: 'b1', quantity: 6, mode: 'add' });
    const unknown = outcomeOfScan(answer([productMatch()], carton('LOT-9')));
    if (unknown.kind !== 'count') throw new Error('expected a count');
    expect(entryBody(unknown.target, 2)).toEqual({
      productId: 'p1',
      batch: { code: 'LOT-9', expiryDate: '2027-03-31' },
      quantity: 2,
      mode: 'add',
    });
  });
});

describe('countedMessage', () => {
  it('says what was counted and what the line holds now', () => {
    const known = outcomeOfScan(answer([batchMatch()]));
    if (known.kind !== 'count') throw new Error('expected a count');
    expect(countedMessage(1, known.target, 7)).toBe('Counted 1 × Toor Dal (batch B1): 7 on the line');
    expect(countedMessage(1200, unbatchedTarget(dal), 1200)).toBe(
      'Counted 1,200 × Toor Dal: 1,200 on the line',
    );
  });
});

describe('unitsPerScan', () => {
  it('is the whole number typed, else 1', () => {
    expect(unitsPerScan(12)).toBe(12);
    expect(unitsPerScan('3')).toBe(3);
    expect(unitsPerScan('')).toBe(1);
    expect(unitsPerScan(0)).toBe(1);
    expect(unitsPerScan(2.5)).toBe(1);
  });
});
