import type { FastifyReply } from 'fastify';

/**
 * Sends an answer whose JSON text is already written (by PostgreSQL, docs/performance.md): the
 * route's serializer is skipped, so the text must be the route's response schema, which the tests
 * that read it hold it to.
 */
export function sendJsonText(reply: FastifyReply, text: string | Buffer): FastifyReply {
  // The typed reply expects the envelope's object; the text is that object.
  return reply.type('application/json').send(text as never);
}
