import { expect, test, type Locator, type Page } from './support/test';
import { openSignedIn, randomPhone, signUpAndOpen, uniqueSuffix } from './support/accounts';
import { failCalls } from './support/network';
import {
  createWorker,
  currentWageMonth,
  currentWageMonthStart,
  openAsAdmin,
  previousWageMonth,
  theAdmin,
  updateUserViaApi,
  userViaApi,
} from './support/people';
import { dialogShot, pageShot } from './support/screens';

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
/** The table's rows of data (not its header row), on the desktop layout. */
const bodyRows = (page: Page): Locator => page.getByRole('row').filter({ has: page.getByRole('cell') });
const cell = (rowLocator: Locator, index: number): Locator => rowLocator.getByRole('cell').nth(index);
const statCard = (page: Page, label: string): Locator =>
  page.getByRole('group', { name: label, exact: true });
const searchBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Search' });
const calculateButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Calculate Wages', exact: true });

/** Column of each field in the wage records table. */
const RECORD = {
  employee: 0,
  hours: 1,
  rate: 2,
  total: 3,
  extra: 4,
  overworked: 5,
  status: 6,
  at: 7,
  edit: 8,
};
/** Column of each field in the overworked table. */
const OVERWORKED = { name: 0, role: 1, hours: 2, extra: 3, rate: 4, shift: 5, contact: 6 };

/** Clicks Calculate Wages and waits for the answer and the line that reports it. */
async function calculate(page: Page, monthLabel: string): Promise<void> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/wages/calculate'));
  await calculateButton(page).click();
  expect((await answer).ok()).toBe(true);
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(`^Calculated wages for \\d+ employees? for ${monthLabel}$`),
  );
}

const monthSelect = (page: Page): Locator => page.getByRole('textbox', { name: 'Month' });
/** The page's status line (not the toasts). */
const statusLine = (page: Page): Locator => page.getByRole('main').getByRole('status');

/** Chooses a month in the Month select. */
async function chooseMonth(page: Page, label: string): Promise<void> {
  await monthSelect(page).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(monthSelect(page)).toHaveValue(label);
}

/** Calculates the month's wages through the API as an admin. */
async function calculateViaApi(page: Page, token: string, month: string): Promise<void> {
  const response = await page.request.post('/api/v1/wages/calculate', {
    data: { month },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('an admin calculates the month: totals are hours × rate, a second run adds nothing, an edit recomputes', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const month = currentWageMonth();
  const meera = `Meera ${suffix}`;
  const ravi = `Ravi ${suffix}`;
  const admin = await theAdmin(request);
  await createWorker(
    request,
    admin.auth.token,
    { name: meera },
    { hoursThisMonth: 12.5, wagePerHour: 180.4 },
  );
  await createWorker(
    request,
    admin.auth.token,
    { name: ravi, role: 'driver' },
    { hoursThisMonth: 170, wagePerHour: 100, extraShift: true },
  );

  await openSignedIn(page, admin.auth, '/wages');
  await expect(page.getByRole('textbox', { name: 'Month' })).toHaveValue(month.label);
  await calculate(page, month.label);

  await searchBox(page).fill(suffix);
  // Only the search's rows: the unfiltered list of an empty database would pass a looser check.
  const rows = bodyRows(page);
  await expect(rows).toHaveCount(2);
  const meeraRow = row(page, meera);
  await expect(cell(meeraRow, RECORD.employee)).toHaveText(`${meera}Staff`);
  await expect(cell(meeraRow, RECORD.hours)).toHaveText('12.5');
  await expect(cell(meeraRow, RECORD.rate)).toHaveText('₹180.40');
  await expect(cell(meeraRow, RECORD.total)).toHaveText('₹2,255.00');
  await expect(cell(meeraRow, RECORD.extra)).toHaveText('—');
  await expect(cell(meeraRow, RECORD.overworked)).toHaveText('—');
  await expect(cell(meeraRow, RECORD.status)).toHaveText('Active');
  const raviRow = row(page, ravi);
  await expect(cell(raviRow, RECORD.total)).toHaveText('₹17,000.00');
  await expect(cell(raviRow, RECORD.extra)).toHaveText('Extra shift');
  await expect(cell(raviRow, RECORD.overworked)).toHaveText('Overworked');
  // The cards sum the records the search finds.
  await expect(statCard(page, 'Total Wages')).toHaveText('Total Wages₹19,255.00');
  await expect(statCard(page, 'Total Hours')).toHaveText('Total Hours182.5');
  await expect(statCard(page, 'Extra Shifts')).toHaveText('Extra Shifts1');
  await expect(statCard(page, 'Overworked')).toHaveText('Overworked1');
  await pageShot(page, 'wages-records');

  // Again: the records are recalculated, not added.
  await calculate(page, month.label);
  await expect(rows).toHaveCount(2);
  await expect(cell(meeraRow, RECORD.total)).toHaveText('₹2,255.00');
  await expect(statCard(page, 'Total Wages')).toHaveText('Total Wages₹19,255.00');

  // Edit a row: the modal shows the total as the hours change; the row shows the saved one.
  await meeraRow.getByRole('button', { name: `Edit ${meera}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Wage Record' });
  await expect(form.getByText(`Month: ${month.label}`)).toBeVisible();
  await expect(form.getByLabel('Hours worked')).toHaveValue('12.5');
  await expect(form.getByText('₹2,255.00')).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('No changes to save')).toBeVisible();
  await form.getByLabel('Hours worked').fill('20');
  await expect(form.getByText('₹3,608.00')).toBeVisible();
  await dialogShot(page, 'wage-edit');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  await expect(cell(meeraRow, RECORD.hours)).toHaveText('20');
  await expect(cell(meeraRow, RECORD.total)).toHaveText('₹3,608.00');
  await expect(statCard(page, 'Total Wages')).toHaveText('Total Wages₹20,608.00');

  // A phone: the records become cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: meera })).toContainText('₹3,608.00');
  await pageShot(page, 'wages-records-phone');
});

test('a staff user sees the records and who is overworked, without the admin buttons', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const month = currentWageMonth();
  const tara = `Tara ${suffix}`;
  const vijay = `Vijay ${suffix}`;
  const vijayPhone = randomPhone();
  const admin = await theAdmin(request);
  const overHours = await createWorker(
    request,
    admin.auth.token,
    { name: tara },
    { hoursThisMonth: 172.5, wagePerHour: 120 },
  );
  await createWorker(
    request,
    admin.auth.token,
    { name: vijay, role: 'driver', email: undefined, phone: vijayPhone },
    { hoursThisMonth: 40, wagePerHour: 95.5, extraShift: true, shift: 'Night' },
  );
  await calculateViaApi(page, admin.auth.token, month.value);

  await signUpAndOpen(page, request, { role: 'staff' }, '/wages');
  await searchBox(page).fill(suffix);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(cell(row(page, vijay), RECORD.total)).toHaveText('₹3,820.00');
  await expect(calculateButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Wage Record' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Overworked' }).click();
  await searchBox(page).fill(suffix);
  await expect(bodyRows(page)).toHaveCount(2);
  const taraRow = row(page, tara);
  await expect(cell(taraRow, OVERWORKED.role)).toHaveText('Staff');
  await expect(cell(taraRow, OVERWORKED.hours)).toHaveText('172.512.5 over 160');
  await expect(cell(taraRow, OVERWORKED.extra)).toHaveText('—');
  await expect(cell(taraRow, OVERWORKED.rate)).toHaveText('₹120.00');
  await expect(cell(taraRow, OVERWORKED.shift)).toHaveText('—');
  await expect(cell(taraRow, OVERWORKED.contact)).toHaveText(overHours.user.email ?? '');
  const vijayRow = row(page, vijay);
  await expect(cell(vijayRow, OVERWORKED.role)).toHaveText('Driver');
  await expect(cell(vijayRow, OVERWORKED.hours)).toHaveText('40');
  await expect(cell(vijayRow, OVERWORKED.extra)).toHaveText('Extra shift');
  await expect(cell(vijayRow, OVERWORKED.shift)).toHaveText('Night');
  await expect(cell(vijayRow, OVERWORKED.contact)).toHaveText(vijayPhone);
  await pageShot(page, 'wages-overworked');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: tara })).toContainText('12.5 over 160');
  await pageShot(page, 'wages-overworked-phone');
});

test('Add Wage Record: a user, hours and rate are required; choosing the user fills only what is empty', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const nila = `Nila ${suffix}`;
  const admin = await openAsAdmin(page, request, '/wages');
  await createWorker(
    request,
    admin.auth.token,
    { name: nila },
    { hoursThisMonth: 30, wagePerHour: 200, shift: 'Night' },
  );

  await page.getByRole('button', { name: 'Add Wage Record' }).click();
  const form = page.getByRole('dialog', { name: 'Add Wage Record' });
  const submit = form.getByRole('button', { name: 'Add Wage Record' });
  await form.getByLabel('Hours worked').fill('800');
  await submit.click();
  await expect(form.getByText('User is required')).toBeVisible();
  await expect(form.getByText('Hours must be at most 744')).toBeVisible();
  await expect(form.getByText('Wage per hour must be a number')).toBeVisible();
  await dialogShot(page, 'wage-form-errors');

  // Hours typed before the user is chosen stay; the empty rate and shift come from the user.
  await form.getByLabel('Hours worked').fill('32.5');
  await form.getByLabel(/^Employee/).fill(nila);
  await page.getByRole('option', { name: new RegExp(nila) }).click();
  await expect(form.getByLabel('Hours worked')).toHaveValue('32.5');
  await expect(form.getByLabel('Wage per hour (₹)')).toHaveValue('200');
  await expect(form.getByLabel('Shift', { exact: true })).toHaveValue('Night');
  await expect(form.getByText('₹6,500.00')).toBeVisible();
  // Clearing the shift clears it on the user.
  await form.getByLabel('Shift', { exact: true }).fill('');
  await dialogShot(page, 'wage-add');

  await failCalls(page, /\/api\/v1\/wages\/calculate$/, ['POST']);
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Failed to save wage');
  await page.unroute(/\/api\/v1\/wages\/calculate$/);

  await submit.click();
  await expect(form).toBeHidden();
  await searchBox(page).fill(nila);
  await expect(cell(row(page, nila), RECORD.hours)).toHaveText('32.5');
  await expect(cell(row(page, nila), RECORD.total)).toHaveText('₹6,500.00');
  const saved = await userViaApi(request, admin.auth.token, nila);
  expect(saved).toMatchObject({ hoursThisMonth: 32.5, wagePerHour: 200, shift: null });
});

test('editing a current month row starts from the live hours and saves exactly the figures shown', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const month = currentWageMonth();
  const kavya = `Kavya ${suffix}`;
  const admin = await theAdmin(request);
  const worker = await createWorker(
    request,
    admin.auth.token,
    { name: kavya },
    { hoursThisMonth: 10, wagePerHour: 100 },
  );
  await calculateViaApi(page, admin.auth.token, month.value);
  // After the calculation the user's hours and rate move on; the record keeps the old ones.
  await updateUserViaApi(request, admin.auth.token, worker.id, { hoursThisMonth: 40, wagePerHour: 150 });

  await openSignedIn(page, admin.auth, '/wages');
  await searchBox(page).fill(kavya);
  const kavyaRow = row(page, kavya);
  await expect(cell(kavyaRow, RECORD.hours)).toHaveText('10');
  await expect(cell(kavyaRow, RECORD.total)).toHaveText('₹1,000.00');

  await kavyaRow.getByRole('button', { name: `Edit ${kavya}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Wage Record' });
  await expect(form.getByLabel('Hours worked')).toHaveValue('40');
  await expect(form.getByLabel('Wage per hour (₹)')).toHaveValue('100');
  await expect(form.getByText('₹4,000.00')).toBeVisible();
  await form.getByLabel('Hours worked').fill('20');
  await expect(form.getByText('₹2,000.00')).toBeVisible();
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/v1/wages/'));
  await form.getByRole('button', { name: 'Save Changes' }).click();
  expect((await sent).postDataJSON()).toEqual({
    month: month.value,
    hoursWorked: 20,
    wagePerHour: 100,
    extraShift: false,
  });
  await expect(form).toBeHidden();
  await expect(cell(kavyaRow, RECORD.hours)).toHaveText('20');
  await expect(cell(kavyaRow, RECORD.rate)).toHaveText('₹100.00');
  await expect(cell(kavyaRow, RECORD.total)).toHaveText('₹2,000.00');
  expect(await userViaApi(request, admin.auth.token, kavya)).toMatchObject({
    hoursThisMonth: 20,
    wagePerHour: 100,
  });
});

test('a past month: Add Wage Record starts empty, saves that month only, and the lines stay with their month', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const current = currentWageMonth();
  const previous = previousWageMonth();
  const leela = `Leela ${suffix}`;
  const admin = await openAsAdmin(page, request, '/wages');
  await createWorker(
    request,
    admin.auth.token,
    { name: leela },
    { hoursThisMonth: 30, wagePerHour: 200, extraShift: true, shift: 'Night' },
  );

  await expect(monthSelect(page)).toHaveValue(current.label);
  await chooseMonth(page, previous.label);
  await page.getByRole('button', { name: 'Add Wage Record' }).click();
  const form = page.getByRole('dialog', { name: 'Add Wage Record' });
  await expect(form.getByText(`Month: ${previous.label}`)).toBeVisible();
  await form.getByLabel(/^Employee/).fill(leela);
  await page.getByRole('option', { name: new RegExp(leela) }).click();
  // This month's figures do not belong to a closed month: hours, rate and extra shift start empty.
  await expect(form.getByLabel('Hours worked')).toHaveValue('');
  await expect(form.getByLabel('Wage per hour (₹)')).toHaveValue('');
  await expect(form.getByLabel('Extra shift')).not.toBeChecked();
  await form.getByRole('button', { name: 'Add Wage Record' }).click();
  await expect(form.getByText('Hours must be a number')).toBeVisible();
  await expect(form.getByText('Wage per hour must be a number')).toBeVisible();

  await form.getByLabel('Hours worked').fill('100');
  await form.getByLabel('Wage per hour (₹)').fill('150');
  await expect(form.getByText('₹15,000.00')).toBeVisible();
  await dialogShot(page, 'wage-add-past-month');
  await form.getByRole('button', { name: 'Add Wage Record' }).click();
  await expect(form).toBeHidden();

  await searchBox(page).fill(leela);
  const leelaRow = row(page, leela);
  await expect(cell(leelaRow, RECORD.hours)).toHaveText('100');
  await expect(cell(leelaRow, RECORD.rate)).toHaveText('₹150.00');
  await expect(cell(leelaRow, RECORD.total)).toHaveText('₹15,000.00');
  await expect(cell(leelaRow, RECORD.extra)).toHaveText('—');
  await expect(statCard(page, 'Total Wages')).toHaveText('Total Wages₹15,000.00');
  await expect(statCard(page, 'Total Hours')).toHaveText('Total Hours100');

  // Recalculating the past month keeps its own figures.
  await calculate(page, previous.label);
  await expect(cell(leelaRow, RECORD.total)).toHaveText('₹15,000.00');
  await pageShot(page, 'wages-records-past-month');

  // The line belongs to the month it was said for.
  await chooseMonth(page, current.label);
  await expect(statusLine(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `No wage records match “${leela}”` })).toBeVisible();

  // The current month's figures of the user are untouched.
  expect(await userViaApi(request, admin.auth.token, leela)).toMatchObject({
    hoursThisMonth: 30,
    wagePerHour: 200,
    extraShift: true,
    shift: 'Night',
  });
});

test('left open past the end of the month (India time), the page moves on to the new month', async ({
  page,
  request,
}) => {
  const current = currentWageMonth();
  const previous = previousWageMonth();
  // The browser's clock reads 90 seconds before this month began.
  await page.clock.install({ time: new Date(currentWageMonthStart().getTime() - 90_000) });
  await openAsAdmin(page, request, '/wages');
  await expect(monthSelect(page)).toHaveValue(previous.label);

  const listed = page.waitForRequest(
    (r) => r.url().includes(`/api/v1/wages/?`) && r.url().includes(`month=${current.value}`),
  );
  await page.clock.fastForward('02:00');
  await expect(monthSelect(page)).toHaveValue(current.label);
  await listed;

  await page.getByRole('button', { name: 'Add Wage Record' }).click();
  const form = page.getByRole('dialog', { name: 'Add Wage Record' });
  await expect(form.getByText(`Month: ${current.label}`)).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/wages/calculate'),
  );
  await calculateButton(page).click();
  expect((await sent).postDataJSON()).toEqual({ month: current.value });
  await expect(statusLine(page)).toHaveText(
    new RegExp(`^Calculated wages for \\d+ employees? for ${current.label}$`),
  );
});

test('a failed wage load shows the empty state; failed calculations and overworked loads say so', async ({
  page,
  request,
}) => {
  const month = currentWageMonth();
  const wageList = /\/api\/v1\/wages\/\?/;
  await page.route(wageList, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
  );
  await openAsAdmin(page, request, '/wages');
  // A failed wage list load shows an empty list and no error (docs/domain.md#screens-and-fixed-texts).
  await expect(page.getByRole('heading', { name: `No wage records for ${month.label}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(statCard(page, 'Total Wages')).toHaveText('Total Wages₹0.00');
  await pageShot(page, 'wages-empty');
  await page.unroute(wageList);

  await failCalls(page, /\/api\/v1\/wages\/calculate$/, ['POST']);
  await calculateButton(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to calculate wages');
  await page.unroute(/\/api\/v1\/wages\/calculate$/);

  // A refusal the server explains keeps its reason.
  await page.route(/\/api\/v1\/wages\/calculate$/, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'The month has not begun' } }),
    }),
  );
  await calculateButton(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Failed to calculate wages: The month has not begun',
  );
  await page.unroute(/\/api\/v1\/wages\/calculate$/);
  // The line belongs to the month it was said for.
  await chooseMonth(page, previousWageMonth().label);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  const overworked = /\/api\/v1\/wages\/overworked/;
  await failCalls(page, overworked);
  await page.getByRole('tab', { name: 'Overworked' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText('Failed to fetch wages data');
  await page.unroute(overworked);

  await page.route(overworked, (route) => route.fulfill({ json: { data: { employees: [], total: 0 } } }));
  await page.getByRole('tab', { name: 'Wage Records' }).click();
  await page.getByRole('tab', { name: 'Overworked' }).click();
  await expect(page.getByRole('heading', { name: 'No overworked employees' })).toBeVisible();
  await page.unroute(overworked);
});
