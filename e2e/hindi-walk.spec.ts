import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shortTransportId } from '@godown/shared';
import { expect, test, type Page } from './support/test';

// The demo, shown in Hindi, says no English sentence on any screen: every refusal, alert and rule
// arrives as a message key and is said in Hindi (docs/domain.md#messages). What people typed
// (products, warehouses, people, notes, codes) and what is marked `translate="no"` stays as written.
// This walk loads the demo into a server of its own and visits every screen as each role: any
// English word left on a screen (a code, a number, an abbreviation in capitals is not a word) fails.

const PORT = 3107;
const BASE = `http://127.0.0.1:${PORT}`;
const SERVER_MAIN = path.resolve('apps/server/dist/main.js');
const DEMO_MAIN = path.resolve('apps/server/dist/scripts/demo.js');

/** Words that are Godown's codes, units or names of formats in every language. */
const CODE_WORDS = new Set([
  'Godown',
  'SKU',
  'GTIN',
  'GST',
  'GSTIN',
  'ETA',
  'IST',
  'PDF',
  'CSV',
  'Excel',
  'JSON',
  'XML',
  'xml',
  'MB',
  'QR',
  'km',
  'kg',
  'cm',
  'ID',
  'IDs',
  'OK',
  'xlsx',
  'PO',
  'FEFO',
  'MRP',
  'HSN',
  'OpenStreetMap',
  'Leaflet',
  'API',
  'SSE',
  'Ctrl',
  'Shift',
  'Esc',
  'Enter',
  'Tab',
  'Alt',
  'Cmd',
  'UTF',
  'JavaScript',
  // Times in Hindi (CLDR's hi-IN writes am and pm), and the map tiles' required attribution.
  'am',
  'pm',
  'OpenStreetMap',
  'contributors',
]);

let server: ChildProcess | undefined;
let dataDir = '';

function run(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [file], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function finished(child: ChildProcess): Promise<void> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`demo exited with ${code}: ${errors.slice(-2000)}`);
}

async function healthy(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${BASE}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the demo server did not start');
}

async function signIn(
  account: { email: string } | { phone: string },
  password: string,
): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${BASE}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string; user: unknown } }).data;
}

/** A record's id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every text of an answer: what people typed (names, notes, codes, descriptions). A system alert's
 * words are left out: they are Godown's, said from their key, and the walk checks them on screen.
 */
function typedTexts(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim().length > 1) into.add(value.trim());
    // A transport's short id (its id's last characters) is shown beside it: hex, and with no digit
    // now and then ("bffffe"), which would read as a word.
    if (UUID.test(value)) into.add(shortTransportId(value));
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) typedTexts(item, into);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const systemAlert = record.isSystem === true && 'messageKey' in record;
    for (const [name, item] of Object.entries(record)) {
      if (systemAlert && ['message', 'description', 'affectedItem'].includes(name)) continue;
      typedTexts(item, into);
    }
  }
}

/**
 * The English words left in a text once typed values are taken out, or null. Codes are not words:
 * a token with a digit or an @ (GD-TR-1001, cd256e, you@example.com), initials and abbreviations in
 * capitals (AM, NCR), and CODE_WORDS.
 */
function englishIn(text: string, typed: readonly string[]): string | null {
  let rest = ` ${text} `;
  for (const value of typed) if (rest.includes(value)) rest = rest.split(value).join(' ');
  const words = rest
    .split(/\s+/)
    .filter((token) => !/[\d@]/.test(token))
    .flatMap((token) => token.match(/[A-Za-z][A-Za-z'’]*/g) ?? [])
    .filter((word) => !CODE_WORDS.has(word) && !/^[A-Z]{1,5}s?$/.test(word) && word.length > 1);
  return words.length > 0 ? words.join(' ') : null;
}

/** The visible texts of the page and its labels, outside `translate="no"`. */
async function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const skip = (element: Element | null) =>
      element?.closest('[translate="no"], script, style, noscript, [hidden], svg') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !skip(node.parentElement)) texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      if (skip(element)) continue;
      for (const name of ['placeholder', 'aria-label', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

test.describe('the demo in Hindi', () => {
  test.describe.configure({ timeout: 600_000 });

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-hindi-walk-'));
    await finished(run(DEMO_MAIN, {}));
    server = run(SERVER_MAIN, { PORT: String(PORT), HOST: '127.0.0.1' });
    await healthy();
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    if (server) await new Promise((resolve) => server?.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('every screen, as each role, says no English sentence but what people typed', async ({ browser }) => {
    const admin = await signIn({ email: 'admin@godown.in' }, 'admin123');
    const typed = new Set<string>();
    const lists = [
      '/products/?limit=1000',
      '/inventory/?limit=1000',
      '/users/?limit=1000',
      '/transports/?limit=1000',
      '/storages/?limit=1000',
      '/alerts/?limit=1000',
      '/purchase-orders?limit=1000',
      '/counts?limit=1000',
      '/wages/?limit=1000',
      // The company and its GST registrations as the demo's admin set them (names, addresses, bank).
      '/settings/company',
      '/gst-registrations',
      '/invoices?limit=1000',
      '/customers?limit=1000',
      '/sales-orders?limit=1000',
      '/invoice-notes?limit=1000',
      '/receipts?limit=1000',
    ];
    const answers: Record<string, unknown> = {};
    for (const url of lists) {
      const response = await fetch(`${BASE}/api/v1${url}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status, url).toBe(200);
      answers[url] = ((await response.json()) as { data: unknown }).data;
      typedTexts(answers[url], typed);
    }
    /** The id of the first row of a list's answer (the answer, or its first array). */
    const firstId = (url: string): string | undefined => {
      const answer = answers[url];
      const rows = Array.isArray(answer)
        ? answer
        : Object.values((answer ?? {}) as Record<string, unknown>).find(Array.isArray);
      const row = (rows as Array<{ id?: string; _id?: string }> | undefined)?.[0];
      return row?.id ?? row?._id;
    };

    const product = firstId('/products/?limit=1000');
    const inventory = firstId('/inventory/?limit=1000');
    const transport = firstId('/transports/?limit=1000');
    const order = firstId('/purchase-orders?limit=1000');
    const count = firstId('/counts?limit=1000');
    const unit = firstId('/storages/?limit=1000');
    const invoice = firstId('/invoices?limit=1000');
    // The records the walk opens: what people typed on them is theirs too.
    for (const [url, id] of [
      ['/products/', product],
      ['/inventory/', inventory],
      ['/transports/', transport],
      ['/purchase-orders/', order],
      ['/counts/', count],
      ['/storages/', unit],
      ['/invoices/', invoice],
    ] as const) {
      if (!id) continue;
      const response = await fetch(`${BASE}/api/v1${url}${id}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status, url).toBe(200);
      typedTexts(((await response.json()) as { data: unknown }).data, typed);
    }
    // The transport's e-way bills: the places its vehicles went on from are typed too.
    if (transport) {
      const response = await fetch(`${BASE}/api/v1/transports/${transport}/ewaybill`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status, 'the transport’s e-way bill').toBe(200);
      typedTexts(((await response.json()) as { data: unknown }).data, typed);
    }
    const typedValues = [...typed].sort((a, b) => b.length - a.length);
    const screens = [
      '/',
      '/products',
      product && `/products/${product}`,
      '/inventory',
      inventory && `/inventory/${inventory}`,
      '/users',
      '/transportation',
      transport && `/transportation/${transport}`,
      '/storage',
      unit && `/storage/${unit}`,
      '/wages',
      '/alerts',
      '/profile',
      '/purchase-orders',
      order && `/purchase-orders/${order}`,
      '/reorder',
      '/reports',
      '/reports/valuation',
      '/reports/movements',
      '/reports/expiring',
      '/import',
      '/counts',
      count && `/counts/${count}`,
      '/scan',
      '/labels',
      '/settings',
      '/invoices',
      '/invoices/new',
      '/invoices/counter',
      invoice && `/invoices/${invoice}`,
      '/customers',
      '/sales-orders',
      '/invoice-notes',
      '/receipts',
      '/receivables',
      '/reports/sales-register',
      '/reports/output-tax',
      '/reports/hsn-summary',
      '/reports/input-tax',
    ].filter((screen): screen is string => Boolean(screen));

    const found: string[] = [];
    const walk = async (auth: { token: string; user: unknown } | null, paths: readonly string[]) => {
      const context = await browser.newContext({ baseURL: BASE, locale: 'hi-IN' });
      await context.addInitScript((session) => {
        localStorage.setItem('godown-locale', 'hi-IN');
        if (!session) return;
        localStorage.setItem('token', session.token);
        localStorage.setItem('user', JSON.stringify(session.user));
      }, auth);
      const page = await context.newPage();
      for (const screen of paths) {
        await page.goto(screen);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
        for (const text of await screenTexts(page)) {
          const english = englishIn(text, typedValues);
          if (english) found.push(`${screen}: "${english}" in "${text.slice(0, 160)}"`);
        }
      }
      await context.close();
    };

    await walk(admin, screens);
    await walk(await signIn({ email: 'supplier@godown.in' }, 'supply123'), [
      '/supplier',
      '/my-purchase-orders',
    ]);
    await walk(await signIn({ phone: '9876500001' }, 'drive123'), ['/deliveries', '/wages']);
    await walk(null, ['/login', '/register']);
    expect([...new Set(found)]).toEqual([]);
  });
});
