import { expect, type Page } from '@playwright/test';

type UrlMatch = string | RegExp;

/** A proxy in the way answers something that is not the API's JSON. */
const BAD_GATEWAY = { status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' };

/**
 * Makes calls to `url` answer 502 from a proxy: all of them, or only those with one of `methods`.
 * Other calls go on to the routes set before (or to the server), so failures of one URL can be added
 * method by method.
 */
export async function failCalls(page: Page, url: UrlMatch, methods?: string[]): Promise<void> {
  await page.route(url, (route) =>
    methods === undefined || methods.includes(route.request().method())
      ? route.fulfill(BAD_GATEWAY)
      : route.fallback(),
  );
}

/** Opens `path` while `url` fails, expects the page to say `message`, then lets the calls through again. */
export async function expectLoadFailure(page: Page, url: UrlMatch, path: string, message: string) {
  await failCalls(page, url);
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText(message);
  await page.unroute(url);
}
