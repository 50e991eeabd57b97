import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDateFromToday } from '@godown/shared';
import { queryRows } from '../src/db/transaction.js';
import { auth, expectRefusal } from './support/http.js';
import { useStockUsers } from './support/stock.js';
import {
  childOf,
  childrenOf,
  downloadTally,
  entriesOf,
  parseXml,
  tallyObjects,
  textOf,
  type XmlNode,
} from './support/tally.js';
import { tallyGround, type TallyGround } from './support/tally-ground.js';
import { useTestContext } from './support/test-app.js';
import { registerUser, unique } from './support/users.js';

// The export to TallyPrime (docs/domain.md#tally): the masters and a range's vouchers as Tally's
// Import Data XML, read back with saxes: well-formed, in Tally's envelope, each voucher balanced to
// the paisa in Tally's signs, the same bytes on a second export, every name a voucher uses a master.
const ctx = useTestContext();
const users = useStockUsers(ctx);
const admin = () => users.admin.token;
const staff = () => users.staff.token;
const COMPANY = `Sharma & Sons <Distributors> ${unique()}`;
const today = indiaDateFromToday();
const ymd = today.replace(/-/g, '');
const paise = (rupees: number) => Math.round(rupees * 100);
const range = `from=${indiaDateFromToday(-1)}&to=${today}`;

let t: TallyGround;
beforeAll(async () => {
  t = await tallyGround(ctx.app, admin(), staff(), COMPANY);
}, 180_000);

const vouchersOf = async (query = range) => {
  const { xml } = await downloadTally(ctx.app, staff(), `/tally/vouchers.xml?${query}`);
  return { xml, vouchers: tallyObjects(parseXml(xml), 'Vouchers', COMPANY) };
};
const byRemoteId = (vouchers: XmlNode[], id: string) => {
  const found = vouchers.filter((v) => v.attributes.REMOTEID === id);
  expect(found, id).toHaveLength(1);
  expect(textOf(found[0]!, 'GUID')).toBe(id);
  return found[0]!;
};
/** What Tally leaves out when it compares names: spaces and ASCII punctuation. */
const NOT_IN_KEY = /[\s!-/:-@[-`{-~]+/g;
const entry = (voucher: XmlNode, name: string) => entriesOf(voucher).find((e) => e.name === name);

describe('the vouchers file', () => {
  it('balances every voucher to the paisa in Tally’s signs, and is the same bytes twice', async () => {
    const { xml, vouchers } = await vouchersOf();
    expect(vouchers.length).toBeGreaterThan(0);
    for (const voucher of vouchers) {
      expect(voucher.name).toBe('VOUCHER');
      expect(textOf(voucher, 'DATE')).toBe(ymd);
      const entries = entriesOf(voucher);
      expect(
        entries.reduce((sum, e) => sum + e.paise, 0),
        voucher.attributes.REMOTEID,
      ).toBe(0);
      for (const e of entries) expect(e.debit, e.name).toBe(e.paise < 0);
      for (const goods of childrenOf(voucher, 'ALLINVENTORYENTRIES.LIST')) {
        const amount = textOf(goods, 'AMOUNT');
        expect(textOf(childOf(goods, 'BATCHALLOCATIONS.LIST'), 'AMOUNT')).toBe(amount);
        expect(textOf(childOf(goods, 'ACCOUNTINGALLOCATIONS.LIST'), 'AMOUNT')).toBe(amount);
      }
    }
    expect((await vouchersOf()).xml).toBe(xml);
  });

  it('writes an intra-state sale with CGST and SGST, its total owed by the customer on a new bill', async () => {
    const { vouchers } = await vouchersOf();
    const i = t.invoices.intra;
    const sale = byRemoteId(vouchers, `godown-invoice-${i.id}`);
    expect(sale.attributes).toMatchObject({ VCHTYPE: 'Sales', OBJVIEW: 'Invoice Voucher View' });
    expect(sale.attributes.ACTION).toBeUndefined();
    expect(textOf(sale, 'VOUCHERNUMBER')).toBe(i.number);
    expect(textOf(sale, 'PARTYLEDGERNAME')).toBe(t.g.customers.local.name);
    expect(textOf(sale, 'PARTYGSTIN')).toBe(t.g.customers.local.gstin);
    expect(textOf(sale, 'PLACEOFSUPPLY')).toBe('Maharashtra');
    const party = entry(sale, t.g.customers.local.name)!;
    expect(party).toMatchObject({ paise: -paise(i.total), debit: true, list: 'LEDGERENTRIES.LIST' });
    const bill = childOf(party.node, 'BILLALLOCATIONS.LIST');
    expect([textOf(bill, 'NAME'), textOf(bill, 'BILLTYPE'), textOf(bill, 'AMOUNT')]).toEqual([
      i.number,
      'New Ref',
      `-${i.total.toFixed(2)}`,
    ]);
    expect(entry(sale, 'CGST')!.paise).toBe(paise(i.cgst));
    expect(entry(sale, 'SGST')!.paise).toBe(paise(i.sgst));
    expect(entry(sale, 'IGST')).toBeUndefined();
    const [goods] = childrenOf(sale, 'ALLINVENTORYENTRIES.LIST');
    expect(textOf(goods!, 'STOCKITEMNAME')).toBe(t.g.products.medicine.productName);
    expect([textOf(goods!, 'RATE'), textOf(goods!, 'ACTUALQTY'), textOf(goods!, 'BILLEDQTY')]).toEqual([
      '105.50/BOX',
      '7 BOX',
      '7 BOX',
    ]);
    expect(textOf(goods!, 'AMOUNT')).toBe('738.50');
    expect(textOf(childOf(goods!, 'ACCOUNTINGALLOCATIONS.LIST'), 'LEDGERNAME')).toBe('Sales');
  });

  it('writes an inter-state sale with IGST and cess, a B2C sale unregistered, a batch in its godown', async () => {
    const { vouchers } = await vouchersOf();
    const inter = byRemoteId(vouchers, `godown-invoice-${t.invoices.inter.id}`);
    expect(textOf(inter, 'PLACEOFSUPPLY')).toBe('Karnataka');
    expect(textOf(inter, 'GSTREGISTRATIONTYPE')).toBe('Regular');
    expect(entry(inter, 'IGST')!.paise).toBe(paise(t.invoices.inter.igst));
    expect(entry(inter, 'Cess')!.paise).toBe(paise(t.invoices.inter.cess));
    expect(entry(inter, 'CGST')).toBeUndefined();
    expect(entry(inter, t.g.customers.outside.name)!.paise).toBe(-paise(t.invoices.inter.total));

    const b2c = byRemoteId(vouchers, `godown-invoice-${t.invoices.b2c.id}`);
    expect(textOf(b2c, 'GSTREGISTRATIONTYPE')).toBe('Unregistered/Consumer');
    expect(textOf(b2c, 'PARTYGSTIN')).toBeUndefined();

    const batch = byRemoteId(vouchers, `godown-invoice-${t.invoices.batch.id}`);
    const [goods] = childrenOf(batch, 'ALLINVENTORYENTRIES.LIST');
    const allocation = childOf(goods!, 'BATCHALLOCATIONS.LIST');
    expect(textOf(allocation, 'BATCHNAME')).toBe('LOT-T1');
    expect(textOf(allocation, 'ACTUALQTY')).toBe('4 NOS');
    const [warehouse] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`SELECT name FROM inventories WHERE id = ${t.g.inventoryId}`,
    );
    expect(textOf(allocation, 'GODOWNNAME')).toBe(warehouse!.name);
    // Units of no batch are Tally's Primary Batch.
    const [medicine] = childrenOf(
      byRemoteId(vouchers, `godown-invoice-${t.invoices.intra.id}`),
      'ALLINVENTORYENTRIES.LIST',
    );
    expect(textOf(childOf(medicine!, 'BATCHALLOCATIONS.LIST'), 'BATCHNAME')).toBe('Primary Batch');

    const transfer = byRemoteId(vouchers, `godown-invoice-${t.invoices.transfer.id}`);
    expect(textOf(transfer, 'PARTYLEDGERNAME')).toBe(t.invoices.transfer.transfer!.recipient.name);
    expect(textOf(transfer, 'PARTYGSTIN')).toBe(t.invoices.transfer.transfer!.recipient.gstin);
  });

  it('sends a cancelled invoice as a cancelled voucher: its number and party, no amounts', async () => {
    const cancelled = byRemoteId((await vouchersOf()).vouchers, `godown-invoice-${t.invoices.cancelled.id}`);
    expect(textOf(cancelled, 'ISCANCELLED')).toBe('Yes');
    expect(textOf(cancelled, 'VOUCHERNUMBER')).toBe(t.invoices.cancelled.number);
    expect(textOf(cancelled, 'NARRATION')).toBe('Cancelled: Wrong rate');
    expect(entriesOf(cancelled)).toEqual([]);
  });

  it('writes a credit note for returned goods and a debit note, each against its invoice’s bill', async () => {
    const { vouchers } = await vouchersOf();
    const notes = vouchers.filter((v) => v.attributes.REMOTEID!.startsWith('godown-note-'));
    const credit = notes.find((v) => textOf(v, 'VOUCHERNUMBER') === t.creditNumber)!;
    expect(credit.attributes.VCHTYPE).toBe('Credit Note');
    const party = entry(credit, t.g.customers.local.name)!;
    expect(party.paise).toBeGreaterThan(0);
    const bill = childOf(party.node, 'BILLALLOCATIONS.LIST');
    expect([textOf(bill, 'NAME'), textOf(bill, 'BILLTYPE')]).toEqual([
      t.invoices.returned.number,
      'Agst Ref',
    ]);
    const [goods] = childrenOf(credit, 'ALLINVENTORYENTRIES.LIST');
    // Three of ten boxes: ₹316.50 back in.
    expect([
      textOf(goods!, 'ACTUALQTY'),
      textOf(goods!, 'AMOUNT'),
      textOf(goods!, 'ISDEEMEDPOSITIVE'),
    ]).toEqual(['3 BOX', '-316.50', 'Yes']);
    expect(entry(credit, 'CGST')!.paise).toBe(-2849);

    const debit = notes.find((v) => v.attributes.VCHTYPE === 'Debit Note')!;
    expect(entry(debit, 'Sales')!.paise).toBe(100);
    expect(childrenOf(debit, 'ALLINVENTORYENTRIES.LIST')).toEqual([]);
    expect(
      textOf(childOf(entry(debit, t.g.customers.outside.name)!.node, 'BILLALLOCATIONS.LIST'), 'NAME'),
    ).toBe(t.invoices.inter.number);
  });

  it('writes a receipt settling an invoice with the rest on account, to Bank; a bounced cheque stays out', async () => {
    const { vouchers } = await vouchersOf();
    const receipts = vouchers.filter((v) => v.attributes.VCHTYPE === 'Receipt');
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt!.attributes.OBJVIEW).toBe('Accounting Voucher View');
    const party = entry(receipt!, t.g.customers.local.name)!;
    expect(party).toMatchObject({ paise: 50_000, debit: false, list: 'ALLLEDGERENTRIES.LIST' });
    expect(
      childrenOf(party.node, 'BILLALLOCATIONS.LIST').map((b) => [
        textOf(b, 'NAME'),
        textOf(b, 'BILLTYPE'),
        textOf(b, 'AMOUNT'),
      ]),
    ).toEqual([
      [t.invoices.intra.number, 'Agst Ref', '300.00'],
      [undefined, 'On Account', '200.00'],
    ]);
    expect(entry(receipt!, 'Bank')).toMatchObject({ paise: -50_000, debit: true });
    expect(textOf(receipt!, 'NARRATION')).toBe('UPI UPI-4421');
  });

  it('writes a purchase per receipt of goods at the order’s prices, the t.supplier credited, no tax', async () => {
    const { vouchers } = await vouchersOf();
    const purchases = vouchers.filter((v) => v.attributes.VCHTYPE === 'Purchase');
    expect(purchases.map((v) => textOf(v, 'VOUCHERNUMBER'))).toEqual([
      `${t.purchaseOrder.number}/1`,
      `${t.purchaseOrder.number}/2`,
    ]);
    const [first, second] = purchases;
    expect(entry(first!, t.supplier.user.name)).toMatchObject({ paise: 48_150, debit: false });
    const [goods] = childrenOf(first!, 'ALLINVENTORYENTRIES.LIST');
    expect([textOf(goods!, 'RATE'), textOf(goods!, 'AMOUNT')]).toEqual(['80.25/BOX', '-481.50']);
    expect(textOf(childOf(goods!, 'BATCHALLOCATIONS.LIST'), 'BATCHNAME')).toBe('PO-LOT');
    expect(textOf(childOf(goods!, 'ACCOUNTINGALLOCATIONS.LIST'), 'LEDGERNAME')).toBe('Purchase');
    expect(entry(second!, t.supplier.user.name)!.paise).toBe(32_100);
    expect(entriesOf(first!).map((e) => e.name)).not.toContain('IGST');
  });

  it('keeps one registration’s documents, without receipts; 404 for an unknown one', async () => {
    const { vouchers } = await vouchersOf(`${range}&registration=${t.g.registration.id}`);
    expect(vouchers.some((v) => v.attributes.VCHTYPE === 'Receipt')).toBe(false);
    expect(vouchers.filter((v) => v.attributes.VCHTYPE === 'Sales')).toHaveLength(
      Object.keys(t.invoices).length,
    );
    const none = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tally/vouchers.xml?${range}&registration=${crypto.randomUUID()}`,
      headers: auth(staff()),
    });
    expectRefusal(none, 404, 'registration.unknown');
  });

  it('refuses a range backwards, over a year, a bad or missing day, and callers other than sellers', async () => {
    const get = (query: string, token: string | null = staff()) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/tally/vouchers.xml?${query}`,
        headers: token ? auth(token) : {},
      });
    expectRefusal(await get('from=2026-04-02&to=2026-04-01'), 400, 'tally.fromAfterTo');
    expectRefusal(await get('from=2026-04-01&to=2027-04-01'), 400, 'tally.rangeTooLong');
    expect((await get('from=2026-04-01&to=2027-03-31')).statusCode).toBe(200);
    expectRefusal(await get('from=2026-02-30&to=2026-03-01'), 400, 'tally.date');
    expectRefusal(await get('to=2026-03-01'), 400, 'tally.fromRequired');
    const driver = await registerUser(ctx.app, { role: 'driver' });
    for (const token of [t.supplier.token, driver.token]) {
      expectRefusal(await get(range, token), 403);
      const masters = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/tally/masters.xml',
        headers: auth(token),
      });
      expectRefusal(masters, 403);
    }
    expectRefusal(await get(range, null), 401);
  });
});

describe('the masters file', () => {
  const mastersOf = async () => {
    const { xml } = await downloadTally(ctx.app, admin(), '/tally/masters.xml');
    return { xml, masters: tallyObjects(parseXml(xml), 'All Masters', COMPANY) };
  };
  const named = (masters: XmlNode[], kind: string, name: string) => {
    const found = masters.filter((m) => m.name === kind && m.attributes.NAME === name);
    expect(found, `${kind} ${name}`).toHaveLength(1);
    expect(found[0]!.attributes.ACTION).toBe('Create');
    return found[0]!;
  };

  it('has the ledgers, units, godowns and stock items every voucher names, no stock, twice the same', async () => {
    const { xml, masters } = await mastersOf();
    expect(xml).not.toContain('OPENINGBALANCE');
    const names = new Set(masters.map((m) => `${m.name}:${m.attributes.NAME}`));
    const { vouchers } = await vouchersOf();
    for (const voucher of vouchers) {
      const used = [
        ...voucher.children
          .filter((c) => c.name.endsWith('ENTRIES.LIST'))
          .flatMap((e) => [
            `LEDGER:${textOf(e, 'LEDGERNAME') ?? textOf(childOf(e, 'ACCOUNTINGALLOCATIONS.LIST'), 'LEDGERNAME')}`,
            ...(textOf(e, 'STOCKITEMNAME') ? [`STOCKITEM:${textOf(e, 'STOCKITEMNAME')}`] : []),
            ...childrenOf(e, 'BATCHALLOCATIONS.LIST').map((b) => `GODOWN:${textOf(b, 'GODOWNNAME')}`),
          ]),
        `LEDGER:${textOf(voucher, 'PARTYLEDGERNAME')}`,
      ];
      for (const name of used) expect(names, name).toContain(name);
    }
    // Every master's name is its own, as Tally compares names (no case, spaces or punctuation).
    const keys = masters.map((m) => `${m.name}:${m.attributes.NAME!.toLowerCase().replace(NOT_IN_KEY, '')}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect((await mastersOf()).xml).toBe(xml);
  });

  it('writes parties with their GST, the fixed ledgers in Tally’s groups, units by GST code, stock items by rate', async () => {
    const { masters } = await mastersOf();
    const local = named(masters, 'LEDGER', t.g.customers.local.name);
    expect(local.attributes.REMOTEID).toBe(`godown-customer-${t.g.customers.local.id}`);
    expect(
      [
        'PARENT',
        'ISBILLWISEON',
        'GSTREGISTRATIONTYPE',
        'PARTYGSTIN',
        'STATENAME',
        'LEDSTATENAME',
        'COUNTRYNAME',
      ].map((tag) => textOf(local, tag)),
    ).toEqual([
      'Sundry Debtors',
      'Yes',
      'Regular',
      t.g.customers.local.gstin,
      'Maharashtra',
      'Maharashtra',
      'India',
    ]);
    expect(textOf(named(masters, 'LEDGER', t.g.customers.walkIn.name), 'GSTREGISTRATIONTYPE')).toBe(
      'Unregistered/Consumer',
    );
    expect(textOf(named(masters, 'LEDGER', t.supplier.user.name), 'PARENT')).toBe('Sundry Creditors');
    expect(textOf(named(masters, 'LEDGER', t.invoices.transfer.transfer!.recipient.name), 'PARENT')).toBe(
      'Branch / Divisions',
    );
    expect(textOf(named(masters, 'LEDGER', 'Sales'), 'PARENT')).toBe('Sales Accounts');
    const cgst = named(masters, 'LEDGER', 'CGST');
    expect(['PARENT', 'TAXTYPE', 'GSTDUTYHEAD'].map((tag) => textOf(cgst, tag))).toEqual([
      'Duties & Taxes',
      'GST',
      'Central Tax',
    ]);
    expect(textOf(named(masters, 'LEDGER', 'Round Off'), 'PARENT')).toBe('Indirect Expenses');
    expect(textOf(named(masters, 'LEDGER', 'Cash'), 'PARENT')).toBe('Cash-in-Hand');
    expect(textOf(named(masters, 'UNIT', 'KGS'), 'GSTREPUOM')).toBe('KGS-KILOGRAMS');

    const snack = named(masters, 'STOCKITEM', t.g.products.snack.productName);
    expect(childrenOf(childOf(snack, 'NAME.LIST'), 'NAME').map((n) => n.text)).toEqual([
      t.g.products.snack.productName,
      t.g.products.snack.sku,
    ]);
    expect(textOf(snack, 'BASEUNITS')).toBe('KGS');
    const gst = childOf(snack, 'GSTDETAILS.LIST');
    expect([textOf(gst, 'HSNCODE'), textOf(gst, 'TAXABILITY')]).toEqual(['21069099', 'Taxable']);
    const rates = childrenOf(childOf(gst, 'STATEWISEDETAILS.LIST'), 'RATEDETAILS.LIST').map((r) => [
      textOf(r, 'GSTRATEDUTYHEAD'),
      textOf(r, 'GSTRATE'),
    ]);
    expect(rates).toEqual([
      ['Central Tax', '2.5'],
      ['State Tax', '2.5'],
      ['Integrated Tax', '5'],
      ['Cess', '12'],
    ]);
    expect(textOf(named(masters, 'STOCKITEM', t.batched.productName), 'ISBATCHWISEON')).toBe('Yes');
  });

  it('escapes XML’s specials, and gives a name Tally would take for another its GSTIN or id', async () => {
    const { masters } = await mastersOf();
    const ledgers = masters.filter((m) => m.name === 'LEDGER');
    const special = ledgers.find((m) => m.attributes.NAME!.startsWith('R&B <Traders> "Sons"'))!;
    expect(childrenOf(childOf(special, 'ADDRESS.LIST'), 'ADDRESS').map((a) => a.text)).toEqual([
      '12, M.G. Road',
      'Fort',
      'Mumbai',
    ]);
    expect(textOf(special, 'PINCODE')).toBe('400001');
    expect(named(masters, 'LEDGER', `${t.twin.name} (${t.twin.id.slice(0, 8)})`).attributes.REMOTEID).toBe(
      `godown-customer-${t.twin.id}`,
    );
    expect(named(masters, 'LEDGER', `Cash (${t.cash.id.slice(0, 8)})`).attributes.REMOTEID).toBe(
      `godown-customer-${t.cash.id}`,
    );
  });

  it('reads the catalogue in pages: every product once, in name order', async () => {
    await ctx.database.db.execute(
      sql`INSERT INTO products (product_name, sku)
          SELECT 'Paged item ' || lpad(n::text, 5, '0'), 'PAGED-' || n FROM generate_series(1, 1203) n`,
    );
    const { masters } = await mastersOf();
    const paged = masters
      .filter((m) => m.name === 'STOCKITEM' && m.attributes.NAME!.startsWith('Paged item '))
      .map((m) => m.attributes.NAME);
    expect(paged).toHaveLength(1203);
    expect(paged).toEqual([...paged].sort());
    expect(textOf(named(masters, 'STOCKITEM', 'Paged item 00001'), 'BASEUNITS')).toBe('NOS');
  });
});
