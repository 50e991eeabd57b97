import { toPaise } from '@godown/shared';

// What an invoice and a note answer alike: their amounts, and a taxed line's taxes with its total
// added in whole paise.

type Amount = number | string;

/** A document's taxable value, taxes, round-off and total, as stored. */
export function documentAmounts(row: {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  roundOff: number;
  total: number;
}) {
  const { taxable, cgst, sgst, igst, cess, roundOff, total } = row;
  return { taxable, cgst, sgst, igst, cess, roundOff, total };
}

/** A line's taxable value and taxes in rupees, with their total added in paise. */
export function lineTaxes(line: { taxable: Amount; cgst: Amount; sgst: Amount; igst: Amount; cess: Amount }) {
  const parts = [line.taxable, line.cgst, line.sgst, line.igst, line.cess].map(Number);
  const [taxable, cgst, sgst, igst, cess] = parts as [number, number, number, number, number];
  return {
    taxable,
    cgst,
    sgst,
    igst,
    cess,
    total: parts.reduce((sum, value) => sum + toPaise(value), 0) / 100,
  };
}

/** A line's product as it was billed, and its batch. */
export function billedProduct(line: {
  productId: string;
  productName: string;
  sku: string | null;
  batchCode: string | null;
  expiryDate: string | null;
}) {
  return {
    product: { id: line.productId, productName: line.productName, sku: line.sku },
    batch: line.batchCode ? { code: line.batchCode, expiryDate: line.expiryDate } : null,
  };
}
