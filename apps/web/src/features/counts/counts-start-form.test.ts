import { describe, expect, it } from 'vitest';
import { COUNT_MESSAGES, englishOfRule } from '@godown/shared';
import { EMPTY_START_COUNT, startCountErrors, toStartCountBody } from './counts-start-form';

const inventoryId = '0b7f2c7e-8a55-4f57-9b6e-3f1a1c2d4e5f';
const unitId = '6d3b9a1e-2c4f-4e8a-9b7d-1a2b3c4d5e6f';

describe('toStartCountBody', () => {
  it('sends only what the chosen scope takes', () => {
    const values = { ...EMPTY_START_COUNT, inventoryId, category: 'Pulses', storageUnitId: unitId };
    expect(toStartCountBody(values)).toEqual({ inventoryId, scope: 'inventory' });
    expect(toStartCountBody({ ...values, scope: 'category' })).toEqual({
      inventoryId,
      scope: 'category',
      category: 'Pulses',
    });
    expect(toStartCountBody({ ...values, scope: 'storageUnit', note: '  Month end ' })).toEqual({
      inventoryId,
      scope: 'storageUnit',
      storageUnitId: unitId,
      note: 'Month end',
    });
  });
});

describe('startCountErrors', () => {
  it('asks for the inventory, and the category or storage unit its scope needs', () => {
    expect(startCountErrors(EMPTY_START_COUNT)).toEqual({ inventoryId: 'Choose the inventory to count' });
    expect(startCountErrors({ ...EMPTY_START_COUNT, inventoryId, scope: 'category' })).toEqual({
      category: englishOfRule(COUNT_MESSAGES.categoryRequired),
    });
    expect(startCountErrors({ ...EMPTY_START_COUNT, inventoryId, scope: 'storageUnit' })).toEqual({
      storageUnitId: englishOfRule(COUNT_MESSAGES.storageUnitRequired),
    });
    expect(startCountErrors({ ...EMPTY_START_COUNT, inventoryId })).toEqual({});
  });
});
