import { test as base, type Response } from '@playwright/test';
import { serverUrl } from './servers';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

/** Patterns no response may contain: a hash, its column, or a password field. */
const SECRET_PATTERN = /password_?hash|\$argon2|"password"\s*:/i;

/**
 * Every browser test, with a watch on every API response the page receives: none may hold a
 * hash, a password field or a password the page sent. A leak fails the test that saw it.
 */
export const test = base.extend<{ secretsWatch: void }>({
  // The address of this worker's own server (support/servers.ts): pages, `request` and every
  // browser context a test opens go there.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  secretsWatch: [
    async ({ context }, use, testInfo) => {
      const leaks: string[] = [];
      const passwords = new Set<string>();
      const pending: Promise<void>[] = [];
      const inspect = async (response: Response) => {
        const request = response.request();
        const url = new URL(response.url());
        if (!url.pathname.startsWith('/api/v1/') || url.pathname.endsWith('/openapi.json')) return;
        // The live-update stream never ends (its body cannot be awaited) and carries only ids.
        if ((response.headers()['content-type'] ?? '').startsWith('text/event-stream')) return;
        try {
          const sent = request.postDataJSON() as Record<string, unknown> | null;
          for (const [key, value] of Object.entries(sent ?? {})) {
            if (/password/i.test(key) && typeof value === 'string' && value.length >= 6) passwords.add(value);
          }
        } catch {
          // Not a JSON body.
        }
        const text = await response.text().catch(() => '');
        if (SECRET_PATTERN.test(text))
          leaks.push(`${request.method()} ${url.pathname}: ${text.slice(0, 200)}`);
        for (const password of passwords) {
          if (text.includes(password)) leaks.push(`${request.method()} ${url.pathname} contains a password`);
        }
      };
      context.on('response', (response) => void pending.push(inspect(response)));
      await use();
      await Promise.all(pending);
      if (leaks.length) {
        testInfo.annotations.push({ type: 'secrets', description: leaks.join('\n') });
        throw new Error(`API responses gave away a password or hash:\n${leaks.slice(0, 5).join('\n')}`);
      }
    },
    { auto: true },
  ],
});
