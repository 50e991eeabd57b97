import { englishOfRule, INVENTORY_MESSAGES } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVENTORY_VALUES,
  inventoryFormErrors,
  numberOrZero,
  toInventoryCreateBody,
  toInventoryUpdateBody,
  type InventoryFormValues,
} from './inventory-form';

const filled: InventoryFormValues = {
  name: '  Pune Central ',
  location: ' Hadapsar ',
  description: '',
  totalCapacity: 1200.5,
  totalVolume: '',
  latitude: 18.5204,
  longitude: 73.8567,
  registrationId: null,
  addressLine: '',
  pinCode: '',
};

const REGISTRATION = '5f0c2a9e-3b1d-4c7e-8a6f-9d2e1b3c4a5f';

describe('numberOrZero', () => {
  it('reads unparsable input as 0', () => {
    expect(numberOrZero('')).toBe(0);
    expect(numberOrZero('-')).toBe(0);
    expect(numberOrZero('abc')).toBe(0);
    expect(numberOrZero('12.5')).toBe(12.5);
    expect(numberOrZero(7)).toBe(7);
  });
});

describe('toInventoryCreateBody', () => {
  it('trims text, leaves out empty text and sends [longitude, latitude]', () => {
    expect(toInventoryCreateBody(filled)).toEqual({
      name: 'Pune Central',
      location: 'Hadapsar',
      totalCapacity: 1200.5,
      totalVolume: 0,
      inventoryLocation: { type: 'Point', coordinates: [73.8567, 18.5204] },
    });
  });
});

describe('toInventoryUpdateBody', () => {
  it('sends emptied text as null so the server clears it', () => {
    expect(toInventoryUpdateBody(filled)).toMatchObject({ location: 'Hadapsar', description: null });
  });
});

describe('the GST registration', () => {
  it('is sent when chosen, and cleared with null by an edit without one', () => {
    expect(toInventoryCreateBody({ ...filled, registrationId: REGISTRATION })).toMatchObject({
      registrationId: REGISTRATION,
    });
    expect(toInventoryCreateBody(filled)).not.toHaveProperty('registrationId');
    expect(toInventoryUpdateBody({ ...filled, registrationId: REGISTRATION })).toMatchObject({
      registrationId: REGISTRATION,
    });
    expect(toInventoryUpdateBody(filled)).toMatchObject({ registrationId: null });
    expect(inventoryFormErrors({ ...filled, registrationId: REGISTRATION }, 'edit')).toEqual({});
  });
});

describe('the address and PIN code', () => {
  it('are sent when given, left out of a new inventory without, and cleared with null by an edit', () => {
    const given = { ...filled, addressLine: ' Gala 4, Bhiwandi Road ', pinCode: ' 421302 ' };
    expect(toInventoryCreateBody(given)).toMatchObject({
      addressLine: 'Gala 4, Bhiwandi Road',
      pinCode: '421302',
    });
    expect(toInventoryCreateBody(filled)).not.toHaveProperty('pinCode');
    expect(toInventoryUpdateBody(filled)).toMatchObject({ addressLine: null, pinCode: null });
    expect(inventoryFormErrors(given, 'edit')).toEqual({});
  });

  it('takes a PIN code of six digits, not starting with 0', () => {
    expect(Object.keys(inventoryFormErrors({ ...filled, pinCode: '021302' }, 'create'))).toEqual(['pinCode']);
    expect(Object.keys(inventoryFormErrors({ ...filled, pinCode: '4213' }, 'edit'))).toEqual(['pinCode']);
  });
});

describe('inventoryFormErrors', () => {
  it('asks for the name and both coordinates', () => {
    expect(inventoryFormErrors(EMPTY_INVENTORY_VALUES, 'create')).toEqual({
      name: englishOfRule(INVENTORY_MESSAGES.nameRequired),
      latitude: englishOfRule(INVENTORY_MESSAGES.locationRequired),
      longitude: englishOfRule(INVENTORY_MESSAGES.locationRequired),
    });
  });

  it('passes a filled form and reports out-of-range coordinates on their own field', () => {
    expect(inventoryFormErrors(filled, 'create')).toEqual({});
    expect(inventoryFormErrors({ ...filled, latitude: 95 }, 'edit')).toEqual({
      latitude: 'Latitude must be between -90 and 90',
    });
    expect(inventoryFormErrors({ ...filled, totalCapacity: -1 }, 'create')).toEqual({
      totalCapacity: 'Total capacity must be 0 or more',
    });
  });
});
