import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  EVENTS_LIMITS,
  message,
  SELLER_ROLES,
  zErrorBodySchema,
  zEventsQuerySchema,
  zEventsTicketSchema,
} from '@godown/shared';
import { AppError } from '../../errors.js';
import type { UserRow } from '../users/users.service.js';
import { bearerSecurity, errorResponses } from '../../http/route-schemas.js';
import type { EventHub, StreamAudience } from './event-hub.js';

/**
 * Live updates: POST /events/ticket, then GET /events?ticket=… as server-sent events (a browser's
 * EventSource sends no Authorization header; other clients may send the bearer token instead).
 */
export async function eventsRoutes(
  app: FastifyInstance,
  { events, streamsPerUser }: { events: EventHub; streamsPerUser: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/events/ticket',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['events'],
        summary: `A ticket that opens the event stream within ${EVENTS_LIMITS.ticketSeconds} seconds`,
        security: bearerSecurity,
        response: { 200: dataEnvelope(zEventsTicketSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        ticket: app.issueEventsTicket(request.currentUser),
        expiresInSeconds: EVENTS_LIMITS.ticketSeconds,
      },
    }),
  );

  /**
   * What the user may hear of: alerts by the role policy, customers if they sell, transports as their
   * lists fence them.
   */
  const audienceOf = (user: UserRow): StreamAudience => ({
    userId: user.id,
    alerts: app.accessOf(user).alerts,
    customers: (SELLER_ROLES as readonly string[]).includes(user.role),
    transports: user.role === 'supplier' ? 'created' : user.role === 'driver' ? 'assigned' : 'all',
  });

  /** The user of a ticket, else of the bearer token (401 without either). */
  async function streamUser(request: FastifyRequest, ticket: string | undefined): Promise<UserRow> {
    if (ticket !== undefined) return app.userOfEventsTicket(ticket);
    await app.authenticate.call(app, request, undefined as never);
    return request.currentUser;
  }

  r.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary:
          'Server-sent events: `ready`, then a `change` ({ k: alert | transport | stock, ids }) for every committed change, and `reset` when changes may have been missed',
        security: bearerSecurity,
        querystring: zEventsQuerySchema,
        produces: ['text/event-stream'],
        response: {
          200: {
            description: 'The stream of events, until the client or the server closes it',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          401: zErrorBodySchema,
          429: zErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await streamUser(request, request.query.ticket);
      if (events.countFor(user.id) >= streamsPerUser) {
        throw new AppError('RATE_LIMITED', message('event.tooManyStreams', { max: streamsPerUser }));
      }
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold the messages back.
        'x-accel-buffering': 'no',
      });
      request.raw.socket.setKeepAlive(true);
      request.raw.socket.setTimeout(0);
      try {
        await events.open(audienceOf(user), response);
      } catch (error) {
        request.log.error({ err: error }, 'live updates: cannot listen on the database');
        response.end();
      }
    },
  );
}
