import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { documentNumber, financialYearOf } from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';

/**
 * The next number of a series in the financial year of `date` (a day in India): SO/26-27/00042.
 * One statement takes and raises the year's counter, so two servers never give one number twice;
 * the row stays locked until the caller's transaction ends, and a rolled-back document gives its
 * number back. The series restarts from 1 each 1 April.
 */
export async function nextNumber(tx: Tx, series: string, date: string): Promise<string> {
  const year = financialYearOf(date);
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`INSERT INTO number_series (series, financial_year, last) VALUES (${series}, ${year}, 1)
        ON CONFLICT (series, financial_year) DO UPDATE SET last = number_series.last + 1
        RETURNING last`,
  );
  return documentNumber(series, year, Number(row!.last));
}

/**
 * A stand-in number for a document written before its real number is taken: 16 characters no
 * series makes (`~` and 15 hex digits), unique, seen only inside its own transaction. A document
 * takes its number last, once its lines and the rest are written, so the series' counter (locked
 * from then to the commit) is held for as short a time as can be.
 */
export function provisionalNumber(): string {
  return `~${randomUUID().replace(/-/g, '').slice(0, 15)}`;
}
