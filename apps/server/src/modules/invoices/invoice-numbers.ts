import { sql } from 'drizzle-orm';
import {
  financialYearOf,
  seriesCapacity,
  seriesNumber,
  type DocumentKind,
  type DocumentSeries,
} from '@godown/shared';
import type { Tx } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';

/**
 * The next number of a registration's series for a document kind in the financial year of `date`:
 * MH/26-27/00042. The counter (number_series, keyed `invoice:<registration>`) is raised by one
 * statement and stays locked until the caller's transaction ends, so numbers are unique and
 * gap-free under any number of servers: a document that fails gives its number back. A series that
 * has given all its numbers this year refuses (409) rather than outgrow its digits.
 */
export async function nextDocumentNumber(
  tx: Tx,
  registrationId: string,
  kind: DocumentKind,
  series: DocumentSeries,
  date: string,
): Promise<{ number: string; financialYear: string }> {
  const financialYear = financialYearOf(date);
  const [row] = await queryRows<{ last: number }>(
    tx,
    sql`INSERT INTO number_series (series, financial_year, last) VALUES (${`${kind}:${registrationId}`}, ${financialYear}, 1)
        ON CONFLICT (series, financial_year) DO UPDATE SET last = number_series.last + 1
        RETURNING last`,
  );
  const n = Number(row!.last);
  const capacity = seriesCapacity(series);
  if (n > capacity) throw conflict('invoice.seriesFull', { prefix: series.prefix, capacity });
  return { number: seriesNumber(series, financialYear, n), financialYear };
}
