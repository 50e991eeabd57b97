import type { Readable } from 'node:stream';
import { tallyFileName, type PaymentMode } from '@godown/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { Download } from '../../http/attachment.js';
import {
  inventoryEntry,
  ledgerEntry,
  voucher,
  type Bill,
  type Entry,
  type Goods,
  type VoucherType,
} from './tally-entries.js';
import { loadTallyNames, remoteId, tallyCompanyName, TALLY_LEDGERS, type TallyNames } from './tally-names.js';
import {
  invoiceLines,
  invoicePages,
  noteLines,
  notePages,
  purchaseLines,
  purchasePages,
  receiptAllocations,
  receiptPages,
  registrationExists,
  type AllocationRow,
  type DocumentRow,
  type InvoiceRow,
  type LineRow,
  type NoteRow,
  type PurchaseLineRow,
  type PurchaseRow,
  type ReceiptRow,
  type TallyVoucherQuery,
} from './tally-vouchers-read.js';
import { ENVELOPE_END, envelopeStart, openXmlStream, paiseOf, XML_CONTENT_TYPE } from './tally-xml.js';

// The vouchers file (docs/domain.md#tally): sales from the invoices, credit and debit notes, receipts
// and purchases, each in Tally's sign convention: a debit is a negative amount (ISDEEMEDPOSITIVE Yes),
// a credit a positive one, and a voucher's amounts add up to nothing. Every amount is paise until it
// is written.

/** The party ledger a document bills: its customer, or on a transfer the receiving registration. */
function partyOf(doc: DocumentRow, names: TallyNames): string {
  if (doc.recipient_id && doc.recipient_name) {
    return names.party('registration', {
      id: doc.recipient_id,
      name: doc.recipient_name,
      gstin: doc.recipient_gstin,
    });
  }
  return names.party('customer', {
    id: doc.customer_id ?? '',
    name: doc.customer_name ?? '',
    gstin: doc.customer_gstin,
  });
}

/** The taxes and round-off of a document, on its sales side (`sign` 1: credited, -1: debited). */
function taxEntries(doc: DocumentRow, sign: number): Entry[] {
  const entries: Entry[] = [
    { ledger: TALLY_LEDGERS.cgst, paise: sign * paiseOf(doc.cgst) },
    { ledger: TALLY_LEDGERS.sgst, paise: sign * paiseOf(doc.sgst) },
    { ledger: TALLY_LEDGERS.igst, paise: sign * paiseOf(doc.igst) },
    { ledger: TALLY_LEDGERS.cess, paise: sign * paiseOf(doc.cess) },
    { ledger: TALLY_LEDGERS.roundOff, paise: sign * paiseOf(doc.round_off) },
  ];
  return entries.filter((entry) => entry.paise !== 0);
}

/**
 * An invoice or a note as a voucher of goods: each line with units as the item's goods (the taxable
 * value its amount, the discount in it), a line without units (a change of price) to the Sales ledger,
 * then the party with the bill, the taxes and the round-off. `sign` is 1 for what adds to a sale (an
 * invoice, a debit note) and -1 for a credit note.
 */
function documentVoucher(
  doc: DocumentRow,
  lines: LineRow[],
  names: TallyNames,
  kind: { type: VoucherType; sign: number; remoteId: string; bill: Bill['type']; billName: string },
  narration: string | null,
): string {
  const godown = names.godown({ id: doc.godown_id, name: doc.godown_name });
  const { sign } = kind;
  const goods: Goods[] = [];
  let valueOnly = 0;
  for (const line of lines) {
    const taxable = paiseOf(line.taxable);
    if (line.quantity === null) {
      valueOnly += taxable;
      continue;
    }
    goods.push({
      item: names.product({ id: line.product_id, name: line.product_name, sku: line.sku }),
      unit: line.unit,
      quantity: line.quantity,
      ratePaise: paiseOf(line.rate),
      paise: sign * taxable,
      godown,
      batch: line.batch_code,
      ledger: TALLY_LEDGERS.sales,
    });
  }
  const party = partyOf(doc, names);
  const total = paiseOf(doc.total);
  const entries: Entry[] = [
    {
      ledger: party,
      paise: -sign * total,
      party: true,
      bills: [{ type: kind.bill, name: kind.billName, paise: -sign * total }],
    },
    ...(valueOnly ? [{ ledger: TALLY_LEDGERS.sales, paise: sign * valueOnly }] : []),
    ...taxEntries(doc, sign),
  ];
  return voucher(
    {
      remoteId: kind.remoteId,
      type: kind.type,
      date: doc.date,
      number: doc.number,
      party,
      gst: { gstin: doc.gstin, placeOfSupply: doc.place_of_supply },
      narration,
    },
    [...goods.map(inventoryEntry), ...entries.map((entry) => ledgerEntry('LEDGERENTRIES.LIST', entry))],
    true,
  );
}

/**
 * A sales voucher of an invoice. A cancelled invoice is sent as a cancelled voucher: its number,
 * date and party with no amounts, so Tally's series has no gap and an invoice imported before it was
 * cancelled is cancelled there too (the same REMOTEID).
 */
export function salesVoucher(invoice: InvoiceRow, lines: LineRow[], names: TallyNames): string {
  const id = remoteId('invoice', invoice.id);
  if (invoice.status === 'cancelled') {
    return voucher(
      {
        remoteId: id,
        type: 'Sales',
        date: invoice.date,
        number: invoice.number,
        party: partyOf(invoice, names),
        gst: { gstin: invoice.gstin, placeOfSupply: invoice.place_of_supply },
        cancelled: true,
        narration: invoice.cancel_reason ? `Cancelled: ${invoice.cancel_reason}` : 'Cancelled',
      },
      [],
      true,
    );
  }
  return documentVoucher(
    invoice,
    lines,
    names,
    { type: 'Sales', sign: 1, remoteId: id, bill: 'New Ref', billName: invoice.number },
    invoice.narration,
  );
}

/** A credit note (goods back, value off) or a debit note (value added), against its invoice's bill. */
export function noteVoucher(note: NoteRow, lines: LineRow[], names: TallyNames): string {
  const credit = note.kind === 'credit';
  return documentVoucher(
    note,
    lines,
    names,
    {
      type: credit ? 'Credit Note' : 'Debit Note',
      sign: credit ? -1 : 1,
      remoteId: remoteId('note', note.id),
      bill: 'Agst Ref',
      billName: note.invoice_number,
    },
    [`Against invoice ${note.invoice_number}`, note.narration].filter(Boolean).join('; '),
  );
}

const MODE_WORDS: Readonly<Record<PaymentMode, string>> = {
  cash: 'Cash',
  upi: 'UPI',
  cheque: 'Cheque',
  bankTransfer: 'Bank transfer',
};

/**
 * A receipt: the party credited, settling each invoice it was allocated to (Agst Ref) and the rest on
 * account; cash debited to Cash, every other mode to Bank.
 */
export function receiptVoucher(receipt: ReceiptRow, allocations: AllocationRow[], names: TallyNames): string {
  const amount = paiseOf(receipt.amount);
  const bills: Bill[] = allocations.map((a) => ({
    type: 'Agst Ref',
    name: a.invoice_number,
    paise: paiseOf(a.amount),
  }));
  const onAccount = amount - bills.reduce((sum, bill) => sum + bill.paise, 0);
  if (onAccount > 0) bills.push({ type: 'On Account', paise: onAccount });
  const party = names.party('customer', {
    id: receipt.customer_id,
    name: receipt.customer_name,
    gstin: receipt.customer_gstin,
  });
  const entries: Entry[] = [
    { ledger: party, paise: amount, party: true, bills },
    { ledger: receipt.mode === 'cash' ? TALLY_LEDGERS.cash : TALLY_LEDGERS.bank, paise: -amount },
  ];
  const words = [MODE_WORDS[receipt.mode], receipt.reference].filter(Boolean).join(' ');
  return voucher(
    {
      remoteId: remoteId('receipt', receipt.id),
      type: 'Receipt',
      date: receipt.date,
      number: receipt.number,
      reference: receipt.reference,
      party,
      narration: [words, receipt.narration].filter(Boolean).join('; '),
    },
    entries.map((entry) => ledgerEntry('ALLLEDGERENTRIES.LIST', entry)),
    false,
  );
}

/**
 * A purchase: the goods of one receipt on a purchase order at the order's prices, into its godown,
 * the supplier credited. Godown knows no tax on purchases (an order has prices, not a supplier's
 * invoice), so none is posted: the accountant adds the input tax from the supplier's invoice.
 */
export function purchaseVoucher(receipt: PurchaseRow, lines: PurchaseLineRow[], names: TallyNames): string {
  const godown = names.godown({ id: receipt.godown_id, name: receipt.godown_name });
  const goods: Goods[] = lines.map((line) => {
    const ratePaise = paiseOf(line.rate);
    return {
      item: names.product({ id: line.product_id, name: line.product_name, sku: line.sku }),
      unit: line.unit,
      quantity: line.quantity,
      ratePaise,
      paise: -line.quantity * ratePaise,
      godown,
      batch: line.batch_code,
      ledger: TALLY_LEDGERS.purchase,
    };
  });
  const total = -goods.reduce((sum, g) => sum + g.paise, 0);
  const number = `${receipt.po_number}/${receipt.nth}`;
  const party = names.party('supplier', { id: receipt.supplier_id ?? '', name: receipt.supplier_name ?? '' });
  return voucher(
    {
      remoteId: remoteId('purchase', `${receipt.purchase_order_id}-${receipt.first_id}`),
      type: 'Purchase',
      date: receipt.date,
      number,
      reference: receipt.po_number,
      party,
      narration: `Goods received on purchase order ${receipt.po_number}`,
    },
    [
      ...goods.map(inventoryEntry),
      ledgerEntry('LEDGERENTRIES.LIST', {
        ledger: party,
        paise: total,
        party: true,
        bills: [{ type: 'New Ref', name: number, paise: total }],
      }),
    ],
    true,
  );
}

/** Rows by a key, in their order. */
function byKey<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

async function* voucherChunks(db: Db, query: TallyVoucherQuery, company: string): AsyncGenerator<string> {
  const names = await loadTallyNames(db);
  yield envelopeStart('Vouchers', company);
  for await (const page of invoicePages(db, query)) {
    const issued = page.filter((invoice) => invoice.status === 'issued').map((invoice) => invoice.id);
    const lines = byKey(await invoiceLines(db, issued), (line) => line.document_id);
    yield page.map((invoice) => salesVoucher(invoice, lines.get(invoice.id) ?? [], names)).join('');
  }
  for await (const page of notePages(db, query)) {
    const lines = byKey(
      await noteLines(
        db,
        page.map((note) => note.id),
      ),
      (line) => line.document_id,
    );
    yield page.map((note) => noteVoucher(note, lines.get(note.id) ?? [], names)).join('');
  }
  // A customer pays the company, not one of its registrations: receipts go in the company's file only.
  if (!query.registration) {
    for await (const page of receiptPages(db, query)) {
      const allocations = byKey(
        await receiptAllocations(
          db,
          page.map((receipt) => receipt.id),
        ),
        (a) => a.receipt_id,
      );
      yield page.map((receipt) => receiptVoucher(receipt, allocations.get(receipt.id) ?? [], names)).join('');
    }
  }
  for await (const page of purchasePages(db, query)) {
    // An order whose supplier was deleted names no party to credit: its receipts stay out.
    const known = page.filter((receipt) => receipt.supplier_id && receipt.supplier_name);
    const lines = byKey(await purchaseLines(db, known), (line) => `${line.purchase_order_id} ${line.at}`);
    yield known
      .map((receipt) =>
        purchaseVoucher(receipt, lines.get(`${receipt.purchase_order_id} ${receipt.at}`) ?? [], names),
      )
      .join('');
  }
  yield ENVELOPE_END;
}

/**
 * The vouchers file of a range to download, streamed page by page: 404 for an unknown registration.
 * `onError` hears of a failure after the file has begun (the download then breaks).
 */
export async function openTallyVouchers(
  db: Db,
  query: TallyVoucherQuery,
  fallbackCompany: string,
  onError: (error: unknown) => void,
): Promise<Download & { body: Readable }> {
  if (query.registration && !(await registrationExists(db, query.registration))) {
    throw notFound('registration.unknown');
  }
  const company = await tallyCompanyName(db, fallbackCompany);
  return {
    fileName: tallyFileName('vouchers', query),
    contentType: XML_CONTENT_TYPE,
    body: await openXmlStream(voucherChunks(db, query, company), onError),
  };
}
