import { z } from 'zod';
import { dataEnvelope, zErrorBodySchema } from '@godown/shared';

/** The error answers a resource route documents: bad input, sign-in, role, unknown id, conflict. */
export const errorResponses = {
  400: zErrorBodySchema,
  401: zErrorBodySchema,
  403: zErrorBodySchema,
  404: zErrorBodySchema,
  409: zErrorBodySchema,
};

/** `{ data: { message } }`: the answer of a delete or of another action with nothing to return. */
export const zMessageResponseSchema = dataEnvelope(z.object({ message: z.string() }));

/** OpenAPI marker of a route that needs the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** A signed-in route's OpenAPI schema: its tags, summary and the bearer token, with the rest given. */
export function securedSchema(tags: string[]) {
  return <T extends object>(summary: string, rest: T) => ({
    tags,
    summary,
    security: bearerSecurity,
    ...rest,
  });
}
