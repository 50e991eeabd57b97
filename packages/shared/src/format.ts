// How numbers, money and ids read on the screens and in the files (docs/domain.md#limits-and-formats).

export const CURRENCY = 'INR';
export const CURRENCY_LOCALE = 'en-IN';
export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 1;
export const VOLUME_DECIMALS = 2;

/** Cubic centimetres in a cubic metre: dimensions are in cm, volumes in m³. */
export const CM3_PER_M3 = 1_000_000;

/** Characters of a transport id shown in lists: its last 6. */
export const TRANSPORT_ID_DISPLAY_LENGTH = 6;

const rupees = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: MONEY_DECIMALS,
  maximumFractionDigits: MONEY_DECIMALS,
});

const toNumber = (value: number | string | null | undefined): number => {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** Formats an amount as rupees with Indian digit grouping and 2 decimals: ₹1,23,456.00. */
export function formatRupees(amount: number | string | null | undefined): string {
  return rupees.format(toNumber(amount));
}

/** Formats a percentage to 1 decimal: 12.3%. */
export function formatPercent(value: number | string | null | undefined): string {
  return `${toNumber(value).toFixed(PERCENT_DECIMALS)}%`;
}

/** Percentage of used over total to 1 decimal, 0 when the total is 0. */
export function percentOf(used: number, total: number): number {
  if (!total || !Number.isFinite(total) || !Number.isFinite(used)) return 0;
  return Math.round((used / total) * 100 * 10 ** PERCENT_DECIMALS) / 10 ** PERCENT_DECIMALS;
}

/** Formats a volume to 2 decimals (a product's volume). */
export function formatVolume(value: number | string | null | undefined): string {
  return toNumber(value).toFixed(VOLUME_DECIMALS);
}

/** Rounds a money amount to 2 decimals, avoiding binary-fraction drift (1.005 -> 1.01). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 10 ** MONEY_DECIMALS) / 10 ** MONEY_DECIMALS;
}

/** The short id shown for a transport: its last 6 characters. */
export function shortTransportId(id: string): string {
  return id.slice(-TRANSPORT_ID_DISPLAY_LENGTH);
}

/** Low Stock when quantity is at or below the threshold; a missing threshold counts as 0. */
export function isLowStock(quantity: number, thresholdLimit: number | null | undefined): boolean {
  return quantity <= (thresholdLimit ?? 0);
}

/** Total wage: hours times rate per hour, to 2 decimals. */
export function totalWage(hours: number, wagePerHour: number): number {
  return roundMoney(hours * wagePerHour);
}

/** Volume in m³ of a box measured in cm; 0 when any side is missing. */
export function volumeFromDimensions(
  dimensions: { length?: number | null; width?: number | null; height?: number | null } | null | undefined,
): number {
  if (!dimensions) return 0;
  const { length, width, height } = dimensions;
  if (!length || !width || !height) return 0;
  return (length * width * height) / CM3_PER_M3;
}

// One formatter per number of decimals, made once: building an Intl formatter costs some 50 times
// what formatting a number with it does, and lists format hundreds of numbers.
const numberFormats = new Map<number, Intl.NumberFormat>();

/** Formats a plain number with Indian digit grouping and up to `decimals` decimals: 1,23,456.5. */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(CURRENCY_LOCALE, { maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format.format(toNumber(value));
}

/** India Standard Time's offset from UTC (it keeps no daylight saving). */
export const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/**
 * The calendar date in India `days` from today (negative: before), as YYYY-MM-DD: the day expiry
 * dates are compared with.
 */
export function indiaDateFromToday(days = 0): string {
  return new Date(Date.now() + INDIA_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** An instant as the date and time on a clock in India, YYYY-MM-DD HH:mm (24-hour). */
export function indiaDateTime(instant: Date | string): string {
  const shifted = new Date(new Date(instant).getTime() + INDIA_OFFSET_MS);
  return shifted.toISOString().slice(0, 16).replace('T', ' ');
}
