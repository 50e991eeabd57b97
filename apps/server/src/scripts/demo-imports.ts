import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { indiaDateFromToday, type ImportKind, type TImportReport } from '@godown/shared';
import type { Db } from '../db/client.js';
import { imports } from '../db/schema.js';
import { runImport } from '../modules/imports/imports.service.js';
import { openSheetFile } from '../modules/imports/spreadsheet-reader.js';

// Demo imports: a spice range arrives as a supplier's spreadsheet (their own headers, Indian
// rupees and dates) and its opening stock as a count sheet for two warehouses, both through the
// import a user runs from the Import screen, so the ledger shows "Imported from a file" rows and the
// products carry HSN codes.

/**
 * The supplier's price list, as they keep it (headers Godown recognises by their common names): the
 * rate the distributor sells at, and the MRP on the pack.
 */
export const DEMO_SPICE_SHEET = [
  'Item Code,Item Name,Brand,Item Group,HSN,Rate,MRP,Qty,Min Stock,Weight (kg),Description',
  'SP-HALDI-200,Turmeric Powder 200 g,Rasoi Gold,Spices,0910,"₹ 58.00","₹ 68.00",0,40,0.2,Salem turmeric, double-sieved',
  'SP-MIRCH-200,Kashmiri Chilli Powder 200 g,Rasoi Gold,Spices,0904,"₹ 96.00","₹ 112.00",0,40,0.2,Deep colour, mild heat',
  'SP-DHANIA-500,Coriander Powder 500 g,Rasoi Gold,Spices,0909,"₹ 81.00","₹ 95.00",0,30,0.5,',
  'SP-JEERA-100,Cumin Seeds 100 g,Rasoi Gold,Spices,0909,"₹ 61.50","₹ 72.00",0,50,0.1,Unjha cumin',
  'SP-CHAAT-100,Chaat Masala 100 g,Rasoi Gold,Spices,0910,"₹ 54.00","₹ 64.00",0,30,0.1,Tangy blend with amchur',
  'SP-HING-50,Asafoetida (Hing) 50 g,Rasoi Gold,Spices,1301,"₹ 124.00","₹ 145.00",0,20,0.05,Compounded',
];

/** A date N days from today in India, as a count sheet writes it (DD-MM-YYYY). */
const sheetDate = (days: number) => indiaDateFromToday(days).split('-').reverse().join('-');

/**
 * The opening count of the range in two warehouses, with the batches on the packs (dates from today,
 * so the chaat masala is always within its expiry warning and the report of expiring stock has it).
 */
export const DEMO_SPICE_COUNT = [
  'SKU,Warehouse,Qty,Batch No,Mfg,Expiry',
  `SP-HALDI-200,Bhiwandi Central Godown,180,HLD-01,${sheetDate(-24)},${sheetDate(340)}`,
  `SP-MIRCH-200,Bhiwandi Central Godown,120,MRC-01,${sheetDate(-41)},${sheetDate(324)}`,
  `SP-DHANIA-500,Bhiwandi Central Godown,25,DHN-01,${sheetDate(-85)},${sheetDate(95)}`,
  `SP-JEERA-100,Okhla Phase II Warehouse,90,JRA-01,${sheetDate(-20)},${sheetDate(345)}`,
  `SP-CHAAT-100,Okhla Phase II Warehouse,60,CHT-01,${sheetDate(-107)},${sheetDate(14)}`,
  `SP-HING-50,Okhla Phase II Warehouse,35,HNG-01,${sheetDate(-128)},${sheetDate(600)}`,
];

async function importLines(
  db: Db,
  kind: ImportKind,
  lines: string[],
  userId: string,
): Promise<TImportReport> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'godown-demo-'));
  try {
    const file = path.join(dir, `${kind}.csv`);
    await fs.promises.writeFile(file, `\uFEFF${lines.join('\r\n')}\r\n`);
    return await runImport(db, {
      kind,
      file: await openSheetFile(file),
      fileName: `demo-${kind}.csv`,
      dryRun: false,
      skipBadRows: false,
      passwords: 'one-time',
      userId,
    });
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Imports the spice range and its opening stock, once (the warehouses must be loaded first).
 * Returns the rows each import created or updated, or nothing when the demo already holds them.
 */
export async function loadDemoImports(
  db: Db,
  userId: string,
): Promise<{ products: number; stock: number } | null> {
  const [done] = await db.select({ n: count() }).from(imports);
  if ((done?.n ?? 0) > 0) return null;
  const catalogue = await importLines(db, 'products', DEMO_SPICE_SHEET, userId);
  const stock = await importLines(db, 'opening-stock', DEMO_SPICE_COUNT, userId);
  return {
    products: catalogue.counts.create + catalogue.counts.update,
    stock: stock.counts.create + stock.counts.update,
  };
}
