import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BULK_IDS_MAX,
  dataEnvelope,
  zAlertBulkResolveSchema,
  zAlertListQuerySchema,
  zAlertListSchema,
  zAlertSchema,
  zAlertTriggerSchema,
  zAlertUpdateSchema,
  zIdParamsSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import { listAlertsJson, resolveAlerts, triggerAlert, updateAlert } from './alerts.service.js';
import type { SnapshotCache } from '../../db/snapshot-cache.js';
import { sendSnapshotAnswer } from '../../http/snapshot-answer.js';

const zAlertBodySchema = dataEnvelope(z.object({ alert: zAlertSchema }));

/**
 * Alerts: raised by people (any signed-in user) and by the system (stock, ETA, expiry, overwork).
 * Reading them needs a signed-in user too: they name people, products and consignments.
 */
export async function alertsRoutes(
  app: FastifyInstance,
  { db, answers }: { db: Db; answers: SnapshotCache },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Alerts name people and the company's stock: suppliers and drivers are outsiders (docs/domain.md#roles).
  const signedIn = [app.authenticate, app.requireAccess('alerts')];

  r.get(
    '/alerts/',
    {
      preHandler: signedIn,
      schema: {
        tags: ['alerts'],
        summary:
          'Alerts, newest first unless sorted (sort, order); filters resolved, type, priority and search; paging',
        security: bearerSecurity,
        querystring: zAlertListQuerySchema,
        response: { 200: dataEnvelope(zAlertListSchema), ...errorResponses },
      },
    },
    // PostgreSQL writes the alerts' JSON (alerts.service.ts): the text is sent as it comes, and kept
    // while nothing changes. Every signed-in user sees every alert.
    async (request, reply) =>
      sendSnapshotAnswer(request, reply, {
        db,
        answers,
        key: `alerts ${JSON.stringify(request.query)}`,
        build: () => listAlertsJson(db, request.query),
      }),
  );

  r.post(
    '/alerts/trigger',
    {
      preHandler: signedIn,
      schema: {
        tags: ['alerts'],
        summary: 'Raise an alert: type and message (quick form), or every field of the edit form',
        security: bearerSecurity,
        body: zAlertTriggerSchema,
        response: { 201: zAlertBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const alert = await triggerAlert(db, request.body, request.currentUser.id);
      return reply.status(201).send({ data: { alert } });
    },
  );

  r.put(
    '/alerts/:id',
    {
      preHandler: signedIn,
      schema: {
        tags: ['alerts'],
        summary: 'Change an alert; resolving sets resolvedAt, reopening clears it',
        security: bearerSecurity,
        params: zIdParamsSchema,
        body: zAlertUpdateSchema,
        response: { 200: zAlertBodySchema, ...errorResponses },
      },
    },
    async (request) => ({ data: { alert: await updateAlert(db, request.params.id, request.body) } }),
  );

  r.post(
    '/alerts/bulk-resolve',
    {
      preHandler: signedIn,
      schema: {
        tags: ['alerts'],
        summary: `Resolve up to ${BULK_IDS_MAX} alerts at once, as PUT /alerts/{id} resolves one; resolved ones stay as they are`,
        security: bearerSecurity,
        body: zAlertBulkResolveSchema,
        response: { 200: dataEnvelope(z.object({ resolved: z.number() })), ...errorResponses },
      },
    },
    async (request) => ({ data: { resolved: await resolveAlerts(db, request.body.ids) } }),
  );
}
