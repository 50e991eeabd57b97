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
export async function createOrder(app: FastifyInstance, token: string): Promise<TTransportDetail> {
  const res = await callApi(app, 'POST', '/buy/order', token, { packageId: `ORD-${unique()}` });
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
