/** The secrets scan: no response of the suite may carry a password or a hash. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The request body as JSON, or '' for one too deep to stringify (which then explains nothing). */
function stringifiedBody(body: unknown): string {
  try {
    return JSON.stringify(body ?? '');
  } catch {
    return '';
  }
}

/** The JSON string around a match: up to 40 characters each side, within its quotes. */
function within(text: string, index: number, length: number): string {
  let start = index;
  while (start > 0 && text[start - 1] !== '"' && index - start < 40) start--;
  let end = index + length;
  while (end < text.length && text[end] !== '"' && end - index - length < 40) end++;
  return text.slice(start, end);
}

/** Patterns no response may ever contain: a hash, its column, or a password field. */
export const SECRET_PATTERN = /password_?hash|\$argon2|"password"\s*:/gi;

/**
 * Scans every response body the app sends in the suite for passwords and hashes: the patterns
 * above, and every password a request of the suite sent successfully (registrations, logins,
 * password changes). Returns the list of leaks found, checked when the context closes.
 */
export function watchForSecrets(app: FastifyInstance): string[] {
  const leaks: string[] = [];
  /** The requests of the suite that sent text matching the patterns (stored, it may come back later). */
  const sentBefore: string[] = [];
  const passwords = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';
    if (!text) return payload;
    const where = `${request.method} ${request.url}`;
    // The API's description names the password field of its schemas; it holds no value.
    const describesApi = request.url.startsWith('/api/docs') || request.url.endsWith('/openapi.json');
    // Text the request itself sent comes back without being a secret: a refusal naming a key it
    // sent (`Unrecognized key: "passwordHash"`), or a description it stored ("… password_hash …").
    // Only when something matched: the hostile-input tests send bodies nested too deep to stringify.
    const matches = [...text.matchAll(SECRET_PATTERN)];
    const sent = matches.length > 0 ? `${request.url} ${stringifiedBody(request.body)}` : '';
    if (matches.length > 0 && [...sent.matchAll(SECRET_PATTERN)].length > 0) sentBefore.push(sent);
    // Or text an earlier request stored that comes back now (a batch code a hostile test sent, which
    // its product's batch field then shows): the words around the match were sent as they are.
    const unexplained = matches.filter(
      ([found], i) =>
        !sent.includes(found) &&
        !sentBefore.some((body) => body.includes(within(text, matches[i]!.index, found.length))),
    );
    if (!describesApi && unexplained.length > 0) {
      const at = Math.max(0, unexplained[0]!.index - 80);
      leaks.push(`${where}: …${text.slice(at, at + 200)}`);
    }
    for (const password of passwords) {
      if (text.includes(password)) leaks.push(`${where}: contains a password the suite used`);
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300 || typeof request.body !== 'object' || request.body === null) return;
    for (const [key, value] of Object.entries(request.body)) {
      // Passwords of letters and digits, 6 or more with both: shorter or plainer ones (and the
      // hostile-input tests' generated strings) could turn up in a response by chance.
      const distinctive = typeof value === 'string' && /^(?=.*\d)(?=.*[a-z])[a-z\d]{6,}$/i.test(value);
      if (/password/i.test(key) && distinctive) passwords.add(value);
    }
  });
  return leaks;
}

/** Asserts no password or hash appears anywhere in a response body. */
export function expectNoSecrets(res: LightMyRequestResponse): void {
  expect(res.body).not.toMatch(SECRET_PATTERN);
}
