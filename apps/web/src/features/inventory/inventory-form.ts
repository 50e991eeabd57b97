import {
  INVENTORY_MESSAGES,
  geoPoint,
  zInventoryCreateSchema,
  zInventoryUpdateSchema,
  type TInventoryCreate,
  type TInventoryDetail,
  type TInventoryUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { isBlank, numberOrZero, type NumberField } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';

// Kept reachable from here: the inventory form's tests pin that an unparsable number reads as 0.
export { numberOrZero };

/** The inventory form as typed: number inputs hold a number, or a string while empty or half-typed. */
export interface InventoryFormValues {
  name: string;
  location: string;
  description: string;
  totalCapacity: NumberField;
  totalVolume: NumberField;
  latitude: NumberField;
  longitude: NumberField;
  /** The GST registration that bills its sales; null for none yet. */
  registrationId: string | null;
  /** Where e-way bills say its goods leave from (empty: its registration's address). */
  addressLine: string;
  pinCode: string;
}

export const EMPTY_INVENTORY_VALUES: InventoryFormValues = {
  name: '',
  location: '',
  description: '',
  totalCapacity: '',
  totalVolume: '',
  latitude: '',
  longitude: '',
  registrationId: null,
  addressLine: '',
  pinCode: '',
};

/** The form filled in with an inventory (GeoJSON order is [longitude, latitude]). */
export function valuesFromInventory(inventory: TInventoryDetail): InventoryFormValues {
  const [longitude, latitude] = inventory.inventoryLocation.coordinates;
  return {
    name: inventory.name,
    location: inventory.location ?? '',
    description: inventory.description ?? '',
    totalCapacity: inventory.totalCapacity,
    totalVolume: inventory.totalVolume,
    latitude,
    longitude,
    registrationId: inventory.registrationId,
    addressLine: inventory.addressLine ?? '',
    pinCode: inventory.pinCode ?? '',
  };
}

/**
 * The body of POST /inventory/create: empty text left out, coordinates as a GeoJSON point, the GST
 * registration, the address and the PIN code when given.
 */
export function toInventoryCreateBody(values: InventoryFormValues): TInventoryCreate {
  const body: TInventoryCreate = {
    name: values.name.trim(),
    totalCapacity: numberOrZero(values.totalCapacity),
    totalVolume: numberOrZero(values.totalVolume),
    inventoryLocation: geoPoint(numberOrZero(values.longitude), numberOrZero(values.latitude)),
  };
  const location = values.location.trim();
  const description = values.description.trim();
  if (location) body.location = location;
  if (description) body.description = description;
  if (values.registrationId) body.registrationId = values.registrationId;
  const addressLine = values.addressLine.trim();
  const pinCode = values.pinCode.replace(/\s/g, '');
  if (addressLine) body.addressLine = addressLine;
  if (pinCode) body.pinCode = pinCode;
  return body;
}

/**
 * The body of PUT /inventory/{id}: every field, with emptied text and no registration sent as null
 * to clear them.
 */
export function toInventoryUpdateBody(values: InventoryFormValues): TInventoryUpdate {
  const { location, description, registrationId, addressLine, pinCode, ...rest } =
    toInventoryCreateBody(values);
  return {
    ...rest,
    location: location ?? null,
    description: description ?? null,
    registrationId: registrationId ?? null,
    addressLine: addressLine ?? null,
    pinCode: pinCode ?? null,
  };
}

/** Form field of a schema issue path (the point's coordinates are two inputs). */
function fieldOf(path: string): string {
  if (path === 'inventoryLocation.coordinates.0') return 'longitude';
  if (path === 'inventoryLocation.coordinates.1') return 'latitude';
  if (path.startsWith('inventoryLocation')) return 'latitude';
  return path;
}

/**
 * Field errors of the form: name, latitude and longitude are required
 * (docs/domain.md#inventories-and-storage-units), then the shared schema's limits.
 */
export function inventoryFormErrors(
  values: InventoryFormValues,
  mode: 'create' | 'edit',
): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = mode === 'create' ? toInventoryCreateBody(values) : toInventoryUpdateBody(values);
  const schema = mode === 'create' ? zInventoryCreateSchema : zInventoryUpdateSchema;
  for (const [path, message] of Object.entries(schemaErrors(schema, body))) {
    errors[fieldOf(path)] ??= message;
  }
  if (values.name.trim() === '') errors.name = localizeText(INVENTORY_MESSAGES.nameRequired);
  if (isBlank(values.latitude)) errors.latitude = localizeText(INVENTORY_MESSAGES.locationRequired);
  if (isBlank(values.longitude)) errors.longitude = localizeText(INVENTORY_MESSAGES.locationRequired);
  return errors;
}
