import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Screenshots for a human to look at (git-ignored); the tests check what a user would notice.
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '..', 'screenshots');

/**
 * False under GODOWN_E2E_SCREENSHOTS=off: CI (.ci/run) runs on a clean clone whose pictures nobody
 * looks at, and a full-page capture costs a second. The toasts are still closed, so a test takes the
 * same steps either way.
 */
const TAKING_SHOTS = process.env.GODOWN_E2E_SCREENSHOTS !== 'off';

/** Where the screenshot `name` goes; the folder is made on first use. */
export function shotPath(name: string): string {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}.png`);
}

/** Closes the toasts so a screenshot shows the page under them. */
export async function dismissNotifications(page: Page): Promise<void> {
  const close = page.locator('.mantine-Notification-closeButton');
  // Again until none is left: a toast may come while the others close (a save's, then its live
  // update's), and one may close itself meanwhile (then there is nothing to click).
  await expect(async () => {
    for (const button of await close.all()) await button.click({ timeout: 1000 }).catch(() => undefined);
    await expect(close).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** A full-page screenshot from the top, without the toasts. */
export async function pageShot(page: Page, name: string): Promise<void> {
  await dismissNotifications(page);
  if (!TAKING_SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  // A full page is a large capture (the users list grows with every test's users): it has taken
  // over 10 s (the default), so it gets more time, and one more try if the first times out, and
  // the test's own time grows by as much, so the picture never fails the test it illustrates.
  test.info().setTimeout(test.info().timeout + 2 * SHOT_TIMEOUT_MS);
  const shot = () =>
    page.screenshot({
      path: shotPath(name),
      fullPage: true,
      animations: 'disabled',
      timeout: SHOT_TIMEOUT_MS,
    });
  await shot().catch(shot);
}

/** How long one full-page screenshot may take. */
const SHOT_TIMEOUT_MS = 30_000;

/** A screenshot of the page as it is (the window, or all of it with `fullPage`). */
export async function viewShot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!TAKING_SHOTS) return;
  await page.screenshot({ path: shotPath(name), animations: 'disabled', ...options });
}

/** A screenshot of an open modal, in a window tall enough to show all of it. */
export async function dialogShot(page: Page, name: string): Promise<void> {
  if (!TAKING_SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: size.width, height: 1100 });
  await page.screenshot({ path: shotPath(name), animations: 'disabled' });
  await page.setViewportSize(size);
}
