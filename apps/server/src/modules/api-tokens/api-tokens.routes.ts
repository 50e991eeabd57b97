import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  zApiTokenCreatedSchema,
  zApiTokenCreateSchema,
  zApiTokenListSchema,
  zApiTokenSchema,
  zIdParamsSchema,
} from '@godown/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorResponses, securedSchema } from '../../http/route-schemas.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.js';

/**
 * A user's own API tokens (docs/domain.md#api-tokens): any signed-in person lists, makes and
 * revokes theirs. A call made with a token reaches none of these (plugins/auth.ts): a token never
 * makes or lists tokens.
 */
export async function apiTokensRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = securedSchema(['users']);
  r.get(
    '/users/me/tokens',
    {
      preHandler: [app.authenticate],
      schema: schema(
        'Your API tokens, newest first, with their scopes, expiry and last use (never their secrets)',
        {
          response: { 200: dataEnvelope(zApiTokenListSchema), ...errorResponses },
        },
      ),
    },
    async (request) => ({ data: await listApiTokens(db, request.currentUser.id) }),
  );
  r.post(
    '/users/me/tokens',
    {
      preHandler: [app.authenticate],
      schema: schema(
        'Make an API token with a name, scopes (read or write per area) and an expiry in days (90 unless given, at most 365); its secret is answered this once',
        {
          body: zApiTokenCreateSchema,
          response: { 201: dataEnvelope(zApiTokenCreatedSchema), ...errorResponses },
        },
      ),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createApiToken(db, request.currentUser, request.body) }),
  );
  r.delete(
    '/users/me/tokens/:id',
    {
      preHandler: [app.authenticate],
      schema: schema('Revoke one of your API tokens: it stops working at once', {
        params: zIdParamsSchema,
        response: { 200: dataEnvelope(z.object({ token: zApiTokenSchema })), ...errorResponses },
      }),
    },
    async (request) => ({
      data: { token: await revokeApiToken(db, request.currentUser, request.params.id) },
    }),
  );
}
