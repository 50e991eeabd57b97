import {
  geoPoint,
  zProductCreateSchema,
  type GstUnitCode,
  type TDimensions,
  type TGeoPoint,
  type TProduct,
  type TProductCreate,
  type TProductUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { numberOrZero, parseNumberField, type NumberField } from '../../lib/form-numbers';

// Kept reachable from here: the payload tests pin how the product form reads its number inputs.
export { parseNumberField };

/**
 * How a product's reorder quantity is set: a fixed quantity, or up to a stock level. A product has
 * one or the other (or neither: the quantity is then suggested from its outflow and lead time).
 */
export type ReorderRule = 'quantity' | 'upTo';

/** The product form's values; dates are YYYY-MM-DD strings (Mantine DateInput) or null. */
export interface ProductFormValues {
  productName: string;
  sku: string;
  batchId: string;
  productCategory: string;
  hsnCode: string;
  /** The GTIN (EAN/UPC) printed on the goods. */
  gtin: string;
  /** The brand on the pack. */
  brand: string;
  price: NumberField;
  /** The maximum retail price printed on the pack, per unit. */
  mrp: NumberField;
  quantity: NumberField;
  weight: NumberField;
  dimensions: { length: NumberField; width: NumberField; height: NumberField };
  description: string;
  thresholdLimit: NumberField;
  shelfLifeDays: NumberField;
  mfgDate: string | null;
  expiryDate: string | null;
  longitude: NumberField;
  latitude: NumberField;
  expiryWarningDays: NumberField;
  reorderPoint: NumberField;
  reorderRule: ReorderRule;
  /** The reorder quantity or the order-up-to level, as `reorderRule` says. */
  reorderAmount: NumberField;
  leadTimeDays: NumberField;
  /** GST's unit quantity code (NOS, KGS, ...), or null for none. */
  uqc: string | null;
  /** The GST rate from the start of GST on, as its Select value ("18"); the create form's only. */
  gstRate: string | null;
  /** The cess going with that rate, a percentage; empty for none. */
  cessRate: NumberField;
}

/** The values of an empty "Add Product" form. */
export const emptyProductValues: ProductFormValues = {
  productName: '',
  sku: '',
  batchId: '',
  productCategory: '',
  hsnCode: '',
  gtin: '',
  brand: '',
  price: '',
  mrp: '',
  quantity: '',
  weight: '',
  dimensions: { length: '', width: '', height: '' },
  description: '',
  thresholdLimit: '',
  shelfLifeDays: '',
  mfgDate: null,
  expiryDate: null,
  longitude: '',
  latitude: '',
  expiryWarningDays: '',
  reorderPoint: '',
  reorderRule: 'quantity',
  reorderAmount: '',
  leadTimeDays: '',
  uqc: null,
  gstRate: null,
  cessRate: '',
};

const blankIfNull = (value: number | null | undefined): NumberField => value ?? '';

/** The form values of a stored product (the "Edit" form starts from them). */
export function productValuesOf(product: TProduct): ProductFormValues {
  const [longitude, latitude] = product.supplierLocation?.coordinates ?? ['', ''];
  return {
    productName: product.productName,
    sku: product.sku ?? '',
    batchId: product.batchId ?? '',
    productCategory: product.productCategory ?? '',
    hsnCode: product.hsnCode ?? '',
    gtin: product.gtin ?? '',
    brand: product.brand ?? '',
    price: product.price,
    mrp: blankIfNull(product.mrp),
    quantity: product.quantity,
    weight: blankIfNull(product.weight),
    dimensions: {
      length: blankIfNull(product.dimensions?.length),
      width: blankIfNull(product.dimensions?.width),
      height: blankIfNull(product.dimensions?.height),
    },
    description: product.description ?? '',
    thresholdLimit: blankIfNull(product.thresholdLimit),
    shelfLifeDays: blankIfNull(product.shelfLifeDays),
    mfgDate: dateOnly(product.mfgDate),
    expiryDate: dateOnly(product.expiryDate),
    longitude,
    latitude,
    expiryWarningDays: blankIfNull(product.expiryWarningDays),
    reorderPoint: blankIfNull(product.reorderPoint),
    reorderRule: product.orderUpTo !== null ? 'upTo' : 'quantity',
    reorderAmount: blankIfNull(product.orderUpTo ?? product.reorderQuantity),
    leadTimeDays: blankIfNull(product.leadTimeDays),
    uqc: product.uqc,
    // A stored product's rates change on its page (they are dated), not in this form.
    gstRate: null,
    cessRate: '',
  };
}

/** A date as YYYY-MM-DD, or null when there is none. */
function dateOnly(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.slice(0, 10);
}

const optionalText = (value: string): string | undefined => {
  const text = value.trim();
  return text === '' ? undefined : text;
};

/** Only above 0 counts: quantity, weight, threshold and shelf life of 0 are "not given". */
const positive = (value: NumberField): number | undefined => {
  const n = parseNumberField(value);
  return n !== undefined && n > 0 ? n : undefined;
};

/** The reorder and expiry settings where 0 is a value of its own (reorder only once out of stock). */
const SETTING_FIELDS = ['expiryWarningDays', 'reorderPoint', 'leadTimeDays'] as const;

/** The reorder quantity and order-up-to level as typed: the one the rule names, the other none. */
function reorderAmountsOf(values: ProductFormValues): {
  reorderQuantity: number | undefined;
  orderUpTo: number | undefined;
} {
  const amount = parseNumberField(values.reorderAmount);
  return values.reorderRule === 'upTo'
    ? { reorderQuantity: undefined, orderUpTo: amount }
    : { reorderQuantity: amount, orderUpTo: undefined };
}

/** Length, width and height (empty = 0), or undefined when none is above 0. */
function dimensionsOf(values: ProductFormValues): TDimensions | undefined {
  const dimensions = {
    length: numberOrZero(values.dimensions.length),
    width: numberOrZero(values.dimensions.width),
    height: numberOrZero(values.dimensions.height),
  };
  const anyAboveZero = dimensions.length > 0 || dimensions.width > 0 || dimensions.height > 0;
  return anyAboveZero ? dimensions : undefined;
}

/** The supplier location as a GeoJSON point (empty = 0), or undefined when both coordinates are 0. */
function locationOf(values: ProductFormValues): TGeoPoint | undefined {
  const longitude = numberOrZero(values.longitude);
  const latitude = numberOrZero(values.latitude);
  return longitude === 0 && latitude === 0 ? undefined : geoPoint(longitude, latitude);
}

/**
 * The GST fields a new product is sent with: its unit code when chosen; the rate when chosen (from
 * the start of GST on), with its cess when typed (a cess goes with a rate: without one it is not sent).
 */
function gstFieldsOf(values: ProductFormValues): Pick<TProductCreate, 'uqc' | 'gstRate' | 'cessRate'> {
  const hasRate = values.gstRate !== null && values.gstRate !== '';
  return {
    uqc: (values.uqc ?? undefined) as GstUnitCode | undefined,
    gstRate: hasRate ? Number(values.gstRate) : undefined,
    cessRate: hasRate ? parseNumberField(values.cessRate) : undefined,
  };
}

/** Drops the keys whose value is undefined, so the body carries only what is given. */
function compact<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The body of `POST /products/`: only non-empty values; quantity, weight, thresholdLimit and
 * shelfLifeDays only if above 0; text trimmed; dimensions if any side is above 0; the supplier
 * location unless both coordinates are 0; dates as YYYY-MM-DD
 * (docs/domain.md#screens-and-fixed-texts, Forms). The price, the MRP and the reorder and expiry
 * settings are sent when given, 0 included; of the reorder quantity and the order-up-to level only
 * the one chosen.
 */
export function toCreatePayload(values: ProductFormValues): TProductCreate {
  return compact<TProductCreate>({
    ...reorderAmountsOf(values),
    expiryWarningDays: parseNumberField(values.expiryWarningDays),
    reorderPoint: parseNumberField(values.reorderPoint),
    leadTimeDays: parseNumberField(values.leadTimeDays),
    productName: values.productName.trim(),
    sku: optionalText(values.sku),
    batchId: optionalText(values.batchId),
    productCategory: optionalText(values.productCategory),
    hsnCode: optionalText(values.hsnCode),
    gtin: optionalText(values.gtin),
    brand: optionalText(values.brand),
    price: parseNumberField(values.price),
    mrp: parseNumberField(values.mrp),
    quantity: positive(values.quantity),
    weight: positive(values.weight),
    dimensions: dimensionsOf(values),
    description: optionalText(values.description),
    thresholdLimit: positive(values.thresholdLimit),
    shelfLifeDays: positive(values.shelfLifeDays),
    mfgDate: dateOnly(values.mfgDate) ?? undefined,
    expiryDate: dateOnly(values.expiryDate) ?? undefined,
    supplierLocation: locationOf(values),
    ...gstFieldsOf(values),
  });
}

const sameDimensions = (a: TDimensions | null, b: TDimensions | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.length === b.length && a.width === b.width && a.height === b.height);

const samePoint = (a: TGeoPoint | null, b: TProduct['supplierLocation']): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.coordinates[0] === b.coordinates[0] &&
    a.coordinates[1] === b.coordinates[1]);

/**
 * The body of `PUT /products/{id}`: only the fields that differ from the stored product. An emptied
 * optional field is sent as null, which clears it on the server. The create rules decide what counts
 * as empty (a weight, threshold or shelf life of 0, dimensions all 0, a location at 0, 0). Price and
 * quantity cannot be cleared: emptied, they become 0; an emptied MRP is none. Choosing the other reorder rule clears the
 * stored one. A product held by batch shows its earliest-expiring batch in the batch ID and the
 * dates: those fields follow its batches and are never sent.
 */
export function toUpdatePayload(product: TProduct, values: ProductFormValues): TProductUpdate {
  const changes: TProductUpdate = {};

  const productName = values.productName.trim();
  if (productName !== product.productName) changes.productName = productName;

  const textFields = product.hasBatches
    ? (['sku', 'productCategory', 'hsnCode', 'gtin', 'brand', 'description'] as const)
    : (['sku', 'batchId', 'productCategory', 'hsnCode', 'gtin', 'brand', 'description'] as const);
  for (const field of textFields) {
    const next = optionalText(values[field]) ?? null;
    if (next !== (product[field] ?? null)) changes[field] = next;
  }

  const price = numberOrZero(values.price);
  if (price !== product.price) changes.price = price;
  const mrp = parseNumberField(values.mrp) ?? null;
  if (mrp !== product.mrp) changes.mrp = mrp;
  const quantity = numberOrZero(values.quantity);
  if (quantity !== product.quantity) changes.quantity = quantity;

  const positiveFields = ['weight', 'thresholdLimit', 'shelfLifeDays'] as const;
  for (const field of positiveFields) {
    const next = positive(values[field]) ?? null;
    if (next !== (product[field] ?? null)) changes[field] = next;
  }

  const dimensions = dimensionsOf(values) ?? null;
  if (!sameDimensions(dimensions, product.dimensions)) changes.dimensions = dimensions;

  const dateFields = product.hasBatches ? [] : (['mfgDate', 'expiryDate'] as const);
  for (const field of dateFields) {
    const next = dateOnly(values[field]);
    if (next !== dateOnly(product[field])) changes[field] = next;
  }

  const location = locationOf(values) ?? null;
  if (!samePoint(location, product.supplierLocation)) changes.supplierLocation = location;

  const uqc = values.uqc ?? null;
  if (uqc !== (product.uqc ?? null)) changes.uqc = uqc as GstUnitCode | null;

  for (const field of SETTING_FIELDS) {
    const next = parseNumberField(values[field]) ?? null;
    if (next !== product[field]) changes[field] = next;
  }
  const amounts = reorderAmountsOf(values);
  for (const field of ['reorderQuantity', 'orderUpTo'] as const) {
    const next = amounts[field] ?? null;
    if (next !== product[field]) changes[field] = next;
  }

  return changes;
}

/** Maps a request-body error path to the form field that shows it. */
function fieldOf(path: string): string {
  if (path.startsWith('supplierLocation.coordinates.1')) return 'latitude';
  if (path.startsWith('supplierLocation')) return 'longitude';
  if (path === 'dimensions') return 'dimensions.length';
  if (path === 'reorderQuantity' || path === 'orderUpTo') return 'reorderAmount';
  return path;
}

/**
 * Field errors of the form by the shared product rules (required name, ranges, whole numbers,
 * expiry not before manufacture, a price not above the MRP, said under the price). Every value the
 * user typed is checked, including the ones the create payload would leave out (a negative quantity
 * is an error, not silently dropped).
 */
export function productFormErrors(values: ProductFormValues): Record<string, string> {
  const typedDimensions = [values.dimensions.length, values.dimensions.width, values.dimensions.height].some(
    (value) => parseNumberField(value) !== undefined,
  );
  const typedLocation =
    parseNumberField(values.longitude) !== undefined || parseNumberField(values.latitude) !== undefined;
  const body = compact({
    productName: values.productName.trim(),
    sku: optionalText(values.sku),
    batchId: optionalText(values.batchId),
    productCategory: optionalText(values.productCategory),
    hsnCode: optionalText(values.hsnCode),
    gtin: optionalText(values.gtin),
    brand: optionalText(values.brand),
    price: parseNumberField(values.price),
    mrp: parseNumberField(values.mrp),
    quantity: parseNumberField(values.quantity),
    weight: parseNumberField(values.weight),
    dimensions: typedDimensions
      ? {
          length: numberOrZero(values.dimensions.length),
          width: numberOrZero(values.dimensions.width),
          height: numberOrZero(values.dimensions.height),
        }
      : undefined,
    description: optionalText(values.description),
    thresholdLimit: parseNumberField(values.thresholdLimit),
    shelfLifeDays: parseNumberField(values.shelfLifeDays),
    mfgDate: dateOnly(values.mfgDate) ?? undefined,
    expiryDate: dateOnly(values.expiryDate) ?? undefined,
    supplierLocation: typedLocation
      ? geoPoint(numberOrZero(values.longitude), numberOrZero(values.latitude))
      : undefined,
    ...reorderAmountsOf(values),
    expiryWarningDays: parseNumberField(values.expiryWarningDays),
    reorderPoint: parseNumberField(values.reorderPoint),
    leadTimeDays: parseNumberField(values.leadTimeDays),
    ...gstFieldsOf(values),
  });
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(schemaErrors(zProductCreateSchema, body))) {
    errors[fieldOf(path)] ??= message;
  }
  return errors;
}
