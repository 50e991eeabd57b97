import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { nameOpenapiSchemas } from './openapi-schemas.js';

// The API's OpenAPI document (GET /api/v1/openapi.json, docs/architecture.md#the-api-document):
// OpenAPI 3.1 from the routes' zod schemas, linted in CI (`npm run lint:openapi`, redocly.yaml).

/** `get /api/v1/products/:id/batches` → `getProductsByIdBatches`: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = segment.startsWith(':') || segment.startsWith('{');
      const name = segment.replace(/^[:{]|}$/g, '');
      const pascal = name
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part) => part[0]!.toUpperCase() + part.slice(1))
        .join('');
      return param ? `By${pascal}` : pascal;
    });
  return method.toLowerCase() + words.join('');
}

type TransformInput = Parameters<SwaggerTransform>[0];

/**
 * Each route's schema as the document shows it: its zod schemas as JSON Schema, an operationId,
 * `security: []` on the public ones (a signed-in route names the bearer token), and the path
 * without its trailing slash (both spellings answer: routerOptions.ignoreTrailingSlash).
 */
export const openapiTransform = ((input: TransformInput) => {
  nameOpenapiSchemas();
  const { schema, url } = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  if (schema.hide) return { schema, url };
  const path = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
  // A multipart form is read by its handler, part by part: its parts are the document's body.
  const { 'x-multipart': multipart, ...rest } = schema;
  if (multipart) rest.body = multipart;
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  return {
    url: path,
    schema: {
      ...rest,
      operationId: rest.operationId ?? operationIdOf(method, path),
      security: rest.security ?? [],
    },
  };
}) as SwaggerTransform;

const REF = '#/components/schemas/';

/** The component names `node` refers to, anywhere inside it. */
function refsIn(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) refsIn(item, into);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(REF))
        into.add(value.slice(REF.length));
      else refsIn(value, into);
    }
  }
  return into;
}

/**
 * The document's named schemas in components (http/openapi-schemas.ts): those the operations use,
 * and those these use in turn (each name comes as input and output; most are used as one).
 */
export const openapiTransformObject = ((input: Parameters<typeof jsonSchemaTransformObject>[0]) => {
  nameOpenapiSchemas();
  const document = jsonSchemaTransformObject(input) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas ?? {};
  const used = refsIn(document.paths, new Set());
  const queue = [...used];
  while (queue.length > 0) {
    for (const name of refsIn(schemas[queue.pop()!], new Set())) {
      if (used.has(name)) continue;
      used.add(name);
      queue.push(name);
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}) as typeof jsonSchemaTransformObject;
