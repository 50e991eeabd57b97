import { defineMessages } from './core.js';

/**
 * The names of the fields a rule may name (a `field` parameter), in English; the web app has them in
 * each language. A field's key is its name in the request body.
 */
export const FIELD_NAMES = {
  address: 'Address',
  batchCode: 'Batch code',
  brand: 'Brand',
  batchId: 'Batch ID',
  category: 'Category',
  currentVolume: 'Current volume',
  currentWeight: 'Current weight',
  creditLimit: 'Credit limit',
  description: 'Description',
  district: 'District',
  expiryWarning: 'Expiry warning',
  height: 'Height',
  holdingCapacity: 'Holding capacity',
  hours: 'Hours',
  leadTime: 'Lead time',
  length: 'Length',
  location: 'Location',
  locationId: 'Location ID',
  mrp: 'MRP',
  name: 'Name',
  note: 'Note',
  notes: 'Notes',
  orderUpTo: 'Order up to',
  packageId: 'Package ID',
  paymentTermsDays: 'Payment terms',
  price: 'Price',
  product: 'Product',
  productName: 'Product name',
  quantity: 'Quantity',
  reason: 'Reason',
  receiverName: "Receiver's name",
  reorderPoint: 'Reorder point',
  reorderQuantity: 'Reorder quantity',
  search: 'Search',
  shelfLife: 'Shelf life',
  shift: 'Shift',
  sku: 'SKU',
  targetId: 'Target ID',
  thresholdLimit: 'Threshold limit',
  totalCapacity: 'Total capacity',
  totalVolume: 'Total volume',
  transportationCost: 'Transportation cost',
  type: 'Type',
  unitPrice: 'Unit price',
  volume: 'Volume',
  wagePerHour: 'Wage per hour',
  weight: 'Weight',
  width: 'Width',
} as const satisfies Record<string, string>;
export type FieldName = keyof typeof FIELD_NAMES;

/** The rules every field shares: too long, not a number, out of range (docs/domain.md#messages). */
export const FIELD_TEXTS = defineMessages({
  'field.tooLong': {
    en: '{field} must be at most {max} characters',
    params: { field: 'field', max: 'number' },
  },
  'field.noNul': { en: '{field} must not contain NUL characters', params: { field: 'field' } },
  'field.notANumber': { en: '{field} must be a number', params: { field: 'field' } },
  'field.negative': { en: '{field} must be 0 or more', params: { field: 'field' } },
  'field.tooLarge': { en: '{field} must be at most {max}', params: { field: 'field', max: 'count' } },
  'field.notWhole': { en: '{field} must be a whole number', params: { field: 'field' } },
  'list.eachIdOf': { en: 'Each id must be a {record} id', params: { record: 'label:record' } },
  'list.idsOf': { en: 'Ids must be a list of {record} ids', params: { record: 'label:record' } },
  'list.chooseOne': { en: 'Choose at least one {record}', params: { record: 'label:record' } },
  'list.atMostAtATime': {
    en: 'At most {max} {records} at a time',
    params: { max: 'count', records: 'label:records' },
  },
  'list.idsSeparatedByCommas': {
    en: 'Ids must be {record} ids separated by commas',
    params: { record: 'label:record' },
  },
  'list.sortOneOf': { en: 'Sort must be one of: {columns}', params: { columns: 'text' } },
  'list.orderAscDesc': { en: 'Order must be asc or desc' },
});
