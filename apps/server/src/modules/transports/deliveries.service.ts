import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import {
  TRANSPORT_OPEN_STATUSES,
  type TDeliveryFields,
  type TDeliveryProof,
  type TGeoPoint,
  type TTransport,
  type TTransportDetail,
} from '@godown/shared';
import type { Db } from '../../db/client.js';
import { deliveryProofs, transports, users } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import type { ProofImage } from './delivery-proof.js';
import { linesOf, selectTransports, toTransport } from './transport-read-model.js';
import { visibleTransports, type TransportViewer } from './transports-read.service.js';
import { updateTransport } from './transports-write.service.js';

// The driver's phone (docs/domain.md#the-drivers-phone): a driver's open deliveries, the location
// the phone shares, and delivery with a proof (receiver, photo, signature) kept in the database.

/**
 * The viewer's open transports (pending, dispatched, in transit) assigned to them: the nearest ETA
 * first, those without one last, then the oldest.
 */
export async function listDeliveries(db: Db, viewer: TransportViewer): Promise<TTransport[]> {
  const rows = await selectTransports(db)
    .where(
      and(eq(transports.assignedTo, viewer.id), inArray(transports.status, [...TRANSPORT_OPEN_STATUSES])),
    )
    .orderBy(sql`${transports.eta} ASC NULLS LAST`, asc(transports.createdAt), asc(transports.id));
  const lines = await linesOf(
    db,
    rows.map((r) => r.transport.id),
  );
  return rows.map((r) => toTransport(r, lines.get(r.transport.id) ?? []));
}

/**
 * The phone's position as the transport's current point, with its time. Only while in transit
 * (409 otherwise); a driver only on their own transports (404 for another's).
 */
export async function shareLocation(
  db: Db,
  id: string,
  point: TGeoPoint,
  viewer: TransportViewer,
): Promise<TTransportDetail> {
  return updateTransport(db, id, { currentLocation: point }, viewer.id, {
    role: viewer.role,
    sharedLocation: true,
    afterWrite: async (_tx, row) => {
      if (row.status !== 'in_transit') throw conflict('delivery.shareOnlyInTransit');
    },
  });
}

/**
 * Marks a transport in transit delivered, with its proof, in one transaction: the status move
 * follows the transport rules (stock placed at a destination inventory, 409 for another status);
 * the proof is written with it or not at all.
 */
export async function deliverWithProof(
  db: Db,
  id: string,
  proof: { fields: TDeliveryFields; photo: ProofImage; signature: ProofImage | null },
  viewer: TransportViewer,
): Promise<TTransportDetail> {
  const { fields, photo, signature } = proof;
  return updateTransport(db, id, { status: 'delivered' }, viewer.id, {
    role: viewer.role,
    mustMove: true,
    withProof: true,
    afterWrite: async (tx, row) => {
      if (row.status !== 'delivered') throw conflict('delivery.notInTransit');
      await tx.insert(deliveryProofs).values({
        transportId: id,
        receiverName: fields.receiverName,
        note: fields.note || null,
        photo: photo.bytes,
        photoType: photo.type,
        photoSize: photo.size,
        photoSha256: photo.sha256,
        signature: signature?.bytes ?? null,
        signatureType: signature?.type ?? null,
        signatureSize: signature?.size ?? null,
        signatureSha256: signature?.sha256 ?? null,
        longitude: fields.latitude !== undefined && fields.longitude !== undefined ? fields.longitude : null,
        latitude: fields.latitude !== undefined && fields.longitude !== undefined ? fields.latitude : null,
        deliveredBy: viewer.id,
      });
    },
  });
}

/**
 * A transport the viewer may see, joined with its proof's `columns` (and who delivered): 404 for a
 * transport unknown or not theirs; the proof's columns are null when it has none.
 */
async function proofOf<Columns extends SelectedFieldsFlat>(
  db: Db,
  id: string,
  viewer: TransportViewer,
  columns: Columns,
) {
  const [row] = await db
    .select({ proof: columns, by: { id: users.id, name: users.name } })
    .from(transports)
    .leftJoin(deliveryProofs, eq(deliveryProofs.transportId, transports.id))
    .leftJoin(users, eq(users.id, deliveryProofs.deliveredBy))
    .where(and(eq(transports.id, id), visibleTransports(viewer)))
    .limit(1);
  if (!row) throw notFound('notFound.transport');
  return row;
}

/** A transport's proof of delivery without its bytes (GET /transports/{id}/proof). */
export async function getProof(db: Db, id: string, viewer: TransportViewer): Promise<TDeliveryProof> {
  const { proof: p, by } = await proofOf(db, id, viewer, {
    transportId: deliveryProofs.transportId,
    receiverName: deliveryProofs.receiverName,
    note: deliveryProofs.note,
    photoType: deliveryProofs.photoType,
    photoSize: deliveryProofs.photoSize,
    photoSha256: deliveryProofs.photoSha256,
    signatureType: deliveryProofs.signatureType,
    signatureSize: deliveryProofs.signatureSize,
    signatureSha256: deliveryProofs.signatureSha256,
    longitude: deliveryProofs.longitude,
    latitude: deliveryProofs.latitude,
    createdAt: deliveryProofs.createdAt,
  });
  if (!p) throw notFound('notFound.proofOfDelivery');
  return {
    transportId: p.transportId,
    receiverName: p.receiverName,
    note: p.note,
    photo: { type: p.photoType, size: p.photoSize, sha256: p.photoSha256 },
    signature:
      p.signatureType && p.signatureSize !== null && p.signatureSha256
        ? { type: p.signatureType, size: p.signatureSize, sha256: p.signatureSha256 }
        : null,
    location:
      p.longitude !== null && p.latitude !== null
        ? { type: 'Point', coordinates: [p.longitude, p.latitude] }
        : null,
    deliveredBy: by,
    deliveredAt: p.createdAt.toISOString(),
  };
}

/** The photo or signature of a proof: its bytes and type, or 404. */
export async function getProofImage(
  db: Db,
  id: string,
  which: 'photo' | 'signature',
  viewer: TransportViewer,
): Promise<{ bytes: Buffer; type: string; sha256: string }> {
  const { proof: image } = await proofOf(
    db,
    id,
    viewer,
    which === 'photo'
      ? { bytes: deliveryProofs.photo, type: deliveryProofs.photoType, sha256: deliveryProofs.photoSha256 }
      : {
          bytes: deliveryProofs.signature,
          type: deliveryProofs.signatureType,
          sha256: deliveryProofs.signatureSha256,
        },
  );
  if (!image?.bytes || !image.type || !image.sha256) {
    throw notFound(which === 'photo' ? 'notFound.proofOfDelivery' : 'notFound.signature');
  }
  return { bytes: image.bytes, type: image.type, sha256: image.sha256 };
}
