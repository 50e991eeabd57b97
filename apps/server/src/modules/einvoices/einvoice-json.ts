import {
  EINVOICE_DOCUMENT_TYPES,
  GST_STATES,
  portalDate,
  toPaise,
  type TAddress,
  type TInvoice,
  type TNote,
} from '@godown/shared';
import { conflict } from '../../errors.js';

// The e-invoice as the Invoice Registration Portal takes it: its JSON schema, version 1.1
// (docs/domain.md#e-invoices). One document is one object; the portal's bulk tool takes an array.
// Amounts are rupees with at most two decimals, worked out from paise; the document's figures are
// Godown's own, so the portal's arithmetic holds to the paisa.

/** The unit the portal takes when a product has none of GST's unit codes: OTH, "others". */
const OTHER_UNIT = 'OTH';

const rupees = (paise: number): number => paise / 100;
const money = (value: number): number => rupees(toPaise(value));

/** At least `min` characters, at most `max`: the portal refuses shorter names and places. */
function bounded(text: string, min: number, max: number, filler: string): string {
  const trimmed = text.trim().slice(0, max);
  return trimmed.length >= min ? trimmed : `${trimmed} ${filler}`.trim().slice(0, max).padEnd(min, '.');
}

/**
 * A document number as the portal writes it: its schema takes capitals, digits, `/` and `-`, and it
 * reads numbers without regard to case, so "inv/7" is its "INV/7".
 */
export function portalNumber(number: string): string {
  return number.toUpperCase();
}

interface PortalAddress {
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin?: number;
  Stcd: string;
}

/** An address in the portal's fields: the line cut into Addr1 and Addr2, the district as the place. */
function portalAddress(address: TAddress | null, stateCode: string): PortalAddress {
  const line = (address?.line ?? '').replace(/\s+/g, ' ').trim();
  const first = line.slice(0, 100) || (GST_STATES[stateCode as keyof typeof GST_STATES] ?? stateCode);
  const rest = line.slice(100, 200).trim();
  const place = address?.district ?? GST_STATES[stateCode as keyof typeof GST_STATES] ?? stateCode;
  return {
    Addr1: first,
    ...(rest.length >= 3 ? { Addr2: rest } : {}),
    Loc: bounded(place, 3, 50, stateCode),
    ...(address?.pinCode ? { Pin: Number(address.pinCode) } : {}),
    Stcd: address?.stateCode ?? stateCode,
  };
}

interface ItemFigures {
  lineNo: number;
  name: string;
  sku: string | null;
  hsnCode: string | null;
  uqc: string | null;
  batch: { code: string; expiryDate: string | null } | null;
  quantity: number | null;
  /** Paise a unit, or null: worked out from the taxable value. */
  rate: number | null;
  taxable: number;
  gstRate: number;
  cessRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
}

/**
 * An item of `ItemList`. TotAmt is the units at their rate, Discount what came off (schemes, free
 * units, the order's discount), AssAmt the taxable value: TotAmt − Discount = AssAmt, to the paisa.
 * A change of price (a note with no units) is its invoice line's units at the change per unit.
 */
function portalItem(number: string, item: ItemFigures) {
  if (!item.hsnCode) throw conflict('einvoice.hsnMissing', { number, product: item.name });
  const taxable = toPaise(item.taxable);
  const quantity = item.quantity ?? 0;
  let unitPrice: number;
  let total: number;
  if (item.rate !== null && quantity > 0) {
    unitPrice = rupees(item.rate);
    total = Math.max(item.rate * quantity, taxable);
  } else {
    unitPrice = quantity > 0 ? Math.round((taxable * 10) / quantity) / 1000 : rupees(taxable);
    total = taxable;
  }
  const taxes = [item.cgst, item.sgst, item.igst, item.cess].map(toPaise);
  const itemValue = taxable + taxes.reduce((sum, tax) => sum + tax, 0);
  return {
    SlNo: String(item.lineNo),
    PrdDesc: bounded(item.name, 3, 300, item.sku ?? ''),
    IsServc: 'N',
    HsnCd: item.hsnCode,
    ...(item.batch
      ? {
          BchDtls: {
            Nm: bounded(item.batch.code, 3, 20, ''),
            ...(item.batch.expiryDate ? { ExpDt: portalDate(item.batch.expiryDate) } : {}),
          },
        }
      : {}),
    ...(quantity > 0 ? { Qty: quantity, FreeQty: 0 } : {}),
    Unit: item.uqc ?? OTHER_UNIT,
    UnitPrice: unitPrice,
    TotAmt: rupees(total),
    Discount: rupees(total - taxable),
    AssAmt: rupees(taxable),
    GstRt: item.gstRate,
    IgstAmt: rupees(taxes[2]!),
    CgstAmt: rupees(taxes[0]!),
    SgstAmt: rupees(taxes[1]!),
    CesRt: item.cessRate,
    CesAmt: rupees(taxes[3]!),
    CesNonAdvlAmt: 0,
    StateCesRt: 0,
    StateCesAmt: 0,
    StateCesNonAdvlAmt: 0,
    OthChrg: 0,
    TotItemVal: rupees(itemValue),
  };
}

/** What an invoice's and a note's lines both say of a line: the product, its batch, its taxes. */
function taxedFigures(line: TInvoice['lines'][number] | TNote['lines'][number]) {
  return {
    lineNo: line.lineNo,
    name: line.product.productName,
    sku: line.product.sku,
    hsnCode: line.hsnCode,
    uqc: line.uqc,
    batch: line.batch,
    taxable: line.taxable,
    gstRate: line.gstRate,
    cessRate: line.cessRate,
    cgst: line.cgst,
    sgst: line.sgst,
    igst: line.igst,
    cess: line.cess,
  };
}

type Amounts = Pick<TInvoice, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'cess' | 'roundOff' | 'total'>;

function portalValues(amounts: Amounts) {
  return {
    AssVal: money(amounts.taxable),
    CgstVal: money(amounts.cgst),
    SgstVal: money(amounts.sgst),
    IgstVal: money(amounts.igst),
    CesVal: money(amounts.cess),
    StCesVal: 0,
    Discount: 0,
    OthChrg: 0,
    RndOffAmt: money(amounts.roundOff),
    TotInvVal: money(amounts.total),
  };
}

/** The parties of an invoice: the registration selling, the buyer, and where the goods went. */
function portalParties(invoice: TInvoice, number: string) {
  const { seller, buyer } = invoice;
  const sellerAddress = portalAddress(seller.address, seller.stateCode);
  if (sellerAddress.Pin === undefined)
    throw conflict('einvoice.pinMissing', { number, party: seller.legalName });
  const buyerState = buyer.gstin?.slice(0, 2) ?? buyer.stateCode;
  const billing = buyer.billingAddress ?? buyer.shippingAddress;
  const buyerName = bounded(buyer.name, 3, 100, '');
  const shipping = buyer.shippingAddress;
  const shipsElsewhere =
    shipping !== null &&
    billing !== null &&
    (shipping.line !== billing.line || shipping.pinCode !== billing.pinCode);
  return {
    SellerDtls: {
      Gstin: seller.gstin,
      LglNm: bounded(seller.legalName, 3, 100, ''),
      ...(seller.tradeName ? { TrdNm: bounded(seller.tradeName, 3, 100, '') } : {}),
      ...sellerAddress,
    },
    BuyerDtls: {
      Gstin: buyer.gstin!,
      LglNm: buyerName,
      Pos: invoice.placeOfSupply,
      ...portalAddress(billing, buyerState),
      Stcd: buyerState,
      ...(buyer.phone && /^\d{6,12}$/.test(buyer.phone.replace(/\D/g, ''))
        ? { Ph: buyer.phone.replace(/\D/g, '').slice(-12) }
        : {}),
    },
    // Where the goods went, when it is not the billing address.
    ...(shipsElsewhere && shipping.pinCode
      ? {
          ShipDtls: {
            Gstin: buyer.gstin!,
            LglNm: buyerName,
            ...portalAddress(shipping, shipping.stateCode ?? invoice.placeOfSupply),
            Pin: Number(shipping.pinCode),
          },
        }
      : {}),
  };
}

const TRANSACTION = { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' } as const;

/** The e-invoice of a tax invoice to a registered buyer. */
/** The warehouse the goods left, by its own address (the e-invoice's `DispDtls`). */
export interface DispatchPlace {
  name: string;
  line: string;
  pinCode: string;
  district: string | null;
}

/**
 * `DispDtls`: where the goods were dispatched from, when that is not the seller's address (a
 * warehouse of its own address and PIN code under the registration).
 */
function dispatchDetails(invoice: TInvoice, from: DispatchPlace | null) {
  if (!from || from.pinCode === invoice.seller.address?.pinCode) return {};
  const stateCode = invoice.seller.stateCode;
  const address = portalAddress(
    { line: from.line, district: from.district, pinCode: from.pinCode, stateCode, point: null },
    stateCode,
  );
  return { DispDtls: { Nm: bounded(from.name, 3, 100, ''), ...address } };
}

export function invoiceEinvoice(invoice: TInvoice, dispatchedFrom: DispatchPlace | null = null) {
  const number = invoice.number!;
  return {
    Version: '1.1',
    TranDtls: TRANSACTION,
    DocDtls: {
      Typ: EINVOICE_DOCUMENT_TYPES.invoice,
      No: portalNumber(number),
      Dt: portalDate(invoice.invoiceDate),
    },
    ...portalParties(invoice, number),
    ...dispatchDetails(invoice, dispatchedFrom),
    ItemList: invoice.lines.map((line) =>
      portalItem(number, { ...taxedFigures(line), quantity: line.quantity, rate: toPaise(line.rate) }),
    ),
    ValDtls: portalValues(invoice),
  };
}

/**
 * The e-invoice of a credit or debit note: the parties of its invoice, its own lines (units returned
 * at the invoice line's rate, or a change of price), and the invoice it refers to (`RefDtls`).
 */
export function noteEinvoice(note: TNote, invoice: TInvoice) {
  const byLine = new Map(invoice.lines.map((line) => [line.lineNo, line]));
  return {
    Version: '1.1',
    TranDtls: TRANSACTION,
    DocDtls: {
      Typ: EINVOICE_DOCUMENT_TYPES[note.kind],
      No: portalNumber(note.number),
      Dt: portalDate(note.noteDate),
    },
    ...portalParties(invoice, note.number),
    ItemList: note.lines.map((line) => {
      const invoiceLine = byLine.get(line.invoiceLineNo)!;
      return portalItem(note.number, {
        ...taxedFigures(line),
        quantity: line.quantity ?? invoiceLine.quantity,
        rate: line.quantity === null ? null : toPaise(invoiceLine.rate),
      });
    }),
    ValDtls: portalValues(note),
    RefDtls: {
      PrecDocDtls: [{ InvNo: portalNumber(invoice.number!), InvDt: portalDate(invoice.invoiceDate) }],
    },
  };
}

export type PortalEinvoice = ReturnType<typeof invoiceEinvoice> | ReturnType<typeof noteEinvoice>;
