import { LOGIN_FAILURES_PER_MINUTE } from '../apps/server/src/modules/users/rate-limits';
import { expect, test } from './support/test';
import {
  choosePhone,
  header,
  loginThroughForm,
  mainNav,
  newPhoneUser,
  newUser,
  openSignedIn,
  ownerToken,
  registerViaApi,
  signUpAndOpen,
  storedToken,
} from './support/accounts';

const PUBLIC_LINKS = ['Dashboard', 'Products', 'Inventory', 'Transportation', 'Storage', 'Alerts', 'Orders'];
const SIGNED_IN_LINKS = ['Wages', 'Users', 'Profile'];

test.describe('header and routes', () => {
  test('signed out, the header has the public links and Login/Register but no Wages, Users or Profile', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Godown');
    await expect(header(page).getByRole('link', { name: 'Godown' })).toBeVisible();
    for (const name of PUBLIC_LINKS) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of SIGNED_IN_LINKS) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('every route of docs/domain.md#screens-and-fixed-texts opens its page, and the active link is highlighted', async ({
    page,
  }) => {
    const pages: Array<[string, string | RegExp]> = [
      ['/', 'Dashboard'],
      ['/products', /^Products \([\d,]+\)$/],
      ['/products/abc', 'Product Details'],
      ['/inventory', /^Inventories \([\d,]+\)$/],
      ['/inventory/abc', 'Inventory Details'],
      ['/transportation', 'Transportation'],
      ['/storage', /^Storage Units \([\d,]+\)$/],
      ['/alerts', 'Alerts'],
      ['/orders', 'Orders'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      const name = typeof title === 'string' ? { name: title, exact: true } : { name: title };
      await expect(page.getByRole('heading', { level: 2, ...name })).toBeVisible();
    }
    await page.goto('/products/abc');
    await expect(mainNav(page).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  test('an unknown path redirects to /', async ({ page }) => {
    await page.goto('/nope');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('Users, Wages and Profile ask a signed-out visitor to log in', async ({ page }) => {
    for (const path of ['/users', '/wages', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /login/i })).toHaveAttribute(
        'href',
        '/login',
      );
    }
    await page.getByRole('main').getByRole('link', { name: /login/i }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('registration', () => {
  test('a sign-up by email signs in and waits for an admin; once approved, lands on the dashboard', async ({
    page,
    request,
  }) => {
    const user = newUser({ role: 'staff' });
    await page.goto('/register');
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Email address').fill(user.email!);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(header(page).getByText(`${user.name} (staff)`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
    // Nothing of the company until then: the menu holds the profile alone, an address shows the wait.
    await expect(mainNav(page).getByRole('link')).toHaveText(['Profile']);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    // An admin approves the account (the Users screen's card is tested in users.spec.ts).
    const id = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id,
    );
    const approved = await request.post(`/api/v1/users/${id}/approve`, {
      headers: { authorization: `Bearer ${await ownerToken(request)}` },
      data: {},
    });
    expect(approved.status()).toBe(200);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toHaveCount(0);
    for (const name of ['Dashboard', 'Users', 'Wages', 'Profile']) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: /^Users/ })).toBeVisible();
  });

  test('registering by phone sends only the phone and defaults to staff', async ({ page }) => {
    const user = newPhoneUser();
    await page.goto('/register');
    await page.getByLabel('Name').fill(user.name);
    await choosePhone(page);
    await page.getByLabel('Phone number').fill(user.phone!);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    const requestPromise = page.waitForRequest('**/api/v1/users/register');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    const sent = (await requestPromise).postDataJSON() as Record<string, unknown>;
    expect(sent).toEqual({ name: user.name, password: user.password, role: 'staff', phone: user.phone });
    await expect(header(page).getByText(`${user.name} (staff)`)).toBeVisible();
  });

  test('the form shows the shared validation messages and sends nothing', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/users/register')) sent += 1;
    });
    await page.goto('/register');
    await page.getByLabel('Name').fill('Ab');
    await choosePhone(page);
    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abcdefghijk');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(page.getByText('Name must be between 3 and 20 characters')).toBeVisible();
    await expect(page.getByText('Phone must be exactly 10 digits')).toBeVisible();
    await expect(page.getByText('Password must be between 4 and 10 characters')).toBeVisible();
    await expect(page).toHaveURL('/register');
    expect(sent).toBe(0);
  });

  test('the phone field keeps digits only, at most 10', async ({ page }) => {
    await page.goto('/register');
    await choosePhone(page);
    const phone = page.getByLabel('Phone number');
    await phone.pressSequentially('98-765 abc 43210 99');
    await expect(phone).toHaveValue('9876543210');
  });

  test('a duplicate email shows the server message', async ({ page, request }) => {
    const user = newUser();
    await registerViaApi(request, user);
    await page.goto('/register');
    await page.getByLabel('Name').fill(user.name);
    await page.getByLabel('Email address').fill(user.email!);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
    await expect(page).toHaveURL('/register');
  });
});

test.describe('login and logout', () => {
  test('logging out clears the session and shows Login/Register on /', async ({ page, request }) => {
    const { auth } = await signUpAndOpen(page, request, {}, '/profile');
    const logoutCall = page.waitForResponse('**/api/v1/users/logout');
    await header(page).getByRole('button', { name: 'Logout' }).click();
    expect((await logoutCall).status()).toBe(200);

    await expect(page).toHaveURL('/');
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(header(page).getByText(`(${auth.user.role})`)).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('logging in by phone lands a supplier on their own page, signed in', async ({ page, request }) => {
    const user = newPhoneUser({ role: 'supplier' });
    await registerViaApi(request, user);
    await loginThroughForm(page, { phone: user.phone!, password: user.password });
    await expect(page).toHaveURL('/supplier');
    await expect(header(page).getByText(`${user.name} (supplier)`)).toBeVisible();
  });

  test('logging in by email lands on / signed in', async ({ page, request }) => {
    const user = newUser();
    await registerViaApi(request, user);
    await loginThroughForm(page, { email: user.email!.toUpperCase(), password: user.password });
    await expect(page).toHaveURL('/');
    await expect(header(page).getByText(`${user.name} (staff)`)).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const user = newUser();
    await registerViaApi(request, user);
    await loginThroughForm(page, { email: user.email!, password: 'wrong-pw' });
    await expect(page.getByRole('alert')).toHaveText('Invalid email/phone or password');
    await expect(page).toHaveURL('/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('after too many wrong passwords the form says so, even for the right one', async ({
    page,
    request,
  }) => {
    const user = newUser();
    await registerViaApi(request, user);
    // A burst sent at once: the limit's worth of password checks, then refusals.
    const attempt = () =>
      request.post('/api/v1/users/login', { data: { email: user.email, password: 'wrong-pw' } });
    const burst = await Promise.all(Array.from({ length: LOGIN_FAILURES_PER_MINUTE + 5 }, attempt));
    const statuses = burst.map((response) => response.status());
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);

    await loginThroughForm(page, { email: user.email!, password: user.password });
    await expect(page.getByRole('alert')).toHaveText(
      'Too many failed login attempts. Try again in a minute.',
    );
    await expect(page).toHaveURL('/login');
    expect(await storedToken(page)).toBeNull();
  });

  test('the login form checks email, phone and password before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await choosePhone(page);
    await page.getByLabel('Phone number').fill('98765');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Phone must be exactly 10 digits')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a signed-in visitor is sent from /login and /register to /', async ({ page, request }) => {
    await signUpAndOpen(page, request);
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/register');
    await expect(page).toHaveURL('/');
  });
});

test.describe('profile', () => {
  test('shows the details, refuses an empty update and saves a new name', async ({ page, request }) => {
    const { user } = await signUpAndOpen(page, request, {}, '/profile');
    await expect(page.getByRole('tab', { name: 'Profile Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const main = page.getByRole('main');
    await expect(main.getByText(user.email!).first()).toBeVisible();
    await expect(main.getByText('Not provided')).toBeVisible(); // no phone
    await expect(main.getByText('Not assigned')).toBeVisible(); // no shift
    await expect(main.getByText('₹0.00')).toBeVisible();
    await expect(main.getByText('Active', { exact: true }).first()).toBeVisible();

    let updates = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/v1/users/')) updates += 1;
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('No changes to update')).toBeVisible();
    expect(updates).toBe(0);

    const newName = `${user.name.slice(0, 12)} R`;
    await page.getByLabel('Name').fill(newName);
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/users/'));
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await put).postDataJSON()).toEqual({ name: newName });
    // The profile reloads (GET /users/me) one second after a successful update.
    const reload = page.waitForRequest((r) => r.method() === 'GET' && r.url().endsWith('/api/v1/users/me'));
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await reload;
    await expect(header(page).getByText(`${newName} (staff)`)).toBeVisible();

    await page.reload();
    await expect(header(page).getByText(`${newName} (staff)`)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(newName);
  });

  test('a too-short name is refused', async ({ page, request }) => {
    await signUpAndOpen(page, request, {}, '/profile');
    await page.getByLabel('Name').fill('Ab');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Name must be between 3 and 20 characters')).toBeVisible();
  });

  test('changing the password checks the rules, keeps the session and works at the next login', async ({
    page,
    request,
  }) => {
    const { user } = await signUpAndOpen(page, request, {}, '/profile');
    await page.getByRole('tab', { name: 'Change Password' }).click();
    const current = page.getByRole('textbox', { name: 'Current password', exact: true });
    const next = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
    const submit = page.getByRole('button', { name: 'Update password' });

    await current.fill(user.password);
    await next.fill('newpass1');
    await confirm.fill('newpass2');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('New passwords do not match');

    await next.fill('ab');
    await confirm.fill('ab');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be between 4 and 10 characters');

    await current.fill('not-mine');
    await next.fill('newpass1');
    await confirm.fill('newpass1');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Current password is incorrect');
    await expect(page).toHaveURL('/profile'); // a 400, not a 401: still signed in

    const oldToken = await storedToken(page);
    await current.fill(user.password);
    await next.fill('newpass1');
    await confirm.fill('newpass1');
    await submit.click();
    await expect(page.getByText('Password updated successfully')).toBeVisible();
    const newToken = await storedToken(page);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);

    // The new token keeps the session alive across a reload (GET /users/me succeeds).
    await page.reload();
    await expect(header(page).getByText(`${user.name} (staff)`)).toBeVisible();
    await expect(page).toHaveURL('/profile');

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();

    await loginThroughForm(page, { email: user.email!, password: user.password });
    await expect(page.getByRole('alert')).toHaveText('Invalid email/phone or password');
    await loginThroughForm(page, { email: user.email!, password: 'newpass1' });
    await expect(page).toHaveURL('/');
    await expect(header(page).getByText(`${user.name} (staff)`)).toBeVisible();
  });
});

test.describe('401 handling', () => {
  test('a garbage token is dropped on start and the browser lands on /login', async ({ page, request }) => {
    await signUpAndOpen(page, request);
    // The bad token is in place as the new page starts (an init script): set from the open page, a
    // background call of that page could meet it first, sign out and leave /profile with no token.
    await page.addInitScript(() => localStorage.setItem('token', 'garbage.token.value'));
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('a 401 from a later call clears the session and goes to /login', async ({ page, request }) => {
    // The live-update stream stays open, so "network idle" never comes: wait for it to open instead.
    const streamOpened = page.waitForResponse((response) => response.url().includes('/api/v1/events?'));
    const { user } = await signUpAndOpen(page, request, {}, '/profile');
    // The page has loaded all it asks for at opening (its chunk arrives after the header), so the
    // call that meets the bad token is the save, not one of the page's first reads.
    await expect(page.getByLabel('Name')).toHaveValue(user.name);
    await streamOpened;
    // The token goes bad while the page is open; the next call (saving the profile) gets a 401.
    await page.evaluate(() => localStorage.setItem('token', 'garbage.token.value'));
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL('/login');
    await expect(header(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a session revoked elsewhere (logout on another device) ends at the next call', async ({
    page,
    request,
  }) => {
    const user = newUser();
    const auth = await registerViaApi(request, user);
    await openSignedIn(page, auth, '/profile');
    const logout = await request.post('/api/v1/users/logout', {
      headers: { Authorization: `Bearer ${auth.token}` },
    });
    expect(logout.status()).toBe(200);

    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(user.password);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('newpass1');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('newpass1');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page).toHaveURL('/login');
    expect(await storedToken(page)).toBeNull();
  });
});
