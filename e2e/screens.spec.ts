import { expect, test } from './support/test';
import { header, mainNav, signUpAndOpen } from './support/accounts';
import { pageShot, viewShot } from './support/screens';

// Screenshots for a human to look at; the tests only check the page is there.
test('screenshots of the signed-out screens', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await pageShot(page, 'home-signed-out');

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await pageShot(page, 'login');

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await pageShot(page, 'login-errors');

  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await pageShot(page, 'register');

  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Name must be between 3 and 20 characters')).toBeVisible();
  await pageShot(page, 'register-errors');

  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
  await pageShot(page, 'users-signed-out');
});

test('screenshots of the signed-in screens', async ({ page, request }) => {
  const { user } = await signUpAndOpen(page, request, { role: 'supplier' });
  await expect(header(page).getByText(`${user.name} (supplier)`)).toBeVisible();
  await pageShot(page, 'home-signed-in');

  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Profile Information' })).toBeVisible();
  await pageShot(page, 'profile');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('No changes to update')).toBeVisible();
  await pageShot(page, 'profile-no-changes');

  await page.getByRole('tab', { name: 'Change Password' }).click();
  await expect(page.getByRole('textbox', { name: 'Current password', exact: true })).toBeVisible();
  await pageShot(page, 'profile-password');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Purchase Orders' }),
  ).toBeVisible();
  await viewShot(page, 'mobile-nav');
});

test('the navigation is grouped by business area: a sidebar on a desktop, the burger’s drawer on a phone', async ({
  page,
  request,
}) => {
  // Each area with one of its links, as an admin sees them (every area has something for an admin).
  const areas: Array<[string, string]> = [
    ['Stock', 'Products'],
    ['Buying', 'Purchase Orders'],
    ['Selling', 'Customers'],
    ['Logistics', 'Transportation'],
    ['People', 'Users'],
    ['Reports & data', 'Reports'],
  ];
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpAndOpen(page, request, { role: 'admin' }, '/products');

  // A desktop: the links are in a sidebar beside the page, none in the header's one row.
  const sidebar = mainNav(page);
  await expect(sidebar).toHaveCount(1);
  await expect(header(page).getByRole('navigation')).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  for (const [area, link] of areas) {
    const group = sidebar.getByRole('group', { name: area });
    await expect(group).toBeVisible();
    await expect(group.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const sidebarBox = await sidebar.boundingBox();
  const headingBox = await page.getByRole('heading', { level: 2 }).first().boundingBox();
  expect(sidebarBox && headingBox).toBeTruthy();
  expect(headingBox!.x).toBeGreaterThanOrEqual(sidebarBox!.x + sidebarBox!.width);
  await viewShot(page, 'nav-sidebar');

  // A phone: no navigation until the burger opens the drawer, with the same areas.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(mainNav(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const drawer = mainNav(page);
  await expect(drawer).toHaveCount(1);
  for (const [area, link] of areas) {
    const group = drawer.getByRole('group', { name: area });
    await expect(group).toBeVisible();
    await expect(group.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await viewShot(page, 'nav-drawer');
  // A link opens its screen and shuts the drawer.
  await drawer.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL('/orders');
  await expect(mainNav(page)).toHaveCount(0);
});
