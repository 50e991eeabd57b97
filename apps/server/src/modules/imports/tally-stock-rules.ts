import crypto from 'node:crypto';
import {
  GST_UNIT_CODE_LIST,
  indiaDateFromToday,
  parseDateCell,
  parseNumberCell,
  STOCK_LIMITS,
} from '@godown/shared';
import { problem, problemOf, type RowProblem, type RowValues } from './import-kind.js';
import {
  childrenNamed,
  childText,
  cleanText,
  descendantsNamed,
  MAX_MASTER_ELEMENTS,
  type XmlElement,
} from './tally-xml-reader.js';

// A Tally stock item read as an import row (docs/domain.md#from-tally): its name and aliases, stock
// group, unit, HSN code, GST rate and opening stock per godown and batch. Tally leaves out what is
// not set, writes a list of one the same as a list of many, and names its own defaults (Primary,
// Main Location, Primary Batch, Not Applicable): each is read for what it means, never assumed there.

/** Tally's own godown, where the stock of an item without godowns is. */
export const MAIN_LOCATION = 'Main Location';
/** Tally's batch of units that belong to no batch. */
const PRIMARY_BATCH = 'primary batch';
/** Tally's root stock group: an item under it has no category. */
const PRIMARY_GROUP = 'primary';
const NOT_APPLICABLE = 'not applicable';

/** Opening stock of one godown and batch. A type (not an interface), so it is a row value. */
export type TallyAllocation = {
  godown: string;
  batch: string | null;
  quantity: number;
  mfgDate: string | null;
  expiryDate: string | null;
};

/** A name as Tally tells names apart: small letters, without spaces or punctuation. */
export const tallyNameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s!-/:-@[-`{-~]+/g, '');

/** An alias that reads as a code (SKU-104, 8901234567890, AB12): no spaces, a digit, fits an SKU. */
export function isCodeLike(alias: string): boolean {
  return (
    alias.length <= STOCK_LIMITS.codeMax && /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(alias) && /\d/.test(alias)
  );
}

/**
 * The SKU made from a stock item's name, the same on every import of that name: its letters and
 * digits (at most 24) and 8 hex digits of a hash of its name key
 * ("Amul Butter 500 g" is AMUL-BUTTER-500-G-1F0C9A2B; a name of no Latin letters is TALLY-…).
 */
export function skuFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  const hash = crypto.createHash('sha256').update(tallyNameKey(name)).digest('hex').slice(0, 8).toUpperCase();
  return `${/[A-Z]/.test(words) ? words : 'TALLY'}-${hash}`;
}

// Common names of units and their GST unit codes, compared lower case without dots or spaces.
const UNIT_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    NOS: ['no', 'nos', 'number', 'numbers', 'num'],
    PCS: ['pc', 'pcs', 'piece', 'pieces'],
    KGS: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
    GMS: ['g', 'gm', 'gms', 'gram', 'grams', 'grm', 'grms'],
    LTR: ['l', 'lt', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters'],
    MLT: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
    MTR: ['m', 'mtr', 'mtrs', 'metre', 'metres', 'meter', 'meters'],
    BOX: ['box', 'boxes', 'bx'],
    BAG: ['bag', 'bags'],
    BTL: ['btl', 'btls', 'bottle', 'bottles'],
    CAN: ['can', 'cans'],
    CTN: ['ctn', 'ctns', 'carton', 'cartons'],
    DOZ: ['dz', 'dzn', 'doz', 'dozen', 'dozens'],
    PAC: ['pkt', 'pkts', 'packet', 'packets', 'pack', 'packs'],
    SET: ['set', 'sets'],
    PRS: ['pr', 'pair', 'pairs'],
    ROL: ['roll', 'rolls'],
    TUB: ['tube', 'tubes'],
    UNT: ['unit', 'units'],
    BDL: ['bundle', 'bundles'],
    QTL: ['quintal', 'quintals'],
    TON: ['tonne', 'tonnes', 'tons'],
    TBS: ['tab', 'tabs', 'tablet', 'tablets'],
    CMS: ['cm', 'centimetre', 'centimetres'],
  }).flatMap(([code, words]) => words.map((word) => [word, code])),
);
const GST_UNITS = new Set<string>(GST_UNIT_CODE_LIST);
const unitKey = (unit: string) => unit.toLowerCase().replace(/[.\s]+/g, '');

/**
 * The GST unit code of a UNIT master, from its GSTREPUOM ("KGS-KILOGRAMS") or its own symbol when
 * that is a code. Answers [the unit's name, its code], or null when the master says none.
 */
export function unitOfMaster(unit: XmlElement): [string, string] | null {
  const name = cleanText(unit.attributes.NAME ?? '') || childText(unit, 'NAME');
  if (!name) return null;
  const reported = childText(unit, 'GSTREPUOM')?.split('-')[0]?.trim().toUpperCase();
  if (reported && GST_UNITS.has(reported)) return [unitKey(name), reported];
  return null;
}

/** A base unit's GST code: from the file's unit master, a code itself, or a common word for one. */
function uqcOf(unit: string, units: ReadonlyMap<string, string>): string | null {
  const key = unitKey(unit);
  return (
    units.get(key) ?? (GST_UNITS.has(unit.toUpperCase()) ? unit.toUpperCase() : (UNIT_WORDS[key] ?? null))
  );
}

/** A date as Tally writes one: 20260401, or 1-Apr-2026 (the other day-first forms too). */
function tallyDate(text: string): string | null {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const parsed = parseDateCell(compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : text, 'date');
  return parsed.ok ? parsed.value : null;
}

/** An expiry: a date, or a period after the manufacturing date ("24 Months", "180 Days", "2 Years"). */
function expiryOf(text: string, mfgDate: string | null): string | null {
  const date = tallyDate(text);
  if (date) return date;
  const period = /^(\d{1,4})\s*(day|days|month|months|mon|mths|year|years|yr|yrs)$/i.exec(text);
  if (!period || !mfgDate) return null;
  const count = Number(period[1]);
  const unit = period[2]!.toLowerCase();
  const start = new Date(`${mfgDate}T00:00:00Z`);
  if (unit.startsWith('d')) start.setUTCDate(start.getUTCDate() + count);
  else if (unit.startsWith('y')) start.setUTCFullYear(start.getUTCFullYear() + count);
  else start.setUTCMonth(start.getUTCMonth() + count);
  return start.toISOString().slice(0, 10);
}

/** A quantity as Tally writes one, " 100 Nos", "2.500 Kgs", "-5": the number, or a problem. */
function quantityOf(text: string | null): { quantity: number } | { problem: RowProblem } {
  if (text === null) return { quantity: 0 };
  const match = /^([-+]?[\d,]*\.?\d+)(?:\s*[^\d\s].*)?$/.exec(text);
  const parsed = match ? parseNumberCell(match[1]!, 'openingStock') : null;
  if (!parsed?.ok || parsed.value === null) {
    return { problem: problem('openingStock', 'import.tally.quantityUnreadable', { text }) };
  }
  const quantity = parsed.value;
  if (quantity < 0) return { problem: problem('openingStock', 'import.tally.belowZero', { text }) };
  if (!Number.isInteger(quantity))
    return { problem: problem('openingStock', 'import.tally.wholeUnits', { text }) };
  if (quantity > STOCK_LIMITS.quantityMax) {
    return { problem: problem('openingStock', 'import.quantityRange', { max: STOCK_LIMITS.quantityMax }) };
  }
  return { quantity };
}

/** The opening stock per godown and batch (a godown and batch twice adds up), or its problems. */
function allocationsOf(item: XmlElement, problems: RowProblem[]): TallyAllocation[] {
  const lists = childrenNamed(item, 'BATCHALLOCATIONS.LIST');
  const found = new Map<string, TallyAllocation>();
  const add = (allocation: TallyAllocation) => {
    if (allocation.quantity === 0) return;
    const key = `${allocation.godown.toLowerCase()}\u0000${allocation.batch ?? ''}`;
    const before = found.get(key);
    if (before) before.quantity += allocation.quantity;
    else found.set(key, allocation);
  };
  if (lists.length === 0) {
    const read = quantityOf(childText(item, 'OPENINGBALANCE'));
    if ('problem' in read) problems.push(read.problem);
    else
      add({ godown: MAIN_LOCATION, batch: null, quantity: read.quantity, mfgDate: null, expiryDate: null });
    return [...found.values()];
  }
  for (const list of lists) {
    const read = quantityOf(childText(list, 'OPENINGBALANCE'));
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const godown = childText(list, 'GODOWNNAME') ?? MAIN_LOCATION;
    const name = childText(list, 'BATCHNAME');
    const batch = name && name.toLowerCase() !== PRIMARY_BATCH ? name : null;
    if (!batch) {
      add({ godown, batch: null, quantity: read.quantity, mfgDate: null, expiryDate: null });
      continue;
    }
    if (batch.length > STOCK_LIMITS.codeMax) {
      problems.push(
        problem('openingStock', 'import.cellTooLong', { column: 'batch', max: STOCK_LIMITS.codeMax }),
      );
      continue;
    }
    const mfgText = childText(list, 'MFDON');
    const mfgDate = mfgText ? tallyDate(mfgText) : null;
    if (mfgText && !mfgDate) {
      problems.push(problem('openingStock', 'import.tally.dateUnreadable', { batch, text: mfgText }));
      continue;
    }
    const expiry = list.children.find((c) => c.name === 'EXPIRYPERIOD');
    const expiryText = expiry ? cleanText(expiry.text) || cleanText(expiry.attributes.P ?? '') : '';
    const expiryDate = expiryText ? expiryOf(expiryText, mfgDate) : null;
    if (expiryText && !expiryDate) {
      problems.push(problem('openingStock', 'import.tally.expiryUnreadable', { batch, text: expiryText }));
      continue;
    }
    if (mfgDate && expiryDate && expiryDate < mfgDate) {
      problems.push(problem('openingStock', 'import.expiryBeforeMfg'));
      continue;
    }
    add({ godown, batch, quantity: read.quantity, mfgDate, expiryDate });
  }
  return [...found.values()];
}

/** Of dated lists (GSTDETAILS.LIST, HSNDETAILS.LIST), the one in force today: the latest from a day come. */
function inForce(lists: XmlElement[]): XmlElement | undefined {
  const today = indiaDateFromToday();
  let chosen: { list: XmlElement; from: string } | undefined;
  for (const list of lists) {
    const text = childText(list, 'APPLICABLEFROM');
    const from = (text && tallyDate(text)) ?? '';
    if (from > today) continue;
    if (!chosen || from >= chosen.from) chosen = { list, from };
  }
  return chosen?.list;
}

/** A rate of a duty head ("Integrated Tax", "Cess") in a GST details list, as text. */
function dutyRate(details: XmlElement, head: string): string | null {
  for (const rate of descendantsNamed(details, 'RATEDETAILS.LIST')) {
    if (childText(rate, 'GSTRATEDUTYHEAD')?.toLowerCase() !== head) continue;
    const valuation = childText(rate, 'GSTRATEVALUATIONTYPE');
    if (valuation && !/value/i.test(valuation)) return null;
    return childText(rate, 'GSTRATE');
  }
  return null;
}

/** A percentage of the file ("18", " 18 %"), or a problem of its column. */
function percentOf(
  text: string | null,
  column: 'gstRate' | 'cessRate',
  problems: RowProblem[],
): number | null {
  if (text === null) return null;
  const parsed = parseNumberCell(text.replace(/%$/, '').trim(), column);
  if (parsed.ok) return parsed.value;
  problems.push(problemOf(column, parsed.problem));
  return null;
}

/** The name and the aliases: the NAME attribute, then each NAME of its NAME.LIST (or LANGUAGENAME.LIST's). */
function namesOf(item: XmlElement): string[] {
  const lists = [
    ...childrenNamed(item, 'NAME.LIST'),
    ...childrenNamed(item, 'LANGUAGENAME.LIST').flatMap((l) => childrenNamed(l, 'NAME.LIST')),
  ];
  const listed = [...lists.flatMap((list) => childrenNamed(list, 'NAME')), ...childrenNamed(item, 'NAME')]
    .map((name) => cleanText(name.text))
    .filter((name) => name !== '');
  const own = cleanText(item.attributes.NAME ?? '');
  const names = own ? [own, ...listed] : listed;
  return names.filter((name, index) => names.indexOf(name) === index);
}

/**
 * A STOCKITEM as an import row: its values by column key (`sku` the aliases, `openingStock` the
 * allocations) and what is wrong with what it says. `units` are the file's unit masters' GST codes.
 */
export function stockItemRow(
  item: XmlElement,
  units: ReadonlyMap<string, string>,
): { values: RowValues; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  if (item.isCut) problems.push(problem(null, 'import.tally.itemTooLarge', { max: MAX_MASTER_ELEMENTS }));
  const [name = null, ...aliases] = namesOf(item);
  if (!name) problems.push(problem('productName', 'import.tally.noName'));

  const parent = childText(item, 'PARENT');
  const unit = childText(item, 'BASEUNITS');
  let uqc: string | null = null;
  if (unit && unit.toLowerCase() !== NOT_APPLICABLE) {
    uqc = uqcOf(unit, units);
    if (!uqc) problems.push(problem('uqc', 'import.tally.unitUnknown', { unit }));
  }

  const gst = inForce(childrenNamed(item, 'GSTDETAILS.LIST'));
  const hsnList = inForce(childrenNamed(item, 'HSNDETAILS.LIST'));
  const hsn =
    (hsnList && childText(hsnList, 'HSNCODE')) ??
    (gst && childText(gst, 'HSNCODE')) ??
    childText(item, 'HSNCODE');
  let gstRate: number | null = null;
  let cessRate: number | null = null;
  if (gst) {
    const central = dutyRate(gst, 'central tax');
    const integrated =
      dutyRate(gst, 'integrated tax') ?? childText(gst, 'IGSTRATE') ?? childText(gst, 'GSTRATE');
    gstRate = percentOf(integrated, 'gstRate', problems);
    if (gstRate === null && central !== null) {
      const half = percentOf(central, 'gstRate', problems);
      gstRate = half === null ? null : Math.round(half * 2 * 1000) / 1000;
    }
    const taxability = childText(gst, 'TAXABILITY')?.toLowerCase();
    if (gstRate === null && (taxability === 'exempt' || taxability === 'nil rated')) gstRate = 0;
    cessRate = percentOf(dutyRate(gst, 'cess'), 'cessRate', problems);
  }

  return {
    values: {
      productName: name,
      sku: aliases,
      productCategory: parent && parent.toLowerCase() !== PRIMARY_GROUP ? parent : null,
      uqc,
      hsnCode: hsn ? hsn.replace(/\s+/g, '') : null,
      gstRate,
      cessRate,
      openingStock: allocationsOf(item, problems),
    },
    problems,
  };
}
