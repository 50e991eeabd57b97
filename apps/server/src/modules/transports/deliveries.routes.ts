import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  DELIVERY_LIMITS,
  message,
  zDeliveryProofSchema,
  zErrorBodySchema,
  zIdParamsSchema,
  zLocationShareSchema,
  zTransportDetailSchema,
  zTransportSchema,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  bearerSecurity,
  errorResponses,
  fileResponses,
  MEDIA,
  multipartBody,
} from '../../http/route-schemas.js';
import { receiveProof } from './delivery-proof.js';
import {
  deliverWithProof,
  getProof,
  getProofImage,
  listDeliveries,
  shareLocation,
} from './deliveries.service.js';

const zTransportBodySchema = dataEnvelope(z.object({ transport: zTransportDetailSchema }));
const KB = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/**
 * The driver's phone (docs/domain.md#the-drivers-phone): my deliveries, sharing the location, and
 * delivering with a proof. The company's people only (a supplier gets 403); a driver only on the
 * transports assigned to them (404 for another's). Proofs are read by admins, staff and the
 * transport's own driver.
 */
export async function deliveriesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const team = [app.authenticate, app.requireRole('admin', 'staff', 'driver')];

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: DELIVERY_LIMITS.photoMaxBytes, files: 2, fields: 4, fieldSize: 1024, parts: 6 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/transports/deliveries',
      {
        preHandler: team,
        schema: {
          tags: ['transports'],
          summary: "My deliveries: the caller's open transports (assigned to them), nearest ETA first",
          security: bearerSecurity,
          response: {
            200: dataEnvelope(z.object({ transports: z.array(zTransportSchema) })),
            ...errorResponses,
          },
        },
      },
      async (request) => ({ data: { transports: await listDeliveries(db, request.currentUser) } }),
    );

    r.put(
      '/transports/:id/location',
      {
        // A copy: the rate-limit plugin appends its hook to this route's preHandler array, which
        // would otherwise be `team` itself, shared by (and so limiting) every route here.
        preHandler: [...team],
        // Counted after sign-in and role (hook `preHandler`: Fastify runs a route's preHandlers in
        // order, and the plugin's comes after `team`), per user and transport: a phone sends one
        // every few minutes for each delivery in transit; more is a fault or a flood. Anonymous
        // calls and other users' never use up the driver's allowance.
        config: {
          rateLimit: {
            hook: 'preHandler',
            max: DELIVERY_LIMITS.locationSharesPerMinute,
            timeWindow: 60_000,
            keyGenerator: (request) =>
              `location:${request.currentUser.id}:${(request.params as { id?: string }).id ?? ''}`,
            errorResponseBuilder: () =>
              new AppError('RATE_LIMITED', message('delivery.tooManyLocationShares')),
          },
        },
        schema: {
          tags: ['transports'],
          summary:
            'Share the phone’s position as the current point of a transport in transit (409 otherwise)',
          security: bearerSecurity,
          params: zIdParamsSchema,
          body: zLocationShareSchema,
          response: { 200: zTransportBodySchema, ...errorResponses, 429: zErrorBodySchema },
        },
      },
      async (request) => ({
        data: {
          transport: await shareLocation(
            db,
            request.params.id,
            request.body.currentLocation,
            request.currentUser,
          ),
        },
      }),
    );

    r.post(
      '/transports/:id/deliver',
      {
        preHandler: team,
        schema: {
          tags: ['transports'],
          summary: `Deliver a transport in transit with its proof (multipart: receiverName, note, latitude, longitude; photo JPEG/PNG/WebP up to ${KB(DELIVERY_LIMITS.photoMaxBytes)}; signature PNG up to ${KB(DELIVERY_LIMITS.signatureMaxBytes)})`,
          security: bearerSecurity,
          params: zIdParamsSchema,
          ...multipartBody(
            {
              receiverName: { description: 'Who received the goods' },
              note: { description: 'A note on the delivery' },
              latitude: { description: 'Where it was delivered: latitude' },
              longitude: { description: 'Where it was delivered: longitude' },
              photo: { file: true, description: 'The photo of the goods delivered (JPEG, PNG or WebP)' },
              signature: { file: true, description: 'The receiver’s signature (PNG)' },
            },
            ['receiverName', 'photo'],
          ),
          response: {
            200: zTransportBodySchema,
            ...errorResponses,
            413: zErrorBodySchema,
            415: zErrorBodySchema,
          },
        },
      },
      async (request) => {
        const proof = await receiveProof(request);
        return {
          data: { transport: await deliverWithProof(db, request.params.id, proof, request.currentUser) },
        };
      },
    );

    r.get(
      '/transports/:id/proof',
      {
        preHandler: team,
        schema: {
          tags: ['transports'],
          summary:
            "A delivered transport's proof: receiver, who delivered, when, where, the images' type and size",
          security: bearerSecurity,
          params: zIdParamsSchema,
          response: { 200: dataEnvelope(z.object({ proof: zDeliveryProofSchema })), ...errorResponses },
        },
      },
      async (request) => ({ data: { proof: await getProof(db, request.params.id, request.currentUser) } }),
    );

    for (const which of ['photo', 'signature'] as const) {
      r.get(
        `/transports/:id/proof/${which}`,
        {
          preHandler: team,
          schema: {
            tags: ['transports'],
            summary: `The ${which} of a proof of delivery, as the image it is`,
            security: bearerSecurity,
            params: zIdParamsSchema,
            produces: ['image/jpeg', 'image/png', 'image/webp'],
            response: fileResponses(MEDIA.jpeg, MEDIA.png, MEDIA.webp),
          },
        },
        async (request, reply) => {
          const image = await getProofImage(db, request.params.id, which, request.currentUser);
          return reply
            .type(image.type)
            .header('cache-control', 'private, max-age=86400')
            .header('etag', `"${image.sha256}"`)
            .header('content-disposition', `inline; filename="${which}"`)
            .send(image.bytes as never);
        },
      );
    }
  });
}
