import { financialYearOf, gstinCheckCharacter, indiaDateFromToday } from '@godown/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { mainNav, openSignedIn, uniqueSuffix } from './support/accounts';
import { hi } from './support/catalogue';
import { createPerson, theAdmin } from './support/people';
import { fillDate } from './support/purchasing';
import { dialogShot, pageShot, viewShot } from './support/screens';
import { createInventory, createViaApi } from './support/stock';
import { seriousViolations } from './support/axe';

// Settings (docs/domain.md#company-and-registrations): an admin keeps what invoices say of the
// company and its GST registrations, each with the series its documents are numbered in; a warehouse
// bills under one; products' GST rates are dated (docs/domain.md#gst-rates). Staff read them.

const LOCALE_KEY = 'godown-locale';
const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const row = (scope: Locator, text: string): Locator => scope.getByRole('row').filter({ hasText: text });

/** The financial year documents are numbered in today: 26-27 from April 2026 to March 2027. */
const FINANCIAL_YEAR = financialYearOf(indiaDateFromToday());

/** A PNG of one white pixel: a logo the server (and the PDF writer) reads. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

/** A valid GSTIN of `pan` in `stateCode`: its first registration there, with its check character. */
function gstinOf(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** A company's PAN nobody else in the run has: five letters (the fourth C), four digits, a letter. */
function newPan(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const pick = (characters: string) => characters[Math.floor(Math.random() * characters.length)]!;
  const digits = Array.from({ length: 4 }, () => pick('0123456789')).join('');
  return `${pick(letters)}${pick(letters)}${pick(letters)}C${pick(letters)}${digits}${pick(letters)}`;
}

/** A GST registration added through the API by an admin. */
function createRegistrationViaApi(request: APIRequestContext, token: string, name: string, gstin: string) {
  return createViaApi<{ id: string; gstin: string; name: string }>(
    request,
    token,
    '/gst-registrations',
    'registration',
    { gstin, name, address: { line: 'MG Road', district: 'Bengaluru', pinCode: '560001' } },
  );
}

/** Picks `option` in a Mantine select (typing `typed` first into a searchable one). */
async function pick(page: Page, input: Locator, option: string, typed?: string): Promise<void> {
  if (typed === undefined) await input.click();
  else await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin sets the company’s details and a GST registration, and a warehouse bills under it', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const gstin = gstinOf('27', 'AABCG1234Q');
  const registrationName = `Godown Mumbai ${suffix}`;
  const warehouse = await createInventory(request, admin.auth.token, {
    name: `Bhiwandi ${suffix}`,
    location: 'Bhiwandi',
    totalCapacity: 1000,
    totalVolume: 100,
    inventoryLocation: { type: 'Point', coordinates: [73.0483, 19.2813] },
  });

  // The Settings page, from the menu.
  await page.setViewportSize({ width: 1366, height: 1000 });
  await openSignedIn(page, admin.auth, '/products');
  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();

  // The company: its name, bank details without a PAN, and a UPI id.
  const company = region(page, 'Company');
  await company.getByLabel('Legal name').fill(`Godown Traders ${suffix}`);
  await company.getByLabel('Bank name').fill('HDFC Bank');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(
    company.getByText('Fill in the bank name, account number and IFSC, or leave all the bank details empty'),
  ).toHaveCount(2);
  await company.getByLabel('Account number').fill('50100123456789');
  await company.getByLabel('IFSC').fill('hdfc0001234');
  await company.getByLabel('Branch').fill('Andheri East');
  await company.getByLabel('UPI ID').fill('godown@okhdfcbank');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('Company details saved')).toBeVisible();
  await page.reload();
  await expect(company.getByLabel('Legal name')).toHaveValue(`Godown Traders ${suffix}`);
  await expect(company.getByLabel('IFSC')).toHaveValue('HDFC0001234');
  await expect(company.getByLabel('UPI ID')).toHaveValue('godown@okhdfcbank');
  await expect(company.getByLabel('PAN', { exact: true })).toHaveValue('');

  // A logo: uploaded, shown, removed.
  await company.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await expect(company.getByRole('img', { name: "The company's logo" })).toBeVisible();
  await company.getByRole('button', { name: 'Remove logo' }).click();
  await expect(company.getByText('No logo', { exact: true })).toBeVisible();
  await expect(company.getByRole('button', { name: 'Upload logo' })).toBeVisible();

  // A registration: the GSTIN gives its state and PAN; the series shows its first and last number.
  const registrations = region(page, 'GST registrations');
  await registrations.getByRole('button', { name: 'Add registration' }).click();
  const form = page.getByRole('dialog', { name: 'Add registration' });
  await form.getByLabel(/^GSTIN/).fill(gstin.toLowerCase());
  await expect(form.getByText('State: Maharashtra · PAN: AABCG1234Q')).toBeVisible();
  await form.getByLabel(/^Name/).fill(registrationName);
  await form.getByLabel(/^Address/).fill('12 Dockyard Road, Mazgaon');
  await form.getByLabel(/^PIN code/).fill('400010');
  const invoices = form.getByRole('group', { name: 'Invoices' });
  await expect(invoices).toContainText(`INV/${FINANCIAL_YEAR}/00001 to INV/${FINANCIAL_YEAR}/99999`);

  // A prefix that takes the numbers past GST's 16 characters is refused as it is typed, and the
  // form sends nothing.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/gst-registrations'))
      sent.push(request.url());
  });
  await invoices.getByLabel('Prefix').fill('MH/INV/');
  const tooLong = `This series runs to 18 characters (MH/INV/${FINANCIAL_YEAR}/99999): GST allows at most 16`;
  await expect(invoices.getByText(tooLong, { exact: false })).toBeVisible();
  await dialogShot(page, 'settings-registration-too-long');
  await form.getByRole('button', { name: 'Add registration' }).click();
  await expect(form).toBeVisible();
  await expect(invoices.getByText(tooLong, { exact: false })).toBeVisible();
  await expect(invoices.getByLabel('Prefix')).toHaveAttribute('aria-invalid', 'true');
  const errorId = await invoices.getByLabel('Prefix').getAttribute('aria-errormessage');
  await expect(page.locator(`[id="${errorId}"]`)).toContainText(tooLong);
  expect(sent).toEqual([]);

  // Without the year the numbers fit: saved.
  await invoices.getByRole('switch', { name: 'With financial year' }).uncheck();
  await expect(invoices.getByText(tooLong, { exact: false })).toHaveCount(0);
  await expect(invoices).toContainText('MH/INV/00001 to MH/INV/99999');
  await form.getByRole('button', { name: 'Add registration' }).click();
  await expect(form).toBeHidden();
  const registrationRow = row(registrations, gstin);
  for (const text of ['Maharashtra', registrationName, 'MH/INV/00001', 'None yet', 'Active']) {
    await expect(registrationRow).toContainText(text);
  }

  // The warehouse bills under it.
  await page.goto(`/inventory/${warehouse._id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Inventory' });
  await pick(
    page,
    edit.getByRole('textbox', { name: 'GST registration' }),
    `${gstin} — ${registrationName} (Maharashtra)`,
    gstin.slice(0, 12),
  );
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(region(page, 'Inventory Information')).toContainText(gstin);
  await expect(region(page, 'Inventory Information')).toContainText(registrationName);

  // Its settings row names the warehouse, and it cannot be deleted while the warehouse is its.
  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(registrationRow).toContainText(warehouse.name);
  await pageShot(page, 'settings-desktop');
  await registrationRow.getByRole('button', { name: `Delete registration ${gstin}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${gstin}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    registrations.getByText(
      `Failed to delete the GST registration: Registration ${registrationName} bills 1 warehouses: give them another registration first`,
    ),
  ).toBeVisible();
  await expect(registrationRow).toBeVisible();
});

test('a product gets GST 18% and unit NOS; a rate is scheduled and withdrawn, and one given by HSN', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Glucose Biscuits ${suffix}`;
  // An HSN code of this test's own, so a change by HSN reaches this product alone.
  const hsn = `1905${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const admin = await theAdmin(request);
  await page.setViewportSize({ width: 1280, height: 1150 });
  await openSignedIn(page, admin.auth, '/products');

  await page.getByRole('button', { name: 'Add Product' }).click();
  const form = page.getByRole('dialog', { name: 'Add Product' });
  await form.getByLabel(/^Product Name/).fill(name);
  await form.getByLabel(/^HSN code/).fill(hsn);
  await pick(page, form.getByRole('textbox', { name: 'GST rate' }), '18%');
  await pick(page, form.getByRole('textbox', { name: 'Unit (UQC)' }), 'NOS — Numbers', 'NOS');
  await dialogShot(page, 'settings-product-form-gst');
  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(form).toBeHidden();

  // The product's page: the rate given with it is in force from the start of GST.
  await page.getByLabel('Search').fill(suffix);
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const gst = region(page, 'GST');
  await expect(gst).toContainText('NOS — Numbers');
  const first = row(gst, '1 Jul 2017');
  await expect(first).toContainText('18%');
  await expect(first).toContainText('In force');

  // 5% from a day to come, scheduled and then withdrawn.
  const from = indiaDateFromToday(40);
  // The day as the app writes it, by the browser's own calendar data (Node's may name a month otherwise).
  const fromText = await page.evaluate(
    (day) =>
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    from,
  );
  await gst.getByRole('button', { name: 'Schedule a rate' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule a rate' });
  await fillDate(schedule.getByLabel(/^From/), from);
  await pick(page, schedule.getByRole('textbox', { name: 'GST rate' }), '5%');
  await schedule.getByRole('button', { name: 'Schedule a rate' }).click();
  await expect(schedule).toBeHidden();
  const scheduled = row(gst, fromText);
  await expect(scheduled).toContainText('5%');
  await expect(scheduled).toContainText('Scheduled');
  await pageShot(page, 'settings-product-gst');
  await scheduled.getByRole('button', { name: `Withdraw the rate from ${fromText}` }).click();
  await expect(scheduled).toHaveCount(0);
  await expect(first).toContainText('In force');

  // The admin gives every product of the HSN code 12% from that day: this one.
  const productUrl = page.url();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change GST rate by HSN' }).click();
  const byHsn = page.getByRole('dialog', { name: 'Change GST rate by HSN' });
  await byHsn.getByLabel(/^HSN code starts with/).fill(hsn);
  await fillDate(byHsn.getByLabel(/^From/), from);
  await pick(page, byHsn.getByRole('textbox', { name: 'GST rate' }), '12%');
  await byHsn.getByRole('button', { name: 'Change rate' }).click();
  await expect(byHsn).toBeHidden();
  await expect(page.getByText('GST rate changed for 1 product', { exact: true })).toBeVisible();
  await page.goto(productUrl);
  await expect(row(gst, fromText)).toContainText('12%');
  await expect(row(gst, fromText)).toContainText('Scheduled');
});

test('staff read the settings; suppliers have none', async ({ page, request }) => {
  const staff = await createPerson(request, { role: 'staff' });
  await openSignedIn(page, staff.auth, '/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  const company = region(page, 'Company');
  for (const label of ['Legal name', 'Bank name', 'UPI ID']) {
    await expect(company.getByLabel(label)).toHaveAttribute('readonly', '');
  }
  await expect(company.getByLabel('Terms printed on invoices')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save company details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add registration' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change GST rate by HSN' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Upload logo|^Replace logo/ })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Settings', exact: true })).toBeVisible();

  const supplier = await createPerson(request, { role: 'supplier' });
  await openSignedIn(page, supplier.auth, '/settings');
  await expect(page.getByText('This page is not available to your role.')).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
});

test('in Hindi the settings speak Hindi', async ({ page, request }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'hi-IN'), LOCALE_KEY);
  const admin = await theAdmin(request);
  await page.setViewportSize({ width: 1366, height: 1000 });
  await openSignedIn(page, admin.auth, '/settings');
  await expect(page.getByRole('heading', { level: 2, name: hi('settings_title') })).toBeVisible();
  const company = region(page, hi('settings_company'));
  for (const label of ['settings_legal_name', 'settings_bank_name', 'settings_invoice_terms']) {
    await expect(company.getByLabel(hi(label))).toBeVisible();
  }
  await expect(region(page, hi('settings_registrations'))).toBeVisible();
  await expect(page.getByRole('button', { name: hi('settings_change_rate_by_hsn') })).toBeVisible();
  await pageShot(page, 'settings-hindi');
});

test('on a phone in dark mode the registrations are cards, with nothing cut off', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const registration = await createRegistrationViaApi(
    request,
    admin.auth.token,
    `Bengaluru branch of Godown Traders ${suffix}`,
    gstinOf('29', newPan()),
  );
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, admin.auth, '/settings');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const registrations = region(page, 'GST registrations');
  const card = registrations.getByRole('article', { name: registration.gstin });
  await expect(card).toContainText('Karnataka');
  await expect(card).toContainText(registration.name);
  await expect(card).toContainText(`INV/${FINANCIAL_YEAR}/00001`);
  await expect(registrations.getByRole('table')).toHaveCount(0);

  // Nothing is wider than the screen: the page does not scroll sideways, and the card fits.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await viewShot(page, 'settings-phone-dark');
  await pageShot(page, 'settings-phone-dark-full');

  // The form fills the phone's screen, its series fields one under another.
  await card.getByRole('button', { name: `Edit registration ${registration.gstin}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit registration' });
  await expect(form.getByRole('group', { name: 'Credit notes' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await viewShot(page, 'settings-phone-dark-form');
});

test('the settings and the registration form pass axe, light and dark', async ({ browser, request }) => {
  // Four axe runs, each a few seconds on a 2-core machine.
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  await createRegistrationViaApi(request, admin.auth.token, `Axe branch ${suffix}`, gstinOf('29', newPan()));
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await openSignedIn(page, admin.auth, '/settings');
    await expect(region(page, 'GST registrations').getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page), `settings, ${colorScheme}`).toEqual([]);

    await region(page, 'GST registrations').getByRole('button', { name: 'Add registration' }).click();
    const form = page.getByRole('dialog', { name: 'Add registration' });
    await form.getByRole('group', { name: 'Invoices' }).getByLabel('Prefix').fill('MH/INV/');
    await expect(form.getByText('This series runs to 18 characters', { exact: false })).toBeVisible();
    expect(await seriousViolations(page), `registration form, ${colorScheme}`).toEqual([]);
    await context.close();
  }
});
