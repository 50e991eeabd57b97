import {
  formatNumber,
  formatRupees,
  roundMoney,
  type CountStatus,
  type TCount,
  type TCountDetail,
  type TCountLine,
} from '@godown/shared';
import { formatDateTime } from '../../components/date-time-text';
import type { BadgeTone } from '../../lib/badge-tones';
import { countScopeLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';

// How a count's figures read: signed variances coloured by direction, the scope in words, who
// counted a line, and what posting would do.

/** A variance's direction: units missing, units found, none, or not counted yet. */
export type VarianceTone = 'short' | 'over' | 'even' | 'uncounted';

/** The direction of a variance (null: the line is not counted yet). */
export function varianceTone(variance: number | null): VarianceTone {
  if (variance === null) return 'uncounted';
  if (variance < 0) return 'short';
  return variance > 0 ? 'over' : 'even';
}

/**
 * The colour of each direction: missing units red, found units green, none in the text's own
 * colour, not counted dimmed.
 */
export const VARIANCE_COLORS: Readonly<Record<VarianceTone, string | undefined>> = {
  short: 'red',
  over: 'green',
  even: undefined,
  uncounted: 'dimmed',
};

/** The minus sign the stock history uses too (a hyphen reads as a dash in a figure). */
const MINUS = '−';

/** Units with their sign: "+3", "−2", "0"; "—" for a line not counted. */
export function formatSignedUnits(units: number | null): string {
  if (units === null) return '—';
  const sign = units > 0 ? '+' : units < 0 ? MINUS : '';
  return `${sign}${formatNumber(Math.abs(units), 0)}`;
}

/** Rupees with their sign: "+₹240.00", "−₹120.00", "₹0.00"; "—" for a line not counted. */
export function formatSignedRupees(amount: number | null): string {
  if (amount === null) return '—';
  const rounded = roundMoney(amount);
  const sign = rounded > 0 ? '+' : rounded < 0 ? MINUS : '';
  return `${sign}${formatRupees(Math.abs(rounded))}`;
}

/** What a count's status means on a badge: counting is under way, posted is done, cancelled is off. */
export const COUNT_STATUS_TONES: Readonly<Record<CountStatus, BadgeTone>> = {
  open: 'pending',
  posted: 'done',
  cancelled: 'inactive',
};

/** What a count covers in a few words: "Whole inventory", the category, or the storage unit. */
export function scopeDetail(count: Pick<TCount, 'scope' | 'category' | 'storageUnit'>): {
  label: string;
  detail: string | null;
} {
  const label = countScopeLabel(count.scope);
  if (count.scope === 'category') return { label, detail: count.category };
  if (count.scope === 'storageUnit' && count.storageUnit) {
    const { name, locationId } = count.storageUnit;
    return { label, detail: name === locationId ? locationId : `${name} (${locationId})` };
  }
  return { label, detail: null };
}

/** Who counted a line and how many each: "Asha 3 · Priya 2". */
export function countersText(counters: TCountLine['counters']): string {
  return counters.map((c) => `${c.name} ${formatNumber(c.quantity, 0)}`).join(' · ');
}

/** Lines counted of all: "3 of 12". */
export function countedOfLines(count: Pick<TCount, 'countedLines' | 'lineCount'>): string {
  return m.counts_counted_of_total({
    counted: formatNumber(count.countedLines, 0),
    total: formatNumber(count.lineCount, 0),
  });
}

/** When the count was started and by whom: "Started 12 Jan 2026, 4:30 pm by Asha". */
export function startedText(count: Pick<TCount, 'startedAt' | 'startedBy'>): string {
  const date = formatDateTime(count.startedAt);
  return count.startedBy
    ? m.counts_started_at_by({ date, name: count.startedBy.name })
    : m.counts_started_at({ date });
}

/** The lines nobody has counted, and the units and rupees they were expected to hold at the start. */
export function uncountedSummary(lines: readonly TCountLine[]): {
  lines: number;
  expectedUnits: number;
  expectedValue: number;
} {
  const uncounted = lines.filter((line) => line.counted === null);
  return {
    lines: uncounted.length,
    expectedUnits: uncounted.reduce((sum, line) => sum + line.expected, 0),
    expectedValue: roundMoney(uncounted.reduce((sum, line) => sum + line.expected * line.product.price, 0)),
  };
}

/** The lines whose product name, SKU or batch code holds the search (any case); all for none. */
export function filterLines(lines: readonly TCountLine[], search: string): readonly TCountLine[] {
  const term = search.trim().toLowerCase();
  if (!term) return lines;
  return lines.filter((line) =>
    [line.product.productName, line.product.sku, line.batch?.code].some((text) =>
      text?.toLowerCase().includes(term),
    ),
  );
}

/**
 * The count with one line as the server now answers it: the line replaced in place (or added at the
 * end, a line found during the count) and the count's totals summed again from its lines, so a scan
 * shows at once without reading every line of a large count again.
 */
export function withLine(detail: TCountDetail, line: TCountLine): TCountDetail {
  const known = detail.lines.some((l) => l.id === line.id);
  const lines = known ? detail.lines.map((l) => (l.id === line.id ? line : l)) : [...detail.lines, line];
  const counted = lines.filter((l) => l.counted !== null);
  return {
    lines,
    count: {
      ...detail.count,
      lineCount: lines.length,
      countedLines: counted.length,
      varianceUnits: counted.reduce((sum, l) => sum + (l.variance ?? 0), 0),
      varianceValue: roundMoney(counted.reduce((sum, l) => sum + (l.varianceValue ?? 0), 0)),
    },
  };
}
