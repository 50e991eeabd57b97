import { z } from 'zod';
import { BRAND_NAME } from './constants.js';
import { rule } from './messages/rule.js';

// The export to TallyPrime (docs/domain.md#tally): the masters (ledgers, units, godowns, stock items)
// and the vouchers of a range (sales, credit and debit notes, receipts, purchases) as the XML that
// TallyPrime's Import Data reads. The range's rule is here, so the form and the server agree.

export const TALLY_LIMITS = {
  /**
   * The longest range of one vouchers file: a year, the last day the day before the same date a
   * year on (2026-04-01 to 2027-03-31): a financial year, or any twelve months.
   */
  rangeYearsMax: 1,
} as const;

export const TALLY_MESSAGES = {
  fromRequired: rule('tally.fromRequired'),
  toRequired: rule('tally.toRequired'),
  date: rule('tally.date'),
  registration: rule('registration.notAnId'),
} as const;

/** The last day a vouchers file that starts on `from` (YYYY-MM-DD) may reach. */
export function tallyLastDay(from: string): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  // 29 February a year on is 1 March, so the day before is 28 February.
  const sameDayAYearOn = Date.UTC(year + TALLY_LIMITS.rangeYearsMax, month - 1, day);
  return new Date(sameDayAYearOn - 86_400_000).toISOString().slice(0, 10);
}

const isDay = (value: unknown) => z.iso.date().safeParse(value).success;

/** A day of the range, required: its own message when missing, another when not a real date. */
const zDay = (missing: string) =>
  z.iso.date({ error: (issue) => (issue.input === undefined ? missing : TALLY_MESSAGES.date) });

/**
 * Query of GET /tally/vouchers.xml: the vouchers dated `from` to `to` (India days, both included), at
 * most a year apart; `registration` keeps the invoices and notes it issued and the purchases received
 * into its warehouses (receipts, which name no registration, then stay out).
 */
export const zTallyVoucherQuerySchema = z
  .strictObject({
    from: zDay(TALLY_MESSAGES.fromRequired),
    to: zDay(TALLY_MESSAGES.toRequired),
    registration: z.uuid(TALLY_MESSAGES.registration).optional(),
  })
  .superRefine((query, context) => {
    // A day refused above is not compared again.
    if (!isDay(query.from) || !isDay(query.to)) return;
    if (query.from > query.to) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: rule('tally.fromAfterTo', { from: query.from, to: query.to }),
      });
      return;
    }
    const last = tallyLastDay(query.from);
    if (query.to > last) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: rule('tally.rangeTooLong', { from: query.from, last }),
      });
    }
  });
export type TTallyVoucherQuery = z.input<typeof zTallyVoucherQuerySchema>;

/** The files' names: godown-tally-masters.xml, godown-tally-vouchers-2026-04-01-2027-03-31.xml. */
export function tallyFileName(kind: 'masters' | 'vouchers', range?: { from: string; to: string }): string {
  const dates = kind === 'vouchers' && range ? `-${range.from}-${range.to}` : '';
  return `${BRAND_NAME.toLowerCase()}-tally-${kind}${dates}.xml`;
}
