// The GST arithmetic of a tax invoice, in whole paise (docs/domain.md#tax-invoices): a line's CGST,
// SGST, IGST and cess, the invoice's totals rounded to the rupee, its HSN-wise summary and its amount
// in words. This is the one place the GST arithmetic lives; everything else calls it.

/** GST rates (percent) a line may carry: the e-invoice portal's list and the 40% slab of September 2025. */
export const GST_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** Whether a number is one of the GST rates. */
export const isGstRate = (n: number): n is GstRate => (GST_RATES as readonly number[]).includes(n);

/** The largest compensation cess rate (ad valorem percent, up to 2 decimals). */
export const CESS_RATE_MAX = 300;

/** GST's Unit Quantity Codes (UQC), as the e-invoice and GSTR-1 portals list them. */
export const GST_UNIT_CODES = {
  BAG: 'Bags',
  BAL: 'Bale',
  BDL: 'Bundles',
  BKL: 'Buckles',
  BOU: 'Billion of units',
  BOX: 'Box',
  BTL: 'Bottles',
  BUN: 'Bunches',
  CAN: 'Cans',
  CBM: 'Cubic meters',
  CCM: 'Cubic centimeters',
  CMS: 'Centimeters',
  CTN: 'Cartons',
  DOZ: 'Dozens',
  DRM: 'Drums',
  GGK: 'Great gross',
  GMS: 'Grammes',
  GRS: 'Gross',
  GYD: 'Gross yards',
  KGS: 'Kilograms',
  KLR: 'Kilolitre',
  KME: 'Kilometre',
  LTR: 'Litres',
  MLT: 'Millilitre',
  MTR: 'Meters',
  MTS: 'Metric ton',
  NOS: 'Numbers',
  OTH: 'Others',
  PAC: 'Packs',
  PCS: 'Pieces',
  PRS: 'Pairs',
  QTL: 'Quintal',
  ROL: 'Rolls',
  SET: 'Sets',
  SQF: 'Square feet',
  SQM: 'Square meters',
  SQY: 'Square yards',
  TBS: 'Tablets',
  TGM: 'Ten gross',
  THD: 'Thousands',
  TON: 'Tonnes',
  TUB: 'Tubes',
  UGS: 'US gallons',
  UNT: 'Units',
  YDS: 'Yards',
} as const satisfies Readonly<Record<string, string>>;
export type GstUnitCode = keyof typeof GST_UNIT_CODES;

/** The unit codes as a non-empty tuple (for z.enum). */
export const GST_UNIT_CODE_LIST = Object.keys(GST_UNIT_CODES) as [GstUnitCode, ...GstUnitCode[]];

/** The largest taxable value of a line, in paise (₹10 lakh crore): its taxes stay safe integers. */
const TAXABLE_MAX = 10 ** 15;

/** A line's taxes, in paise. */
export type LineTaxes = { cgst: number; sgst: number; igst: number; cess: number };

/** A taxed line's value and taxes, in paise. */
export type TaxedLine = { taxable: number } & LineTaxes;

/** A rate in basis points (hundredths of a percent); RangeError when it has more than 2 decimals. */
function basisPoints(rate: number, name: string): bigint {
  const bp = Math.round(rate * 100);
  if (!Number.isFinite(rate) || rate < 0 || rate > CESS_RATE_MAX || Math.abs(rate * 100 - bp) > 1e-6) {
    throw new RangeError(`${name} must be a percent from 0 to ${CESS_RATE_MAX} with at most 2 decimals`);
  }
  return BigInt(bp);
}

/** amount × bp / divisor, to the paisa, half up (amount and bp are non-negative; divisor is even). */
const share = (amount: bigint, bp: bigint, divisor: bigint): number =>
  Number((amount * bp + divisor / 2n) / divisor);

/**
 * A line's GST and cess on its taxable value: CGST and SGST of half the rate each inside a state,
 * IGST of the whole rate across states; each to the paisa, half a paisa up, computed exactly.
 */
export function lineTax(input: {
  taxable: number;
  gstRate: number;
  cessRate: number;
  interState: boolean;
}): LineTaxes {
  const { taxable, interState } = input;
  if (!Number.isSafeInteger(taxable) || taxable < 0 || taxable > TAXABLE_MAX) {
    throw new RangeError(`taxable must be whole paise from 0 to ${TAXABLE_MAX}`);
  }
  const gst = basisPoints(input.gstRate, 'gstRate');
  const cessBp = basisPoints(input.cessRate, 'cessRate');
  const amount = BigInt(taxable);
  const half = interState ? 0 : share(amount, gst, 20_000n);
  return {
    cgst: half,
    sgst: half,
    igst: interState ? share(amount, gst, 10_000n) : 0,
    cess: share(amount, cessBp, 10_000n),
  };
}

/** Lines with their taxes added (see lineTax). */
export function taxLines<T extends { taxable: number; gstRate: number; cessRate: number }>(
  lines: readonly T[],
  interState: boolean,
): (T & LineTaxes)[] {
  return lines.map((line) => ({ ...line, ...lineTax({ ...line, interState }) }));
}

/** An amount of paise rounded to the whole rupee, 50 paise and above up; roundOff = total − paise. */
export function roundToRupee(paise: number): { total: number; roundOff: number } {
  if (!Number.isSafeInteger(paise)) throw new RangeError('paise must be a safe integer');
  const total = Math.floor((paise + 50) / 100) * 100;
  return { total, roundOff: total - paise };
}

/** An invoice's totals: the sums of its lines' values and taxes, and the grand total rounded to the rupee. */
export function invoiceTotals(lines: readonly TaxedLine[]): TaxedLine & {
  beforeRounding: number;
  roundOff: number;
  total: number;
} {
  const sums: TaxedLine = { taxable: 0, cgst: 0, sgst: 0, igst: 0, cess: 0 };
  for (const line of lines) {
    for (const key of ['taxable', 'cgst', 'sgst', 'igst', 'cess'] as const) sums[key] += line[key];
  }
  const beforeRounding = sums.taxable + sums.cgst + sums.sgst + sums.igst + sums.cess;
  if (!Number.isSafeInteger(beforeRounding)) {
    throw new RangeError('invoice total is not a safe integer of paise');
  }
  return { ...sums, beforeRounding, ...roundToRupee(beforeRounding) };
}

/** A line as the HSN-wise summary reads it. */
export type HsnSummaryLine = TaxedLine & {
  hsnCode: string | null;
  uqc: string | null;
  gstRate: number;
  quantity: number;
};

/** A row of the HSN-wise summary: the lines of one HSN code and rate. */
export type HsnSummaryRow = HsnSummaryLine;

/**
 * The HSN-wise summary printed on an invoice: one row per HSN code and GST rate, its quantities,
 * values and taxes summed and the first line's UQC; sorted by HSN then rate, lines without HSN last.
 */
export function hsnSummary(lines: readonly HsnSummaryLine[]): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const key = `${line.hsnCode ?? ''}\u0000${line.hsnCode === null ? 'n' : 'y'}\u0000${line.gstRate}`;
    const row = rows.get(key);
    if (!row) {
      const { hsnCode, uqc, gstRate, quantity, taxable, cgst, sgst, igst, cess } = line;
      rows.set(key, { hsnCode, uqc, gstRate, quantity, taxable, cgst, sgst, igst, cess });
      continue;
    }
    for (const field of ['quantity', 'taxable', 'cgst', 'sgst', 'igst', 'cess'] as const) {
      row[field] += line[field];
    }
  }
  return [...rows.values()].sort((a, b) => {
    if (a.hsnCode !== b.hsnCode) {
      if (a.hsnCode === null) return 1;
      if (b.hsnCode === null) return -1;
      return a.hsnCode < b.hsnCode ? -1 : 1;
    }
    return a.gstRate - b.gstRate;
  });
}

const ONES = [
  '',
  ...'One Two Three Four Five Six Seven Eight Nine'.split(' '),
  ...'Ten Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'.split(' '),
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99 in words. */
const twoDigits = (n: number): string =>
  n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]!}${n % 10 ? ` ${ONES[n % 10]!}` : ''}`;

/** A positive whole number in words, the Indian way (Thousand, Lakh, Crore; crores above 99 in words). */
function indianWords(n: number): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores) parts.push(`${indianWords(crores)} Crore`);
  const lakhs = Math.floor(n / 100_000) % 100;
  if (lakhs) parts.push(`${twoDigits(lakhs)} Lakh`);
  const thousands = Math.floor(n / 1000) % 100;
  if (thousands) parts.push(`${twoDigits(thousands)} Thousand`);
  const hundreds = Math.floor(n / 100) % 10;
  if (hundreds) parts.push(`${ONES[hundreds]!} Hundred`);
  const rest = n % 100;
  if (rest) parts.push(parts.length ? `and ${twoDigits(rest)}` : twoDigits(rest));
  return parts.join(' ');
}

/**
 * An amount of paise in words as an invoice prints it: 'Rupees One Lakh Twenty Thousand Four Hundred
 * and Fifty Only', 'Rupees Ten and Fifty Paise Only', 'Rupees Zero Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError('paise must be a non-negative safe integer');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = rupees ? indianWords(rupees) : 'Zero';
  return rest ? `Rupees ${words} and ${twoDigits(rest)} Paise Only` : `Rupees ${words} Only`;
}
