import { englishOfRule, STORAGE_MESSAGES, type TStorage } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_STORAGE_VALUES,
  storageFormErrors,
  toStorageCreateBody,
  toStorageUpdateBody,
  valuesFromStorage,
  type StorageFormValues,
} from './storage-form';

const INVENTORY_ID = '0b7a3c1e-5d2f-4a6b-9c8d-1e2f3a4b5c6d';

const filled: StorageFormValues = {
  ...EMPTY_STORAGE_VALUES,
  locationId: ' A-01 ',
  name: 'Cold Room',
  inventory: INVENTORY_ID,
  dimensions: { length: 200, width: 100, height: 250 },
  holdingCapacity: 800,
};

const storage: TStorage = {
  _id: 's1',
  id: 's1',
  name: 'Cold Room',
  type: 'Refrigerated',
  location: 'Bay 2',
  description: null,
  active: false,
  locationId: 'A-01',
  dimensions: { length: 200, width: 100, height: 250 },
  holdingCapacity: 800,
  Volume: null,
  maxWeight: 800,
  maxVolume: 5,
  temperature: { min: 2, max: 8 },
  currentWeight: 120,
  currentVolume: 1.5,
  inventory: { _id: INVENTORY_ID, id: INVENTORY_ID, name: 'Pune Central' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('toStorageCreateBody', () => {
  it('sends the required fields and only the optional ones filled in', () => {
    expect(toStorageCreateBody(filled)).toEqual({
      locationId: 'A-01',
      name: 'Cold Room',
      inventory: INVENTORY_ID,
      dimensions: { length: 200, width: 100, height: 250 },
      holdingCapacity: 800,
    });
  });

  it('sends Volume, the temperature range and current amounts when given', () => {
    const body = toStorageCreateBody({
      ...filled,
      Volume: 4.5,
      temperature: { min: -18, max: -10 },
      currentWeight: 100,
      currentVolume: '',
    });
    expect(body).toMatchObject({ Volume: 4.5, temperature: { min: -18, max: -10 }, currentWeight: 100 });
    expect(body).not.toHaveProperty('currentVolume');
  });
});

describe('toStorageUpdateBody', () => {
  it('round-trips a unit and clears emptied optional fields with null', () => {
    const values = valuesFromStorage(storage);
    expect(values.Volume).toBe('');
    expect(toStorageUpdateBody(values)).toEqual({
      locationId: 'A-01',
      name: 'Cold Room',
      type: 'Refrigerated',
      location: 'Bay 2',
      description: null,
      inventory: INVENTORY_ID,
      dimensions: { length: 200, width: 100, height: 250 },
      holdingCapacity: 800,
      Volume: null,
      temperature: { min: 2, max: 8 },
      currentWeight: 120,
      currentVolume: 1.5,
      active: false,
    });
  });
});

describe('storageFormErrors', () => {
  it('asks for every required field of an empty form', () => {
    expect(storageFormErrors(EMPTY_STORAGE_VALUES, 'create')).toEqual({
      locationId: englishOfRule(STORAGE_MESSAGES.locationIdRequired),
      inventory: englishOfRule(STORAGE_MESSAGES.inventoryRequired),
      'dimensions.length': 'Length is required',
      'dimensions.width': 'Width is required',
      'dimensions.height': 'Height is required',
      holdingCapacity: 'Holding capacity is required',
    });
  });

  it('passes a filled form; wants both temperatures or neither, in order', () => {
    expect(storageFormErrors(filled, 'create')).toEqual({});
    expect(storageFormErrors({ ...filled, temperature: { min: 4, max: '' } }, 'create')).toEqual({
      'temperature.max': 'Give both temperatures, or neither',
    });
    expect(storageFormErrors({ ...filled, temperature: { min: 9, max: 2 } }, 'edit')).toEqual({
      'temperature.min': englishOfRule(STORAGE_MESSAGES.temperatureOrder),
    });
  });

  it('refuses a blank name when editing', () => {
    expect(storageFormErrors({ ...valuesFromStorage(storage), name: ' ' }, 'edit')).toEqual({
      name: 'Name cannot be blank',
    });
  });
});
