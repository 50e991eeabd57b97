import type { Readable } from 'node:stream';
import { GST_UNIT_CODES, tallyFileName } from '@godown/shared';
import type { Db } from '../../db/client.js';
import type { AddressColumn } from '../../db/schema.js';
import type { Download } from '../../http/attachment.js';
import {
  customerPages,
  inventoryRows,
  productPages,
  registrationRows,
  supplierRows,
  unitCodes,
  type CustomerRow,
  type InventoryRow,
  type ProductRow,
  type RegistrationRow,
  type SupplierRow,
} from './tally-masters-read.js';
import {
  loadTallyNames,
  remoteId,
  stateName,
  tallyCompanyName,
  TALLY_GROUPS,
  TALLY_LEDGERS,
  type TallyNames,
} from './tally-names.js';
import {
  el,
  ENVELOPE_END,
  envelopeStart,
  group,
  openXmlStream,
  XML_CONTENT_TYPE,
  tallyDate,
  tallyMessage,
  tallyPercent,
  yesNo,
} from './tally-xml.js';

// The masters file (docs/domain.md#tally): the ledgers the vouchers post to, every customer, supplier
// and GST registration as a party ledger, the units, the warehouses as godowns and the products as
// stock items with their HSN code and the GST rate in force today. Stock quantities stay out:
// Godown's stock is the truth, and an opening balance sent twice would count twice.

/** A master's opening tag's attributes: its name, the id Tally keeps and Create (matched by name). */
const masterAttributes = (name: string, id: string) => ({ NAME: name, REMOTEID: id, ACTION: 'Create' });

/** The name and its aliases. */
const names = (...values: (string | null | undefined)[]) =>
  group(
    'NAME.LIST',
    values.filter((v): v is string => !!v).map((v) => el('NAME', v)),
    { TYPE: 'String' },
  );

function addressList(address: AddressColumn | null | undefined, extra: (string | null)[] = []): string {
  const lines = [...(address?.line.split(/\r?\n/) ?? []), address?.district ?? null, ...extra]
    .map((line) => line?.trim())
    .filter((line): line is string => !!line);
  return lines.length
    ? group(
        'ADDRESS.LIST',
        lines.map((line) => el('ADDRESS', line)),
        { TYPE: 'String' },
      )
    : '';
}

function ledger(name: string, id: string, children: string[]): string {
  return tallyMessage(
    group('LEDGER', [names(name), el('GUID', id), ...children], masterAttributes(name, id)),
  );
}

/** The ledgers every voucher file posts to: sales, purchases, the GST duty heads, round-off, cash, bank. */
function fixedLedgers(): string {
  const plain = (name: string, parent: string, key: string) =>
    ledger(name, remoteId('ledger', key), [el('PARENT', parent)]);
  const duty = (name: string, head: string, key: string) =>
    ledger(name, remoteId('ledger', key), [
      el('PARENT', TALLY_GROUPS.taxes),
      el('TAXTYPE', 'GST'),
      el('GSTDUTYHEAD', head),
    ]);
  return [
    plain(TALLY_LEDGERS.sales, TALLY_GROUPS.sales, 'sales'),
    plain(TALLY_LEDGERS.purchase, TALLY_GROUPS.purchase, 'purchase'),
    duty(TALLY_LEDGERS.cgst, 'Central Tax', 'cgst'),
    duty(TALLY_LEDGERS.sgst, 'State Tax', 'sgst'),
    duty(TALLY_LEDGERS.igst, 'Integrated Tax', 'igst'),
    duty(TALLY_LEDGERS.cess, 'Cess', 'cess'),
    plain(TALLY_LEDGERS.roundOff, TALLY_GROUPS.indirectExpenses, 'round-off'),
    plain(TALLY_LEDGERS.cash, TALLY_GROUPS.cash, 'cash'),
    plain(TALLY_LEDGERS.bank, TALLY_GROUPS.bank, 'bank'),
  ].join('');
}

/** What a party ledger says of its GST: the GSTIN and Regular, else Unregistered/Consumer. */
function gstOfParty(gstin: string | null, stateCode: string | null): string[] {
  const state = stateName(stateCode);
  return [
    el('GSTREGISTRATIONTYPE', gstin ? 'Regular' : 'Unregistered/Consumer'),
    el('PARTYGSTIN', gstin),
    el('COUNTRYNAME', 'India'),
    el('STATENAME', state),
    el('LEDSTATENAME', state),
  ];
}

export function customerLedger(row: CustomerRow, tally: TallyNames): string {
  const name = tally.party('customer', row);
  return ledger(name, remoteId('customer', row.id), [
    el('PARENT', TALLY_GROUPS.debtors),
    el('ISBILLWISEON', yesNo(true)),
    addressList(row.billing_address),
    ...gstOfParty(row.gstin, row.state_code),
    el('PINCODE', row.billing_address?.pinCode),
    el('LEDGERPHONE', row.phone),
    el('EMAIL', row.email),
  ]);
}

export function supplierLedger(row: SupplierRow, tally: TallyNames): string {
  const name = tally.party('supplier', row);
  return ledger(name, remoteId('supplier', row.id), [
    el('PARENT', TALLY_GROUPS.creditors),
    el('ISBILLWISEON', yesNo(true)),
    el('COUNTRYNAME', 'India'),
    el('LEDGERPHONE', row.phone),
    el('EMAIL', row.email),
  ]);
}

/** Another GST registration of the company: the party a transfer invoice bills. */
export function registrationLedger(row: RegistrationRow, tally: TallyNames): string {
  const name = tally.party('registration', row);
  return ledger(name, remoteId('registration', row.id), [
    el('PARENT', TALLY_GROUPS.branches),
    el('ISBILLWISEON', yesNo(true)),
    addressList(row.address),
    ...gstOfParty(row.gstin, row.state_code),
    el('PINCODE', row.address.pinCode),
  ]);
}

/** A unit: its GST code as the symbol, GST's name for it and the code Tally reports it under. */
export function unitMaster(code: string): string {
  const formal = (GST_UNIT_CODES as Readonly<Record<string, string>>)[code];
  const id = remoteId('unit', code);
  return tallyMessage(
    group(
      'UNIT',
      [
        el('NAME', code),
        el('GUID', id),
        el('ORIGINALNAME', formal ?? code),
        el('GSTREPUOM', formal ? `${code}-${formal.toUpperCase()}` : null),
        el('ISSIMPLEUNIT', yesNo(true)),
        // Godown counts whole units.
        el('DECIMALPLACES', 0),
      ],
      masterAttributes(code, id),
    ),
  );
}

export function godownMaster(row: InventoryRow, tally: TallyNames): string {
  const name = tally.godown(row);
  const id = remoteId('godown', row.id);
  return tallyMessage(
    group(
      'GODOWN',
      [
        names(name),
        el('GUID', id),
        row.location ? group('ADDRESS.LIST', [el('ADDRESS', row.location)], { TYPE: 'String' }) : '',
      ],
      masterAttributes(name, id),
    ),
  );
}

/** The GST details of a stock item: the rate in force today from its day, by duty head. */
function gstDetails(row: ProductRow): string {
  if (row.gst_rate === null || row.effective_from === null) return '';
  const rate = (head: string, value: string) =>
    group('RATEDETAILS.LIST', [
      el('GSTRATEDUTYHEAD', head),
      el('GSTRATEVALUATIONTYPE', 'Based on Value'),
      el('GSTRATE', value),
    ]);
  const nil = Number(row.gst_rate) === 0;
  return group('GSTDETAILS.LIST', [
    el('APPLICABLEFROM', tallyDate(row.effective_from)),
    el('HSNCODE', row.hsn_code),
    el('TAXABILITY', nil ? 'Nil Rated' : 'Taxable'),
    group('STATEWISEDETAILS.LIST', [
      el('STATENAME', 'Any'),
      rate('Central Tax', tallyPercent(row.gst_rate, true)),
      rate('State Tax', tallyPercent(row.gst_rate, true)),
      rate('Integrated Tax', tallyPercent(row.gst_rate)),
      rate('Cess', tallyPercent(row.cess_rate ?? '0')),
    ]),
  ]);
}

export function stockItem(row: ProductRow, tally: TallyNames): string {
  const name = tally.product(row);
  const id = remoteId('product', row.id);
  return tallyMessage(
    group(
      'STOCKITEM',
      [
        // The SKU is the item's alias: a scanned or typed code finds it in Tally too.
        names(name, row.sku !== name ? row.sku : null),
        el('GUID', id),
        el('BASEUNITS', row.unit),
        el('GSTAPPLICABLE', 'Applicable'),
        el('GSTTYPEOFSUPPLY', 'Goods'),
        el('ISBATCHWISEON', yesNo(row.has_batches)),
        gstDetails(row),
      ],
      masterAttributes(name, id),
    ),
  );
}

async function* masterChunks(db: Db, company: string): AsyncGenerator<string> {
  const tally = await loadTallyNames(db);
  const [units, suppliers, registrations, inventories] = await Promise.all([
    unitCodes(db),
    supplierRows(db),
    registrationRows(db),
    inventoryRows(db),
  ]);
  // Tally imports in file order: units before the stock items counted in them.
  yield envelopeStart('All Masters', company) + units.map(unitMaster).join('') + fixedLedgers();
  yield registrations.map((row) => registrationLedger(row, tally)).join('');
  for await (const page of customerPages(db)) yield page.map((row) => customerLedger(row, tally)).join('');
  yield suppliers.map((row) => supplierLedger(row, tally)).join('');
  yield inventories.map((row) => godownMaster(row, tally)).join('');
  for await (const page of productPages(db)) yield page.map((row) => stockItem(row, tally)).join('');
  yield ENVELOPE_END;
}

/**
 * The masters file to download, streamed page by page. `onError` hears of a failure after the file
 * has begun (the download then breaks).
 */
export async function openTallyMasters(
  db: Db,
  fallbackCompany: string,
  onError: (error: unknown) => void,
): Promise<Download & { body: Readable }> {
  const company = await tallyCompanyName(db, fallbackCompany);
  return {
    fileName: tallyFileName('masters'),
    contentType: XML_CONTENT_TYPE,
    body: await openXmlStream(masterChunks(db, company), onError),
  };
}
