/** Transports and orders built and moved through the API. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TransportStatus, TTransportCreate, TTransportDetail } from '@godown/shared';
import { callApi } from './http.js';
import { unique } from './users.js';

/** Creates a transport through the API (a unique package id unless overridden). */
export async function createTransport(
  app: FastifyInstance,
  token: string,
  overrides: Partial<TTransportCreate> = {},
): Promise<TTransportDetail> {
  const res = await callApi(app, 'POST', '/transports/', token, {
    packageId: `PKG-${unique()}`,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { transport: TTransportDetail } }).data.transport;
}

/** Places an order through the API (POST /buy/order, a unique package id). */
export async function createOrder(
  app: FastifyInstance,
  token: string,
  overrides: Partial<TTransportCreate> = {},
): Promise<TTransportDetail> {
  const res = await callApi(app, 'POST', '/buy/order', token, { packageId: `ORD-${unique()}`, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { order: TTransportDetail } }).data.order;
}

/** PUTs a new status; returns the raw response. */
export function moveTransport(app: FastifyInstance, token: string, id: string, status: string) {
  return callApi(app, 'PUT', `/transports/${id}`, token, { status });
}

/** Moves a transport to a status, asserting 200, and returns it. */
export async function moveTransportOk(
  app: FastifyInstance,
  token: string,
  id: string,
  status: TransportStatus,
): Promise<TTransportDetail> {
  const res = await moveTransport(app, token, id, status);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { transport: TTransportDetail } }).data.transport;
}

/** A path of allowed moves from pending to each status. */
export const PATH_TO: Record<TransportStatus, TransportStatus[]> = {
  pending: [],
  dispatched: ['dispatched'],
  in_transit: ['in_transit'],
  delivered: ['in_transit', 'delivered'],
  cancelled: ['cancelled'],
};

/** A small real PNG (a QR code drawn by bwip-js): a photo or a signature a phone could send. */
export async function pngImage(text = 'delivered'): Promise<Buffer> {
  const bwipjs = (await import('bwip-js')).default;
  return bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 3 });
}

/** A JPEG's first bytes and some body: what the server checks an upload by. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(2000, 7),
  Buffer.from([0xff, 0xd9]),
]);

export interface ProofParts {
  fields?: Record<string, string>;
  photo?: { bytes: Uint8Array; name?: string; type?: string };
  signature?: { bytes: Uint8Array; name?: string; type?: string };
}

/** POST /transports/{id}/deliver with a multipart body, as the phone's form sends it. */
export async function deliverWithProof(
  app: FastifyInstance,
  token: string | null,
  id: string,
  parts: ProofParts,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts.fields ?? {})) form.append(name, value);
  for (const which of ['photo', 'signature'] as const) {
    const file = parts[which];
    if (file)
      form.append(
        which,
        new Blob([file.bytes], { type: file.type ?? 'image/jpeg' }),
        file.name ?? `${which}.jpg`,
      );
  }
  const response = new Response(form);
  return app.inject({
    method: 'POST',
    url: `/api/v1/transports/${id}/deliver`,
    headers: {
      'content-type': response.headers.get('content-type')!,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await response.arrayBuffer()),
  });
}
