import { PRIMARY_BATCH, stateName } from './tally-names.js';
import {
  el,
  group,
  tallyAmount,
  tallyDate,
  tallyMessage,
  tallyQuantity,
  tallyRate,
  yesNo,
} from './tally-xml.js';

// The parts of a voucher in the Tally files (docs/domain.md#tally): its header, its goods (an item's
// units with their godown, batch and ledger) and its ledger entries with their bills. Tally's sign
// convention: a debit is a negative amount with ISDEEMEDPOSITIVE Yes, a credit a positive one.

export type VoucherType = 'Sales' | 'Credit Note' | 'Debit Note' | 'Receipt' | 'Purchase';

export interface Bill {
  type: 'New Ref' | 'Agst Ref' | 'On Account';
  name?: string;
  paise: number;
}

/** A ledger's line of a voucher: positive a credit, negative a debit. */
export interface Entry {
  ledger: string;
  paise: number;
  party?: boolean;
  bills?: Bill[];
}

/** Goods of a voucher: an item's units from a godown and batch, posted to `ledger`. */
export interface Goods {
  item: string;
  unit: string;
  quantity: number;
  ratePaise: number;
  paise: number;
  godown: string;
  batch: string | null;
  ledger: string;
}

export interface Header {
  remoteId: string;
  type: VoucherType;
  date: string;
  number: string;
  reference?: string | null;
  party: string;
  /** The GST the document names: the buyer's GSTIN and the place of supply (a state code). */
  gst?: { gstin: string | null; placeOfSupply: string };
  cancelled?: boolean;
  narration?: string | null;
}

const signed = (paise: number) => ({ ISDEEMEDPOSITIVE: yesNo(paise < 0), AMOUNT: tallyAmount(paise) });

function billAllocation(bill: Bill): string {
  return group('BILLALLOCATIONS.LIST', [
    el('NAME', bill.name),
    el('BILLTYPE', bill.type),
    el('AMOUNT', tallyAmount(bill.paise)),
  ]);
}

export function ledgerEntry(tag: 'LEDGERENTRIES.LIST' | 'ALLLEDGERENTRIES.LIST', entry: Entry): string {
  const { ISDEEMEDPOSITIVE, AMOUNT } = signed(entry.paise);
  return group(tag, [
    el('LEDGERNAME', entry.ledger),
    el('ISDEEMEDPOSITIVE', ISDEEMEDPOSITIVE),
    el('ISPARTYLEDGER', yesNo(!!entry.party)),
    el('AMOUNT', AMOUNT),
    ...(entry.bills ?? []).map(billAllocation),
  ]);
}

export function inventoryEntry(goods: Goods): string {
  const { ISDEEMEDPOSITIVE, AMOUNT } = signed(goods.paise);
  const quantity = tallyQuantity(goods.quantity, goods.unit);
  return group('ALLINVENTORYENTRIES.LIST', [
    el('STOCKITEMNAME', goods.item),
    el('ISDEEMEDPOSITIVE', ISDEEMEDPOSITIVE),
    el('RATE', tallyRate(goods.ratePaise, goods.unit)),
    el('AMOUNT', AMOUNT),
    el('ACTUALQTY', quantity),
    el('BILLEDQTY', quantity),
    group('BATCHALLOCATIONS.LIST', [
      el('GODOWNNAME', goods.godown),
      el('BATCHNAME', goods.batch ?? PRIMARY_BATCH),
      el('AMOUNT', AMOUNT),
      el('ACTUALQTY', quantity),
      el('BILLEDQTY', quantity),
    ]),
    group('ACCOUNTINGALLOCATIONS.LIST', [
      el('LEDGERNAME', goods.ledger),
      el('ISDEEMEDPOSITIVE', ISDEEMEDPOSITIVE),
      el('AMOUNT', AMOUNT),
    ]),
  ]);
}

/** A voucher: its header, then its goods and ledger entries (invoice view) or its ledger entries. */
export function voucher(header: Header, body: string[], invoiceView: boolean): string {
  const view = invoiceView ? 'Invoice Voucher View' : 'Accounting Voucher View';
  const gst = header.gst;
  const gstHeader = gst
    ? [
        el('GSTREGISTRATIONTYPE', gst.gstin ? 'Regular' : 'Unregistered/Consumer'),
        el('PARTYGSTIN', gst.gstin),
        el('STATENAME', stateName(gst.gstin ? gst.gstin.slice(0, 2) : gst.placeOfSupply)),
        el('COUNTRYOFRESIDENCE', 'India'),
        el('PLACEOFSUPPLY', stateName(gst.placeOfSupply)),
      ]
    : [];
  // No ACTION: TallyPrime finds the voucher by its REMOTEID, creating it the first time and altering
  // it on every import after, so a range imported twice is not doubled.
  return tallyMessage(
    group(
      'VOUCHER',
      [
        el('DATE', tallyDate(header.date)),
        el('EFFECTIVEDATE', tallyDate(header.date)),
        el('GUID', header.remoteId),
        el('VOUCHERTYPENAME', header.type),
        el('VOUCHERNUMBER', header.number),
        el('REFERENCE', header.reference),
        el('PARTYLEDGERNAME', header.party),
        el('PARTYNAME', header.party),
        ...gstHeader,
        el('PERSISTEDVIEW', view),
        el('ISINVOICE', yesNo(invoiceView)),
        el('ISCANCELLED', yesNo(!!header.cancelled)),
        el('NARRATION', header.narration),
        ...body,
      ],
      { REMOTEID: header.remoteId, VCHTYPE: header.type, OBJVIEW: view },
    ),
  );
}
