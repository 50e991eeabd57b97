import { IMPORT_LIMITS, message } from '@godown/shared';
import { AppError, badRequest } from '../../errors.js';
import type { RowProblem, RowValues } from './import-kind.js';
import { pacer } from './spreadsheet-reader.js';
import { stockItemRow, unitOfMaster, type TallyAllocation } from './tally-stock-rules.js';
import { tallyMasters, type TallyFile } from './tally-xml-reader.js';

// A Tally file as the rows of an import (docs/domain.md#from-tally), read twice as a spreadsheet is:
// once to count its stock items and gather its units and godowns, once to check and write each item.
// A row is a stock item, numbered in file order (the first STOCKITEM is 1), so a problem's number
// finds the item whichever other masters come between.

/** What the first reading learns: the stock items, the units' GST codes and the godowns named. */
export interface TallySurvey {
  itemCount: number;
  /** A unit's name (small letters, no dots or spaces) -> its GST unit code, from the UNIT masters. */
  units: Map<string, string>;
  /** The godowns the opening stock names, as first written. */
  godowns: string[];
}

export async function surveyTallyFile(file: TallyFile): Promise<TallySurvey> {
  const survey: TallySurvey = { itemCount: 0, units: new Map(), godowns: [] };
  const seen = new Set<string>();
  for await (const master of tallyMasters(file, pacer())) {
    if (master.name === 'UNIT') {
      const unit = unitOfMaster(master);
      if (unit) survey.units.set(...unit);
      continue;
    }
    survey.itemCount++;
    if (survey.itemCount > IMPORT_LIMITS.maxRows) {
      throw new AppError('PAYLOAD_TOO_LARGE', message('import.tooManyRows', { max: IMPORT_LIMITS.maxRows }));
    }
    // The godowns do not depend on the units: read now, before a unit master that may come later.
    const { values } = stockItemRow(master, survey.units);
    for (const { godown } of values.openingStock as readonly TallyAllocation[]) {
      if (seen.has(godown.toLowerCase())) continue;
      seen.add(godown.toLowerCase());
      survey.godowns.push(godown);
    }
  }
  if (survey.itemCount === 0) throw badRequest('import.tally.noStockItems');
  return survey;
}

/** The stock items of the file as rows: each one's number, values and the problems of reading it. */
export async function* tallyRows(
  file: TallyFile,
  units: ReadonlyMap<string, string>,
): AsyncGenerator<{ row: number; values: RowValues; problems: RowProblem[] }> {
  let row = 0;
  for await (const master of tallyMasters(file, pacer())) {
    if (master.name !== 'STOCKITEM') continue;
    row++;
    yield { row, ...stockItemRow(master, units) };
  }
}
