import type { FastifyInstance } from 'fastify';
import { englishOf, message, type TErrorBody } from '@godown/shared';

const SHUTTING_DOWN: TErrorBody = {
  error: {
    code: 'SERVICE_UNAVAILABLE',
    reason: 'server.restarting',
    message: englishOf(message('server.restarting')),
  },
};

/**
 * How the app behaves once `close()` has begun (SIGTERM): requests already in flight finish; new
 * ones on connections still open get a 503 in the envelope; every answer asks the client to close
 * its connection. Without that, a keep-alive connection whose request was in flight at the signal
 * stays open for keepAliveTimeout (72 s) after its answer and holds the shutdown (fastify#7044).
 * Fastify's own closing 503 (`return503OnClosing`) is turned off in app.ts: it is not the envelope.
 */
export function registerShutdownBehaviour(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return reply.status(503).header('connection', 'close').send(SHUTTING_DOWN);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
