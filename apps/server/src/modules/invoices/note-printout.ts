import { GST_STATES, hsnSummary, toPaise, toRupees, type TInvoice, type TNote } from '@godown/shared';
import { indianDate } from '../reports/report-documents.js';
import type { NoteHeading } from './invoice-pdf.js';

// A credit or debit note drawn on its invoice's layout (docs/domain.md#credit-and-debit-notes): the
// seller and buyer as the invoice kept them, the note's own number, date and reason, and its lines.

const REASON_WORDS: Record<TNote['reason'], string> = {
  return: 'Goods returned',
  priceDifference: 'Price difference',
  other: 'Other',
};

/** The note as the PDF writer draws an invoice, and the heading that makes it a note. */
export function notePrintout(note: TNote, invoice: TInvoice): { document: TInvoice; heading: NoteHeading } {
  const lines = note.lines.map((l) => ({
    lineNo: l.lineNo,
    product: l.product,
    batch: l.batch,
    hsnCode: l.hsnCode,
    uqc: l.uqc,
    quantity: l.quantity ?? 0,
    rate: 0,
    discount: 0,
    gstRate: l.gstRate,
    cessRate: l.cessRate,
    taxable: l.taxable,
    cgst: l.cgst,
    sgst: l.sgst,
    igst: l.igst,
    cess: l.cess,
    total: l.total,
  }));
  const paise = (n: number) => toPaise(n);
  const summary = hsnSummary(
    lines.map((l) => ({
      hsnCode: l.hsnCode,
      uqc: l.uqc,
      gstRate: l.gstRate,
      quantity: l.quantity,
      taxable: paise(l.taxable),
      cgst: paise(l.cgst),
      sgst: paise(l.sgst),
      igst: paise(l.igst),
      cess: paise(l.cess),
    })),
  ).map((row) => ({
    ...row,
    taxable: toRupees(row.taxable),
    cgst: toRupees(row.cgst),
    sgst: toRupees(row.sgst),
    igst: toRupees(row.igst),
    cess: toRupees(row.cess),
  }));
  const word = note.kind === 'credit' ? 'Credit note' : 'Debit note';
  const state = GST_STATES[note.placeOfSupply as keyof typeof GST_STATES] ?? note.placeOfSupply;
  return {
    document: {
      ...invoice,
      number: note.number,
      einvoice: note.einvoice,
      status: 'issued',
      taxable: note.taxable,
      cgst: note.cgst,
      sgst: note.sgst,
      igst: note.igst,
      cess: note.cess,
      roundOff: note.roundOff,
      total: note.total,
      lines,
      hsnSummary: summary,
      amountInWords: note.amountInWords,
      notes: note.notes,
      cancelReason: null,
    },
    heading: {
      title: `${word} ${note.number}`,
      heading: word.toUpperCase(),
      particulars: [
        ['Note no.', note.number],
        ['Note date', indianDate(note.noteDate)],
        ['Against invoice', invoice.number ?? ''],
        ['Invoice date', indianDate(invoice.invoiceDate)],
        [
          'Reason',
          note.salesReturn
            ? `${REASON_WORDS[note.reason]} (${note.salesReturn.number})`
            : REASON_WORDS[note.reason],
        ],
        ['Place of supply', `${state} (${note.placeOfSupply})`],
        ['Supply', note.supply === 'inter' ? 'Inter-state (IGST)' : 'Intra-state (CGST + SGST)'],
      ],
    },
  };
}
