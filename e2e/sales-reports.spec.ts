import ExcelJS from 'exceljs';
import {
  addDays,
  financialYearOf,
  financialYearRange,
  formatNumber,
  formatRupees,
  indiaDateFromToday,
  type THsnReport,
  type TOutputTax,
} from '@godown/shared';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test, type Locator, type Page } from './support/test';
import { mainNav, openSignedIn, signUpAndOpen, uniqueSuffix, type AuthResult } from './support/accounts';
import { hi } from './support/catalogue';
import { bytesOf, downloadWith, pdfTextOf, region, rowWith as row } from './support/files';
import { invoicingWorld, issueViaApi, transferInvoiceViaApi } from './support/invoicing';
import { createPerson, getViaApi } from './support/people';
import { pageShot, viewShot } from './support/screens';

// The sales reports (docs/domain.md#sales-reports) on the Reports page: an invoice issued through
// the API is read in the sales register, the output tax by rate and the HSN-wise summary of the
// current financial year, which download whole as .xlsx and PDF; a transfer's invoice in the input
// tax register of the registration receiving it; staff see them, a supplier does not; every screen
// in light and dark, English and Hindi, on a desktop and on a phone.

const LOCALE_KEY = 'godown-locale';
const PHONE = { width: 390, height: 844 };
const YEAR = financialYearOf(indiaDateFromToday());
const RANGE = financialYearRange(YEAR);
/** The year as the picker names it: "FY 2026-27". */
const YEAR_LABEL = `FY ${RANGE.from.slice(0, 4)}-${YEAR.slice(3)}`;

/**
 * The world's invoice of 10 ORS sachets (₹21.50 at 18%, within Maharashtra: ₹215.00 taxable, CGST and
 * SGST ₹19.35 each, ₹254.00 rounded), numbered in a series of its own whose prefix sorts before
 * every other test's (`INV/…`): the register lists it first of the day, on its first page.
 */
async function invoicedWorld(request: APIRequestContext) {
  const w = await invoicingWorld(request);
  const token = w.admin.auth.token;
  // The suffix's random end: base 36, letters and digits.
  const prefix = `A${uniqueSuffix().toUpperCase().slice(-4)}/`;
  const response = await request.put(`/api/v1/gst-registrations/${w.registration.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { invoiceSeries: { prefix, withYear: true, digits: 3 } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const shipment = await w.ship(w.customers.mumbai.id, [{ product: w.products.ors.id, quantity: 10 }]);
  const invoice = await issueViaApi(request, token, [shipment.shipmentId]);
  expect(invoice.number).toBe(`${prefix}${YEAR}/001`);
  expect(invoice.total).toBe(254);
  return { w, invoice };
}

const table = (page: Page): Locator => page.getByRole('table');

test('an admin reads an invoice in the sales register, the output tax and the HSN summary, and downloads them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { w, invoice } = await invoicedWorld(request);
  const token = w.admin.auth.token;
  await openSignedIn(page, w.admin.auth, '/');
  await mainNav(page).getByRole('link', { name: 'Reports' }).click();
  const sales = region(page, 'Sales and GST');
  for (const title of [
    'Sales register',
    'Output tax by rate',
    'HSN-wise summary',
    'Input tax register',
    'Receivables ageing',
  ]) {
    await expect(sales.getByRole('article', { name: title })).toBeVisible();
  }
  await expect(region(page, 'Stock').getByRole('article', { name: 'Stock valuation' })).toBeVisible();
  await pageShot(page, 'reports-with-sales');

  // The sales register opens on the current financial year; choosing it puts it in the address.
  await sales.getByRole('link', { name: 'Open sales register' }).click();
  await expect(page).toHaveURL(/\/reports\/sales-register$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sales register' })).toBeVisible();
  const year = page.getByRole('textbox', { name: 'Financial year' });
  await expect(year).toHaveValue(YEAR_LABEL);
  // Last year had none of this invoice; back to this year, named in the address.
  const lastYear = financialYearOf(addDays(RANGE.from, -1));
  const lastYearLabel = `FY ${financialYearRange(lastYear).from.slice(0, 4)}-${lastYear.slice(3)}`;
  await year.click();
  await page.getByRole('option', { name: lastYearLabel }).click();
  await expect(page).toHaveURL(new RegExp(`year=${lastYear}$`));
  await expect(page.getByText(invoice.number)).toHaveCount(0);
  await year.click();
  await page.getByRole('option', { name: YEAR_LABEL }).click();
  await expect(page).toHaveURL(new RegExp(`year=${YEAR}$`));
  const line = row(table(page), invoice.number);
  await expect(line).toContainText(w.customers.mumbai.name);
  await expect(line).toContainText('Tax invoice');
  await expect(line).toContainText('Maharashtra (27)');
  await expect(line).toContainText(formatRupees(215));
  await expect(line).toContainText(formatRupees(19.35));
  await expect(line).toContainText(formatRupees(254));
  await expect(row(table(page), 'Total (')).toBeVisible();
  await pageShot(page, 'reports-sales-register');

  // The downloads send the same year: the files are named for it.
  const excel = await downloadWith(page, 'Excel (.xlsx)');
  expect(excel.suggestedFilename()).toBe(`godown-sales-register-${RANGE.from}-${RANGE.to}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  const bytes = await bytesOf(excel);
  expect(bytes.length).toBeGreaterThan(0);
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const numbers: unknown[] = [];
  workbook.worksheets[0]!.eachRow((sheetRow) => sheetRow.eachCell((cell) => numbers.push(cell.value)));
  expect(numbers).toContain(invoice.number);
  const pdf = await downloadWith(page, 'PDF');
  expect(pdf.suggestedFilename()).toBe(`godown-sales-register-${RANGE.from}-${RANGE.to}.pdf`);
  expect((await bytesOf(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfTextOf(pdf);
  expect(text).toContain('Sales register');
  // The PDF's Number column ends a long number with an ellipsis: its series and year are there.
  expect(text).toContain(invoice.number.slice(0, -3));

  // A range of dates instead: the year so far, downloaded for the same dates.
  await page.getByText('Date range', { exact: true }).click();
  const today = indiaDateFromToday();
  await expect(page).toHaveURL(new RegExp(`from=${RANGE.from}&to=${today}$`));
  await expect(line).toContainText(formatRupees(254));
  const ranged = await downloadWith(page, 'Excel (.xlsx)');
  expect(ranged.suggestedFilename()).toBe(`godown-sales-register-${RANGE.from}-${today}.xlsx`);

  // The output tax: the 18% line is what the API counts (every test's invoices of the year).
  await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
  await region(page, 'Sales and GST').getByRole('link', { name: 'Open output tax by rate' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Output tax by rate' })).toBeVisible();
  const tax = await getViaApi<TOutputTax>(request, token, `/reports/output-tax?year=${YEAR}`);
  const at18 = tax.rows.find((rate) => rate.gstRate === 18)!;
  const rateLine = row(table(page), '18%');
  await expect(rateLine).toContainText(formatRupees(at18.taxable));
  await expect(rateLine).toContainText(formatRupees(at18.cgst));
  await expect(rateLine).toContainText(formatRupees(at18.sgst));
  const totals = table(page)
    .getByRole('row')
    .filter({ hasText: /^Total/ });
  await expect(totals).toContainText(formatRupees(tax.totals.taxable));
  await pageShot(page, 'reports-output-tax');
  const taxPdf = await downloadWith(page, 'PDF');
  expect(taxPdf.suggestedFilename()).toBe(`godown-output-tax-${RANGE.from}-${RANGE.to}.pdf`);
  expect((await bytesOf(taxPdf)).length).toBeGreaterThan(0);

  // The HSN-wise summary: the ORS's HSN code, its unit and rate.
  await page.goto('/reports');
  await region(page, 'Sales and GST').getByRole('link', { name: 'Open HSN-wise summary' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'HSN-wise summary' })).toBeVisible();
  const hsn = await getViaApi<THsnReport>(request, token, `/reports/hsn-summary?year=${YEAR}`);
  const ors = hsn.rows.find((code) => code.hsnCode === '3004' && code.gstRate === 18)!;
  const hsnLine = row(table(page), '3004');
  await expect(hsnLine).toContainText('BOX');
  await expect(hsnLine).toContainText('18%');
  await expect(hsnLine).toContainText(formatNumber(ors.quantity, 0));
  await expect(hsnLine).toContainText(formatRupees(ors.taxable));
  await pageShot(page, 'reports-hsn-summary');
  const hsnExcel = await downloadWith(page, 'Excel (.xlsx)');
  expect(hsnExcel.suggestedFilename()).toBe(`godown-hsn-summary-${RANGE.from}-${RANGE.to}.xlsx`);
  expect((await bytesOf(hsnExcel)).length).toBeGreaterThan(0);

  // The ageing's card opens the receivables screen, which downloads the whole ageing.
  await page.goto('/reports');
  await region(page, 'Sales and GST').getByRole('link', { name: 'Open receivables ageing' }).click();
  await expect(page).toHaveURL(/\/receivables$/);
  const ageing = await downloadWith(page, 'Excel (.xlsx)');
  expect(ageing.suggestedFilename()).toBe(`godown-receivables-ageing-${today}.xlsx`);
  expect((await bytesOf(ageing)).length).toBeGreaterThan(0);
  const ageingPdf = await downloadWith(page, 'PDF');
  expect(ageingPdf.suggestedFilename()).toBe(`godown-receivables-ageing-${today}.pdf`);
  await pageShot(page, 'receivables-ageing-downloads');
  // On a phone the downloads and Record payment wrap under the title, on the screen.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: 'PDF' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Record payment' }).first()).toBeInViewport({ ratio: 1 });
  await viewShot(page, 'receivables-ageing-downloads-phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/reports/receivables-ageing');
  await expect(page).toHaveURL(/\/receivables$/);
});

test('an admin reads a transfer’s invoice in the input tax register of the registration receiving it, and downloads it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const w = await invoicingWorld(request);
  const token = w.admin.auth.token;
  // Ten ORS sachets (₹215.00 at 18%) from Maharashtra to the company's Karnataka registration: IGST.
  const transfer = await w.transfer(true);
  const invoice = await transferInvoiceViaApi(request, token, transfer.id);

  await openSignedIn(page, w.admin.auth, '/reports');
  await region(page, 'Sales and GST').getByRole('link', { name: 'Open input tax register' }).click();
  await expect(page).toHaveURL(/\/reports\/input-tax$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Input tax register' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Financial year' })).toHaveValue(YEAR_LABEL);
  await expect(
    page.getByText('the receiving registration claims their tax as input tax credit'),
  ).toBeVisible();
  // The receiving registration's invoices alone: other tests' transfers are not on this page.
  await page.getByRole('textbox', { name: 'Receiving registration' }).click();
  await page.getByRole('option', { name: transfer.to.gstin }).click();
  await expect(page).toHaveURL(/registration=[0-9a-f-]{36}/);
  const line = row(table(page), invoice.number);
  await expect(line).toContainText(`Transfer ${transfer.packageId}`);
  await expect(line).toContainText(w.registration.gstin);
  await expect(line).toContainText(transfer.to.gstin);
  await expect(line).toContainText('Karnataka (29)');
  await expect(line).toContainText(formatRupees(215));
  await expect(line).toContainText(formatRupees(38.7));
  await expect(line).toContainText(formatRupees(invoice.total));
  const totals = row(table(page), 'Total (1 invoice)');
  await expect(totals).toContainText(formatRupees(38.7));
  await expect(totals).toContainText(formatRupees(invoice.total));
  await pageShot(page, 'reports-input-tax');

  // The workbook is the same registration's year.
  const excel = await downloadWith(page, 'Excel (.xlsx)');
  expect(excel.suggestedFilename()).toBe(`godown-input-tax-${RANGE.from}-${RANGE.to}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(excel)) as unknown as ArrayBuffer);
  const cells: unknown[] = [];
  workbook.worksheets[0]!.eachRow((sheetRow) => sheetRow.eachCell((cell) => cells.push(cell.value)));
  expect(cells).toContain(invoice.number);
});

test('staff see the sales reports; a supplier reaches neither the section nor the reports', async ({
  page,
  request,
}) => {
  const staff = await createPerson(request, { role: 'staff' });
  await openSignedIn(page, staff.auth, '/reports');
  const sales = region(page, 'Sales and GST');
  await expect(sales.getByRole('article')).toHaveCount(7);
  await sales.getByRole('link', { name: 'Open HSN-wise summary' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'HSN-wise summary' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Financial year' })).toHaveValue(YEAR_LABEL);
  // A year the address spells wrong: the server's refusal, in words.
  await page.goto('/reports/output-tax?year=2026');
  await expect(page.getByRole('alert')).toContainText('Failed to load the report');
  await expect(page.getByRole('alert')).toContainText(
    'A financial year is written like 26-27 (April 2026 to March 2027)',
  );

  await signUpAndOpen(page, request, { role: 'supplier' }, '/reports/sales-register');
  await expect(page.getByText('This page is not available to your role.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/reports');
  await expect(page.getByText('This page is not available to your role.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sales and GST' })).toHaveCount(0);
});

/** Signs `auth` in on a window of its own, in `scheme` and `locale`, at `path`. */
async function openIn(
  browser: Browser,
  auth: AuthResult,
  path: string,
  { scheme, locale }: { scheme: 'light' | 'dark'; locale: 'en-IN' | 'hi-IN' },
) {
  const context = await browser.newContext({ colorScheme: scheme });
  const page = await context.newPage();
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LOCALE_KEY,
    value: locale,
  });
  await openSignedIn(page, auth, path);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  return { context, page };
}

/** The new screens, with what each shows once its figures are in, in English and in Hindi. */
function screens(number: string) {
  return [
    { name: 'reports', path: '/reports', en: 'Sales and GST', hi: hi('reports_sales_section') },
    { name: 'sales-register', path: '/reports/sales-register', en: number, hi: number },
    { name: 'output-tax', path: '/reports/output-tax', en: '18%', hi: '18%' },
    { name: 'hsn-summary', path: '/reports/hsn-summary', en: '3004', hi: '3004' },
  ];
}

test('every new screen in light and dark, English and Hindi, on a desktop and on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { w, invoice } = await invoicedWorld(request);
  for (const scheme of ['light', 'dark'] as const) {
    for (const locale of ['en-IN', 'hi-IN'] as const) {
      const { context, page } = await openIn(browser, w.admin.auth, '/reports', { scheme, locale });
      const tag = `${scheme}-${locale === 'hi-IN' ? 'hi' : 'en'}`;
      for (const screen of screens(invoice.number)) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(screen.path);
        await expect(page.getByText(locale === 'hi-IN' ? screen.hi : screen.en).first()).toBeVisible();
        if (locale === 'hi-IN' && screen.name !== 'reports') {
          await expect(
            page
              .getByRole('region', { name: hi('reports_period_parameters') })
              .getByText(hi('reports_period'), { exact: true }),
          ).toBeVisible();
        }
        await pageShot(page, `reports-${screen.name}-${tag}`);
        // A phone: cards, nothing wider than the screen, both downloads on it.
        await page.setViewportSize(PHONE);
        if (screen.name !== 'reports') {
          await expect(page.getByRole('button', { name: 'PDF' })).toBeInViewport({ ratio: 1 });
          await expect(page.getByRole('table')).toHaveCount(0);
          await expect(page.getByRole('article').first()).toBeVisible();
        }
        // Once the sidebar has folded into the burger's drawer.
        await expect(mainNav(page)).toBeHidden();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
            message: `${screen.name} ${tag} on a phone`,
          })
          .toBeLessThanOrEqual(PHONE.width);
        await viewShot(page, `reports-${screen.name}-${tag}-phone`, { fullPage: true });
      }
      await context.close();
    }
  }
});
