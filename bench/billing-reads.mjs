// The billing reads of the benchmark (docs/performance.md#billing), on the scale data set's invoices
// (seed:scale --invoices): the invoice list, filtered to one customer and searched by a customer's
// name, a large account's ledger, the receivables ageing, the e-invoices awaiting an IRN and a
// month's GSTR-1. Each as bench/reads.mjs measures every
// read: `paths` kept, `cold(i)` each request a URL of its own. The search goes last: it reads every
// invoice, and the requests still queued when its run ends would otherwise slow the next read's.
import { API, getJson } from './servers.mjs';
import { pagedVariants } from './terms.mjs';

/** Words of the data set's shop names (seed-scale-customers.ts): what a seller types to find one's invoices. */
const NAME_WORDS = [
  'sharma',
  'medical',
  'patel',
  'kirana',
  'reddy',
  'traders',
  'iyer',
  'chemists',
  'khan',
  'mart',
  'gupta',
  'provision',
];

/** How many large accounts' ledgers are read (the seed's ten customers with one invoice in 20). */
const LARGE_ACCOUNTS = 8;

const list = (query) => (value, limit, offset) =>
  `${query(value)}limit=${limit}${offset ? `&offset=${offset}` : ''}`;

/** Request `i`'s path from a list of values, in turn. */
const inTurn = (values, path) => (i) => path(values[i % values.length], Math.floor(i / values.length));

/** A calendar day `days` before today (UTC is near enough for a range's end). */
const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export async function billingReadScenarios(base, token) {
  const { total } = await getJson(`${base}${API}/invoices?limit=1`, token);
  if (total === 0) return [];
  // The customers who owe the most: the large accounts first (they have the most invoices).
  const ageing = await getJson(`${base}${API}/receivables/ageing?limit=1000`, token);
  const owing = ageing.customers.map((row) => row.customer.id);
  const candidates = [];
  for (const id of owing.slice(0, 3 * LARGE_ACCOUNTS)) {
    const { total: invoices } = await getJson(`${base}${API}/invoices?customer=${id}&limit=1`, token);
    candidates.push({ id, invoices });
  }
  const large = candidates.sort((a, b) => b.invoices - a.invoices).slice(0, LARGE_ACCOUNTS);
  const invoicesEach = Math.round(large.reduce((sum, c) => sum + c.invoices, 0) / Math.max(large.length, 1));
  const { registrations: regs } = await getJson(`${base}${API}/gst-registrations`, token);
  const registrations = regs.map((r) => r.id);
  // This month and the financial year's months before it (from April).
  const now = new Date();
  const months = [];
  for (let back = 0; back < 12; back++) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(month.toISOString().slice(0, 7));
    if (month.getUTCMonth() === 3) break;
  }
  const ledger = (c, back = 0) => `/customers/${c.id}/ledger${back ? `?to=${daysAgo(back)}` : ''}`;
  return [
    {
      key: 'invoices',
      label: `GET /invoices?limit=25 (${total.toLocaleString('en-IN')} invoices, latest first)`,
      kind: 'read',
      auth: true,
      paths: ['/invoices?limit=25&offset=0'],
      cold: pagedVariants(
        [''],
        list(() => '/invoices?'),
      ),
    },
    {
      key: 'invoicesOfCustomer',
      label:
        'GET /invoices?customer=<a large account>&status=issued&limit=200 (a receipt’s invoices to allocate)',
      kind: 'read',
      auth: true,
      paths: large.map((c) => `/invoices?customer=${c.id}&status=issued&limit=200`),
      // The same accounts, pages of 181 to 200 and the four pages after them.
      cold: inTurn(large, (c, round) => {
        const limit = 200 - (round % 20);
        return `/invoices?customer=${c.id}&status=issued&limit=${limit}&offset=${limit * (Math.floor(round / 20) % 5)}`;
      }),
      coldLabel: 'the same accounts, other pages',
    },
    {
      key: 'ledger',
      label: `GET /customers/{id}/ledger (a large account: ${invoicesEach} invoices, the whole account)`,
      kind: 'read',
      auth: true,
      paths: large.map((c) => ledger(c)),
      // The same accounts, each up to another day of the last few weeks.
      cold: inTurn(large, (c, round) => ledger(c, 1 + (round % 60))),
      coldLabel: 'the same accounts to another day',
    },
    {
      key: 'ageing',
      label: `GET /receivables/ageing?limit=25 (${ageing.total.toLocaleString('en-IN')} customers owing)`,
      kind: 'read',
      auth: true,
      paths: ['/receivables/ageing?limit=25&offset=0'],
      cold: pagedVariants(
        [''],
        list(() => '/receivables/ageing?'),
      ),
    },
    {
      key: 'einvoices',
      label:
        'GET /einvoices?state=pending&limit=25 (the financial year’s B2B invoices and notes awaiting an IRN)',
      kind: 'read',
      auth: true,
      paths: ['/einvoices?state=pending&limit=25&offset=0'],
      cold: pagedVariants(
        ['pending', 'registered'],
        list((state) => `/einvoices?state=${state}&`),
      ),
    },
    {
      key: 'gstr1',
      label: `GET /reports/gstr1?registration=<one>&month=<this month> (GSTR-1 of a month, ${registrations.length} registrations)`,
      kind: 'read',
      auth: true,
      paths: registrations.slice(0, 4).map((r) => `/reports/gstr1?registration=${r}&month=${months[0]}`),
      // Each registration's months of the financial year, in turn.
      cold: inTurn(
        registrations,
        (r, round) => `/reports/gstr1?registration=${r}&month=${months[round % months.length]}`,
      ),
      coldLabel: 'every registration, the year’s months',
    },
    {
      key: 'invoicesSearch',
      label: 'GET /invoices?search=<a word of a customer’s name>&limit=25',
      kind: 'search',
      auth: true,
      paths: NAME_WORDS.slice(0, 4).map((w) => `/invoices?search=${w}&limit=25&offset=0`),
      cold: pagedVariants(
        NAME_WORDS,
        list((w) => `/invoices?search=${w}&`),
      ),
      coldLabel: `${NAME_WORDS.length} words`,
    },
  ];
}
