/** Calling the API from a test: the bearer header, the data of a 200 and the error envelope of a refusal. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts the error envelope with a status and code, and returns its message. */
export function expectError(res: LightMyRequestResponse, status: number, code?: string): string {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { error?: { code?: unknown; message?: unknown } };
  expect(body.error, res.body).toBeDefined();
  expect(typeof body.error?.message).toBe('string');
  if (code) expect(body.error?.code).toBe(code);
  expect(res.body).not.toMatch(/\bat .+\.(js|ts):\d+/); // never a stack trace
  return body.error!.message as string;
}

/**
 * Asserts a refusal's status and, when given, its message key: the error's own, or for a field's
 * problem (reason `request.fieldProblem`) the first detail's.
 */
export function expectRefusal(res: LightMyRequestResponse, status: number, reason?: string): void {
  expectError(res, status);
  if (!reason) return;
  const { error } = res.json() as { error: { reason?: string; details?: { reason?: string }[] } };
  expect(error.reason === 'request.fieldProblem' ? error.details?.[0]?.reason : error.reason, res.body).toBe(
    reason,
  );
}

/** GETs an API path and returns its `data`, asserting 200. */
export async function getData<T>(app: FastifyInstance, url: string, token?: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? auth(token) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

/** Calls the API as `token` (or anonymously with null). */
export function callApi(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
