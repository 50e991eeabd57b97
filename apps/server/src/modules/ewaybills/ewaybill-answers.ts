import { EWAYBILL_LIMITS, message, type TEwayBillRecordBody } from '@godown/shared';
import { badRequest } from '../../errors.js';
import { findPinCode } from '../customers/pin-codes.js';

// Reading what the portal answered (docs/domain.md#e-way-bills): its API's answer to a generated
// bill, `{ewayBillNo, ewayBillDate, validUpto, alert}`, bare or as a GSP wraps it (`{success,
// message, result}`), with India's times written dd/mm/yyyy hh:mm:ss AM. And the distance the bill
// starts from: the two PIN codes' points.

/** What a recorded bill holds, read from the answer or the typed fields. */
export interface BillAnswer {
  number: string;
  generatedAt: Date;
  validUntil: Date | null;
}

/** India's "05/10/2022 12:39:00 PM" (or without seconds) as an instant; null when it is not one. */
export function portalTime(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))? ?([AP]M)?$/i.exec(text.trim());
  if (!match) return null;
  const [, day, month, year, hourText, minute, second = '00', half] = match;
  let hour = Number(hourText);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  }
  const iso = `${year}-${month}-${day}T${String(hour).padStart(2, '0')}:${minute}:${second}+05:30`;
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return null;
  // 31/02 rolls over into March: the day read back in India must be the day written.
  const india = new Date(time.getTime() + 330 * 60_000).toISOString();
  return india.slice(0, 10) === `${year}-${month}-${day}` ? time : null;
}

function objectOf(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The portal's answer pasted as it came: one generated bill. */
export function readAnswer(text: string): BillAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('ewaybill.answerNotJson');
  }
  const outer = objectOf(parsed);
  if (outer && (outer.success === false || outer.status === '0' || outer.status === 0)) {
    const reason = String(outer.message ?? outer.error ?? '').slice(0, 200) || '—';
    throw badRequest(message('ewaybill.portalRefused', { reason }));
  }
  const bill = objectOf(outer?.result) ?? objectOf(outer?.data) ?? outer;
  const number = bill?.ewayBillNo ?? bill?.EwbNo;
  const date = bill?.ewayBillDate ?? bill?.EwbDt;
  if ((typeof number !== 'string' && typeof number !== 'number') || typeof date !== 'string') {
    throw badRequest('ewaybill.answerUnrecognised');
  }
  const digits = String(number).trim();
  if (!/^\d{12}$/.test(digits)) throw badRequest('ewaybill.numberForm');
  const generatedAt = portalTime(date);
  if (!generatedAt) throw badRequest('ewaybill.timeForm');
  const until = bill?.validUpto ?? bill?.EwbValidTill;
  let validUntil: Date | null = null;
  if (typeof until === 'string' && until.trim() !== '') {
    validUntil = portalTime(until);
    if (!validUntil) throw badRequest('ewaybill.timeForm');
  }
  return { number: digits, generatedAt, validUntil };
}

/** The bill the request records: the pasted answer's, else the typed fields'. */
export function billOf(body: TEwayBillRecordBody): BillAnswer {
  if (body.answer !== undefined) return readAnswer(body.answer);
  return {
    number: body.number!,
    generatedAt: new Date(body.generatedAt!),
    validUntil: body.validUntil ? new Date(body.validUntil) : null,
  };
}

const EARTH_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle km between two [longitude, latitude] points. */
export function straightKm(a: readonly number[], b: readonly number[]): number {
  const [lng1, lat1] = a as [number, number];
  const [lng2, lat2] = b as [number, number];
  const h =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The distance a bill starts from: the straight line between the two PIN codes' points times the
 * road factor, in whole km from 1 to 4,000; null when either PIN code is missing or unknown.
 */
export async function estimateDistanceKm(
  fromPin: string | null,
  toPin: string | null,
): Promise<number | null> {
  if (!fromPin || !toPin) return null;
  try {
    const [from, to] = await Promise.all([findPinCode(fromPin), findPinCode(toPin)]);
    const km = Math.ceil(
      straightKm(from.point.coordinates, to.point.coordinates) * EWAYBILL_LIMITS.roadFactor,
    );
    return Math.min(EWAYBILL_LIMITS.distanceKmMax, Math.max(1, km));
  } catch {
    return null;
  }
}
