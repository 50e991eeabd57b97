import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { deliveryProofs, transports, transportStatusHistory, users } from '../db/schema.js';

// The driver's phone in the demo (docs/domain.md#the-drivers-phone): the transports in transit
// have shared where they are (partway along their routes), and a delivered transfer carries its
// proof (receiver, photo, signature), so the Transportation map, a transport's page and My
// deliveries show them.

/** How far along its route each transport in transit is, as its driver's phone last said. */
export const DEMO_POSITIONS: Readonly<Record<string, number>> = {
  'GD-TR-1002': 0.4,
  'GD-TR-1005': 0.75,
  'GD-ORD-2003': 0.55,
};

/** The delivered transfer that carries a proof, and who received it. */
export const DEMO_PROOF = { packageId: 'GD-TR-1001', receiverName: 'Ramesh Kumar (store keeper)' };

/** A PNG of `width` x `height` whose pixel colour `paint` gives (RGB, 0-255): no image library needed. */
export function pngOf(
  width: number,
  height: number,
  paint: (x: number, y: number) => [number, number, number],
): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // no filter
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y);
      rows.writeUInt8(r, row + 1 + x * 3);
      rows.writeUInt8(g, row + 2 + x * 3);
      rows.writeUInt8(b, row + 3 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A drawn "photo" of stacked cartons on a godown floor. */
export function cartonPhoto(): Buffer {
  const width = 480;
  const height = 320;
  const boxes = [
    { x0: 90, x1: 230, y0: 150, y1: 270 },
    { x0: 240, x1: 390, y0: 150, y1: 270 },
    { x0: 160, x1: 310, y0: 40, y1: 148 },
  ];
  return pngOf(width, height, (x, y) => {
    for (const b of boxes) {
      if (x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1) {
        const tape = Math.abs(x - (b.x0 + b.x1) / 2) < 8;
        const label = x > b.x0 + 12 && x < b.x0 + 62 && y > b.y1 - 40 && y < b.y1 - 12;
        if (label) return [245, 245, 240];
        if (tape) return [196, 160, 90];
        const shade = 20 * ((x - b.x0) / (b.x1 - b.x0));
        return [176 - shade, 128 - shade, 76 - shade];
      }
    }
    if (y > 250) return [120 + (x % 40 < 2 ? 20 : 0), 120, 125]; // the floor
    return [210 - y / 6, 215 - y / 6, 220 - y / 8]; // the wall
  });
}

/** A drawn signature: a dark stroke on white. */
export function signatureImage(): Buffer {
  const width = 360;
  const height = 120;
  return pngOf(width, height, (x, y) => {
    const stroke = 60 + 28 * Math.sin(x / 18) * Math.cos(x / 47) + (x > 250 ? (x - 250) / 3 : 0);
    const underline = y > 98 && y < 101 && x > 40 && x < 320;
    return Math.abs(y - stroke) < 2.2 && x > 30 && x < 330
      ? [26, 27, 30]
      : underline
        ? [60, 60, 70]
        : [255, 255, 255];
  });
}

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * Moves the current point of the demo transports in transit partway along their routes (shared a
 * few minutes ago), and gives the delivered transfer its proof. A second run changes nothing.
 * Returns how many positions and proofs it wrote.
 */
export async function loadDemoLogistics(db: Db): Promise<{ positions: number; proofs: number }> {
  let positions = 0;
  const moving = await db
    .select()
    .from(transports)
    .where(
      and(
        inArray(transports.packageId, Object.keys(DEMO_POSITIONS)),
        eq(transports.status, 'in_transit'),
        isNull(transports.currentLocationAt),
      ),
    );
  for (const t of moving) {
    const share = DEMO_POSITIONS[t.packageId]!;
    if (
      t.startLongitude === null ||
      t.startLatitude === null ||
      t.destinationLongitude === null ||
      t.destinationLatitude === null
    )
      continue;
    await db
      .update(transports)
      .set({
        currentLongitude: t.startLongitude + (t.destinationLongitude - t.startLongitude) * share,
        currentLatitude: t.startLatitude + (t.destinationLatitude - t.startLatitude) * share,
        currentLocationAt: sql`now() - interval '4 minutes'`,
      })
      .where(eq(transports.id, t.id));
    positions += 1;
  }

  let proofs = 0;
  const [delivered] = await db
    .select({
      id: transports.id,
      driver: transports.assignedTo,
      lon: transports.destinationLongitude,
      lat: transports.destinationLatitude,
    })
    .from(transports)
    .leftJoin(deliveryProofs, eq(deliveryProofs.transportId, transports.id))
    .where(
      and(
        eq(transports.packageId, DEMO_PROOF.packageId),
        eq(transports.status, 'delivered'),
        isNull(deliveryProofs.transportId),
      ),
    );
  if (delivered) {
    const photo = cartonPhoto();
    const signature = signatureImage();
    // Written when the demo dated the delivery, not today.
    const [history] = await db
      .select({ at: transportStatusHistory.changedAt })
      .from(transportStatusHistory)
      .where(
        and(
          eq(transportStatusHistory.transportId, delivered.id),
          eq(transportStatusHistory.toStatus, 'delivered'),
        ),
      );
    const [driver] = delivered.driver
      ? await db.select({ id: users.id }).from(users).where(eq(users.id, delivered.driver))
      : [];
    await db.insert(deliveryProofs).values({
      transportId: delivered.id,
      receiverName: DEMO_PROOF.receiverName,
      note: 'Received at dock 3; seals intact',
      photo,
      photoType: 'image/png',
      photoSize: photo.length,
      photoSha256: sha256(photo),
      signature,
      signatureType: 'image/png',
      signatureSize: signature.length,
      signatureSha256: sha256(signature),
      longitude: delivered.lon,
      latitude: delivered.lat,
      deliveredBy: driver?.id ?? null,
      ...(history ? { createdAt: history.at } : {}),
    });
    proofs += 1;
  }
  return { positions, proofs };
}
