import bwipjs from 'bwip-js';
import { drawEinvoiceBand } from './einvoice-band.js';
import PDFDocument from 'pdfkit';
import { BRAND_NAME, formatNumber, GST_STATES, type TAddress, type TInvoice } from '@godown/shared';
import { indianDate } from '../reports/report-documents.js';
import {
  fitted,
  machineReportFonts,
  stampFooters,
  useFonts,
  type ReportFonts,
} from '../reports/report-files.js';

// A tax invoice on A4 portrait (docs/domain.md#tax-invoices), with what rule 46 of the CGST Rules
// asks of one: the seller's name, address and GSTIN; the number and date; the buyer's name, address
// and GSTIN; the place of supply with its state; per line the description, HSN, quantity and unit,
// value, discount, taxable value, rate and tax (CGST and SGST, or IGST, and cess); the totals with
// the round-off; the amount in words; an HSN-wise summary; and the signature line. A UPI QR code for
// the amount due when the company has a UPI id. The lines' header repeats on every page they run onto.

const MARGIN = 32;
const ROW = 13;
const GREY = '#555555';
/** Rupees with their paise, grouped the Indian way: 1,23,456.50. */
const PAISE = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const RULE = '#999999';

type Align = 'left' | 'right';
interface Column {
  header: string;
  width: number;
  align: Align;
}

const stateName = (code: string) => `${GST_STATES[code as keyof typeof GST_STATES] ?? code} (${code})`;
const addressLines = (address: TAddress | null): string[] =>
  address
    ? [
        address.line,
        [address.district, address.stateCode ? stateName(address.stateCode) : null, address.pinCode]
          .filter(Boolean)
          .join(', '),
      ].filter((line) => line.length > 0)
    : [];

/** The UPI payment link a phone's UPI app opens: pay the company this invoice's total. */
export function upiLink(invoice: TInvoice): string | null {
  const upi = invoice.seller.upiId;
  // A transfer between the company's own registrations is paid by nobody.
  if (!upi || invoice.transfer) return null;
  const params = new URLSearchParams({
    pa: upi,
    pn: invoice.seller.legalName,
    am: invoice.total.toFixed(2),
    cu: 'INR',
    tn: `Invoice ${invoice.number ?? ''}`.trim(),
  });
  return `upi://pay?${params.toString()}`;
}

/**
 * How a credit or debit note prints on the invoice's layout: its heading and particulars instead of
 * the invoice's, its lines without rates or discounts (a change of price has no units), no UPI QR.
 */
export interface NoteHeading {
  title: string;
  heading: string;
  particulars: [string, string][];
}

/**
 * The invoice (or, with `note`, a credit or debit note drawn as one) as a PDF; `logo` the company's
 * PNG or JPEG; `fonts` as the reports find them.
 */
export async function invoicePdf(
  invoice: TInvoice,
  logo: Buffer | null,
  fonts: ReportFonts | null = machineReportFonts(),
  note?: NoteHeading,
): Promise<Buffer> {
  const title = note?.title ?? `Tax invoice ${invoice.number ?? ''}`.trim();
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: title, Author: invoice.seller.legalName, Creator: BRAND_NAME },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });
  const face = useFonts(pdf, fonts);
  const money = (n: number) => PAISE.format(n);
  const rupees = (n: number) => `${face.hasRupee ? '₹' : 'Rs. '}${PAISE.format(n)}`;
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN - 16;
  let y = MARGIN;

  const text = (
    value: string,
    x: number,
    top: number,
    w: number,
    options: { bold?: boolean; size?: number; color?: string; align?: Align } = {},
  ) => {
    pdf
      .font(options.bold ? face.bold : face.regular)
      .fontSize(options.size ?? 8)
      .fillColor(options.color ?? 'black');
    pdf.text(value, x, top, { width: w, align: options.align ?? 'left', lineBreak: true });
    return pdf.heightOfString(value, { width: w });
  };
  const rule = (top: number) =>
    pdf
      .moveTo(left, top)
      .lineTo(left + width, top)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();

  // The heading: logo, seller, and the invoice's own particulars.
  let headerLeft = left;
  if (logo) {
    try {
      pdf.image(logo, left, y, { fit: [64, 48] });
      headerLeft = left + 72;
    } catch {
      // An unreadable logo is left out; the invoice still prints.
    }
  }
  const sellerWidth = width * 0.58 - (headerLeft - left);
  let sy = y;
  sy += text(invoice.seller.legalName, headerLeft, sy, sellerWidth, { bold: true, size: 13 }) + 1;
  if (invoice.seller.tradeName)
    sy += text(invoice.seller.tradeName, headerLeft, sy, sellerWidth, { size: 9 });
  for (const line of addressLines(invoice.seller.address)) sy += text(line, headerLeft, sy, sellerWidth);
  sy += text(`GSTIN: ${invoice.seller.gstin}`, headerLeft, sy, sellerWidth, { bold: true });
  if (invoice.seller.pan) sy += text(`PAN: ${invoice.seller.pan}`, headerLeft, sy, sellerWidth);
  sy += text(`State: ${stateName(invoice.seller.stateCode)}`, headerLeft, sy, sellerWidth);

  const boxX = left + width * 0.6;
  const boxWidth = width * 0.4;
  let by = y;
  by +=
    text(
      note?.heading ?? (invoice.status === 'cancelled' ? 'TAX INVOICE (CANCELLED)' : 'TAX INVOICE'),
      boxX,
      by,
      boxWidth,
      {
        bold: true,
        size: 12,
        align: 'right',
        color: invoice.status === 'cancelled' ? '#b00020' : 'black',
      },
    ) + 2;
  const particulars: [string, string][] = note?.particulars ?? [
    ['Invoice no.', invoice.number ?? '(preview)'],
    ['Invoice date', indianDate(invoice.invoiceDate)],
    ['Due date', indianDate(invoice.dueDate)],
    ['Place of supply', stateName(invoice.placeOfSupply)],
    ['Supply', invoice.supply === 'inter' ? 'Inter-state (IGST)' : 'Intra-state (CGST + SGST)'],
    ['Reverse charge', 'No'],
  ];
  for (const [label, value] of particulars) {
    text(label, boxX, by, boxWidth * 0.38);
    by += text(value, boxX + boxWidth * 0.38, by, boxWidth * 0.62, { bold: true, align: 'right' });
  }
  y = Math.max(sy, by) + 6;
  if (invoice.einvoice) {
    rule(y);
    y = await drawEinvoiceBand(pdf, invoice.einvoice, { left, width, top: y + 6, text });
  }
  rule(y);
  y += 6;

  // The buyer: billed to, and shipped to.
  const half = width / 2 - 6;
  const party = (heading: string, x: number, address: TAddress | null, withTax: boolean) => {
    let py = y;
    py += text(heading, x, py, half, { color: GREY });
    py += text(invoice.buyer.name, x, py, half, { bold: true, size: 9 });
    for (const line of addressLines(address)) py += text(line, x, py, half);
    if (withTax) {
      py += text(invoice.buyer.gstin ? `GSTIN: ${invoice.buyer.gstin}` : 'Unregistered (B2C)', x, py, half, {
        bold: Boolean(invoice.buyer.gstin),
      });
      py += text(`State: ${stateName(invoice.buyer.stateCode)}`, x, py, half);
      if (invoice.buyer.phone) py += text(`Phone: ${invoice.buyer.phone}`, x, py, half);
    }
    return py;
  };
  // A counter sale's goods were handed over where they were (docs/domain.md#counter-sales).
  const handedOver = (x: number) => {
    let py = y;
    py += text('Handed over at the counter', x, py, half, { color: GREY });
    py += text(invoice.seller.tradeName ?? invoice.seller.legalName, x, py, half, { bold: true, size: 9 });
    for (const line of addressLines(invoice.seller.address)) py += text(line, x, py, half);
    return py;
  };
  const billedEnd = party('Bill to', left, invoice.buyer.billingAddress, true);
  const shippedEnd = invoice.counter
    ? handedOver(left + width / 2 + 6)
    : party(
        'Ship to',
        left + width / 2 + 6,
        invoice.buyer.shippingAddress ?? invoice.buyer.billingAddress,
        false,
      );
  y = Math.max(billedEnd, shippedEnd) + 6;
  rule(y);
  y += 4;

  // The lines.
  const inter = invoice.supply === 'inter';
  const hasCess = invoice.cess > 0;
  const columns: Column[] = [
    { header: '#', width: 16, align: 'right' },
    { header: 'Description', width: 0, align: 'left' },
    { header: 'HSN', width: 50, align: 'left' },
    { header: 'Qty', width: 46, align: 'right' },
    ...(note
      ? []
      : [
          { header: 'Rate', width: 52, align: 'right' as const },
          { header: 'Discount', width: 46, align: 'right' as const },
        ]),
    { header: 'Taxable', width: 56, align: 'right' },
    { header: 'GST%', width: 30, align: 'right' },
    ...(inter
      ? [{ header: 'IGST', width: 50, align: 'right' as const }]
      : [
          { header: 'CGST', width: 44, align: 'right' as const },
          { header: 'SGST', width: 44, align: 'right' as const },
        ]),
    ...(hasCess ? [{ header: 'Cess', width: 40, align: 'right' as const }] : []),
    { header: 'Amount', width: 58, align: 'right' },
  ];
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  columns[1]!.width = width - fixed;
  /** A row: the description wraps within its column (its second part grey); other cells are cut to fit. */
  const drawRow = (cells: string[], options: { bold?: boolean; detail?: string } = {}) => {
    let x = left;
    let height = ROW;
    columns.forEach((column, index) => {
      const cell = cells[index] ?? '';
      pdf
        .font(options.bold ? face.bold : face.regular)
        .fontSize(7.5)
        .fillColor('black');
      if (index === 1) {
        const w = column.width - 4;
        const nameHeight = pdf.heightOfString(cell, { width: w });
        pdf.text(cell, x + 2, y + 2, { width: w });
        let used = nameHeight;
        if (options.detail) {
          pdf.fontSize(6.5).fillColor(GREY);
          pdf.text(options.detail, x + 2, y + 2 + nameHeight, { width: w });
          used += pdf.heightOfString(options.detail, { width: w });
        }
        height = Math.max(height, used + 4);
      } else {
        pdf.text(fitted(pdf, cell, column.width - 4), x + 2, y + 2, {
          width: column.width - 4,
          align: column.align,
          lineBreak: false,
        });
      }
      x += column.width;
    });
    y += height;
  };
  /** How tall a line's row is, its description wrapped. */
  const rowHeight = (name: string, detail: string) => {
    const w = columns[1]!.width - 4;
    pdf.font(face.regular).fontSize(7.5);
    let used = pdf.heightOfString(name, { width: w });
    if (detail) used += pdf.fontSize(6.5).heightOfString(detail, { width: w });
    return Math.max(ROW, used + 4);
  };
  const header = () => {
    pdf.rect(left, y, width, ROW).fillColor('#eeeeee').fill();
    drawRow(
      columns.map((column) => column.header),
      { bold: true },
    );
  };
  header();
  for (const line of invoice.lines) {
    const detail = [
      line.product.sku,
      line.batch ? `Batch ${line.batch.code}` : null,
      line.batch?.expiryDate ? `Exp ${indianDate(line.batch.expiryDate)}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
    if (y + rowHeight(line.product.productName, detail) > bottom()) {
      pdf.addPage();
      y = MARGIN;
      text(`${title} (continued)`, left, y, width, { color: GREY });
      y += 12;
      header();
    }
    drawRow(
      [
        String(line.lineNo),
        line.product.productName,
        line.hsnCode ?? '',
        line.quantity ? `${formatNumber(line.quantity, 0)} ${line.uqc ?? ''}`.trim() : '',
        ...(note ? [] : [money(line.rate), line.discount ? money(line.discount) : '']),
        money(line.taxable),
        formatNumber(line.gstRate, 2).replace(/\.00$/, ''),
        ...(inter ? [money(line.igst)] : [money(line.cgst), money(line.sgst)]),
        ...(hasCess ? [money(line.cess)] : []),
        money(line.total),
      ],
      { detail },
    );
    rule(y);
  }

  // The totals, the amount in words, the HSN summary, the bank, the QR and the signature.
  const ensure = (height: number) => {
    if (y + height > bottom()) {
      pdf.addPage();
      y = MARGIN;
    }
  };
  const totals: [string, string][] = [
    ['Taxable value', rupees(invoice.taxable)],
    ...(inter
      ? [['IGST', rupees(invoice.igst)] as [string, string]]
      : [
          ['CGST', rupees(invoice.cgst)] as [string, string],
          ['SGST', rupees(invoice.sgst)] as [string, string],
        ]),
    ...(hasCess ? [['Cess', rupees(invoice.cess)] as [string, string]] : []),
    ['Round off', `${invoice.roundOff > 0 ? '+' : ''}${money(invoice.roundOff)}`],
  ];
  ensure(totals.length * 12 + 40);
  y += 6;
  const totalsX = left + width * 0.6;
  for (const [label, value] of totals) {
    text(label, totalsX, y, width * 0.2);
    y += text(value, totalsX + width * 0.2, y, width * 0.2, { align: 'right' }) + 1;
  }
  text('Total', totalsX, y, width * 0.2, { bold: true, size: 10 });
  y +=
    text(rupees(invoice.total), totalsX + width * 0.2, y, width * 0.2, {
      bold: true,
      size: 10,
      align: 'right',
    }) + 4;
  y += text(invoice.amountInWords, left, y, width, { bold: true }) + 8;

  const hsnColumns = [
    'HSN',
    'Unit',
    'Qty',
    'GST %',
    'Taxable',
    ...(inter ? ['IGST'] : ['CGST', 'SGST']),
    ...(hasCess ? ['Cess'] : []),
  ];
  ensure(ROW * (invoice.hsnSummary.length + 2) + 8);
  y += text('HSN-wise summary', left, y, width, { bold: true }) + 2;
  const hsnWidth = (width * 0.7) / hsnColumns.length;
  const hsnRow = (cells: string[], bold = false) => {
    cells.forEach((cell, index) =>
      text(cell, left + index * hsnWidth, y + 2, hsnWidth - 4, { bold, align: index < 2 ? 'left' : 'right' }),
    );
    y += ROW;
  };
  hsnRow(hsnColumns, true);
  for (const row of invoice.hsnSummary) {
    hsnRow([
      row.hsnCode ?? '-',
      row.uqc ?? '',
      formatNumber(row.quantity, 0),
      formatNumber(row.gstRate, 2).replace(/\.00$/, ''),
      money(row.taxable),
      ...(inter ? [money(row.igst)] : [money(row.cgst), money(row.sgst)]),
      ...(hasCess ? [money(row.cess)] : []),
    ]);
  }
  y += 8;

  const link = note ? null : upiLink(invoice);
  ensure(110);
  const footTop = y;
  let fy = y;
  if (invoice.seller.bank) {
    const bank = invoice.seller.bank;
    fy += text('Bank details', left, fy, width * 0.5, { bold: true });
    fy += text(`${bank.name}${bank.branch ? `, ${bank.branch}` : ''}`, left, fy, width * 0.5);
    fy += text(`Account ${bank.account} · IFSC ${bank.ifsc}`, left, fy, width * 0.5);
  }
  if (invoice.seller.upiId) fy += text(`UPI: ${invoice.seller.upiId}`, left, fy, width * 0.5);
  if (invoice.seller.terms) fy += text(invoice.seller.terms, left, fy + 4, width * 0.5, { color: GREY }) + 4;
  if (invoice.transfer) {
    const line = `Transfer ${invoice.transfer.transport.packageId}: goods sent to the company's registration ${invoice.transfer.recipient.gstin}.`;
    fy += text(line, left, fy + 2, width * 0.5, { color: GREY }) + 2;
  }
  if (invoice.notes) fy += text(`Note: ${invoice.notes}`, left, fy + 2, width * 0.5, { color: GREY }) + 2;
  if (invoice.status === 'cancelled' && invoice.cancelReason) {
    fy += text(`Cancelled: ${invoice.cancelReason}`, left, fy + 2, width * 0.5, { color: '#b00020' }) + 2;
  }
  if (link && invoice.status !== 'cancelled') {
    const qr = await bwipjs.toBuffer({
      bcid: 'qrcode',
      text: link,
      scale: 3,
      paddingwidth: 0,
      paddingheight: 0,
    });
    pdf.image(qr, left + width * 0.52, footTop, { fit: [72, 72] });
    text('Scan to pay by UPI', left + width * 0.52, footTop + 74, 80, { size: 6.5, color: GREY });
  }
  const signX = left + width * 0.7;
  text(`For ${invoice.seller.legalName}`, signX, footTop, width * 0.3, { bold: true, align: 'right' });
  text('Authorised signatory', signX, footTop + 60, width * 0.3, { align: 'right', color: GREY });
  y = Math.max(fy, footTop + 90);

  const { count } = pdf.bufferedPageRange();
  stampFooters(pdf, { font: face.regular, size: 7, y: (page) => page.height - MARGIN - 8 }, (n) => [
    note ? 'This is a computer-generated note.' : 'This is a computer-generated invoice.',
    `${invoice.number ?? ''} · Page ${n} of ${count}`,
  ]);
  pdf.end();
  await finished;
  return Buffer.concat(chunks);
}
