import bwipjs from 'bwip-js';
import { indiaDateTime, type TEinvoiceRecord } from '@godown/shared';

// The e-invoice's band on a printed invoice or note (docs/domain.md#e-invoices): the IRN, the
// acknowledgement, and the QR code of what the portal signed, drawn here on the server (the signed
// code never goes to a third party's QR service). A cancelled IRN prints as cancelled, without its QR.

type Text = (
  value: string,
  x: number,
  top: number,
  width: number,
  options?: { bold?: boolean; size?: number; color?: string },
) => number;

/** An instant as the printout writes it: its day and time in India, "01-12-2026 11:05". */
function printedTime(instant: string): string {
  const clock = indiaDateTime(instant);
  return `${clock.slice(8, 10)}-${clock.slice(5, 7)}-${clock.slice(0, 4)} ${clock.slice(11)}`;
}

/** The side of the QR code on the page, in points (about 30 mm: a phone reads it off paper). */
const QR_SIZE = 86;

/** Draws the band from `top`; returns where the next block starts. */
export async function drawEinvoiceBand(
  pdf: PDFKit.PDFDocument,
  record: TEinvoiceRecord,
  place: { left: number; width: number; top: number; text: Text },
): Promise<number> {
  const { left, width, top, text } = place;
  const textWidth = width - QR_SIZE - 12;
  let y = top;
  const cancelled = record.status === 'cancelled';
  y += text(cancelled ? 'e-Invoice (IRN cancelled)' : 'e-Invoice', left, y, textWidth, {
    bold: true,
    color: cancelled ? '#b00020' : 'black',
  });
  y += text(`IRN: ${record.irn}`, left, y, textWidth, { size: 7.5 });
  y += text(`Ack No.: ${record.ackNo}`, left, y, textWidth);
  y += text(`Ack Date: ${printedTime(record.ackDate)}`, left, y, textWidth);
  if (cancelled && record.cancelledAt) {
    y += text(`Cancelled at the portal: ${printedTime(record.cancelledAt)}`, left, y, textWidth, {
      color: '#b00020',
    });
    return y + 4;
  }
  const qr = await bwipjs.toBuffer({
    bcid: 'qrcode',
    text: record.signedQrCode,
    scale: 2,
    paddingwidth: 0,
    paddingheight: 0,
  });
  pdf.image(qr, left + width - QR_SIZE, top, { fit: [QR_SIZE, QR_SIZE] });
  return Math.max(y, top + QR_SIZE) + 4;
}
