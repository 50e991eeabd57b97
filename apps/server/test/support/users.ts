/** Users for the tests: registered through the API with unique names, emails and phones, and forged tokens. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Role, TUser } from '@godown/shared';
import { approveInDatabase } from './test-app.js';

let counter = 0;
/** A value unique within the run, for names, emails and phones. */
export function unique(): string {
  counter += 1;
  return `${process.pid % 1000}${counter}${crypto.randomBytes(2).toString('hex')}`;
}

/** A random phone number of exactly 10 digits. */
export function uniquePhone(): string {
  return `9${crypto.randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
}

export interface RegisteredUser {
  user: TUser;
  token: string;
  password: string;
  email?: string;
  phone?: string;
}

/** Registers a user through the API (a factory: unique values unless overridden). */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; password: string; role: Role; email: string; phone: string }> = {},
  /** `approve: false` leaves a self-registered account waiting for an admin (REGISTRATION=approval). */
  options: { approve?: boolean } = {},
): Promise<RegisteredUser> {
  const body = {
    name: `User ${unique()}`.slice(0, 20),
    password: 'pass1234',
    role: 'staff' as Role,
    ...(overrides.phone === undefined ? { email: `user${unique()}@example.in` } : {}),
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const { data } = res.json() as { data: { user: TUser; token: string } };
  if (data.user.awaitingApproval && options.approve !== false) {
    await approveInDatabase(app, data.user.id);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    data.user = (me.json() as { data: { user: TUser } }).data.user;
  }
  return {
    user: data.user,
    token: data.token,
    password: body.password,
    email: body.email,
    phone: body.phone,
  };
}

/** Signs a JWT by hand, to forge expired, wrongly-signed or wrong-algorithm tokens. */
export function signRawJwt(
  payload: Record<string, unknown>,
  secret: string,
  alg: 'HS256' | 'HS512' | 'none' = 'HS256',
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  if (alg === 'none') return `${head}.`;
  const hmac = crypto
    .createHmac(alg === 'HS256' ? 'sha256' : 'sha512', secret)
    .update(head)
    .digest('base64url');
  return `${head}.${hmac}`;
}
