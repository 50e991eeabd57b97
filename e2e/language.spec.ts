import { expect, test, type Page } from './support/test';
import {
  header,
  newUser,
  openSignedIn,
  registerViaApi,
  signUpAndOpen,
  uniqueSuffix,
} from './support/accounts';
import { hi, hiMessage } from './support/catalogue';
import { pageShot } from './support/screens';
import { createProduct } from './support/stock';

// English (India) or Hindi, chosen in the header and kept: the texts, the dates, the server's
// refusals and the validation messages in Hindi; numbers grouped the Indian way in both.

const LOCALE_KEY = 'godown-locale';

/** Opens the pages of `page` in Hindi from the start, as a user who chose it before. */
async function speakHindi(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'hi-IN'), LOCALE_KEY);
}

test('Hindi from the header: every text, dates in Hindi, Indian grouping; kept after a reload; English again', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const admin = await registerViaApi(request, newUser({ role: 'admin' }));
  const product = await createProduct(request, admin.token, {
    productName: `Kesar ${suffix}`,
    productCategory: `Spices ${suffix}`,
    price: 123456,
    quantity: 1234567,
  });
  await openSignedIn(page, admin, `/products?search=${suffix}`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en-IN');

  await header(page).getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(html).toHaveAttribute('lang', 'hi-IN');
  // The view in the address is kept: the same search, now in Hindi.
  await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
  const nav = page.getByRole('navigation', { name: hi('common_nav_main') });
  await expect(nav.getByRole('link', { name: hi('common_nav_products') })).toBeVisible();
  await expect(nav.getByRole('link', { name: hi('common_nav_dashboard') })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: hi('products_title_count', { count: 1 }) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: hi('products_add_product') })).toBeVisible();
  await expect(header(page).getByRole('button', { name: hi('common_logout') })).toBeVisible();
  // Rupees and units with Indian digit grouping.
  const row = page.getByRole('row', { name: new RegExp(`Kesar ${suffix}`) });
  await expect(row).toContainText('₹1,23,456.00');
  await expect(row).toContainText('12,34,567');
  await pageShot(page, 'hindi-products');

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'hi-IN');
  await expect(nav.getByRole('link', { name: hi('common_nav_products') })).toBeVisible();

  // A date in Hindi: the product's page says when it was added, with the month in Hindi.
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Kesar ${suffix}` })).toBeVisible();
  const month = new Intl.DateTimeFormat('hi-IN', { month: 'short' }).format(new Date());
  await expect(
    page
      .getByRole('main')
      .getByText(new RegExp(`${month} \\d{4}`))
      .first(),
  ).toBeVisible();
  await pageShot(page, 'hindi-product');

  // Back to English, from the same button, now named in Hindi.
  await header(page)
    .getByRole('button', { name: hi('common_language_current', { language: 'हिन्दी' }) })
    .click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(html).toHaveAttribute('lang', 'en-IN');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }),
  ).toBeVisible();
});

test('in Hindi, the server’s refusals and the forms’ checks are in Hindi too', async ({ page, request }) => {
  await speakHindi(page);
  const user = newUser({ role: 'admin' });
  await registerViaApi(request, user);

  // A refusal the server writes: a wrong password.
  await page.goto('/login');
  await page.getByLabel(hi('auth_email_address')).fill(user.email ?? '');
  await page.getByRole('textbox', { name: hi('auth_password'), exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: hi('auth_login') }).click();
  await expect(page.getByRole('alert')).toHaveText(hiMessage('login.invalidCredentials'));

  // A check the form makes before sending: a product needs a name.
  const auth = await registerViaApi(request, newUser({ role: 'admin' }));
  await openSignedIn(page, auth, '/products');
  await page.getByRole('button', { name: hi('products_add_product') }).click();
  const form = page.getByRole('dialog', { name: hi('products_add_product') });
  await form.getByRole('button', { name: hi('products_create_product') }).click();
  await expect(form.getByText(hiMessage('product.nameRequired'))).toBeVisible();
  await pageShot(page, 'hindi-product-form');
});

test('on a phone, the language is chosen in the menu', async ({ page, request }) => {
  await signUpAndOpen(page, request, { role: 'staff' }, '/');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('button', { name: hi('common_toggle_navigation') }).click();
  await expect(
    page
      .getByRole('navigation', { name: hi('common_nav_main') })
      .getByRole('link', { name: hi('common_nav_storage') }),
  ).toBeVisible();
  await pageShot(page, 'hindi-phone-menu');
});
