import fc from 'fast-check';

/**
 * Hostile values for requests, as fast-check arbitraries: what a careless or malicious client can
 * put in a JSON body, a query string or a path. The test that uses them decides where they go.
 */

/**
 * JSON text written into a body as it is: tokens JSON.stringify cannot produce (NaN, -0, 1e400,
 * numbers past double precision) and structures too deep to build as objects.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Serialises a value to JSON text, writing RawJson as is and keeping own `__proto__` keys. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Object.keys lists an own `__proto__` property (made with defineProperty), and indexing reads it.
    return `{${Object.keys(record)
      .map((key) => `${JSON.stringify(key)}:${toJsonText(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Sets an own property, even one named `__proto__` (assignment would change the prototype instead). */
export function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

export const SQL_INJECTIONS = [
  "'; DROP TABLE products; --",
  "' OR 1=1 --",
  '" OR ""="',
  "1'; SELECT pg_sleep(10); --",
  "'); DELETE FROM users; --",
  '$$; DROP TABLE users; $$',
  "\\'; TRUNCATE stock_movements; --",
  "%' AND 1=1 AND '%'='",
  '1 UNION SELECT password_hash FROM users --',
] as const;

export const SCRIPT_INJECTIONS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg/onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
] as const;

export const UNICODE_STRINGS = [
  '😀',
  '👩🏽‍🌾🏳️‍🌈',
  'مرحبا بالعالم',
  '\u202Eevil\u202C.exe',
  'e\u0301\u0301\u0301\u0301',
  'Z̷̧̛a̸͖l̶̰g̵̙o̴̡',
  'गोदाम हिन्दी',
  '\ud800',
  'a\udc00b',
  '\uffff\ufffe',
  '\ufeffbom',
  '\u200b\u200d',
  '\u2028\u2029',
] as const;

export const CONTROL_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  '\u007f',
  '\r\n\t',
  '\b\f\v',
  '\u001b[31mred',
] as const;

export const TRICKY_STRINGS = [
  '',
  ' ',
  '  \t ',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '-1',
  '9007199254740993',
  '123456789012345678901234567890',
  '0x10',
  '%s%s%n%x',
  '../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  '_',
  '\\',
  '__proto__',
  'constructor',
  '[]',
  '{}',
] as const;

export const MALFORMED_UUIDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3f1c2b7a-9d4e-4c1a-8b2f-6a7e5d4c3b2az',
  '{3f1c2b7a-9d4e-4c1a-8b2f-6a7e5d4c3b2a}',
  '3f1c2b7a9d4e4c1a8b2f6a7e5d4c3b2a',
  '3f1c2b7a-9d4e-4c1a-8b2f-6a7e5d4c3b2g',
  '3f1c2b7a-9d4e-4c1a-8b2f-6a7e5d4c3b2a\u0000',
  '../',
  '..',
  '1',
  '-1',
] as const;

export const MALFORMED_DATES = [
  '2026-02-30',
  '9999999-01-01',
  'yesterday',
  '2026-13-01T25:61:00Z',
  '0000-00-00',
  '-000001-01-01',
  '+275760-09-13T00:00:00Z',
  '2026-01-01T00:00:00+99:99',
  '1899-12-31',
  '2201-01-01',
  '2026-1-1',
  '2026-06-15T10:00:00',
  'Tue, 01 Jan 2030 00:00:00 GMT',
  '2026-06-15T10:00:00.123456789Z',
] as const;

/** Number tokens JSON.stringify cannot write (NaN is not JSON: such a body is malformed). */
const RAW_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '123456789012345678901234567890123456789',
  '0.30000000000000004',
  '01',
  '+1',
  '.5',
  '1.',
  '0x10',
].map((text) => new RawJson(text));

const NUMBERS = [
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -1,
  0,
  0.1 + 0.2,
  1.005,
  1e21,
  1e-7,
  2 ** 31,
  -(2 ** 31),
  2 ** 53 + 2,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
] as const;

/** A string of 10,000 to 100,000 characters, well under the body limit even when escaped. */
export const longString = fc
  .record({
    unit: fc.constantFrom('a', 'é', '😀', '\u0000', "'", '%', '<'),
    length: fc.integer({ min: 10_000, max: 100_000 }),
  })
  .map(({ unit, length }) => unit.repeat(Math.ceil(length / unit.length)));

/** Short hostile text: injections, unicode, control characters, look-alikes of other types. */
export const hostileShortString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_INJECTIONS),
  fc.constantFrom(...SCRIPT_INJECTIONS),
  fc.constantFrom(...UNICODE_STRINGS),
  fc.constantFrom(...CONTROL_STRINGS),
  fc.constantFrom(...TRICKY_STRINGS),
  fc.constantFrom(...MALFORMED_UUIDS),
  fc.constantFrom(...MALFORMED_DATES),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any hostile string, long ones included. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileShortString },
  { weight: 1, arbitrary: longString },
);

/** Numbers at and past every edge, as JSON numbers and as raw tokens. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.constantFrom(...RAW_NUMBERS),
  fc.double().map((n) => (Number.isFinite(n) && !Object.is(n, -0) ? n : new RawJson(String(n)))),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.bigInt({ min: -(2n ** 90n), max: 2n ** 90n }).map((n) => new RawJson(n.toString())),
);

/** Nesting a parser or a validator may choke on: 100 to 50,000 levels of [] or {}. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .record({ depth: fc.constantFrom(100, 1_000, 10_000, 50_000), kind: fc.constantFrom('array', 'object') })
  .map(({ depth, kind }) =>
    kind === 'array'
      ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)
      : new RawJson(`${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`),
  );

/** Objects that try to reach a prototype. */
const PROTOTYPE_POLLUTION = [
  new RawJson('{"__proto__":{"isAdmin":true,"role":"admin"}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
  new RawJson('{"prototype":{"polluted":true}}'),
];

/** Keys a body must not be able to smuggle in: prototype keys, look-alikes, odd spellings. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'id',
  '_id',
  'role',
  'tokenVersion',
  'createdAt',
  '$where',
  'a.b',
  '\u0000',
] as const;

/**
 * A hostile JSON value of any type. `ids` are real ids of existing objects (of any kind), so an id
 * field can meet an id of the wrong kind.
 */
export function hostileValue(ids: readonly string[]): fc.Arbitrary<unknown> {
  const realIds = ids.length ? [fc.constantFrom(...ids)] : [];
  return fc.oneof(
    { weight: 6, arbitrary: hostileString },
    { weight: 4, arbitrary: hostileNumber },
    { weight: 2, arbitrary: fc.oneof(...realIds, fc.uuid(), fc.constantFrom(...MALFORMED_UUIDS)) },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { a: null }) },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_POLLUTION) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.array(hostileShortString, { maxLength: 5 }) },
  );
}

/** What a query string value can be: numbers as text at every edge, and hostile strings. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '-1',
      '0',
      '1',
      '1000',
      '1001',
      '1e9',
      '1e308',
      '1e400',
      'NaN',
      'Infinity',
      '1.5',
      ' 5 ',
      '0x10',
      '10000001',
      '9007199254740993',
      'true',
      'TRUE',
      'pending',
      'inTransit',
      'admin',
      '2026-06',
      '2026-13',
    ),
  },
  { weight: 4, arbitrary: hostileShortString },
  { weight: 1, arbitrary: longString.map((text) => text.slice(0, 10_000)) },
);

/**
 * Percent-encodes text for a URL. A lone surrogate cannot be encoded by encodeURIComponent: it is
 * written as the bytes a lax encoder would send (WTF-8), which a strict decoder must refuse.
 */
export function encodeUrlPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('');
        }
        return encodeURIComponent(char);
      })
      .join('');
  }
}

/** Path and query text sent without encoding: broken percent escapes, separators, traversal. */
export const RAW_URL_PARTS = [
  '%zz',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  '..%2F..%2F',
  '%2e%2e',
  'a%2Fb',
  '%20',
  '%0d%0aX-Injected:%201',
  'a'.repeat(500),
] as const;

/** A malformed path parameter, ready to put in a URL. */
export function hostilePathParam(ids: readonly string[]): fc.Arbitrary<string> {
  const realIds = ids.length ? [fc.constantFrom(...ids)] : [];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_UUIDS).map(encodeUrlPart) },
    { weight: 2, arbitrary: fc.oneof(fc.uuid(), ...realIds) },
    { weight: 2, arbitrary: hostileShortString.filter((s) => s.length > 0).map(encodeUrlPart) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
  );
}

/** Bodies that are not JSON at all, or not the JSON they claim to be. */
export const MALFORMED_JSON_BODIES = [
  '{"quantity": NaN}',
  '{"price": Infinity}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1',
  '{"a":undefined}',
  '{a:1}',
  '[1,2',
  '"unterminated',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '',
  ' ',
  'null',
  '0',
  '"a string"',
  'true',
  '[]',
] as const;

/** Content types a JSON endpoint must turn away (or read as JSON where they are JSON). */
export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  ';;;',
  '',
] as const;

// ---- Mutations of a valid body, driven by its zod schema ----------------------------------------

export type FieldPath = readonly (string | number)[];

interface ZodDefLike {
  type: string;
  innerType?: unknown;
  in?: unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
  items?: readonly unknown[];
  options?: readonly unknown[];
  values?: readonly unknown[];
  format?: string;
}

/** The parts of a zod 4 schema this file reads: its definition and the bounds zod exposes. */
interface ZodNodeLike {
  _zod: { def: ZodDefLike };
  options?: readonly unknown[];
  minValue?: number | null;
  maxValue?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
}

const nodeOf = (schema: unknown) => schema as ZodNodeLike;

/** The schema under the wrappers that do not change what a value must look like. */
function unwrap(schema: unknown): ZodNodeLike {
  let node = nodeOf(schema);
  for (;;) {
    const def = node._zod.def;
    if (def.innerType) node = nodeOf(def.innerType);
    else if (def.type === 'pipe') node = nodeOf(def.in);
    else if (def.type === 'union' && def.options?.length) node = nodeOf(def.options[0]);
    else return node;
  }
}

/** A field of a body schema: where it is, and the schema that reads it. */
export interface SchemaField {
  path: FieldPath;
  schema: unknown;
}

/**
 * Every field a zod schema reads, nested objects, array elements (index 0) and tuple items
 * included: `['dimensions', 'length']`, `['products', 0, 'quantity']`, `['inventoryLocation',
 * 'coordinates', 1]`. Wrappers (optional, nullable, default, pipe) are looked through.
 */
export function schemaFields(schema: unknown, maxDepth = 4): SchemaField[] {
  const fields: SchemaField[] = [];
  const walk = (node: unknown, prefix: FieldPath, depth: number): void => {
    const inner = unwrap(node);
    const def = inner._zod.def;
    if (depth >= maxDepth) return;
    const children: [string | number, unknown][] =
      def.type === 'object'
        ? Object.entries(def.shape ?? {})
        : def.type === 'array'
          ? [[0, def.element]]
          : def.type === 'tuple'
            ? (def.items ?? []).map((item, index) => [index, item])
            : [];
    for (const [key, child] of children) {
      fields.push({ path: [...prefix, key], schema: child });
      walk(child, [...prefix, key], depth + 1);
    }
  };
  walk(schema, [], 0);
  return fields;
}

/** The top-level keys of an object schema (a query string's parameters). */
export function schemaKeys(schema: unknown): string[] {
  return schemaFields(schema, 1).map((field) => String(field.path[0]));
}

/** What a field's schema reads at its leaf: text, a number, or something else (enum, object...). */
export function fieldKind(schema: unknown): 'text' | 'number' | 'other' {
  const type = unwrap(schema)._zod.def.type;
  return type === 'string' ? 'text' : type === 'number' ? 'number' : 'other';
}

const finiteOr = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/**
 * Values the field's own schema allows, at its edges: every option of an enum, the smallest and the
 * largest number, strings of exactly the longest length (in one- and two-unit characters), real and
 * unknown ids. They pass validation, so they reach the business rules (capacity, unplaced units,
 * status moves, unknown ids) and the database's column limits. Undefined for a structure.
 */
export function schemaEdgeValue(schema: unknown, ids: readonly string[]): fc.Arbitrary<unknown> | undefined {
  const node = unwrap(schema);
  const def = node._zod.def;
  switch (def.type) {
    case 'enum':
      return fc.constantFrom(...(node.options ?? []));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'boolean':
      return fc.boolean();
    case 'number': {
      const min = Math.max(finiteOr(node.minValue, -1e6), -Number.MAX_SAFE_INTEGER);
      const max = Math.min(finiteOr(node.maxValue, 1e6), Number.MAX_SAFE_INTEGER);
      return fc.oneof(
        fc.constantFrom(min, max),
        fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31 - 1)) }),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'string': {
      if (def.format === 'uuid')
        return fc.oneof(fc.constantFrom(...ids, '00000000-0000-4000-8000-000000000000'), fc.uuid());
      if (def.format === 'date')
        return fc.constantFrom('1900-01-01', '2200-12-31', '2024-02-29', '2026-06-15');
      if (def.format === 'datetime')
        return fc.constantFrom('1900-01-01T00:00:00Z', '2200-12-31T23:59:59+05:30', new Date().toISOString());
      const max = finiteOr(node.maxLength, 60);
      const min = finiteOr(node.minLength, 0);
      return fc.oneof(
        fc.constantFrom(
          'x'.repeat(max),
          'é'.repeat(max),
          '😀'.repeat(Math.floor(max / 2)),
          ` ${'y'.repeat(max)} `,
          'z'.repeat(Math.max(min, 1)),
        ),
        fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) }),
      );
    }
    default:
      return undefined;
  }
}

/** One change to a valid body. */
export type Mutation =
  | { op: 'set'; path: FieldPath; value: unknown }
  | { op: 'drop'; path: FieldPath }
  | { op: 'addKey'; at: FieldPath; key: string; value: unknown }
  | { op: 'wrap'; depth: number }
  | { op: 'replace'; value: unknown };

/** A field set to an edge of what its schema allows; undefined when no field has such values. */
export function edgeMutation(
  fields: readonly SchemaField[],
  ids: readonly string[],
): fc.Arbitrary<Mutation> | undefined {
  const edges = fields.flatMap((field) => {
    const value = schemaEdgeValue(field.schema, ids);
    return value
      ? [fc.record({ op: fc.constant('set' as const), path: fc.constant(field.path), value })]
      : [];
  });
  return edges.length ? fc.oneof(...edges) : undefined;
}

/**
 * Mutations of a body read by these schema fields: a field set to a hostile value or to an edge of
 * what its schema allows, a field dropped, a key smuggled in, the body wrapped or replaced.
 */
export function mutation(fields: readonly SchemaField[], ids: readonly string[]): fc.Arbitrary<Mutation> {
  const value = hostileValue(ids);
  const paths = fields.map((field) => field.path);
  const path = paths.length ? fc.constantFrom(...paths) : fc.constant<FieldPath>(['field']);
  const edge = edgeMutation(fields, ids);
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ op: fc.constant('set' as const), path, value }) },
    ...(edge ? [{ weight: 4, arbitrary: edge }] : []),
    { weight: 2, arbitrary: fc.record({ op: fc.constant('drop' as const), path }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('addKey' as const),
        at: fc.oneof(fc.constant<FieldPath>([]), path),
        key: fc.constantFrom(...HOSTILE_KEYS),
        value,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('wrap' as const), depth: fc.constantFrom(1, 2, 100, 10_000) }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('replace' as const), value }) },
  );
}

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof RawJson);

function setAt(root: unknown, path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const container = isContainer(root) ? root : typeof head === 'number' ? [] : {};
  (container as Record<string | number, unknown>)[head] = setAt(
    (container as Record<string | number, unknown>)[head],
    rest,
    value,
  );
  return container;
}

function getAt(root: unknown, path: FieldPath): unknown {
  let node = root;
  for (const key of path) node = isContainer(node) ? node[key] : undefined;
  return node;
}

/** A deep copy that keeps RawJson tokens and own `__proto__` keys (generated values are shared). */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (!isContainer(value)) return value;
  const result = {};
  for (const key of Object.keys(value)) defineOwn(result, key, copy(value[key]));
  return result;
}

/** A valid body changed by the mutations: field changes first, then whole-body ones. */
export function applyMutations(valid: unknown, mutations: readonly Mutation[]): unknown {
  let body: unknown = copy(valid);
  const order = (m: Mutation) => (m.op === 'wrap' || m.op === 'replace' ? 1 : 0);
  for (const m of [...mutations].sort((a, b) => order(a) - order(b))) {
    if (m.op === 'set') body = setAt(body, m.path, copy(m.value));
    else if (m.op === 'drop') {
      const parent = getAt(body, m.path.slice(0, -1));
      const key = m.path[m.path.length - 1];
      if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
      else if (isContainer(parent) && key !== undefined) delete parent[key];
    } else if (m.op === 'addKey') {
      const target = getAt(body, m.at);
      if (isContainer(target) && !Array.isArray(target)) defineOwn(target, m.key, copy(m.value));
    } else if (m.op === 'wrap') {
      body = new RawJson(`${'['.repeat(m.depth)}${toJsonText(body)}${']'.repeat(m.depth)}`);
    } else body = copy(m.value);
  }
  return body;
}
