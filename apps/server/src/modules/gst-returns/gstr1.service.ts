import { gstr1Period, indiaDateFromToday, type TGstr1Query, type TGstr1Summary } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import { salesRegister } from '../receivables/sales-reports.service.js';
import { buildGstr1, type Gstr1Json } from './gstr1-build.js';
import { readGstr1 } from './gstr1-read.js';

// GSTR-1 (docs/domain.md#gstr-1): a registration's month or quarter, read, worked out, and set
// beside the sales register of the same days, whose totals it must equal to the paisa.

export interface Gstr1 {
  json: Gstr1Json;
  summary: TGstr1Summary;
  /** The buyers' names by GSTIN (the workbook names them). */
  names: Record<string, string>;
}

export async function gstr1(db: Db, query: TGstr1Query): Promise<Gstr1> {
  const period = gstr1Period(query);
  if (period.from > indiaDateFromToday()) throw badRequest('gstr1.future');
  const data = await readGstr1(db, query.registration, period.from, period.to);
  const { json, summary, names } = buildGstr1(data, period);
  const register = await salesRegister(db, {
    from: period.from,
    to: period.to,
    registration: query.registration,
    limit: 1,
  });
  const { total: _total, ...registerTaxes } = register.totals;
  return { json, names, summary: { ...summary, register: registerTaxes } };
}
