import {
  STORAGE_MESSAGES,
  zStorageCreateSchema,
  zStorageUpdateSchema,
  type TStorage,
  type TStorageCreate,
  type TStorageUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { isBlank, numberOrZero, parseNumberField, type NumberField } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

/** The storage form as typed; nested like the request body so schema errors land on their inputs. */
export interface StorageFormValues {
  locationId: string;
  name: string;
  type: string;
  location: string;
  description: string;
  inventory: string | null;
  dimensions: { length: NumberField; width: NumberField; height: NumberField };
  holdingCapacity: NumberField;
  Volume: NumberField;
  temperature: { min: NumberField; max: NumberField };
  currentWeight: NumberField;
  currentVolume: NumberField;
  active: boolean;
}

export const EMPTY_STORAGE_VALUES: StorageFormValues = {
  locationId: '',
  name: '',
  type: '',
  location: '',
  description: '',
  inventory: null,
  dimensions: { length: '', width: '', height: '' },
  holdingCapacity: '',
  Volume: '',
  temperature: { min: '', max: '' },
  currentWeight: '',
  currentVolume: '',
  active: true,
};

/** The form filled in with a storage unit, for Edit. */
export function valuesFromStorage(storage: TStorage): StorageFormValues {
  return {
    locationId: storage.locationId,
    name: storage.name,
    type: storage.type ?? '',
    location: storage.location ?? '',
    description: storage.description ?? '',
    inventory: storage.inventory._id,
    dimensions: { ...storage.dimensions },
    holdingCapacity: storage.holdingCapacity,
    Volume: storage.Volume ?? '',
    temperature: storage.temperature ? { ...storage.temperature } : { min: '', max: '' },
    currentWeight: storage.currentWeight,
    currentVolume: storage.currentVolume,
    active: storage.active,
  };
}

/** The temperature range, or undefined unless both ends are given. */
function temperatureOf(values: StorageFormValues) {
  const { min, max } = values.temperature;
  return isBlank(min) || isBlank(max) ? undefined : { min: numberOrZero(min), max: numberOrZero(max) };
}

/** The body of POST /storages/: required fields always, optional ones only when filled in. */
export function toStorageCreateBody(values: StorageFormValues): TStorageCreate {
  const body: TStorageCreate = {
    locationId: values.locationId.trim(),
    dimensions: {
      length: numberOrZero(values.dimensions.length),
      width: numberOrZero(values.dimensions.width),
      height: numberOrZero(values.dimensions.height),
    },
    holdingCapacity: numberOrZero(values.holdingCapacity),
    inventory: values.inventory ?? '',
  };
  const Volume = parseNumberField(values.Volume);
  if (Volume !== undefined) body.Volume = Volume;
  for (const key of ['name', 'type', 'location', 'description'] as const) {
    const text = values[key].trim();
    if (text) body[key] = text;
  }
  const temperature = temperatureOf(values);
  if (temperature) body.temperature = temperature;
  const currentWeight = parseNumberField(values.currentWeight);
  const currentVolume = parseNumberField(values.currentVolume);
  if (currentWeight !== undefined) body.currentWeight = currentWeight;
  if (currentVolume !== undefined) body.currentVolume = currentVolume;
  return body;
}

/**
 * The body of PUT /storages/{id}: every field, emptied optional ones sent as null (Volume null =
 * computed from the dimensions again), empty current amounts as 0.
 */
export function toStorageUpdateBody(values: StorageFormValues): TStorageUpdate {
  const created = toStorageCreateBody(values);
  return {
    ...created,
    name: values.name.trim(),
    Volume: created.Volume ?? null,
    type: created.type ?? null,
    location: created.location ?? null,
    description: created.description ?? null,
    temperature: created.temperature ?? null,
    currentWeight: created.currentWeight ?? 0,
    currentVolume: created.currentVolume ?? 0,
    active: values.active,
  };
}

const REQUIRED_NUMBERS = [
  ['dimensions.length', m.storage_length_required],
  ['dimensions.width', m.storage_width_required],
  ['dimensions.height', m.storage_height_required],
  ['holdingCapacity', m.storage_holding_capacity_required],
] as const;

/**
 * Field errors: the required fields (location ID, dimensions, holding capacity, inventory;
 * docs/domain.md#inventories-and-storage-units), a half-given temperature range, then the schema's
 * limits.
 */
export function storageFormErrors(
  values: StorageFormValues,
  mode: 'create' | 'edit',
): Record<string, string> {
  const errors =
    mode === 'create'
      ? schemaErrors(zStorageCreateSchema, toStorageCreateBody(values))
      : schemaErrors(zStorageUpdateSchema, toStorageUpdateBody(values));
  if (!values.inventory) errors.inventory = localizeText(STORAGE_MESSAGES.inventoryRequired);
  const read = (path: string): NumberField =>
    path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], values) as NumberField;
  for (const [path, message] of REQUIRED_NUMBERS) {
    if (isBlank(read(path))) errors[path] = message();
  }
  const { min, max } = values.temperature;
  if (isBlank(min) !== isBlank(max)) {
    errors[isBlank(min) ? 'temperature.min' : 'temperature.max'] = m.storage_both_temperatures();
  }
  return errors;
}
