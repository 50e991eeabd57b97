import { readFileSync } from 'node:fs';
import { Ajv, str, type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';

// Validators for the files the GST portals take (test/fixtures/gst/*.schema.json): the IRP's e-invoice
// (schema 1.1), the NIC e-way bill bulk upload and the GSTR-1 JSON of the portal's offline tool. Each
// validate* function answers ajv's errors as "instancePath message" lines, none when the file is valid.

/** The GST rates a line may carry (40: the rate introduced in 2025). */
export const GST_RATES: readonly number[] = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];

const EINVOICE_ID = 'https://godown.local/schemas/einvoice-1.1.json';

function fixture(name: string): AnySchemaObject {
  return JSON.parse(
    readFileSync(new URL(`../fixtures/gst/${name}`, import.meta.url), 'utf8'),
  ) as AnySchemaObject;
}

/** The decimal places of a number as written in its shortest form (0.07 has 2, 1.5e-7 has 8). */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

function createAjv(): Ajv {
  // multipleOfPrecision: the e-way bill schema's multipleOf 0.01 would refuse 0.07 (0.07 / 0.01 is
  // 7.000000000000001 in binary); 4 places still refuse a third decimal on amounts of up to 10^12.
  const ajv = new Ajv({ allErrors: true, strict: true, multipleOfPrecision: 4 });
  // The standard formats (date, email, uri...), so that a fixture may use `format` under strict mode.
  // ajv-formats is CommonJS: its plugin is module.exports and module.exports.default alike.
  ajvFormats.default(ajv);
  // gstr1.schema.json: amounts have at most `maxDecimals` decimal places.
  ajv.addKeyword({
    keyword: 'maxDecimals',
    type: 'number',
    schemaType: 'number',
    errors: false,
    error: { message: ({ schemaCode }) => str`must have at most ${schemaCode} decimal places` },
    validate: (places: number, value: number) => decimalPlaces(value) <= places,
  });
  return ajv;
}

const ajv = createAjv();
const einvoiceSchema = ajv.compile(fixture('einvoice-1.1.schema.json'));
// The IRP's bulk file: an array of e-invoices.
const einvoiceBulkSchema = ajv.compile({ type: 'array', minItems: 1, items: { $ref: EINVOICE_ID } });
const ewayBillSchema = ajv.compile(fixture('ewaybill-bulk.schema.json'));
const gstr1Schema = ajv.compile(fixture('gstr1.schema.json'));

function describeError(error: ErrorObject): string {
  const text = `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`;
  if (error.keyword === 'additionalProperties') return `${text}: ${String(error.params.additionalProperty)}`;
  return text;
}

function errorsOf(validate: ValidateFunction, doc: unknown): string[] {
  return validate(doc) ? [] : (validate.errors ?? []).map(describeError);
}

/** An IRP e-invoice (schema 1.1), or an array of them (the bulk file). */
export function validateEinvoice(doc: unknown): string[] {
  return errorsOf(Array.isArray(doc) ? einvoiceBulkSchema : einvoiceSchema, doc);
}

/** An NIC e-way bill bulk-upload file, {version, billLists[]}. */
export function validateEwayBills(doc: unknown): string[] {
  return errorsOf(ewayBillSchema, doc);
}

/** A GSTR-1 JSON file as the GST portal's offline tool imports it. */
export function validateGstr1(doc: unknown): string[] {
  return errorsOf(gstr1Schema, doc);
}

// --- The IRP's arithmetic ----------------------------------------------------------------------------

type Fields = Record<string, unknown>;

const fields = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/** An amount in whole paise (a missing amount is 0), so that sums are exact. */
const paise = (value: unknown): number => (typeof value === 'number' ? Math.round(value * 100) : 0);

const rupees = (amountInPaise: number): string => (amountInPaise / 100).toFixed(2);

/** One rupee: the IRP's tolerance on Qty × UnitPrice and on the tax worked out from the rate. */
const ONE_RUPEE = 100;

/** Supplies taxed as IGST even when the seller's state is the place of supply. */
const IGST_SUPPLIES = new Set(['SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP']);
/** Supplies without payment of tax: the rate may be given, the tax is 0. */
const UNTAXED_SUPPLIES = new Set(['SEZWOP', 'EXPWOP']);

const ITEM_TAXES = [
  'CgstAmt',
  'SgstAmt',
  'IgstAmt',
  'CesAmt',
  'CesNonAdvlAmt',
  'StateCesAmt',
  'StateCesNonAdvlAmt',
] as const;

/** The totals of ValDtls and the item fields each one sums. */
const TOTALS: Record<string, readonly string[]> = {
  AssVal: ['AssAmt'],
  CgstVal: ['CgstAmt'],
  SgstVal: ['SgstAmt'],
  IgstVal: ['IgstAmt'],
  CesVal: ['CesAmt', 'CesNonAdvlAmt'],
  StCesVal: ['StateCesAmt', 'StateCesNonAdvlAmt'],
};

const stateCode = (value: unknown): string => String(value ?? '').padStart(2, '0');

interface Supply {
  /** IGST, not CGST and SGST: another state (Stcd ≠ Pos), IgstOnIntra, or an SEZ supply or an export. */
  igst: boolean;
  /** Supplied without payment of tax (SEZWOP, EXPWOP). */
  untaxed: boolean;
}

function itemArithmetic(item: Fields, path: string, supply: Supply): string[] {
  const problems: string[] = [];
  const assAmt = paise(item.AssAmt);
  const totAmt = paise(item.TotAmt);
  const discount = paise(item.Discount);
  if (assAmt !== totAmt - discount) {
    problems.push(`${path}/AssAmt ${rupees(assAmt)} is not TotAmt − Discount = ${rupees(totAmt - discount)}`);
  }
  // A note for a difference of value alone carries Qty 0 (the IRP accepts it): no gross to compare.
  if (typeof item.Qty === 'number' && item.Qty > 0 && typeof item.UnitPrice === 'number') {
    const gross = Math.round(item.Qty * item.UnitPrice * 100);
    if (Math.abs(totAmt - gross) > ONE_RUPEE) {
      problems.push(`${path}/TotAmt ${rupees(totAmt)} is not Qty × UnitPrice = ${rupees(gross)} (±1.00)`);
    }
  }
  const total = assAmt + ITEM_TAXES.reduce((sum, key) => sum + paise(item[key]), 0) + paise(item.OthChrg);
  if (paise(item.TotItemVal) !== total) {
    problems.push(
      `${path}/TotItemVal ${rupees(paise(item.TotItemVal))} is not AssAmt + taxes + OthChrg = ${rupees(total)}`,
    );
  }
  const rate = item.GstRt;
  if (typeof rate !== 'number' || !GST_RATES.includes(rate)) {
    problems.push(`${path}/GstRt ${String(rate)} is not one of the GST rates ${GST_RATES.join(', ')}`);
    return problems;
  }
  const [igst, cgst, sgst] = [paise(item.IgstAmt), paise(item.CgstAmt), paise(item.SgstAmt)];
  const near = (amount: number, expected: number) => Math.abs(amount - expected) <= ONE_RUPEE;
  if (supply.igst) {
    if (cgst !== 0 || sgst !== 0) {
      problems.push(`${path} has CgstAmt/SgstAmt on an IGST supply (another state, an SEZ or an export)`);
    }
    const expected = supply.untaxed ? 0 : Math.round((assAmt * rate) / 100);
    if (!near(igst, expected)) {
      problems.push(
        `${path}/IgstAmt ${rupees(igst)} is not ${rate}% of AssAmt = ${rupees(expected)} (±1.00)`,
      );
    }
  } else {
    if (igst !== 0) problems.push(`${path} has IgstAmt on an intra-state supply`);
    if (cgst !== sgst) problems.push(`${path}/CgstAmt ${rupees(cgst)} differs from SgstAmt ${rupees(sgst)}`);
    const expected = Math.round((assAmt * rate) / 200);
    for (const [key, amount] of [
      ['CgstAmt', cgst],
      ['SgstAmt', sgst],
    ] as const) {
      if (!near(amount, expected)) {
        problems.push(
          `${path}/${key} ${rupees(amount)} is not ${rate / 2}% of AssAmt = ${rupees(expected)} (±1.00)`,
        );
      }
    }
  }
  return problems;
}

function documentArithmetic(doc: Fields): string[] {
  const seller = fields(doc.SellerDtls);
  const buyer = fields(doc.BuyerDtls);
  const tran = fields(doc.TranDtls);
  const supplyType = String(tran.SupTyp ?? '');
  const supply: Supply = {
    igst:
      stateCode(seller.Stcd) !== stateCode(buyer.Pos) ||
      tran.IgstOnIntra === 'Y' ||
      IGST_SUPPLIES.has(supplyType),
    untaxed: UNTAXED_SUPPLIES.has(supplyType),
  };
  const items = (Array.isArray(doc.ItemList) ? doc.ItemList : []).map(fields);
  const problems = items.flatMap((item, index) => itemArithmetic(item, `/ItemList/${index}`, supply));

  const values = fields(doc.ValDtls);
  for (const [total, parts] of Object.entries(TOTALS)) {
    const sum = items.reduce((acc, item) => acc + parts.reduce((s, part) => s + paise(item[part]), 0), 0);
    if (paise(values[total]) !== sum) {
      problems.push(
        `/ValDtls/${total} ${rupees(paise(values[total]))} is not the items' ${parts.join(' + ')} = ${rupees(sum)}`,
      );
    }
  }
  const roundOff = paise(values.RndOffAmt);
  if (Math.abs(roundOff) > 9999) problems.push(`/ValDtls/RndOffAmt ${rupees(roundOff)} is beyond ±99.99`);
  const invoiceTotal =
    Object.keys(TOTALS).reduce((sum, key) => sum + paise(values[key]), 0) +
    paise(values.OthChrg) -
    paise(values.Discount) +
    roundOff;
  if (paise(values.TotInvVal) !== invoiceTotal) {
    problems.push(
      `/ValDtls/TotInvVal ${rupees(paise(values.TotInvVal))} is not AssVal + taxes + OthChrg − Discount + ` +
        `RndOffAmt = ${rupees(invoiceTotal)}`,
    );
  }
  return problems;
}

/**
 * The sums the IRP checks on an e-invoice (or on each of an array of them, the paths then led by the
 * index), in paise: per item AssAmt = TotAmt − Discount, TotAmt = Qty × UnitPrice (±1.00; not for Qty 0), TotItemVal =
 * AssAmt + the taxes + OthChrg, a GstRt of the list and the tax it makes (±1.00) as IGST for another
 * state (or IgstOnIntra, an SEZ supply, an export) or else as equal CGST and SGST; ValDtls' totals the
 * sums of the items; TotInvVal = AssVal + taxes + OthChrg − Discount + RndOffAmt, RndOffAmt within ±99.99.
 */
export function einvoiceArithmetic(doc: unknown): string[] {
  if (Array.isArray(doc)) {
    return doc.flatMap((one, index) => einvoiceArithmetic(one).map((problem) => `/${index}${problem}`));
  }
  return documentArithmetic(fields(doc));
}
