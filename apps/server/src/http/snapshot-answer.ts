import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { SnapshotCache } from '../db/snapshot-cache.js';
import { sendJsonText } from './json-text.js';

/**
 * Sends a read's JSON text, kept while the database does not change (db/snapshot-cache.ts): with an
 * ETag when its data's snapshot is known (the browser asks again with If-None-Match and gets a 304
 * while nothing changed), and `private, no-cache` so that only the user's own browser keeps it, and
 * asks each time. `key` names the answer: the route and everything the text depends on.
 */
export async function sendSnapshotAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, answers, key, build }: { db: Db; answers: SnapshotCache; key: string; build: () => Promise<string> },
): Promise<FastifyReply> {
  const answer = await answers.answer(
    db,
    key,
    request.headers['if-none-match'],
    build,
    request.primarySnapshot,
  );
  if (answer.etag) reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (answer.body === undefined) return reply.code(304).send();
  return sendJsonText(reply, answer.body);
}
