import { gstinCheckCharacter } from '@godown/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { mainNav, openSignedIn, uniqueSuffix } from './support/accounts';
import { hi, hiMessage } from './support/catalogue';
import { createPerson, theAdmin } from './support/people';
import { choose } from './support/purchasing';
import { dialogShot, pageShot } from './support/screens';

// Customers (docs/domain.md#customers): admins and staff keep them; the GSTIN gives the state, a PIN
// code fills the district; an admin deletes one; suppliers and drivers never see them.

const LOCALE_KEY = 'godown-locale';
const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = (characters: string) => characters[Math.floor(Math.random() * characters.length)]!;

/** A PAN of a firm nobody else in the run has: five letters (the fourth F), four digits, a letter. */
function newPan(): string {
  const letters = Array.from({ length: 3 }, () => pick(LETTERS)).join('');
  const digits = Array.from({ length: 4 }, () => pick('0123456789')).join('');
  return `${letters}F${pick(LETTERS)}${digits}${pick(LETTERS)}`;
}

/** A valid GSTIN of `pan` in `stateCode`: its first registration there, with its check character. */
function gstinOf(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** A customer added through the API by an admin or staff member. */
async function createCustomerViaApi(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<{ id: string; name: string; gstin: string | null }> {
  const response = await request.post('/api/v1/customers', {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (
    (await response.json()) as { data: { customer: { id: string; name: string; gstin: string | null } } }
  ).data.customer;
}

test('a staff member adds a customer by GSTIN and PIN code, finds them, and edits their phone', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Sharma Medical ${suffix}`;
  const pan = newPan();
  const gstin = gstinOf('27', pan);
  const staff = await createPerson(request, { role: 'staff' });
  await openSignedIn(page, staff.auth, '/customers');
  await mainNav(page).getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Customers/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add customer' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add customer' });
  await form.getByLabel(/^Name/).fill(name);
  // The GSTIN, typed in lower case, is read once whole: its state and PAN, and the state is locked.
  await form.getByLabel('GSTIN').fill(gstin.toLowerCase());
  await expect(form.getByText(`State: Maharashtra · PAN: ${pan}`)).toBeVisible();
  const state = form.getByRole('textbox', { name: /^State \(place of supply\)/ });
  await expect(state).toHaveValue('Maharashtra (27)');
  await expect(state).not.toBeEditable();
  // A PIN code fills its district.
  await form.getByLabel('Address', { exact: true }).fill('12, Kalbadevi Road');
  await form.getByLabel('PIN code', { exact: true }).fill('400001');
  await expect(form.getByLabel('District', { exact: true })).toHaveValue('Mumbai');
  await form.getByLabel('Phone', { exact: true }).fill('022 2345 6789');
  await form.getByLabel('Credit limit (₹)').fill('150000');
  await form.getByLabel('Payment terms (days)').fill('30');
  await dialogShot(page, 'customer-new');
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(form).toBeHidden();

  // The list finds them by name, with what the form said.
  await page.getByRole('textbox', { name: 'Search' }).fill(suffix);
  await expect(page.getByRole('row')).toHaveCount(2);
  const line = row(page, name);
  for (const text of [gstin, 'Maharashtra', 'Mumbai · 400001', '₹1,50,000.00', '30 days', 'Active']) {
    await expect(line).toContainText(text);
  }
  await pageShot(page, 'customers');

  // Their page: GST, terms, the billing address with its map; they ship to it.
  await line.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Customer status' })).toHaveText('RegisteredActive');
  await expect(region(page, 'GST')).toContainText(gstin);
  await expect(region(page, 'GST')).toContainText(pan);
  await expect(region(page, 'GST')).toContainText('Maharashtra (27)');
  await expect(region(page, 'Terms')).toContainText('₹1,50,000.00');
  await expect(region(page, 'Billing address')).toContainText('Mumbai');
  await expect(region(page, 'Billing address').getByRole('region', { name: /^Map of/ })).toHaveCount(1);
  await expect(region(page, 'Shipping address')).toContainText('Same as billing address');
  // Deleting is an admin's.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit customer' });
  await expect(edit.getByLabel('Phone', { exact: true })).toHaveValue('022 2345 6789');
  await edit.getByLabel('Phone', { exact: true }).fill('+91 98765 43210');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(region(page, 'Contact')).toContainText('+91 98765 43210');
  await pageShot(page, 'customer');
});

test('a customer without a GSTIN needs a state; a mistyped or taken GSTIN says what is wrong', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const name = `Gupta Kirana ${suffix}`;
  const staff = await createPerson(request, { role: 'staff' });
  await openSignedIn(page, staff.auth, '/customers');
  await page.getByRole('button', { name: 'Add customer' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add customer' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZA');
  await expect(
    form.getByText('This GSTIN’s last character does not match the rest: check it for a mistyped character'),
  ).toBeVisible();
  await form.getByLabel('GSTIN').fill('');
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(
    form.getByText('Choose the state of a customer without a GSTIN (the place of supply)'),
  ).toBeVisible();
  await choose(
    page,
    form.getByRole('textbox', { name: /^State \(place of supply\)/ }),
    'Uttar',
    'Uttar Pradesh (09)',
  );
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(form).toBeHidden();

  // The unregistered are a filter of their own.
  await page.getByRole('textbox', { name: 'GST registration' }).click();
  await page.getByRole('option', { name: 'Unregistered', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(suffix);
  await expect(row(page, name)).toContainText('Unregistered');
  await expect(row(page, name)).toContainText('Uttar Pradesh');
  await page.getByRole('textbox', { name: 'GST registration' }).click();
  await page.getByRole('option', { name: 'Registered', exact: true }).click();
  await expect(page.getByText('No customers match')).toBeVisible();

  // The server's refusal of a GSTIN another customer has shows under the GSTIN.
  const taken = await createCustomerViaApi(request, staff.auth.token, {
    name: `Mehta Agencies ${uniqueSuffix()}`,
    gstin: gstinOf('24', newPan()),
  });
  const takenGstin = taken.gstin ?? '';
  await page.getByRole('button', { name: 'Add customer' }).first().click();
  await form.getByLabel(/^Name/).fill(`Mehta Traders ${suffix}`);
  await form.getByLabel('GSTIN').fill(takenGstin);
  await form.getByRole('button', { name: 'Add customer' }).click();
  await expect(form.getByText(`GSTIN ${takenGstin} already belongs to customer ${taken.name}`)).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('an admin deletes a customer from their page', async ({ page, request }) => {
  const admin = await theAdmin(request);
  const customer = await createCustomerViaApi(request, admin.auth.token, {
    name: `Patel Traders ${uniqueSuffix()}`,
    stateCode: '24',
  });
  await openSignedIn(page, admin.auth, `/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 2, name: customer.name })).toBeVisible();
  await expect(region(page, 'Billing address')).toContainText('No address given');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${customer.name}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/customers$/);
  await page.getByRole('textbox', { name: 'Search' }).fill(customer.name);
  await expect(page.getByText('No customers match')).toBeVisible();
});

test('suppliers and drivers have no customers', async ({ page, request }) => {
  for (const role of ['supplier', 'driver'] as const) {
    const person = await createPerson(request, { role });
    await openSignedIn(page, person.auth, '/customers');
    await expect(page.getByText('This page is not available to your role.')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Customers', exact: true })).toHaveCount(0);
  }
});

test('on a phone the customers are cards', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  for (const name of [`Joshi Pharma ${suffix}`, `Rao Stores ${suffix}`]) {
    await createCustomerViaApi(request, admin.auth.token, {
      name,
      gstin: gstinOf('29', newPan()),
      creditLimit: 25000,
      paymentTermsDays: 15,
      billingAddress: { line: 'MG Road', district: 'Bengaluru', pinCode: '560001' },
    });
  }
  await openSignedIn(page, admin.auth, `/customers?search=${suffix}`);
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('article', { name: `Joshi Pharma ${suffix}` });
  await expect(card).toContainText('Karnataka · Bengaluru · 560001');
  await expect(card).toContainText('₹25,000.00');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  await pageShot(page, 'customers-phone');
});

test('in Hindi the customer form speaks Hindi', async ({ page, request }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'hi-IN'), LOCALE_KEY);
  const staff = await createPerson(request, { role: 'staff' });
  await openSignedIn(page, staff.auth, '/customers');
  await page
    .getByRole('button', { name: hi('customers_add_customer') })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: hi('customers_add_customer') });
  for (const label of ['customers_gstin', 'customers_pin_code', 'customers_district']) {
    await expect(form.getByLabel(hi(label), { exact: true })).toBeVisible();
  }
  await expect(form.getByText(hi('customers_billing_address'), { exact: true })).toBeVisible();
  await form.getByLabel(hi('customers_gstin'), { exact: true }).fill('27AAPFU0939F1ZA');
  await expect(form.getByText(hiMessage('gstin.checkCharacter'))).toBeVisible();
  await form.getByLabel(hi('customers_gstin'), { exact: true }).fill('27AAPFU0939F1ZV');
  await expect(
    form.getByText(hi('customers_gstin_reads', { state: 'महाराष्ट्र', pan: 'AAPFU0939F' })),
  ).toBeVisible();
  await dialogShot(page, 'customer-new-hindi');
});
