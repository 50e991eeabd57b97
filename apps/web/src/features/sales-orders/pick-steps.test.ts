import { describe, expect, it } from 'vitest';
import type { TAllocation, TScanAnswer, TScanMatch } from '@godown/shared';
import { checkScan, firstStep, leftToPick, nextToPick, pickProgress } from './pick-steps';

const product = { id: 'p1', productName: 'ORS Electrolyte Sachet', sku: 'PH-ORS-21' };
const allocation = (over: Partial<TAllocation> = {}): TAllocation => ({
  id: 1,
  lineNo: 1,
  product,
  batch: { id: 'b1', code: 'ORS-2611', expiryDate: '2027-06-30' },
  storageUnit: { id: 'r1', name: 'Pharma Cage', locationId: 'WFD-PH' },
  quantity: 10,
  pickedQuantity: 0,
  shortQuantity: 0,
  shipment: null,
  expiredNote: null,
  ...over,
});

const match = (over: Partial<TScanMatch>): TScanMatch => ({
  kind: 'product',
  id: 'x',
  label: 'x',
  product: null,
  batch: null,
  inventory: null,
  storageUnit: null,
  transport: null,
  ...over,
});
const answer = (...matches: TScanMatch[]): TScanAnswer =>
  ({ code: 'c', format: 'text', gs1: null, matches }) as unknown as TScanAnswer;
const scannedProduct = { ...product, gtin: null, hasBatches: true } as unknown as TScanMatch['product'];

describe('the pick steps', () => {
  it('goes through the list in order and counts what is picked', () => {
    const list = [
      allocation({ id: 1, pickedQuantity: 10 }),
      allocation({ id: 2, quantity: 4, pickedQuantity: 1 }),
      allocation({ id: 3, shipment: { id: 's', packageId: 'SO-1' }, pickedQuantity: 2, quantity: 2 }),
    ];
    expect(nextToPick(list)?.id).toBe(2);
    expect(leftToPick(list[1]!)).toBe(3);
    expect(leftToPick(list[2]!)).toBe(0);
    expect(pickProgress(list)).toEqual({ picked: 13, total: 16 });
    expect(nextToPick([list[0]!])).toBeNull();
  });

  it('asks for the rack first only when the units sit in one', () => {
    expect(firstStep(allocation())).toBe('rack');
    expect(firstStep(allocation({ storageUnit: null }))).toBe('goods');
  });

  it('takes the right rack, product and batch, and says what is wrong otherwise', () => {
    const a = allocation();
    const rack = (id: string) =>
      answer(match({ kind: 'storageUnit', storageUnit: { id, locationId: 'L', name: 'N' } }));
    expect(checkScan(a, 'rack', rack('r1'))).toBeNull();
    expect(checkScan(a, 'rack', rack('r2'))).toBe('notTheRack');
    const batch = (code: string, id: string) =>
      answer(
        match({
          kind: 'batch',
          product: scannedProduct,
          batch: { id, code, expiryDate: null, mfgDate: null } as TScanMatch['batch'],
        }),
      );
    expect(checkScan(a, 'goods', batch('ORS-2611', 'b1'))).toBeNull();
    expect(checkScan(a, 'goods', batch('ORS-2701', 'b2'))).toBe('notTheBatch');
    expect(checkScan(a, 'goods', answer(match({ product: scannedProduct })))).toBeNull();
    expect(checkScan(a, 'goods', answer(match({ product: { ...scannedProduct!, id: 'p2' } })))).toBe(
      'notTheProduct',
    );
    expect(checkScan(a, 'goods', rack('r1'))).toBe('notTheProduct');
  });
});
