import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  BRAND_NAME,
  DEFAULT_MAP_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  REGISTRATION_MODES,
  ROLE_POLICIES,
  type RegistrationMode,
  type RolePolicy,
} from '@godown/shared';

/** The company name on the reports when COMPANY_NAME is not set. */
export const DEFAULT_COMPANY_NAME = BRAND_NAME;
const COMPANY_NAME_MAX_LENGTH = 200;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const zEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // A streaming replica of DATABASE_URL that list and detail reads may use (docs/scaling.md#read-replicas).
  DATABASE_REPLICA_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Server processes sharing the port (docs/scaling.md#workers). Unset: 1 on the embedded
  // database, which serves one process; the machine's cores on PostgreSQL.
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  // Set by the first process of WORKERS to the others ("0"): the periodic checks run once.
  GODOWN_PERIODIC_CHECKS: z.enum(['0', '1']).optional(),
  // Set by the first process of WORKERS to the others: one name for the code all of them run.
  GODOWN_BOOT_ID: z.string().min(1).max(100).optional(),
  JWT_SECRET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_EXPIRES_IN: z.string().min(1).default('7d'),
  OPEN_ADMIN_SIGNUP: booleanFromEnv,
  // Least privilege by role (docs/domain.md#roles): `open` restores the broad rules.
  ROLE_POLICY: z.enum(ROLE_POLICIES).default('restricted'),
  // Self-registered accounts wait for an admin's approval; `open` lets them in at once.
  REGISTRATION: z.enum(REGISTRATION_MODES).default('approval'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  // Raises the registrations allowed per address in a minute: browser tests sign up many users
  // from one address. The default is REGISTRATIONS_PER_MINUTE of packages/shared.
  REGISTRATIONS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  // The name printed at the top of every report (docs/domain.md#reports).
  COMPANY_NAME: z
    .string()
    .trim()
    .max(COMPANY_NAME_MAX_LENGTH, `must be at most ${COMPANY_NAME_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value || DEFAULT_COMPANY_NAME),
  // The maps' tiles: a URL template with {z}, {x} and {y} (and {s} for subdomains); "none" draws
  // the maps on a plain background. Unset: OpenStreetMap's (docs/domain.md#maps).
  MAP_TILE_URL: z.string().trim().optional(),
  // Live-update streams one user may hold open on one server (default EVENTS_LIMITS.streamsPerUser).
  EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100_000).optional(),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300).optional(),
  // How long one sum of the dashboard's company-wide charts answers everyone, in ms (default
  // CHART_LIMITS.sharedMaxAgeMs; 0: sum on every call).
  CHARTS_MAX_AGE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  // Memory for the reads' answers kept while the database does not change, in MB (default 64; 0
  // keeps none: every read is answered from the database, as the benchmark's cold column measures).
  KEPT_ANSWERS_MB: z.coerce.number().int().min(0).max(16_384).optional(),
});

/**
 * Which hops in front of Godown may name the client in X-Forwarded-For: none (the default, so a
 * client cannot choose the address its failed logins count against), every hop (`true`), or the
 * proxies at these addresses and CIDR ranges. No hop count: it cannot check who sent the header,
 * and Fastify ignores one.
 */
export type TrustProxy = boolean | string[];

// proxy-addr's names for address ranges, accepted beside addresses and CIDR ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new Error(
      'Invalid configuration: TRUST_PROXY: name the proxies (addresses or CIDR ranges) rather than ' +
        'a number of hops, which cannot tell a proxy from a client that sends the header itself',
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!PROXY_RANGE_NAMES.has(entry) && (family === 0 || !validBits || rest.length > 0)) {
      throw new Error(
        `Invalid configuration: TRUST_PROXY: "${entry}" is not an address, a CIDR range, ` +
          'loopback, linklocal or uniquelocal (or use true or false)',
      );
    }
  }
  return entries;
}

/** Rate limits, overridable by tests; the defaults are the named constants of packages/shared. */
export interface RateLimits {
  loginFailuresPerMinute: number;
  loginFailuresPerHour: number;
  /** Failed logins per client address in an hour, over all accounts. */
  loginAddressFailuresPerHour: number;
  registrationsPerMinute: number;
  /** Calls one API token may make a minute on one server (unset: API_TOKEN_LIMITS.callsPerMinute). */
  apiTokenCallsPerMinute: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of the PostgreSQL database, for reads (db/replica.ts). */
  databaseReplicaUrl?: string;
  databasePoolSize: number;
  /** Server processes sharing the port (main.ts); 1: this process serves alone. */
  workers?: number;
  /** Whether this process runs the periodic checks (missed ETAs, expiry, overwork, month close). */
  periodicChecks?: boolean;
  /**
   * Names this start of the code (shared by the processes of WORKERS): answers' ETags include it,
   * so none made by other code matches. Unset: a new name for each app.
   */
  bootId?: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  openAdminSignup: boolean;
  /** How broad suppliers' and drivers' rights are; unset: `restricted` (docs/domain.md#roles). */
  rolePolicy?: RolePolicy;
  /** Whether a self-registered account waits for an admin; unset: `approval`. */
  registration?: RegistrationMode;
  logLevel: string;
  /** The built web app to serve, if any. */
  webDistDir: string | undefined;
  rateLimits?: Partial<RateLimits>;
  /** Unset: no proxy is trusted. */
  trustProxy?: TrustProxy;
  /** The name at the top of the reports; unset: DEFAULT_COMPANY_NAME. */
  companyName?: string;
  /** The maps' tiles; unset: OpenStreetMap's. `tileUrl` null: no tiles (a plain background). */
  mapTiles?: MapTiles;
  /** Live-update streams per user per server; unset: EVENTS_LIMITS.streamsPerUser. */
  eventStreamsPerUser?: number;
  /** How long one sum of the company-wide charts is shared (ms); unset: CHART_LIMITS.sharedMaxAgeMs. */
  chartsMaxAgeMs?: number;
  /** Bytes of kept answers (db/snapshot-cache.ts); unset: its default. */
  keptAnswersBytes?: number;
}

export interface MapTiles {
  tileUrl: string | null;
  attribution: string;
}

/**
 * MAP_TILE_URL read: unset means OpenStreetMap's tiles, "none" (or "off") none at all; anything
 * else must be an http(s) URL template naming {z}, {x} and {y}.
 */
export function parseMapTiles(url: string | undefined, attribution: string | undefined): MapTiles {
  const text = url?.trim() ?? '';
  if (text === '')
    return { tileUrl: DEFAULT_MAP_TILE_URL, attribution: attribution || DEFAULT_MAP_ATTRIBUTION };
  if (['none', 'off', 'false'].includes(text.toLowerCase())) return { tileUrl: null, attribution: '' };
  let parsed: URL | undefined;
  try {
    parsed = new URL(text.replace('{s}', 'a'));
  } catch {
    parsed = undefined;
  }
  if (
    !parsed ||
    !['http:', 'https:'].includes(parsed.protocol) ||
    !['{z}', '{x}', '{y}'].every((p) => text.includes(p))
  ) {
    throw new Error(
      'Invalid configuration: MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y} (or "none")',
    );
  }
  return { tileUrl: text, attribution: attribution ?? '' };
}

/**
 * The origin the browser loads tiles from, for the content security policy: the template's scheme
 * and host, with a {s} subdomain as a wildcard (https://{s}.tile.example.org -> https://*.tile.example.org).
 */
export function tileOrigin(tileUrl: string): string {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(tileUrl);
  return (match?.[1] ?? '').replace('{s}', '*');
}

export const JWT_SECRET_MIN_LENGTH = 32;

/** Reads the secret kept in the data directory, creating it the first time. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

/** Parses the environment into the server's configuration; throws with a clear message if it is invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = zEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.JWT_SECRET !== undefined && e.JWT_SECRET.length < JWT_SECRET_MIN_LENGTH) {
    throw new Error(`Invalid configuration: JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters`);
  }
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    // Several instances share one PostgreSQL: they must share the secret too.
    throw new Error('Invalid configuration: JWT_SECRET is required in production with DATABASE_URL');
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: DATABASE_REPLICA_URL needs DATABASE_URL (a replica of that PostgreSQL database)',
    );
  }
  if (e.WORKERS !== undefined && e.WORKERS > 1 && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: WORKERS above 1 needs PostgreSQL (DATABASE_URL): the embedded database serves one process',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    ...(e.DATABASE_REPLICA_URL && { databaseReplicaUrl: e.DATABASE_REPLICA_URL }),
    workers: e.WORKERS ?? (e.DATABASE_URL ? os.availableParallelism() : 1),
    periodicChecks: e.GODOWN_PERIODIC_CHECKS !== '0',
    bootId: e.GODOWN_BOOT_ID ?? crypto.randomUUID(),
    jwtSecret: e.JWT_SECRET ?? embeddedSecret(dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    openAdminSignup: e.OPEN_ADMIN_SIGNUP,
    rolePolicy: e.ROLE_POLICY,
    registration: e.REGISTRATION,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    companyName: e.COMPANY_NAME,
    mapTiles: parseMapTiles(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION),
    ...(e.EVENT_STREAMS_PER_USER !== undefined && { eventStreamsPerUser: e.EVENT_STREAMS_PER_USER }),
    ...(e.CHARTS_MAX_AGE_MS !== undefined && { chartsMaxAgeMs: e.CHARTS_MAX_AGE_MS }),
    ...(e.KEPT_ANSWERS_MB !== undefined && { keptAnswersBytes: e.KEPT_ANSWERS_MB * 1024 * 1024 }),
    ...(e.REGISTRATIONS_PER_MINUTE !== undefined && {
      rateLimits: { registrationsPerMinute: e.REGISTRATIONS_PER_MINUTE },
    }),
  };
}
