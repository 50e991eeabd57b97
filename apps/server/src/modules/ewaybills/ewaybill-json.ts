import { sql } from 'drizzle-orm';
import {
  ewayBillDate,
  EWAYBILL_TRANSPORT_MODES,
  GST_STATES,
  indiaDateFromToday,
  toPaise,
  type TEwayBillFileQuery,
  type TInvoice,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/transaction.js';
import { conflict } from '../../errors.js';
import { portalNumber } from '../einvoices/einvoice-json.js';
import type { Consignment, ConsignmentEnd } from './ewaybill-consignment.js';

// The e-way bill as the portal's bulk upload takes it (docs/domain.md#e-way-bills): `{version,
// billLists: [bill]}`, a bill's fields as the portal's bulk schema names them. Amounts are rupees
// with at most two decimals, worked out from paise.

/** The version of the bulk format the portal's offline tool writes. */
export const EWAYBILL_FILE_VERSION = '1.0.0621';

/** The unit the portal takes when a product has none of GST's unit codes: OTH, "others". */
const OTHER_UNIT = 'OTH';

const rupees = (paise: number): number => paise / 100;

/** A document number as the portal takes it: at most 16 capitals, digits, `/` and `-`, not starting with 0, / or -. */
const DOCUMENT_NUMBER = /^[1-9A-Z][0-9A-Z/-]{0,15}$/;

export interface BillItem {
  productName: string;
  hsnCode: string | null;
  uqc: string | null;
  quantity: number;
  taxable: number;
  gstRate: number;
  cessRate: number;
}

export interface BillFigures {
  docType: 'INV' | 'CHL';
  docNo: string;
  docDate: string;
  /** 1 supply; 5 for own use (a transfer within one registration). */
  subSupplyType: 1 | 5;
  interState: boolean;
  items: BillItem[];
  /** Paise. */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  other: number;
  total: number;
}

/** The figures of an invoice: its lines by product and rate, its totals. */
export function invoiceFigures(invoice: TInvoice): BillFigures {
  const items = new Map<string, BillItem>();
  for (const line of invoice.lines) {
    const key = [line.product.productName, line.hsnCode, line.uqc, line.gstRate, line.cessRate].join(
      '\u0000',
    );
    const item = items.get(key);
    if (item) {
      item.quantity += line.quantity;
      item.taxable += toPaise(line.taxable);
    } else {
      items.set(key, {
        productName: line.product.productName,
        hsnCode: line.hsnCode,
        uqc: line.uqc,
        quantity: line.quantity,
        taxable: toPaise(line.taxable),
        gstRate: line.gstRate,
        cessRate: line.cessRate,
      });
    }
  }
  return {
    docType: 'INV',
    docNo: portalNumber(invoice.number ?? ''),
    docDate: invoice.invoiceDate,
    subSupplyType: 1,
    interState: invoice.supply === 'inter',
    items: [...items.values()],
    taxable: toPaise(invoice.taxable),
    cgst: toPaise(invoice.cgst),
    sgst: toPaise(invoice.sgst),
    igst: toPaise(invoice.igst),
    cess: toPaise(invoice.cess),
    other: toPaise(invoice.roundOff),
    total: toPaise(invoice.total),
  };
}

/**
 * The figures of a delivery challan within one registration: the transport's goods at their
 * products' prices, untaxed (no supply: the portal takes a rate of 0 for goods "for own use").
 */
export async function challanFigures(db: Db, consignment: Consignment, day: string): Promise<BillFigures> {
  const docNo = portalNumber(consignment.packageId);
  if (!DOCUMENT_NUMBER.test(docNo))
    throw conflict('ewaybill.challanNumberForm', { packageId: consignment.packageId });
  const rows = await queryRows<{
    product_name: string;
    hsn_code: string | null;
    uqc: string | null;
    quantity: number;
    price: string;
  }>(
    db,
    sql`SELECT p.product_name, p.hsn_code, p.uqc, l.quantity, p.price FROM transport_lines l
        JOIN products p ON p.id = l.product_id WHERE l.transport_id = ${consignment.id}
        ORDER BY p.product_name, p.id`,
  );
  const items = rows.map((row) => ({
    productName: row.product_name,
    hsnCode: row.hsn_code,
    uqc: row.uqc,
    quantity: row.quantity,
    taxable: toPaise(Number(row.price)) * row.quantity,
    gstRate: 0,
    cessRate: 0,
  }));
  const taxable = items.reduce((sum, item) => sum + item.taxable, 0);
  return {
    docType: 'CHL',
    docNo,
    docDate: day,
    subSupplyType: 5,
    interState: consignment.from?.stateCode !== consignment.to?.stateCode,
    items,
    taxable,
    cgst: 0,
    sgst: 0,
    igst: 0,
    cess: 0,
    other: 0,
    total: taxable,
  };
}

/** An end's address in the portal's fields; its PIN code is required. */
function portalEnd(end: ConsignmentEnd, side: 'from' | 'to') {
  if (!end.pinCode) throw conflict('ewaybill.pinMissing', { place: end.label });
  const line = (end.line ?? '').replace(/\s+/g, ' ').trim();
  const state = Number(end.stateCode);
  const place = (end.district ?? GST_STATES[end.stateCode as keyof typeof GST_STATES] ?? end.stateCode).slice(
    0,
    50,
  );
  return {
    [`${side}Gstin`]: end.gstin ?? 'URP',
    [`${side}TrdName`]: end.name.slice(0, 100),
    [`${side}Addr1`]: line.slice(0, 120),
    [`${side}Addr2`]: line.slice(120, 240).trim(),
    [`${side}Place`]: place,
    [`${side}Pincode`]: Number(end.pinCode),
    [`${side}StateCode`]: state,
    [side === 'from' ? 'actualFromStateCode' : 'actualToStateCode']: state,
  };
}

/** The vehicle or transport document (Part-B), when there is one. */
function partB(consignment: Consignment, query: TEwayBillFileQuery) {
  const mode = EWAYBILL_TRANSPORT_MODES[consignment.mode];
  if (consignment.mode === 'land' && consignment.vehicleNumber) {
    return {
      transMode: mode,
      transDocNo: query.transportDocument ?? '',
      transDocDate: query.transportDocumentDate ? ewayBillDate(query.transportDocumentDate) : '',
      vehicleNo: consignment.vehicleNumber,
      vehicleType: 'R',
    };
  }
  if (consignment.mode !== 'land' && query.transportDocument && query.transportDocumentDate) {
    return {
      transMode: mode,
      transDocNo: query.transportDocument,
      transDocDate: ewayBillDate(query.transportDocumentDate),
      vehicleNo: '',
      vehicleType: 'R',
    };
  }
  return {};
}

/** One bill of the bulk file. */
export function ewayBill(
  consignment: Consignment,
  figures: BillFigures,
  distanceKm: number,
  query: TEwayBillFileQuery,
) {
  const from = consignment.from!;
  const to = consignment.to!;
  const itemList = figures.items.map((item, index) => {
    if (!item.hsnCode) throw conflict('ewaybill.hsnMissing', { product: item.productName });
    return {
      itemNo: index + 1,
      productName: item.productName.slice(0, 100),
      productDesc: item.productName.slice(0, 100),
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      qtyUnit: item.uqc ?? OTHER_UNIT,
      taxableAmount: rupees(item.taxable),
      sgstRate: figures.interState ? 0 : item.gstRate / 2,
      cgstRate: figures.interState ? 0 : item.gstRate / 2,
      igstRate: figures.interState ? item.gstRate : 0,
      cessRate: item.cessRate,
      cessNonAdvol: 0,
    };
  });
  const main = [...figures.items].sort((a, b) => b.taxable - a.taxable)[0];
  return {
    userGstin: from.gstin!,
    supplyType: 'O',
    subSupplyType: figures.subSupplyType,
    subSupplyDesc: '',
    docType: figures.docType,
    docNo: figures.docNo,
    docDate: ewayBillDate(figures.docDate),
    transType: 1,
    ...portalEnd(from, 'from'),
    ...portalEnd(to, 'to'),
    totalValue: rupees(figures.taxable),
    cgstValue: rupees(figures.cgst),
    sgstValue: rupees(figures.sgst),
    igstValue: rupees(figures.igst),
    cessValue: rupees(figures.cess),
    TotNonAdvolVal: 0,
    OthValue: rupees(figures.other),
    totInvValue: rupees(figures.total),
    transDistance: distanceKm,
    ...(query.transporterId ? { transporterId: query.transporterId } : {}),
    ...(query.transporterName ? { transporterName: query.transporterName } : {}),
    ...partB(consignment, query),
    ...(main?.hsnCode ? { mainHsnCode: main.hsnCode } : {}),
    itemList,
  };
}

/** The bulk file: the portal's envelope around the bills. */
export function ewayBillFile(bills: ReturnType<typeof ewayBill>[]) {
  return { version: EWAYBILL_FILE_VERSION, billLists: bills };
}

/** The day a challan is dated: the day the goods left, or today. */
export function challanDay(dispatchedOn: string | null): string {
  return dispatchedOn ?? indiaDateFromToday();
}
