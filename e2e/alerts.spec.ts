import { expect, test, type Locator, type Page } from './support/test';
import { ALERT_LIST_URL, countTriggerRequests, TRIGGER_URL, triggerViaApi } from './support/alerts';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';
import { expectLoadFailure, failCalls } from './support/network';
import { dialogShot, dismissNotifications, pageShot } from './support/screens';
import { adminToken, createProduct } from './support/stock';
import { createTransport } from './support/transports';

/** A date and time as the cards show it: "1 Feb 2026, 4:30 pm". */
const DATE_TIME = String.raw`\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m`;

const card = (page: Page, message: string): Locator => page.getByRole('article', { name: message });
const searchBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Search' });
const quickCard = (page: Page): Locator => page.getByRole('region', { name: 'Trigger Test Alert' });

/** Picks `option` in a Mantine select. */
async function choose(page: Page, input: Locator, option: string): Promise<void> {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses Active, Resolved or All in the status control. */
async function showStatus(page: Page, status: 'Active' | 'Resolved' | 'All'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Status' }).getByText(status, { exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${status}`) })).toBeChecked();
}

/** The list heading once the server's total is in. */
async function expectAlertCount(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: `Alerts (${count})` })).toBeVisible();
}

test('trigger an alert from the quick card and the modal, edit it, resolve it and reopen it', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  const transport = await createTransport(request, token, { packageId: `PKG-${suffix}` });
  const { user } = await signUpAndOpen(page, request, { role: 'staff' }, '/alerts');
  await expect(page.getByRole('heading', { level: 2, name: /^Alerts \([\d,]+\)$/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Active/ })).toBeChecked();
  const triggers = countTriggerRequests(page);

  // The quick card: a blank message (once trimmed) sends nothing at all.
  const quick = quickCard(page);
  const quickMessage = quick.getByRole('textbox', { name: 'Alert message' });
  const triggerButton = quick.getByRole('button', { name: 'Trigger', exact: true });
  await triggerButton.click();
  await expect(quick.getByText('Message is required')).toBeVisible();
  await quickMessage.fill('   ');
  await triggerButton.click();
  await expect(quick.getByText('Message is required')).toBeVisible();
  expect(triggers()).toBe(0);

  const forklift = `Forklift 2 needs service ${suffix}`;
  await expect(quick.getByRole('textbox', { name: 'Alert type' })).toHaveValue('System');
  await choose(page, quick.getByRole('textbox', { name: 'Alert type' }), 'Maintenance');
  await quickMessage.fill(`  ${forklift}  `);
  await triggerButton.click();
  await expect(card(page, forklift)).toBeVisible();
  await expect(quickMessage).toHaveValue('');
  expect(triggers()).toBe(1);
  await expect(card(page, forklift)).toContainText('Maintenance');
  await expect(card(page, forklift)).toContainText('Medium');
  await expect(card(page, forklift)).toContainText('Active');
  await expect(card(page, forklift)).toContainText('Affected item—');
  await expect(card(page, forklift)).toContainText(`Triggered by${user.name}`);

  // The modal: the required fields first, in the fixed words of the form, and nothing sent.
  await searchBox(page).fill(suffix);
  await expectAlertCount(page, 1);
  await page.getByRole('button', { name: 'Trigger Alert' }).click();
  const form = page.getByRole('dialog', { name: 'Trigger Alert' });
  await expect(form.getByRole('textbox', { name: 'Priority' })).toHaveValue('Medium');
  await expect(form.getByRole('button', { name: 'Triggered On' })).toHaveText(
    /^\d{2} \w{3} \d{4}, \d{2}:\d{2} [AP]M$/,
  );
  await expect(form.getByRole('checkbox', { name: 'Resolved' })).not.toBeChecked();
  await form.getByRole('button', { name: 'Trigger Alert' }).click();
  await expect(form.getByText('Type is required')).toBeVisible();
  await expect(form.getByText('Target ID is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  expect(triggers()).toBe(1);
  await dismissNotifications(page);
  await dialogShot(page, 'alert-form-errors');

  const offRoute = `Truck off route ${suffix}`;
  await choose(page, form.getByRole('textbox', { name: /^Type/ }), 'Route deviation');
  await choose(page, form.getByRole('textbox', { name: 'Priority' }), 'Critical');
  await form.getByRole('textbox', { name: /^Message/ }).fill(offRoute);
  await form.getByRole('textbox', { name: 'Description' }).fill('Left NH48 near Vapi');
  await form.getByRole('textbox', { name: /^Target ID/ }).fill(transport._id);
  await form.getByRole('button', { name: 'Trigger Alert' }).click();
  await expect(form).toBeHidden();
  expect(triggers()).toBe(2);
  const offRouteCard = card(page, offRoute);
  await expect(offRouteCard).toContainText('Route deviation');
  await expect(offRouteCard).toContainText('Critical');
  await expect(offRouteCard).toContainText('Left NH48 near Vapi');
  await expect(offRouteCard).toContainText(`Affected itemTransport PKG-${suffix}`);
  await expect(offRouteCard).toContainText(`Triggered by${user.name}`);
  await expect(offRouteCard).toContainText(new RegExp(`Created${DATE_TIME}`));
  await expect(offRouteCard).not.toContainText('Resolved');
  await expectAlertCount(page, 2);
  // Newest first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(offRoute);

  // Edit: the stored values; nothing changed is said, not sent; a change is saved.
  await offRouteCard.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Alert' });
  await expect(edit.getByRole('textbox', { name: /^Type/ })).toHaveValue('Route deviation');
  await expect(edit.getByRole('textbox', { name: 'Priority' })).toHaveValue('Critical');
  await expect(edit.getByRole('textbox', { name: /^Message/ })).toHaveValue(offRoute);
  await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue('Left NH48 near Vapi');
  await expect(edit.getByRole('textbox', { name: /^Target ID/ })).toHaveValue(transport._id);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('No changes to save')).toBeVisible();
  const rerouted = `Truck rerouted via Surat ${suffix}`;
  await edit.getByRole('textbox', { name: /^Message/ }).fill(rerouted);
  await choose(page, edit.getByRole('textbox', { name: 'Priority' }), 'High');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const reroutedCard = card(page, rerouted);
  await expect(reroutedCard).toContainText('High');
  await expect(reroutedCard).toContainText('Left NH48 near Vapi');
  await expect(card(page, offRoute)).toHaveCount(0);
  await dismissNotifications(page);
  await pageShot(page, 'alerts-list');

  // Resolve: it leaves the active list and shows under Resolved with its resolved time.
  await reroutedCard.getByRole('button', { name: 'Resolve' }).click();
  await expect(reroutedCard).toHaveCount(0);
  await expectAlertCount(page, 1);
  await showStatus(page, 'Resolved');
  await expectAlertCount(page, 1);
  await expect(reroutedCard).toContainText('Resolved');
  await expect(reroutedCard).toContainText(new RegExp(`Resolved${DATE_TIME}`));
  await expect(card(page, forklift)).toHaveCount(0);

  // Reopen: back to Active, without a resolved time.
  await reroutedCard.getByRole('button', { name: 'Reopen' }).click();
  await expect(reroutedCard).toHaveCount(0);
  await showStatus(page, 'All');
  await expectAlertCount(page, 2);
  await showStatus(page, 'Active');
  await expectAlertCount(page, 2);
  await expect(reroutedCard).toContainText('Active');
  await expect(reroutedCard).not.toContainText(/Resolved\d/);

  // No match: a way back to every active alert.
  await choose(page, page.getByRole('textbox', { name: 'Type', exact: true }), 'Security');
  await expect(page.getByRole('heading', { name: 'No alerts match your filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Type', exact: true })).toHaveValue('');

  await page.setViewportSize({ width: 390, height: 844 });
  await searchBox(page).fill(suffix);
  await expectAlertCount(page, 2);
  await pageShot(page, 'alerts-list-phone');
  await reroutedCard.getByRole('button', { name: 'Edit' }).click();
  await expect(edit).toBeVisible();
  await dialogShot(page, 'alert-form-phone');
});

test('a new alert hidden by the filters brings the list back to where it shows', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  await signUpAndOpen(page, request, { role: 'staff' }, '/alerts');
  await showStatus(page, 'Resolved');
  const message = `Smoke in bay 3 ${suffix}`;
  await quickCard(page).getByRole('textbox', { name: 'Alert message' }).fill(message);
  await quickCard(page).getByRole('button', { name: 'Trigger', exact: true }).click();
  await expect(card(page, message)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Active/ })).toBeChecked();
});

test('signed out, the page asks to log in; failures show the fixed messages with the reason', async ({
  page,
  request,
}) => {
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 2, name: 'Alerts', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await expect(quickCard(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Trigger Alert' })).toHaveCount(0);

  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  // Quantity at its threshold: the product raises its own Low Stock alert.
  const product = await createProduct(request, token, {
    productName: `Sugar ${suffix}`,
    price: 45,
    quantity: 3,
    thresholdLimit: 3,
  });
  await signUpAndOpen(page, request, { role: 'staff' }, '/alerts');
  await expectLoadFailure(page, ALERT_LIST_URL, '/alerts', 'Failed to fetch alerts');

  // An empty list says so (answered by the test: the shared database is never empty).
  await page.route(ALERT_LIST_URL, (route) =>
    route.fulfill({ json: { data: { alerts: [], total: 0, counts: { active: 0, resolved: 0 } } } }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Active Alerts' })).toBeVisible();
  await expectAlertCount(page, 0);
  await page.unroute(ALERT_LIST_URL);

  // Triggering fails behind a proxy, then with a reason from the server.
  await page.reload();
  const quick = quickCard(page);
  await quick.getByRole('textbox', { name: 'Alert message' }).fill(`Door sensor ${suffix}`);
  await failCalls(page, TRIGGER_URL, ['POST']);
  await quick.getByRole('button', { name: 'Trigger', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to trigger alert');
  await page.unroute(TRIGGER_URL);
  await page.route(TRIGGER_URL, (route) =>
    route.fulfill({
      status: 429,
      json: { error: { code: 'RATE_LIMITED', message: 'Too many requests, try again in a minute' } },
    }),
  );
  await quick.getByRole('button', { name: 'Trigger', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Failed to trigger alert: Too many requests, try again in a minute',
  );
  await page.unroute(TRIGGER_URL);

  // Saving fails: in the modal behind a proxy.
  const stockAlert = card(page, `Sugar ${suffix} is low on stock: 3 left`);
  await searchBox(page).fill(`Sugar ${suffix}`);
  await expect(stockAlert).toContainText('Low stock');
  await expect(stockAlert).toContainText('High');
  await expect(stockAlert).toContainText('Triggered bySystem');
  await expect(stockAlert).toContainText(`Affected itemSugar ${suffix}`);
  const saveUrl = /\/api\/v1\/alerts\/[0-9a-f-]{36}$/;
  await failCalls(page, saveUrl, ['PUT']);
  await stockAlert.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Alert' });
  await edit.getByRole('textbox', { name: 'Description' }).fill('Reorder from the mill');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Failed to save alert');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.unroute(saveUrl);

  // Reopening would make a second open Low Stock alert for the product: the server says why.
  await stockAlert.getByRole('button', { name: 'Resolve' }).click();
  await expect(stockAlert).toHaveCount(0);
  const response = await request.put(`/api/v1/products/${product._id}`, {
    data: { quantity: 2 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  await showStatus(page, 'Resolved');
  await stockAlert.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Failed to save' })).toHaveText(
    'Failed to save alert: An open alert of this type already exists for this target; resolve that one first',
  );
  await expect(stockAlert).toContainText('Resolved');
  await showStatus(page, 'Active');
  await expect(card(page, `Sugar ${suffix} is low on stock: 2 left`)).toBeVisible();

  // An alert triggered through the API shows for everyone signed in.
  const raised = await triggerViaApi(request, token, { type: 'security', message: `Gate ${suffix} open` });
  await searchBox(page).fill(raised.message);
  await expect(card(page, raised.message)).toContainText('Security');
});
