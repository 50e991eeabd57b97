import { expect, test, type Locator, type Page } from './support/test';
import {
  mainNav,
  loginThroughForm,
  openSignedIn,
  randomPhone,
  signUpAndOpen,
  uniqueSuffix,
} from './support/accounts';
import { expectLoadFailure, failCalls } from './support/network';
import {
  createPerson,
  createWorker,
  openAsAdmin,
  theAdmin,
  userViaApi,
  usersShownTo,
} from './support/people';
import { dialogShot, dismissNotifications, pageShot } from './support/screens';
import { createTransport } from './support/transports';

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
const cell = (rowLocator: Locator, index: number): Locator => rowLocator.getByRole('cell').nth(index);
const statCard = (page: Page, label: string): Locator =>
  page.getByRole('group', { name: label, exact: true });
const searchBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Search' });
const heading = (page: Page, name: string | RegExp): Locator => page.getByRole('heading', { level: 2, name });
/** A row's button by its visible word and the user it names ("Activate" must not find "Deactivate"). */
const rowButton = (rowLocator: Locator, word: string, name: string): Locator =>
  rowLocator.getByRole('button', { name: `${word} ${name}`, exact: true });

/** Column of each field in the users table. */
const COLUMNS = { name: 0, contact: 1, role: 2, shift: 3, wage: 4, hours: 5, status: 6, actions: 7 };

/** Holds the page's calls to `url` with `method` until `release` is called, then answers them with `answer`. */
async function holdCalls(
  page: Page,
  url: RegExp,
  method: string,
  answer: { status: number; message: string },
): Promise<{ release: () => void }> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await released;
    return route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'REFUSED', message: answer.message } }),
    });
  });
  return { release };
}

/** Every element in `locator` shows its whole text: nothing is cut off behind an ellipsis. */
async function expectNothingCutOff(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((root) =>
        [root, ...Array.from(root.querySelectorAll('*'))]
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => element.textContent),
      ),
    )
    .toEqual([]);
}

test('an admin sees every user summed up, finds one by name and filters by role', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const admin = await theAdmin(request);
  const otherAdmin = await createPerson(request, { role: 'admin', name: `Admin ${suffix}` });
  const meera = `Meera ${suffix}`;
  const ravi = `Ravi ${suffix}`;
  const farhan = `Farhan ${suffix}`;
  const sunita = `Sunita ${suffix}`;
  const staff = await createWorker(
    request,
    admin.auth.token,
    { name: meera },
    { shift: 'Morning', wagePerHour: 180.4, hoursThisMonth: 12.5, extraShift: true },
  );
  const driverPhone = randomPhone();
  await createPerson(request, { name: ravi, role: 'driver', email: undefined, phone: driverPhone });
  // Long contacts and shifts, an inactive account: the widest row the table has to fit.
  await createWorker(
    request,
    admin.auth.token,
    { name: farhan, role: 'supplier', email: `farhan.${suffix}@qureshitraders.in` },
    { shift: 'General (09:00-18:00)', wagePerHour: 450, hoursThisMonth: 186, extraShift: true },
  );
  await createWorker(
    request,
    admin.auth.token,
    { name: sunita, email: `sunita.bhosale.${suffix}@godown.in` },
    { shift: 'Evening (14:00-22:00)', wagePerHour: 160, hoursThisMonth: 42, active: false },
  );

  // The heading and the cards show what the page itself was answered.
  const shown = usersShownTo(page);
  await openSignedIn(page, admin.auth, '/users');
  const { summary, total } = await shown;
  await expect(heading(page, `Users (${total.toLocaleString('en-IN')})`)).toBeVisible();
  const cards: [string, number][] = [
    ['Admins', summary.byRole.admin],
    ['Staff', summary.byRole.staff],
    ['Suppliers', summary.byRole.supplier],
    ['Drivers', summary.byRole.driver],
    ['Active', summary.active],
    ['Inactive', summary.inactive],
    ['Extra Shifts', summary.extraShift],
  ];
  for (const [label, count] of cards) {
    await expect(statCard(page, label)).toHaveText(`${label}${count.toLocaleString('en-IN')}`);
  }
  expect(summary.inactive).toBeGreaterThan(0);

  // Search by a unique name: one row, with every column (docs/domain.md#screens-and-fixed-texts).
  await searchBox(page).fill(meera);
  await expect(heading(page, 'Users (1)')).toBeVisible();
  const meeraRow = row(page, meera);
  await expect(meeraRow).toHaveCount(1);
  await expect(cell(meeraRow, COLUMNS.contact)).toHaveText(staff.user.email ?? '');
  await expect(cell(meeraRow, COLUMNS.role)).toHaveText('Staff');
  await expect(cell(meeraRow, COLUMNS.shift)).toHaveText('Morning');
  await expect(cell(meeraRow, COLUMNS.wage)).toHaveText('₹180.40');
  await expect(cell(meeraRow, COLUMNS.hours)).toHaveText('12.5Extra');
  await expect(cell(meeraRow, COLUMNS.status)).toHaveText('Active');
  const actions = cell(meeraRow, COLUMNS.actions).getByRole('button');
  await expect(actions).toHaveCount(3);
  await expect(actions.nth(0)).toHaveAccessibleName(`Deactivate ${meera}`);
  await expect(actions.nth(1)).toHaveAccessibleName(`Edit ${meera}`);
  await expect(actions.nth(2)).toHaveAccessibleName(`Delete ${meera}`);
  // The cards count every user, whatever the search.
  await expect(statCard(page, 'Admins')).toHaveText(`Admins${summary.byRole.admin.toLocaleString('en-IN')}`);

  // The role filter narrows the search's rows.
  await searchBox(page).fill(suffix);
  await expect(heading(page, 'Users (5)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Driver' }).click();
  await expect(heading(page, 'Users (1)')).toBeVisible();
  const raviRow = row(page, ravi);
  await expect(raviRow).toHaveCount(1);
  await expect(row(page, meera)).toHaveCount(0);
  await expect(cell(raviRow, COLUMNS.contact)).toHaveText(driverPhone);
  await expect(cell(raviRow, COLUMNS.shift)).toHaveText('—');
  await expect(cell(raviRow, COLUMNS.hours)).toHaveText('0');

  // No actions on an admin's row: another admin's, or one's own.
  await page.getByRole('textbox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'All roles' }).click();
  await searchBox(page).fill(otherAdmin.user.name);
  await expect(heading(page, 'Users (1)')).toBeVisible();
  await expect(row(page, otherAdmin.user.name).getByRole('button')).toHaveCount(0);
  await searchBox(page).fill(admin.user.name);
  await expect(heading(page, 'Users (1)')).toBeVisible();
  await expect(row(page, admin.user.name).getByRole('button')).toHaveCount(0);

  // At 1280 px the badges show their whole word beside the buttons ("Supplier", "Inactive").
  await searchBox(page).fill(suffix);
  await expect(heading(page, 'Users (5)')).toBeVisible();
  await expect(cell(row(page, farhan), COLUMNS.role)).toHaveText('Supplier');
  await expect(cell(row(page, sunita), COLUMNS.status)).toHaveText('Inactive');
  await expect(rowButton(row(page, sunita), 'Activate', sunita)).toBeVisible();
  for (const name of [farhan, sunita, meera, ravi]) {
    await expectNothingCutOff(cell(row(page, name), COLUMNS.role));
    await expectNothingCutOff(cell(row(page, name), COLUMNS.status));
    await expectNothingCutOff(cell(row(page, name), COLUMNS.hours));
  }
  await pageShot(page, 'users');

  // A phone: the rows become cards, each with its buttons.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('article', { name: meera });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Edit ${meera}` })).toBeVisible();
  await expect(page.getByRole('article', { name: otherAdmin.user.name }).getByRole('button')).toHaveCount(0);
  await expectNothingCutOff(page.getByRole('article', { name: farhan }));
  await expectNothingCutOff(page.getByRole('article', { name: sunita }));
  await pageShot(page, 'users-phone');
});

test('actions on several rows at once: each button spins until its own call ends and every failure shows', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const asha = `Asha ${suffix}`;
  const bala = `Bala ${suffix}`;
  const chitra = `Chitra ${suffix}`;
  const admin = await openAsAdmin(page, request, '/users');
  const first = await createPerson(request, { name: asha });
  const second = await createPerson(request, { name: bala, role: 'driver' });
  await createPerson(request, { name: chitra, role: 'supplier' });

  await searchBox(page).fill(suffix);
  await expect(heading(page, 'Users (3)')).toBeVisible();
  const ashaRow = row(page, asha);
  const balaRow = row(page, bala);

  // Asha's deactivation waits for the server; meanwhile Bala is deactivated.
  const ashaUpdate = await holdCalls(page, new RegExp(`/api/v1/users/${first.id}$`), 'PUT', {
    status: 403,
    message: "Another admin's account cannot be activated or deactivated",
  });
  await rowButton(ashaRow, 'Deactivate', asha).click();
  await expect(rowButton(ashaRow, 'Deactivate', asha)).toBeDisabled();
  await rowButton(balaRow, 'Deactivate', bala).click();
  await expect(cell(balaRow, COLUMNS.status)).toHaveText('Inactive');
  await expect(rowButton(balaRow, 'Activate', bala)).toBeEnabled();
  await expect(rowButton(ashaRow, 'Deactivate', asha)).toBeDisabled();
  // Asha's answer comes last: its refusal shows and her button is free again.
  ashaUpdate.release();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    "Failed to update user: Another admin's account cannot be activated or deactivated",
  );
  await expect(rowButton(ashaRow, 'Deactivate', asha)).toBeEnabled();
  await expect(cell(ashaRow, COLUMNS.status)).toHaveText('Active');
  await page.unroute(new RegExp(`/api/v1/users/${first.id}$`));

  // The same with two deletes: Bala's waits and is refused, Chitra's goes through meanwhile.
  const balaDelete = await holdCalls(page, new RegExp(`/api/v1/users/${second.id}$`), 'DELETE', {
    status: 409,
    message: `${bala} is assigned to open transports (HOLD-${suffix})`,
  });
  const confirmDeletion = async (name: string) => {
    await rowButton(row(page, name), 'Delete', name).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
  };
  await confirmDeletion(bala);
  await expect(rowButton(balaRow, 'Delete', bala)).toBeDisabled();
  await confirmDeletion(chitra);
  await expect(row(page, chitra)).toHaveCount(0);
  await expect(rowButton(balaRow, 'Delete', bala)).toBeDisabled();
  balaDelete.release();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    `Failed to delete user: ${bala} is assigned to open transports (HOLD-${suffix})`,
  );
  await expect(rowButton(balaRow, 'Delete', bala)).toBeEnabled();
  await expect(balaRow).toHaveCount(1);
  await page.unroute(new RegExp(`/api/v1/users/${second.id}$`));

  // The screen agrees with the server: Asha still active, Bala deactivated and kept.
  expect((await userViaApi(request, admin.auth.token, asha)).active).toBe(true);
  expect((await userViaApi(request, admin.auth.token, bala)).active).toBe(false);
});

test('a deactivated user is signed out on their next call; activated again, they can log in', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const suffix = uniqueSuffix();
  const kiran = `Kiran ${suffix}`;
  await openAsAdmin(page, request, '/users');
  const staff = await createPerson(request, { name: kiran });

  // The staff member is signed in in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await openSignedIn(other, staff.auth, '/products');

  await searchBox(page).fill(kiran);
  const kiranRow = row(page, kiran);
  await expect(cell(kiranRow, COLUMNS.status)).toHaveText('Active');
  await rowButton(kiranRow, 'Deactivate', kiran).click();
  await expect(cell(kiranRow, COLUMNS.status)).toHaveText('Inactive');
  await expect(rowButton(kiranRow, 'Activate', kiran)).toBeVisible();

  // Their next call answers 401: the app forgets the session and goes to /login.
  await mainNav(other).getByRole('link', { name: 'Users' }).click();
  await expect(other).toHaveURL('/login');
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await rowButton(kiranRow, 'Activate', kiran).click();
  await expect(cell(kiranRow, COLUMNS.status)).toHaveText('Active');
  await loginThroughForm(other, { email: staff.user.email, password: staff.user.password });
  await expect(other.getByRole('banner').getByText(`${kiran} (staff)`)).toBeVisible();
  await context.close();
});

test('deleting a user asks first; a driver on an open transport is refused with the reason', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const dev = `Dev ${suffix}`;
  const ajay = `Ajay ${suffix}`;
  const admin = await openAsAdmin(page, request, '/users');
  await createPerson(request, { name: dev, role: 'supplier' });
  const driver = await createPerson(request, { name: ajay, role: 'driver' });
  await createTransport(request, admin.auth.token, { packageId: `DEL-${suffix}`, assignedTo: driver.id });

  await searchBox(page).fill(suffix);
  await expect(heading(page, 'Users (2)')).toBeVisible();

  // Cancel keeps the user.
  await rowButton(row(page, dev), 'Delete', dev).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${dev}` });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this user? Their wage records go with them, and this cannot be undone.',
  );
  await dialogShot(page, 'user-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, dev)).toHaveCount(1);

  // Delete removes them.
  await rowButton(row(page, dev), 'Delete', dev).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(heading(page, 'Users (1)')).toBeVisible();
  await expect(row(page, dev)).toHaveCount(0);

  // The driver is still needed: the server says why.
  await rowButton(row(page, ajay), 'Delete', ajay).click();
  await page
    .getByRole('dialog', { name: `Delete ${ajay}` })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  // (Scoped to the page: the toast of the first delete is an alert too.)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    `Failed to delete user: ${ajay} is assigned to open transports (DEL-${suffix})`,
  );
  await expect(row(page, ajay)).toHaveCount(1);
});

test('an admin edits a user past 160 hours, who then shows on the Wages Overworked tab', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const sunil = `Sunil ${suffix}`;
  await openAsAdmin(page, request, '/users');
  await createPerson(request, { name: sunil, role: 'driver' });

  await searchBox(page).fill(sunil);
  const sunilRow = row(page, sunil);
  await rowButton(sunilRow, 'Edit', sunil).click();
  const form = page.getByRole('dialog', { name: 'Edit User' });
  await expect(form.getByRole('textbox', { name: 'Role' })).toHaveValue('Driver');
  await expect(form.getByLabel('Hours this month')).toHaveValue('0');

  // Nothing changed: nothing is sent.
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('No changes to save')).toBeVisible();

  // The shared schema's limits, in its words.
  await form.getByLabel('Hours this month').fill('800');
  await form.getByLabel('Wage per hour (₹)').fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Hours must be at most 744')).toBeVisible();
  await expect(form.getByText('Wage per hour must be a number')).toBeVisible();

  await form.getByLabel('Hours this month').fill('172.5');
  await form.getByLabel('Wage per hour (₹)').fill('150');
  await form.getByLabel('Shift', { exact: true }).fill('Nig');
  await page.getByRole('option', { name: 'Night' }).click();
  await form.getByLabel('Extra shift').check();
  await expect(form.getByText(`More than 160 hours: ${sunil} counts as overworked`)).toBeVisible();
  await dialogShot(page, 'user-edit');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form).toBeHidden();
  await expect(cell(sunilRow, COLUMNS.shift)).toHaveText('Night');
  await expect(cell(sunilRow, COLUMNS.wage)).toHaveText('₹150.00');
  await expect(cell(sunilRow, COLUMNS.hours)).toHaveText('172.5Extra');

  await page.goto('/wages');
  await page.getByRole('tab', { name: 'Overworked' }).click();
  await searchBox(page).fill(sunil);
  const overworked = row(page, sunil);
  await expect(overworked).toHaveCount(1);
  await expect(cell(overworked, 2)).toHaveText('172.512.5 over 160');
  await expect(cell(overworked, 3)).toHaveText('Extra shift');
});

test('a staff user sees the users without any actions', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const lata = `Lata ${suffix}`;
  await createPerson(request, { name: lata, role: 'supplier' });
  await signUpAndOpen(page, request, { role: 'staff' }, '/users');
  await searchBox(page).fill(lata);
  await expect(heading(page, 'Users (1)')).toBeVisible();
  await expect(cell(row(page, lata), COLUMNS.role)).toHaveText('Supplier');
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('button', { name: /^(Edit|Delete|Activate|Deactivate)/ }),
  ).toHaveCount(0);
});

test('failed calls show the fixed error lines, with the server reason when it gives one', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const nisha = `Nisha ${suffix}`;
  await openAsAdmin(page, request, '/');
  const person = await createPerson(request, { name: nisha });
  const userCall = new RegExp(`/api/v1/users/${person.id}$`);

  await expectLoadFailure(page, /\/api\/v1\/users\/\?/, '/users', 'Failed to fetch users');

  await searchBox(page).fill(nisha);
  const nishaRow = row(page, nisha);
  await expect(nishaRow).toHaveCount(1);

  await failCalls(page, userCall, ['PUT']);
  await rowButton(nishaRow, 'Deactivate', nisha).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to update user');
  await page.unroute(userCall);

  // A refusal the server explains (here answered by the test: the page never offers the action).
  await page.route(userCall, (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'FORBIDDEN', message: "Another admin's account cannot be activated or deactivated" },
      }),
    }),
  );
  await rowButton(nishaRow, 'Deactivate', nisha).click();
  await expect(page.getByRole('alert')).toHaveText(
    "Failed to update user: Another admin's account cannot be activated or deactivated",
  );
  await page.unroute(userCall);

  await failCalls(page, userCall, ['DELETE']);
  await rowButton(nishaRow, 'Delete', nisha).click();
  await page
    .getByRole('dialog', { name: `Delete ${nisha}` })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Failed to delete user');
  await page.unroute(userCall);
  await expect(cell(nishaRow, COLUMNS.status)).toHaveText('Active');

  // The edit modal says it too.
  await failCalls(page, userCall, ['PUT']);
  await rowButton(nishaRow, 'Edit', nisha).click();
  const form = page.getByRole('dialog', { name: 'Edit User' });
  await form.getByLabel('Hours this month').fill('8');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to update user');
  await dismissNotifications(page);
});
