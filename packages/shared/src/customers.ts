import { z } from 'zod';
import { zAmount, zCount, zPageSchema, zSortSchema, zText } from './fields.js';
import { zGeoPointSchema, zPointSchema } from './geo.js';
import { GST_STATES, readGstin, type GstinProblem, type GstStateCode } from './gstin.js';
import { rule } from './messages/rule.js';
import { STOCK_LIMITS } from './stock.js';

// Customers (docs/domain.md#customers): the retailers, chemists and shops a distributor sells to,
// with their GSTIN, place of supply, addresses, credit terms and contact.

export const CUSTOMER_LIMITS = {
  nameMax: 200,
  addressMax: 500,
  districtMax: 100,
  notesMax: 2000,
  /** Payment terms: days from the invoice to the due date. */
  paymentTermsDaysMax: 365,
  /** A phone number's digits (landlines with their STD code, mobiles with +91). */
  phoneDigitsMin: 6,
  phoneDigitsMax: 15,
} as const;

/** An Indian PIN code: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** The GST state codes in order, for pickers and the state filter. */
export const GST_STATE_CODES = Object.keys(GST_STATES) as [GstStateCode, ...GstStateCode[]];

/** Messages of the customer rules, by key (`rule()`); the forms and the server say the same. */
export const CUSTOMER_MESSAGES = {
  nameRequired: rule('customer.nameRequired'),
  state: rule('customer.stateOneOf'),
  stateRequired: rule('customer.stateRequired'),
  pinCode: rule('customer.pinCodeSixDigits'),
  phone: rule('customer.phoneDigits', {
    min: CUSTOMER_LIMITS.phoneDigitsMin,
    max: CUSTOMER_LIMITS.phoneDigitsMax,
  }),
  email: rule('user.emailInvalid'),
  active: rule('customer.activeTrueOrFalse'),
} as const;

/** The message of each reason a text is not a GSTIN. */
export const GSTIN_PROBLEM_MESSAGES: Readonly<Record<GstinProblem, string>> = {
  length: rule('gstin.length'),
  characters: rule('gstin.characters'),
  stateCode: rule('gstin.stateCode'),
  checkCharacter: rule('gstin.checkCharacter'),
};

/** A GSTIN, read by readGstin: kept in capitals; the first rule it breaks is the message. */
export const zGstinSchema = z
  .string()
  .trim()
  .transform((text, context) => {
    const reading = readGstin(text);
    if (reading.ok) return reading.gstin;
    context.addIssue({ code: 'custom', message: GSTIN_PROBLEM_MESSAGES[reading.problem] });
    return z.NEVER;
  });

/** A GST state code: the place of supply. */
export const zStateCodeSchema = z.enum(GST_STATE_CODES, { error: CUSTOMER_MESSAGES.state });

export const zPinCodeSchema = z.string().trim().regex(PIN_CODE_PATTERN, CUSTOMER_MESSAGES.pinCode);

/** A phone number as written (+91 98765 43210, 022-2345 6789): 6 to 15 digits with spaces, dashes, a +. */
export const zCustomerPhoneSchema = z
  .string()
  .trim()
  .refine((text) => {
    if (!/^\+?[\d\s-]+$/.test(text)) return false;
    const digits = text.replace(/\D/g, '').length;
    return digits >= CUSTOMER_LIMITS.phoneDigitsMin && digits <= CUSTOMER_LIMITS.phoneDigitsMax;
  }, CUSTOMER_MESSAGES.phone);

/** An address: its lines, district, PIN code and state, and a point on the map. */
export const zAddressSchema = z.strictObject({
  line: zText(CUSTOMER_LIMITS.addressMax, 'address'),
  district: zText(CUSTOMER_LIMITS.districtMax, 'district').optional(),
  pinCode: zPinCodeSchema.nullable().optional(),
  stateCode: zStateCodeSchema.nullable().optional(),
  point: zGeoPointSchema.nullable().optional(),
});
export type TAddressInput = z.input<typeof zAddressSchema>;

const customerFields = {
  name: zText(CUSTOMER_LIMITS.nameMax, 'name').min(1, CUSTOMER_MESSAGES.nameRequired),
  gstin: zGstinSchema,
  stateCode: zStateCodeSchema,
  billingAddress: zAddressSchema,
  shippingAddress: zAddressSchema,
  phone: zCustomerPhoneSchema,
  email: z.string().trim().max(254, CUSTOMER_MESSAGES.email).pipe(z.email(CUSTOMER_MESSAGES.email)),
  creditLimit: zAmount(STOCK_LIMITS.priceMax, 'creditLimit'),
  paymentTermsDays: zCount(CUSTOMER_LIMITS.paymentTermsDaysMax, 'paymentTermsDays'),
  notes: zText(CUSTOMER_LIMITS.notesMax, 'notes'),
  active: z.boolean(CUSTOMER_MESSAGES.active),
  priceListId: z.uuid(rule('customer.priceListNotAnId')),
};

/**
 * Body of POST /customers. The state is the GSTIN's when one is given (another state is a 400);
 * without a GSTIN (an unregistered customer) the state is required. No shipping address means the
 * goods go to the billing address; no credit limit means none is set.
 */
export const zCustomerCreateSchema = z.strictObject({
  name: customerFields.name,
  gstin: customerFields.gstin.nullable().optional(),
  stateCode: customerFields.stateCode.optional(),
  billingAddress: customerFields.billingAddress.nullable().optional(),
  shippingAddress: customerFields.shippingAddress.nullable().optional(),
  phone: customerFields.phone.nullable().optional(),
  email: customerFields.email.nullable().optional(),
  creditLimit: customerFields.creditLimit.nullable().optional(),
  paymentTermsDays: customerFields.paymentTermsDays.optional(),
  notes: customerFields.notes.nullable().optional(),
  active: customerFields.active.optional(),
  /** The customer's price list (none: the products' own prices). */
  priceListId: customerFields.priceListId.nullable().optional(),
});
export type TCustomerCreate = z.input<typeof zCustomerCreateSchema>;

/** Body of PUT /customers/{id}: the fields to change; null clears an optional one. */
export const zCustomerUpdateSchema = zCustomerCreateSchema.partial();
export type TCustomerUpdate = z.input<typeof zCustomerUpdateSchema>;

const zFlag = z.enum(['true', 'false'], { error: CUSTOMER_MESSAGES.active }).transform((v) => v === 'true');

/** Query of GET /customers. */
export const zCustomerListQuerySchema = zPageSchema.extend({
  search: zText(200, 'search').optional(),
  state: zStateCodeSchema.optional(),
  /** Registered under GST (with a GSTIN) or not. */
  registered: zFlag.optional(),
  active: zFlag.optional(),
  ...zSortSchema('customers').shape,
});
export type TCustomerListQuery = z.input<typeof zCustomerListQuerySchema>;

/** An address as the API answers it. */
export const zAddressAnswerSchema = z.object({
  line: z.string(),
  district: z.string().nullable(),
  pinCode: z.string().nullable(),
  stateCode: z.string().nullable(),
  point: zPointSchema.nullable(),
});
export type TAddress = z.infer<typeof zAddressAnswerSchema>;

/** A customer as the API answers it. */
export const zCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  gstin: z.string().nullable(),
  /** The PAN the GSTIN carries (null without a GSTIN, or for a GSTIN built on a TAN). */
  pan: z.string().nullable(),
  /** The place of supply: a GST state code, and the state's name. */
  stateCode: z.string(),
  state: z.string(),
  billingAddress: zAddressAnswerSchema.nullable(),
  /** Null: the goods go to the billing address. */
  shippingAddress: zAddressAnswerSchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Rupees; null when no limit is set. */
  creditLimit: z.number().nullable(),
  paymentTermsDays: z.number(),
  notes: z.string().nullable(),
  active: z.boolean(),
  /** The customer's price list (null: the products' own prices). */
  priceList: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCustomer = z.infer<typeof zCustomerSchema>;

export const zCustomerListSchema = z.object({
  customers: z.array(zCustomerSchema),
  total: z.number(),
});
export type TCustomerList = z.infer<typeof zCustomerListSchema>;

export const zPinCodeParamsSchema = z.strictObject({ pin: zPinCodeSchema });

/** What a PIN code names: its district and state, its post offices, and a point near them. */
export const zPinCodePlaceSchema = z.object({
  pinCode: z.string(),
  district: z.string(),
  stateCode: z.string(),
  state: z.string(),
  /** The post offices it serves, by name. */
  places: z.array(z.string()),
  point: zPointSchema,
});
export type TPinCodePlace = z.infer<typeof zPinCodePlaceSchema>;
