import ExcelJS from 'exceljs';
import { indiaDateFromToday } from '@godown/shared';
import { expect, test } from './support/test';
import { openSignedIn } from './support/accounts';
import { seriousViolations } from './support/axe';
import { bytesOf, downloadWith, region } from './support/files';
import { invoicingWorld, issueViaApi } from './support/invoicing';
import { pageShot } from './support/screens';
import { validateGstr1 } from '../apps/server/test/support/gst-schemas';

// GSTR-1 (docs/domain.md#gstr-1): an accountant opens the month's return of a registration from
// Reports, reads that it matches the sales register, and downloads the JSON for the offline tool
// (valid under its schema) and the workbook.

test("an accountant downloads the month's GSTR-1 as JSON and as a workbook, matching the sales register", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const w = await invoicingWorld(request);
  const b2b = await issueViaApi(request, w.staff.auth.token, [
    (await w.ship(w.customers.bengaluru.id, [{ product: w.products.ors.id, quantity: 12 }])).shipmentId,
  ]);
  const local = await issueViaApi(request, w.staff.auth.token, [
    (await w.ship(w.customers.mumbai.id, [{ product: w.products.rice.id, quantity: 7 }])).shipmentId,
  ]);

  await openSignedIn(page, w.staff.auth, '/reports');
  await region(page, 'Sales and GST').getByRole('link', { name: 'Open GSTR-1' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'GSTR-1' })).toBeVisible();
  await page.goto(
    `/reports/gstr1?registration=${w.registration.id}&month=${indiaDateFromToday().slice(0, 7)}`,
  );
  await expect(page.getByText('Matches the sales register')).toBeVisible();
  const tables = region(page, 'Tables of the return');
  await expect(tables.getByRole('row').filter({ hasText: '4A · B2B invoices' })).toContainText('2');
  await pageShot(page, 'gstr1');
  expect(await seriousViolations(page), 'GSTR-1').toEqual([]);

  const json = JSON.parse(
    (await bytesOf(await downloadWith(page, 'JSON for the offline tool'))).toString('utf8'),
  ) as {
    gstin: string;
    b2b: { ctin: string; inv: { inum: string; val: number }[] }[];
  };
  expect(validateGstr1(json)).toEqual([]);
  expect(json.gstin).toBe(w.registration.gstin);
  expect(json.b2b.flatMap((b) => b.inv.map((i) => [i.inum, i.val])).sort()).toEqual(
    [
      [b2b.number, b2b.total],
      [local.number, local.total],
    ].sort(),
  );

  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await bytesOf(await downloadWith(page, 'Excel (.xlsx)'))) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('b2b,sez,de')!;
  expect(sheet.getRow(4).getCell(1).value).toBe('GSTIN/UIN of Recipient');
  const numbers: unknown[] = [];
  sheet.eachRow((row, n) => n > 4 && numbers.push(row.getCell(3).value));
  expect(numbers.sort()).toEqual([b2b.number, local.number].sort());
});

test("the accountant downloads the masters and the month's vouchers for Tally", async ({ page, request }) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const invoice = await issueViaApi(request, w.staff.auth.token, [
    (await w.ship(w.customers.mumbai.id, [{ product: w.products.ors.id, quantity: 3 }])).shipmentId,
  ]);
  await openSignedIn(page, w.staff.auth, '/reports');
  await region(page, 'Sales and GST').getByRole('link', { name: 'Open Tally' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tally' })).toBeVisible();
  const masters = (await bytesOf(await downloadWith(page, 'Download masters (XML)'))).toString('utf8');
  expect(masters).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
  expect(masters).toContain(w.customers.mumbai.name);
  const vouchers = (await bytesOf(await downloadWith(page, 'Download vouchers (XML)'))).toString('utf8');
  expect(vouchers).toContain(`<VOUCHERNUMBER>${invoice.number}</VOUCHERNUMBER>`);
  await pageShot(page, 'tally');
  expect(await seriousViolations(page), 'Tally').toEqual([]);
});
