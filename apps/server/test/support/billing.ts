import crypto from 'node:crypto';
import bwipjs from 'bwip-js';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { gstinCheckCharacter, type TRegistration, type TRegistrationCreate } from '@godown/shared';
import { auth, callApi } from './http.js';

/** A PAN no other test has: five letters (the fourth C, a company), four digits, a letter. */
export function uniquePan(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = () => letters[crypto.randomInt(0, letters.length)]!;
  return `${pick()}${pick()}${pick()}C${pick()}${String(crypto.randomInt(0, 10_000)).padStart(4, '0')}${pick()}`;
}

/** A valid GSTIN of a state built on a PAN: state code, PAN, entity number 1, Z, check character. */
export function gstinOf(stateCode: string, pan = uniquePan()): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** A small real PNG (a QR code), as an upload of a logo would send. */
export async function pngBytes(text = 'Godown'): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 2 });
}

/** A multipart upload of one file to PUT `url`. */
export async function uploadFile(
  app: FastifyInstance,
  token: string,
  url: string,
  bytes: Uint8Array,
  name = 'logo.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = new Response(form);
  return app.inject({
    method: 'PUT',
    url: `/api/v1${url}`,
    headers: { ...auth(token), 'content-type': response.headers.get('content-type')! },
    payload: Buffer.from(await response.arrayBuffer()),
  });
}

/** Adds a registration as an admin; a GSTIN of `stateCode` on a new PAN unless one is given. */
export async function addRegistration(
  app: FastifyInstance,
  adminToken: string,
  body: Partial<TRegistrationCreate> & { stateCode?: string } = {},
): Promise<TRegistration> {
  const { stateCode = '27', ...rest } = body;
  const res = await callApi(app, 'POST', '/gst-registrations', adminToken, {
    gstin: gstinOf(stateCode),
    name: `Branch ${crypto.randomBytes(3).toString('hex')}`,
    address: { line: '14, Bhiwandi Road', district: 'Thane', pinCode: '421302' },
    ...rest,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { registration: TRegistration } }).data.registration;
}
