import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth } from './support/http.js';
import { useTestContext } from './support/test-app.js';
import { registerUser } from './support/users.js';

// The API document (docs/architecture.md#the-api-document): OpenAPI 3.1, clean under Redocly's
// recommended rules (redocly.yaml: 0 errors; a warning only where the file gives its reason), one
// operationId per operation, security on each, named schemas shared by the operations.
const ctx = useTestContext();
const root = fileURLToPath(new URL('../../..', import.meta.url));

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

let document: Document;
const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );
beforeAll(async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json() as Document;
});

/** The rules redocly.yaml lowers to warnings (each with its reason written there). */
function warnedRules(): string[] {
  const config = fs.readFileSync(path.join(root, 'redocly.yaml'), 'utf8');
  return [...config.matchAll(/^ {2}([a-z0-9-]+): warn$/gm)].map((match) => match[1]!);
}

describe('the OpenAPI document', () => {
  it('lints clean under Redocly’s recommended rules: no error, and warnings only the ones redocly.yaml gives reasons for', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'godown-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const lint = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        file,
        '--config',
        path.join(root, 'redocly.yaml'),
        '--format=json',
        '--max-problems=10000',
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    const warned = new Set(report.problems.map((problem) => problem.ruleId));
    expect([...warned].filter((rule) => !warnedRules().includes(rule))).toEqual([]);
    expect(lint.status).toBe(0);
  }, 60_000);

  it('names every operation once, and says how each is signed in to', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter(({ operation }) => !operation.security).map(({ url }) => url)).toEqual([]);
    const products = document.paths['/api/v1/products']!.get!;
    expect(products.operationId).toBe('getProducts');
    expect(document.paths['/api/v1/invoices/{id}/pdf']!.get!.operationId).toBe('getInvoicesByIdPdf');
    // No path is written with a trailing slash; both spellings answer.
    expect(Object.keys(document.paths).filter((url) => url.endsWith('/'))).toEqual([]);
  });

  it('marks public what answers without a token, and the rest with the bearer token', async () => {
    const isPublic = (url: string, method: string) => document.paths[url]![method]!.security!.length === 0;
    expect(isPublic('/api/v1/health', 'get')).toBe(true);
    expect(isPublic('/api/v1/users/login', 'post')).toBe(true);
    expect(isPublic('/api/v1/invoices', 'get')).toBe(false);
    // Every operation marked public is reached without a token (no 401); one marked signed-in is not.
    for (const { url, method } of operations().filter(
      ({ method, operation }) => method === 'get' && operation.security!.length === 0,
    )) {
      const res = await ctx.app.inject({ method: 'GET', url: url.replace(/\{[^}]+\}/g, 'x') });
      expect(res.statusCode, `${method} ${url}`).not.toBe(401);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/invoices' })).statusCode).toBe(401);
  });

  it('shares named schemas between operations, describes files and multipart forms', async () => {
    const { schemas } = document.components;
    for (const name of ['Error', 'Product', 'TransportDetail', 'Invoice', 'SalesOrder', 'Customer']) {
      expect(schemas[name], name).toBeDefined();
    }
    const text = JSON.stringify(document.paths);
    expect(text.split('"#/components/schemas/Error"').length - 1).toBeGreaterThan(100);
    expect(text).toContain('"#/components/schemas/Product"');
    // A file's answer is the file, in its media type.
    expect(Object.keys(document.paths['/api/v1/invoices/{id}/pdf']!.get!.responses['200']!.content!)).toEqual(
      ['application/pdf'],
    );
    expect(Object.keys(document.paths['/api/v1/export/products']!.get!.responses['200']!.content!)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    // An import uploads its file as a multipart form.
    const upload =
      document.paths['/api/v1/import/{kind}']!.post!.requestBody!.content['multipart/form-data']!;
    expect(upload.schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    // The serializer still writes only what a schema lists (the names do not reach it).
    const user = await registerUser(ctx.app, { role: 'staff' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth(user.token) });
    expect(me.statusCode).toBe(200);
    expect(me.body).not.toContain('password');
  });
});
