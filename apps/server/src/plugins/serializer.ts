import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rewrites zod's `anyOf: [X, { type: 'null' }]` (a `.nullable()`) as X with `nullable: true`, which
 * fast-json-stringify writes directly; a real anyOf makes it test each branch with a validator.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && isObject(other) && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _drop, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

const UNNAMED = z.registry<Record<string, unknown>>();

/** The JSON schema of a route's response as fast-json-stringify reads it (what the route returns). */
export function serializerSchemaOf(schema: z.ZodType): JsonSchema {
  // An empty registry: the API document's schema names (http/openapi-schemas.ts) would turn into $refs.
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    metadata: UNNAMED,
  });
  const { $schema: _drop, ...rest } = simplify(json) as JsonSchema;
  return rest;
}

/**
 * Serialises each route's responses with fast-json-stringify, compiled from its zod response schema:
 * only the fields the schema lists are written (no unlisted field, such as a password hash, can
 * leak), and faster than JSON.stringify after a validation pass. Each serializer is compiled on the
 * route's first response, so start-up stays quick.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let stringify: ((data: unknown) => string) | undefined;
  return (data) => {
    stringify ??= fastJson(serializerSchemaOf(schema) as unknown as Parameters<typeof fastJson>[0]);
    return stringify(data);
  };
};
