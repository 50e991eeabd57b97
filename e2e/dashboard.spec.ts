import { expect, test, type Locator, type Page } from './support/test';
import {
  EMPTY_SUMMARY,
  indian,
  summaryShownTo,
  SUMMARY_URL,
  triggerViaApi,
  type DashboardSummary,
} from './support/alerts';
import { signUpAndOpen, uniqueSuffix } from './support/accounts';
import { failCalls } from './support/network';
import { pageShot } from './support/screens';
import { adminToken, createProduct } from './support/stock';

const STAT_LABELS = {
  totalProducts: 'Total Products',
  inventories: 'Inventories',
  users: 'Users',
  lowStockItems: 'Low Stock Items',
  activeAlerts: 'Active Alerts',
} as const;

const statCard = (page: Page, label: string): Locator => page.getByRole('group', { name: label });
const section = (page: Page, title: string): Locator => page.getByRole('region', { name: title });
const listItem = (list: Locator, name: string): Locator => list.getByRole('listitem', { name });

/** The five stat cards show these counts. */
async function expectCounts(page: Page, counts: DashboardSummary['counts']): Promise<void> {
  for (const [key, label] of Object.entries(STAT_LABELS)) {
    await expect(statCard(page, label)).toHaveText(`${label}${indian(counts[key as keyof typeof counts])}`);
  }
}

/** The dashboard of an empty system: zeros, both empty lists, no warning and no error line. */
async function expectEmptyDashboard(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard', exact: true })).toBeVisible();
  await expectCounts(page, EMPTY_SUMMARY.counts);
  await expect(section(page, 'Recent Products')).toContainText('No Products Yet');
  await expect(section(page, 'Active Alerts')).toContainText('No Active Alerts');
  await expect(page.getByText('Low Stock Warning')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a signed-in user sees the counts, a new low-stock product and the newest active alerts', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  const product = await createProduct(request, token, {
    productName: `Toor Dal ${suffix}`,
    sku: `DAL-${suffix}`,
    price: 123456.5,
    quantity: 3,
    thresholdLimit: 5,
  });
  const alert = await triggerViaApi(request, token, {
    type: 'inventoryMismatch',
    message: `Count differs ${suffix}`,
    priority: 'critical',
    targetId: product._id,
  });

  const shown = summaryShownTo(page, true);
  await signUpAndOpen(page, request, { role: 'staff' }, '/');
  await expect(page.getByRole('heading', { level: 2, name: 'Dashboard', exact: true })).toBeVisible();
  const products = section(page, 'Recent Products');
  const row = listItem(products, product.productName);
  await expect(row).toBeVisible();

  // The counts are the ones the server gave the page (the database is shared with other tests).
  const summary = await shown;
  await expectCounts(page, summary.counts);
  expect(summary.counts.lowStockItems).toBeGreaterThan(0);
  const warning = page.getByRole('status').filter({ hasText: 'Low Stock Warning' });
  await expect(warning).toContainText(
    summary.counts.lowStockItems === 1
      ? '1 product is at or below its threshold'
      : `${indian(summary.counts.lowStockItems)} products are at or below their threshold`,
  );
  await expect(warning.getByRole('link', { name: 'Review products' })).toHaveAttribute('href', '/products');

  // The newest product first: its rupee price, quantity and Low Stock badge; the name opens it.
  await expect(products.getByRole('listitem').first()).toHaveAccessibleName(product.productName);
  await expect(row).toContainText('Qty 3 · ₹1,23,456.50');
  await expect(row).toContainText('Low Stock');
  await expect(row.getByRole('link', { name: product.productName })).toHaveAttribute(
    'href',
    `/products/${product._id}`,
  );
  expect(summary.recentProducts.map((p) => p.productName)).toEqual(
    await products
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
  );

  // The alert raised by hand and the stock alert the product raised, with priority, type and item.
  const alerts = section(page, 'Active Alerts');
  const raised = listItem(alerts, alert.message);
  await expect(raised).toContainText('Critical');
  await expect(raised).toContainText('Inventory mismatch');
  await expect(raised).toContainText(`Affected: Toor Dal ${suffix} (DAL-${suffix})`);
  await expect(raised.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s[ap]m$/);
  await expect(listItem(alerts, `Toor Dal ${suffix} is low on stock: 3 left`)).toContainText('High');
  await pageShot(page, 'dashboard-signed-in');

  // A new alert raised elsewhere shows on coming back: the summary is never served stale.
  await alerts.getByRole('link', { name: 'View all' }).click();
  await expect(page).toHaveURL('/alerts');
  const later = await triggerViaApi(request, token, {
    type: 'security',
    message: `Gate left open ${suffix}`,
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(listItem(alerts, later.message)).toBeVisible();
  await expect(alerts.getByRole('listitem').first()).toHaveAccessibleName(later.message);

  // The cards open their screens.
  await statCard(page, 'Total Products').click();
  await expect(page).toHaveURL('/products');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(listItem(products, product.productName)).toBeVisible();
  await pageShot(page, 'dashboard-phone');
});

test('an empty system, a failed load and a slow one', async ({ page, request }) => {
  // Nothing yet: zeros and both empty states, no warning card.
  await page.route(SUMMARY_URL, (route) => route.fulfill({ json: { data: EMPTY_SUMMARY } }));
  await signUpAndOpen(page, request, { role: 'staff' }, '/');
  await expectEmptyDashboard(page);
  await expect(section(page, 'Recent Products')).toContainText(
    'Add your first product on the Products page.',
  );
  await expect(section(page, 'Active Alerts')).toContainText('Nothing needs attention right now.');
  await pageShot(page, 'dashboard-empty');
  await page.unroute(SUMMARY_URL);

  // A failed load counts as empty: the same page, no error line.
  await failCalls(page, SUMMARY_URL);
  await page.reload();
  await expect(page.getByText('Loading dashboard...')).toBeHidden({ timeout: 15_000 });
  await expectEmptyDashboard(page);
  await page.unroute(SUMMARY_URL);

  // While the answer is on its way: "Loading dashboard...".
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(SUMMARY_URL, async (route) => {
    await answered;
    await route.fulfill({ json: { data: EMPTY_SUMMARY } });
  });
  await page.reload();
  await expect(page.getByText('Loading dashboard...')).toBeVisible();
  await expect(statCard(page, 'Total Products')).toHaveCount(0);
  answer();
  await expect(page.getByText('Loading dashboard...')).toBeHidden();
  await expectEmptyDashboard(page);
});

test('a signed-out visitor sees the product counts and is asked to log in for alerts', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const token = await adminToken(request);
  const product = await createProduct(request, token, {
    productName: `Jaggery ${suffix}`,
    price: 60,
    quantity: 40,
    thresholdLimit: 10,
  });

  const shown = summaryShownTo(page, false);
  await page.goto('/');
  const row = listItem(section(page, 'Recent Products'), product.productName);
  await expect(row).toContainText('Qty 40 · ₹60.00');
  await expect(row).toContainText('In Stock');
  const summary = await shown;
  expect(summary.signedIn).toBe(false);
  await expectCounts(page, summary.counts);
  expect(summary.counts.totalProducts).toBeGreaterThan(0);
  await expect(statCard(page, 'Users')).toHaveText('Users0');
  const alerts = section(page, 'Active Alerts');
  await expect(alerts).toContainText('No Active Alerts');
  await expect(alerts).toContainText('Log in to see the alerts.');
  await expect(alerts.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await pageShot(page, 'dashboard-signed-out');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await pageShot(page, 'dashboard-signed-out-phone');
});
