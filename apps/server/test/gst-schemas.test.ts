import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  einvoiceArithmetic,
  validateEinvoice,
  validateEwayBills,
  validateGstr1,
} from './support/gst-schemas.js';

// The JSON Schema fixtures of the GST portals' files (test/fixtures/gst) must take the project's own
// samples and refuse each kind of mistake, naming the field: the files the app generates are checked
// against them.

const sample = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/gst/${name}`, import.meta.url), 'utf8'));

const invoice = sample('einvoice-sample.json');
const creditNote = sample('einvoice-credit-note-sample.json');
const ewayBills = sample('ewaybill-bulk-sample.json');
const gstr1 = sample('gstr1-sample.json');

const REMOVE = Symbol('remove');

/** A copy of doc with the value at a dotted path (array indexes as numbers) replaced, or removed. */
function changed(doc: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(doc);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let node = copy as Record<string, unknown>;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}

describe('the e-invoice schema (IRP 1.1)', () => {
  it('takes the samples, alone or as a bulk file, and their sums add up', () => {
    for (const doc of [invoice, creditNote]) {
      expect(validateEinvoice(doc)).toEqual([]);
      expect(einvoiceArithmetic(doc)).toEqual([]);
    }
    expect(validateEinvoice([invoice, creditNote])).toEqual([]);
    expect(einvoiceArithmetic([invoice, creditNote])).toEqual([]);
  });

  it('refuses a missing required field', () => {
    expect(validateEinvoice(changed(invoice, 'SellerDtls.Gstin', REMOVE))).toEqual([
      "/SellerDtls must have required property 'Gstin'",
    ]);
    expect(validateEinvoice(changed(invoice, 'ItemList.0.HsnCd', REMOVE))).toEqual([
      "/ItemList/0 must have required property 'HsnCd'",
    ]);
    expect(validateEinvoice(changed(creditNote, 'RefDtls.PrecDocDtls.0.InvDt', REMOVE))).toEqual([
      "/RefDtls/PrecDocDtls/0 must have required property 'InvDt'",
    ]);
    expect(validateEinvoice(changed(invoice, 'ValDtls', REMOVE))).toEqual([
      "/ must have required property 'ValDtls'",
    ]);
  });

  it('refuses a document number too long or badly formed', () => {
    expect(validateEinvoice(changed(invoice, 'DocDtls.No', 'GD/2025-26/000142'))).toContain(
      '/DocDtls/No must NOT have more than 16 characters',
    );
    expect(validateEinvoice(changed(invoice, 'DocDtls.No', '0142'))).toEqual([
      '/DocDtls/No must match pattern "^([A-Z1-9]{1}[A-Z0-9/-]{0,15})$"',
    ]);
  });

  it('refuses a 5-digit pincode, a bad GSTIN, a date not dd/mm/yyyy', () => {
    expect(validateEinvoice(changed(invoice, 'BuyerDtls.Pin', 41104))).toEqual([
      '/BuyerDtls/Pin must be >= 100000',
    ]);
    expect(validateEinvoice(changed(invoice, 'BuyerDtls.Gstin', 'AB27ABCR5678K1Z'))).toEqual([
      '/BuyerDtls/Gstin must match pattern "^(([0-9]{2}[0-9A-Z]{13})|URP)$"',
    ]);
    expect(validateEinvoice(changed(invoice, 'DocDtls.Dt', '2025-08-14'))).toEqual([
      '/DocDtls/Dt must match pattern "[0-3][0-9]/[0-1][0-9]/[2][0][1-2][0-9]"',
    ]);
  });

  it('refuses a value outside an enum, an unknown key, a string for a number', () => {
    expect(validateEinvoice(changed(invoice, 'TranDtls.SupTyp', 'XYZ'))).toEqual([
      '/TranDtls/SupTyp must be equal to one of the allowed values',
    ]);
    expect(validateEinvoice(changed(invoice, 'Version', '1.0'))).toEqual([
      '/Version must be equal to one of the allowed values',
    ]);
    expect(validateEinvoice(changed(invoice, 'ItemList.1.BatchNo', 'RB-1'))).toEqual([
      '/ItemList/1 must NOT have additional properties: BatchNo',
    ]);
    expect(validateEinvoice(changed(invoice, 'ValDtls.AssVal', '82906'))).toEqual([
      '/ValDtls/AssVal must be number',
    ]);
  });

  it('refuses a GST rate not in the list, in the schema and in the sums', () => {
    const doc = changed(invoice, 'ItemList.1.GstRt', 17);
    expect(validateEinvoice(doc)).toEqual(['/ItemList/1/GstRt must be equal to one of the allowed values']);
    expect(einvoiceArithmetic(doc)).toEqual([
      '/ItemList/1/GstRt 17 is not one of the GST rates 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40',
    ]);
  });

  it('refuses a round-off beyond ±99.99', () => {
    const doc = changed(changed(invoice, 'ValDtls.RndOffAmt', 120), 'ValDtls.TotInvVal', 88459.08);
    expect(validateEinvoice(doc)).toEqual(['/ValDtls/RndOffAmt must be <= 99.99']);
    expect(einvoiceArithmetic(doc)).toEqual(['/ValDtls/RndOffAmt 120.00 is beyond ±99.99']);
  });

  it('finds an item whose total does not add up, and the totals that follow it', () => {
    const doc = changed(invoice, 'ItemList.1.TotItemVal', 11698.08);
    expect(validateEinvoice(doc)).toEqual([]);
    expect(einvoiceArithmetic(doc)).toEqual([
      '/ItemList/1/TotItemVal 11698.08 is not AssAmt + taxes + OthChrg = 11689.08',
    ]);
    const taxed = changed(invoice, 'ItemList.0.CgstAmt', 1826);
    expect(einvoiceArithmetic(taxed)).toEqual([
      '/ItemList/0/TotItemVal 76650.00 is not AssAmt + taxes + OthChrg = 76651.00',
      '/ItemList/0/CgstAmt 1826.00 differs from SgstAmt 1825.00',
      "/ValDtls/CgstVal 2716.54 is not the items' CgstAmt = 2717.54",
    ]);
  });

  it('finds an assessable value, a gross amount or an invoice total that does not add up', () => {
    expect(einvoiceArithmetic(changed(invoice, 'ItemList.0.Discount', 900))).toEqual([
      '/ItemList/0/AssAmt 73000.00 is not TotAmt − Discount = 73100.00',
    ]);
    expect(einvoiceArithmetic(changed(invoice, 'ItemList.1.Qty', 25))).toEqual([
      '/ItemList/1/TotAmt 9906.00 is not Qty × UnitPrice = 10318.75 (±1.00)',
    ]);
    expect(einvoiceArithmetic(changed(invoice, 'ValDtls.TotInvVal', 88340))).toEqual([
      '/ValDtls/TotInvVal 88340.00 is not AssVal + taxes + OthChrg − Discount + RndOffAmt = 88339.00',
    ]);
  });

  it('wants IGST between states and CGST with SGST within one', () => {
    // The credit note's buyer in Karnataka, place of supply Maharashtra: the IGST is out of place.
    const intraState = changed(creditNote, 'BuyerDtls.Pos', '27');
    expect(einvoiceArithmetic(intraState)).toEqual([
      '/ItemList/0 has IgstAmt on an intra-state supply',
      '/ItemList/0/CgstAmt 0.00 is not 2.5% of AssAmt = 138.75 (±1.00)',
      '/ItemList/0/SgstAmt 0.00 is not 2.5% of AssAmt = 138.75 (±1.00)',
    ]);
    // The invoice to Maharashtra billed from a Gujarat seller: CGST and SGST are out of place.
    expect(einvoiceArithmetic(changed(invoice, 'SellerDtls.Stcd', '24'))).toContain(
      '/ItemList/0 has CgstAmt/SgstAmt on an IGST supply (another state, an SEZ or an export)',
    );
  });

  it('names the document of a bulk file that is wrong', () => {
    const broken = changed(creditNote, 'DocDtls.Typ', 'CRD');
    expect(validateEinvoice([invoice, broken])).toEqual([
      '/1/DocDtls/Typ must be equal to one of the allowed values',
    ]);
    expect(validateEinvoice([])).toEqual(['/ must NOT have fewer than 1 items']);
    const unbalanced = changed(creditNote, 'ValDtls.IgstVal', 270);
    expect(einvoiceArithmetic([invoice, unbalanced])).toEqual([
      "/1/ValDtls/IgstVal 270.00 is not the items' IgstAmt = 277.50",
      '/1/ValDtls/TotInvVal 5828.00 is not AssVal + taxes + OthChrg − Discount + RndOffAmt = 5820.50',
    ]);
  });
});

describe('the e-way bill bulk schema (NIC)', () => {
  it('takes the sample', () => {
    expect(validateEwayBills(ewayBills)).toEqual([]);
  });

  it('refuses a bill without a required field', () => {
    for (const field of ['transDistance', 'docNo', 'fromPincode', 'itemList', 'totInvValue']) {
      expect(validateEwayBills(changed(ewayBills, `billLists.0.${field}`, REMOVE))).toEqual([
        `/billLists/0 must have required property '${field}'`,
      ]);
    }
    // Every item is checked, not only the first.
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.itemList.1.hsnCode', REMOVE))).toEqual([
      "/billLists/0/itemList/1 must have required property 'hsnCode'",
    ]);
  });

  it('refuses a distance over 4000 km', () => {
    expect(validateEwayBills(changed(ewayBills, 'billLists.1.transDistance', 4001))).toEqual([
      '/billLists/1/transDistance must be <= 4000',
    ]);
  });

  it('refuses codes outside their lists and values of the wrong type', () => {
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.supplyType', 'X'))).toEqual([
      '/billLists/0/supplyType must be equal to one of the allowed values',
    ]);
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.docType', 'DBN'))).toEqual([
      '/billLists/0/docType must be equal to one of the allowed values',
    ]);
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.transType', 5))).toEqual([
      '/billLists/0/transType must be equal to one of the allowed values',
    ]);
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.transType', '1'))).toContain(
      '/billLists/0/transType must be number',
    );
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.fromPincode', 41102))).toEqual([
      '/billLists/0/fromPincode must be >= 100000',
    ]);
  });

  it('refuses a too-long value, a third decimal, an unknown key', () => {
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.docNo', 'GD/2025-26/000142'))).toEqual([
      '/billLists/0/docNo must NOT have more than 16 characters',
    ]);
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.itemList.0.qtyUnit', 'BAGS'))).toEqual([
      '/billLists/0/itemList/0/qtyUnit must NOT have more than 3 characters',
    ]);
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.cgstValue', 2716.545))).toEqual([
      '/billLists/0/cgstValue must be multiple of 0.01',
    ]);
    expect(validateEwayBills(changed(ewayBills, 'billLists.0.ewbNo', '331009876543'))).toEqual([
      '/billLists/0 must NOT have additional properties: ewbNo',
    ]);
  });
});

describe('the GSTR-1 schema (offline tool JSON)', () => {
  it('takes the sample, every section filled', () => {
    expect(validateGstr1(gstr1)).toEqual([]);
  });

  it('refuses a bad return period, a bad invoice date, an unknown section', () => {
    expect(validateGstr1(changed(gstr1, 'fp', '132025'))).toEqual([
      '/fp must match pattern "^(0[1-9]|1[0-2])[0-9]{4}$"',
    ]);
    expect(validateGstr1(changed(gstr1, 'b2b.0.inv.0.idt', '2025-09-12'))).toEqual([
      '/b2b/0/inv/0/idt must match pattern "^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-[0-9]{4}$"',
    ]);
    expect(validateGstr1(changed(gstr1, 'b2c', []))).toEqual(['/ must NOT have additional properties: b2c']);
    expect(validateGstr1(changed(gstr1, 'gstin', REMOVE))).toEqual(["/ must have required property 'gstin'"]);
  });

  it('refuses a bad invoice number, place of supply, rate or unit', () => {
    expect(validateGstr1(changed(gstr1, 'b2b.0.inv.0.inum', '0188'))).toEqual([
      '/b2b/0/inv/0/inum must match pattern "^[a-zA-Z1-9][a-zA-Z0-9/-]{0,15}$"',
    ]);
    expect(validateGstr1(changed(gstr1, 'b2cl.0.pos', '39'))).toEqual([
      '/b2cl/0/pos must match pattern "^(0[1-9]|[12][0-9]|3[0-8]|97)$"',
    ]);
    expect(validateGstr1(changed(gstr1, 'b2cs.1.rt', 17))).toEqual([
      '/b2cs/1/rt must be equal to one of the allowed values',
    ]);
    expect(validateGstr1(changed(gstr1, 'hsn.hsn_b2c.0.uqc', 'KG'))).toEqual([
      '/hsn/hsn_b2c/0/uqc must be equal to one of the allowed values',
    ]);
    expect(validateGstr1(changed(gstr1, 'hsn.hsn_b2b.0.hsn_sc', '10063'))).toEqual([
      '/hsn/hsn_b2b/0/hsn_sc must match pattern "^([0-9]{4}|[0-9]{6}|[0-9]{8})$"',
    ]);
  });

  it('takes amounts of two decimals and refuses a third', () => {
    expect(validateGstr1(changed(gstr1, 'b2cs.0.camt', 0.07))).toEqual([]);
    expect(validateGstr1(changed(gstr1, 'b2cs.0.txval', 45210.505))).toEqual([
      '/b2cs/0/txval must have at most 2 decimal places',
    ]);
  });

  it('wants the place of supply on a B2CL note and a document kind of 1 to 12', () => {
    expect(validateGstr1(changed(gstr1, 'cdnur.0.pos', REMOVE))).toEqual([
      "/cdnur/0 must have required property 'pos'",
      '/cdnur/0 must match "then" schema',
    ]);
    expect(validateGstr1(changed(gstr1, 'doc_issue.doc_det.1.doc_num', 13))).toEqual([
      '/doc_issue/doc_det/1/doc_num must be <= 12',
    ]);
  });
});
