// Personal access tokens (docs/domain.md#api-tokens): a user's token for another system to call
// the API as them, with scopes (read or write per area), an expiry, and a recognisable prefix.
// Free of zod (the labels of messages read it).

/** The areas a token's scopes name; every route of the API belongs to one, or to none (account, audit). */
export const API_TOKEN_AREAS = ['stock', 'purchasing', 'sales', 'logistics', 'billing', 'reports'] as const;
export type ApiTokenArea = (typeof API_TOKEN_AREAS)[number];
/** Read lets a token GET; write lets it change too (and read). */
export const API_TOKEN_ACCESS = ['read', 'write'] as const;
export type ApiTokenAccess = (typeof API_TOKEN_ACCESS)[number];
export type ApiTokenScope = `${ApiTokenArea}:${ApiTokenAccess}`;
/** The areas inside a sentence ("may not change stock"). */
export const API_TOKEN_AREA_LABELS: Readonly<Record<ApiTokenArea, string>> = {
  stock: 'stock',
  purchasing: 'purchasing',
  sales: 'sales',
  logistics: 'logistics',
  billing: 'billing',
  reports: 'reports',
};
/** What a scope lets a token do, inside a sentence ("may not change stock"). */
export const API_TOKEN_ACCESS_LABELS: Readonly<Record<ApiTokenAccess, string>> = {
  read: 'read',
  write: 'change',
};
export const API_TOKEN_SCOPES = API_TOKEN_AREAS.flatMap((area) =>
  API_TOKEN_ACCESS.map((access) => `${area}:${access}` as ApiTokenScope),
) as readonly ApiTokenScope[];

/** Every token starts with this, so secret scanners can find a leaked one. */
export const API_TOKEN_PREFIX = 'gdn_pat_';

export const API_TOKEN_LIMITS = {
  nameMax: 60,
  /** Live (unrevoked, unexpired) tokens a user may hold. */
  livePerUserMax: 20,
  expiryDaysDefault: 90,
  expiryDaysMax: 365,
  /** A token this close to its expiry says so on every answer, and its list warns. */
  warnDays: 14,
  /** Calls a token may make a minute (each server), beyond which it gets 429. */
  callsPerMinute: 600,
  /** Characters of the secret after the prefix (base64url of 30 random bytes). */
  secretLength: 40,
} as const;

/** Routes whose first path segment names their area (after /api/v1/). */
const AREA_OF_SEGMENT: Readonly<Record<string, ApiTokenArea>> = {
  products: 'stock',
  inventory: 'stock',
  storages: 'stock',
  batches: 'stock',
  counts: 'stock',
  scan: 'stock',
  stock: 'stock',
  labels: 'stock',
  import: 'stock',
  alerts: 'stock',
  'pin-codes': 'stock',
  'purchase-orders': 'purchasing',
  reorder: 'purchasing',
  customers: 'sales',
  'sales-orders': 'sales',
  'sales-returns': 'sales',
  'counter-sales': 'sales',
  'price-lists': 'sales',
  pricing: 'sales',
  schemes: 'sales',
  transports: 'logistics',
  buy: 'logistics',
  map: 'logistics',
  invoices: 'billing',
  'invoice-notes': 'billing',
  receipts: 'billing',
  receivables: 'billing',
  einvoices: 'billing',
  ewaybills: 'billing',
  'gst-registrations': 'billing',
  'tax-rates': 'billing',
  settings: 'billing',
  tally: 'billing',
  reports: 'reports',
  dashboard: 'reports',
  export: 'reports',
};

/** A transport's tax papers and a customer's money are billing's, under their logistics and sales paths. */
const BILLING_PATHS = [
  /^\/transports\/:id\/(invoice|paperwork|challan\.pdf|ewaybill(\.json|\/waiver)?)$/,
  /^\/customers\/:id\/(ledger|statement\.pdf)$/,
];

/** POSTs that change nothing (a calculation or a rendering): a read token may make them. */
const READING_POSTS = [
  /^\/pricing\/quote$/,
  /^\/invoices\/preview$/,
  /^\/counter-sales\/preview$/,
  /^\/labels\//,
];

/**
 * The scope a call needs: its area (from its route, `/api/v1/...` with `:params`) and read (GET,
 * HEAD and the reading POSTs) or write; null for what no token may call (the account, its tokens,
 * the audit log, wages, the event stream).
 */
export function apiTokenScopeOf(
  method: string,
  routeUrl: string,
): { area: ApiTokenArea; access: ApiTokenAccess } | null {
  const path = routeUrl.replace(/^\/api\/v1/, '').replace(/\/$/, '');
  const segment = path.split('/')[1] ?? '';
  const area = BILLING_PATHS.some((p) => p.test(path)) ? 'billing' : AREA_OF_SEGMENT[segment];
  if (!area) return null;
  const reads =
    method === 'GET' || method === 'HEAD' || (method === 'POST' && READING_POSTS.some((p) => p.test(path)));
  return { area, access: reads ? 'read' : 'write' };
}

/** Whether `scopes` allow a call needing `area` and `access` (write allows read too). */
export function apiTokenAllows(
  scopes: readonly string[],
  { area, access }: { area: ApiTokenArea; access: ApiTokenAccess },
): boolean {
  return scopes.includes(`${area}:write`) || (access === 'read' && scopes.includes(`${area}:read`));
}
