import { expect, test } from './support/test';
import { header, signUpAndOpen } from './support/accounts';
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
