import {
  CUSTOMER_MESSAGES,
  geoPoint,
  readGstin,
  zCustomerCreateSchema,
  zCustomerUpdateSchema,
  type GstinReading,
  type TAddress,
  type TAddressInput,
  type TCustomer,
  type TCustomerCreate,
  type TCustomerUpdate,
  type TPinCodePlace,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { isBlank, numberOrZero, parseNumberField, type NumberField } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

// The customer form's rules (docs/domain.md#customers): the GSTIN gives the place of supply, a PIN
// code fills its address's district (and, for a customer without a GSTIN, the state), and the body
// each save sends.

/** An address as typed: its point is two number inputs, like every point of the app's forms. */
export interface AddressFormValues {
  line: string;
  pinCode: string;
  district: string;
  /** The state the PIN code is in (its lookup, or the stored address); null while unknown. */
  stateCode: string | null;
  latitude: NumberField;
  longitude: NumberField;
  /** The point came from the PIN code, not from the user: another PIN code moves it. */
  isPointFromPin: boolean;
}

/** The two addresses of a customer, named as the body names them (so errors land on their inputs). */
export type AddressKey = 'billingAddress' | 'shippingAddress';

/** The customer form as typed. */
export interface CustomerFormValues {
  name: string;
  gstin: string;
  /** The place of supply: a valid GSTIN's state (the picker is locked then), else the one chosen. */
  stateCode: string | null;
  /** The state came from the billing PIN code, not from the user: another PIN code may change it. */
  isStateFromPin: boolean;
  billingAddress: AddressFormValues;
  /** The goods go to another address than the billing one. */
  hasShippingAddress: boolean;
  shippingAddress: AddressFormValues;
  phone: string;
  email: string;
  /** Rupees; empty for no limit. */
  creditLimit: NumberField;
  paymentTermsDays: NumberField;
  /** The customer's price list; null: the products' own prices. */
  priceListId: string | null;
  notes: string;
  active: boolean;
}

export const EMPTY_ADDRESS_VALUES: AddressFormValues = {
  line: '',
  pinCode: '',
  district: '',
  stateCode: null,
  latitude: '',
  longitude: '',
  isPointFromPin: false,
};

export const EMPTY_CUSTOMER_VALUES: CustomerFormValues = {
  name: '',
  gstin: '',
  stateCode: null,
  isStateFromPin: false,
  billingAddress: EMPTY_ADDRESS_VALUES,
  hasShippingAddress: false,
  shippingAddress: EMPTY_ADDRESS_VALUES,
  phone: '',
  email: '',
  creditLimit: '',
  paymentTermsDays: 0,
  priceListId: null,
  notes: '',
  active: true,
};

function addressValues(address: TAddress | null): AddressFormValues {
  if (!address) return EMPTY_ADDRESS_VALUES;
  const [longitude, latitude] = address.point?.coordinates ?? ['', ''];
  return {
    line: address.line,
    pinCode: address.pinCode ?? '',
    district: address.district ?? '',
    stateCode: address.stateCode,
    latitude,
    longitude,
    isPointFromPin: false,
  };
}

/** The form filled in with a customer, to edit. */
export function valuesFromCustomer(customer: TCustomer): CustomerFormValues {
  return {
    name: customer.name,
    gstin: customer.gstin ?? '',
    stateCode: customer.stateCode,
    isStateFromPin: false,
    billingAddress: addressValues(customer.billingAddress),
    hasShippingAddress: customer.shippingAddress !== null,
    shippingAddress: addressValues(customer.shippingAddress),
    phone: customer.phone ?? '',
    email: customer.email ?? '',
    creditLimit: customer.creditLimit ?? '',
    paymentTermsDays: customer.paymentTermsDays,
    priceListId: customer.priceList?.id ?? null,
    notes: customer.notes ?? '',
    active: customer.active,
  };
}

/**
 * The typed GSTIN read once it is whole: null while fewer than 15 characters are typed (nothing to
 * say yet), else what `readGstin` finds: its state and PAN, or the first rule it breaks.
 */
export function readTypedGstin(gstin: string): GstinReading | null {
  return gstin.trim().length < 15 ? null : readGstin(gstin);
}

/** The state a valid GSTIN fixes (the State picker is locked to it), else null. */
export function gstinState(values: Pick<CustomerFormValues, 'gstin'>): string | null {
  const reading = readTypedGstin(values.gstin);
  return reading?.ok ? reading.stateCode : null;
}

/** The form after typing `gstin`: a valid GSTIN sets the state to its own; any other leaves it. */
export function withGstin(values: CustomerFormValues, gstin: string): CustomerFormValues {
  const state = gstinState({ gstin });
  return state ? { ...values, gstin, stateCode: state, isStateFromPin: false } : { ...values, gstin };
}

/**
 * The form after a PIN code of the address `key` was looked up: the district is the PIN code's; the
 * point moves to it unless the user placed it; and for the billing address of a customer without a
 * valid GSTIN, the state becomes the PIN code's unless the user chose one.
 */
export function withPinPlace(
  values: CustomerFormValues,
  key: AddressKey,
  place: TPinCodePlace,
): CustomerFormValues {
  const address = values[key];
  const hasOwnPoint = !address.isPointFromPin && !(isBlank(address.latitude) && isBlank(address.longitude));
  const [longitude, latitude] = place.point.coordinates;
  const next: CustomerFormValues = {
    ...values,
    [key]: {
      ...address,
      district: place.district,
      stateCode: place.stateCode,
      ...(hasOwnPoint ? {} : { latitude, longitude, isPointFromPin: true }),
    },
  };
  const isStateFree = values.stateCode === null || values.isStateFromPin;
  if (key === 'billingAddress' && !gstinState(values) && isStateFree) {
    next.stateCode = place.stateCode;
    next.isStateFromPin = true;
  }
  return next;
}

/** The address as the body takes it, or null when nothing of it is filled in. */
function toAddressBody(address: AddressFormValues): TAddressInput | null {
  const line = address.line.trim();
  const pinCode = address.pinCode.trim();
  const district = address.district.trim();
  const latitude = parseNumberField(address.latitude);
  const longitude = parseNumberField(address.longitude);
  const hasPoint = latitude !== undefined || longitude !== undefined;
  if (!line && !pinCode && !district && !hasPoint) return null;
  const body: TAddressInput = {
    line,
    pinCode: pinCode || null,
    stateCode: (address.stateCode as TAddressInput['stateCode']) ?? null,
    point: hasPoint ? geoPoint(longitude ?? 0, latitude ?? 0) : null,
  };
  if (district) body.district = district;
  return body;
}

/** The place of supply to send: a valid GSTIN's state, else the one chosen. */
function stateOf(values: CustomerFormValues): TCustomerCreate['stateCode'] {
  return (gstinState(values) ?? values.stateCode ?? undefined) as TCustomerCreate['stateCode'];
}

/**
 * The body of `POST /customers`: the trimmed name; the GSTIN (in capitals) and the state; the
 * addresses filled in (the shipping one only when it differs); the contact, limit, price list and
 * notes when given; the payment terms (empty reads as 0).
 */
export function toCustomerCreateBody(values: CustomerFormValues): TCustomerCreate {
  const body: TCustomerCreate = {
    name: values.name.trim(),
    paymentTermsDays: numberOrZero(values.paymentTermsDays),
  };
  const gstin = values.gstin.trim().toUpperCase();
  if (gstin) body.gstin = gstin;
  const stateCode = stateOf(values);
  if (stateCode) body.stateCode = stateCode;
  const billing = toAddressBody(values.billingAddress);
  if (billing) body.billingAddress = billing;
  const shipping = values.hasShippingAddress ? toAddressBody(values.shippingAddress) : null;
  if (shipping) body.shippingAddress = shipping;
  const creditLimit = parseNumberField(values.creditLimit);
  if (creditLimit !== undefined) body.creditLimit = creditLimit;
  if (values.priceListId) body.priceListId = values.priceListId;
  for (const field of ['phone', 'email', 'notes'] as const) {
    const text = values[field].trim();
    if (text) body[field] = text;
  }
  return body;
}

/** The body of `PUT /customers/{id}`: every field, with an emptied one sent as null to clear it. */
export function toCustomerUpdateBody(values: CustomerFormValues): TCustomerUpdate {
  const body = toCustomerCreateBody(values);
  return {
    ...body,
    gstin: body.gstin ?? null,
    billingAddress: body.billingAddress ?? null,
    shippingAddress: body.shippingAddress ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    creditLimit: body.creditLimit ?? null,
    priceListId: body.priceListId ?? null,
    notes: body.notes ?? null,
    active: values.active,
  };
}

/**
 * The form's field of a body path (the server's details and the schema's issues): a point's
 * coordinates are the address's latitude and longitude inputs.
 */
export function customerFieldOf(path: string): string {
  const point = /^(billingAddress|shippingAddress)\.point(?:\.coordinates\.(\d))?/.exec(path);
  if (!point) return path;
  return `${point[1]}.${point[2] === '0' ? 'longitude' : 'latitude'}`;
}

/**
 * Field errors of the form: the shared customer rules on the body it would send, a state for a
 * customer without a GSTIN (the place of supply), and a point's both coordinates or neither.
 */
export function customerFormErrors(
  values: CustomerFormValues,
  mode: 'create' | 'edit',
): Record<string, string> {
  const errors: Record<string, string> = {};
  const body = mode === 'create' ? toCustomerCreateBody(values) : toCustomerUpdateBody(values);
  const schema = mode === 'create' ? zCustomerCreateSchema : zCustomerUpdateSchema;
  for (const [path, message] of Object.entries(schemaErrors(schema, body))) {
    errors[customerFieldOf(path)] ??= message;
  }
  if (values.name.trim() === '') errors.name = localizeText(CUSTOMER_MESSAGES.nameRequired);
  if (values.gstin.trim() === '' && values.stateCode === null) {
    errors.stateCode = localizeText(CUSTOMER_MESSAGES.stateRequired);
  }
  const keys: AddressKey[] = values.hasShippingAddress
    ? ['billingAddress', 'shippingAddress']
    : ['billingAddress'];
  for (const key of keys) {
    const { latitude, longitude } = values[key];
    if (isBlank(latitude) !== isBlank(longitude)) {
      const missing = isBlank(latitude) ? 'latitude' : 'longitude';
      errors[`${key}.${missing}`] = m.customers_point_both_or_neither();
    }
  }
  return errors;
}
