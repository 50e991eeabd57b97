import {
  EINVOICE_LIMITS,
  INDIA_OFFSET_MS,
  message,
  type MessageKey,
  type ParamsArgument,
} from '@godown/shared';
import { badRequest, type AppError } from '../../errors.js';

// The portal's answers, read as hostile input (docs/domain.md#e-invoices): pasted or uploaded by a
// person, they may be anything. An answer comes as the portal gives it (`AckNo`, `AckDt`, `Irn`,
// `SignedInvoice`, `SignedQRCode`), as a GST Suvidha Provider wraps it (`{success, message, result}`),
// as the portal's own API does (`{Status, Data, ErrorDetails}`, Data a JSON string), or as a list of
// these. The QR code the portal signed names the document (its seller's GSTIN, type, number, date and
// total): that is how an answer finds its document, and how one for another document is caught.

/** A 400 of the answer, by key. */
function invalid<K extends MessageKey>(key: K, ...params: ParamsArgument<K>): AppError {
  return badRequest(
    (message as (key: K, ...rest: ParamsArgument<K>) => ReturnType<typeof message>)(key, ...params),
  );
}

/** "2026-11-16 19:29:00" on a clock in India, as an ISO instant; null when it is no such time. */
function indiaClockToIso(text: string): string | null {
  const parsed = Date.parse(`${text.replace(' ', 'T')}Z`);
  if (!Number.isFinite(parsed)) return null;
  const instant = new Date(parsed - INDIA_OFFSET_MS);
  // A day that does not exist (31 November) rolls over: refused.
  return new Date(parsed).toISOString().slice(0, 10) === text.slice(0, 10) ? instant.toISOString() : null;
}

/** What the signed QR code says of the document, as the portal registered it. */
export interface SignedQrDocument {
  sellerGstin: string;
  buyerGstin: string | null;
  docType: string;
  docNo: string;
  /** YYYY-MM-DD */
  docDate: string;
  /** Rupees */
  total: number;
  irn: string;
}

export interface PortalRegistration {
  irn: string;
  ackNo: string;
  /** ISO instant */
  ackAt: string;
  signedQrCode: string;
  signedInvoice: string | null;
  document: SignedQrDocument;
}

export interface PortalCancellation {
  irn: string;
  /** ISO instant */
  cancelledAt: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('einvoice.answerNotJson');
  }
}

/** The portal's time ("2026-11-16 19:29:00", India time) as an ISO instant. */
function portalTime(value: unknown, reason: 'einvoice.ackDate' | 'einvoice.cancelDate'): string {
  const text = typeof value === 'string' ? value.trim() : String(value);
  const iso = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d)?$/.test(text) ? indiaClockToIso(text) : null;
  if (!iso) throw invalid(reason, { value: text.slice(0, 40) });
  return iso;
}

/** The answers' records: unwrapped from a provider's or the portal's envelope, a list made flat. */
function records(value: unknown, depth = 0): Json[] {
  if (depth > 3) throw invalid('einvoice.answerUnrecognised');
  if (Array.isArray(value)) {
    if (value.length > EINVOICE_LIMITS.answersMax) {
      throw invalid('einvoice.tooManyAnswers', { max: EINVOICE_LIMITS.answersMax });
    }
    return value.flatMap((item) => records(item, depth + 1));
  }
  if (!isObject(value)) throw invalid('einvoice.answerUnrecognised');
  // A provider's envelope: `success` false is the portal's refusal, in its words.
  if ('success' in value || 'result' in value) {
    if (value.success === false) throw refused(value.message ?? value.error);
    return records(value.result, depth + 1);
  }
  // The portal's own: Status "1" with Data a JSON string; "0" with its errors.
  if ('Status' in value && ('Data' in value || 'ErrorDetails' in value) && !('Irn' in value)) {
    if (String(value.Status) !== '1') throw refused(value.ErrorDetails);
    const data = typeof value.Data === 'string' ? parseJson(value.Data) : value.Data;
    return records(data, depth + 1);
  }
  return [value];
}

/** The portal's refusal, in its words (a message, or its error list's first). */
function refused(detail: unknown): AppError {
  const first = Array.isArray(detail) ? (detail[0] as unknown) : detail;
  const text = isObject(first)
    ? String(first.ErrorMessage ?? first.message ?? JSON.stringify(first))
    : String(first ?? '');
  return invalid('einvoice.portalRefused', { reason: text.slice(0, 300) || '?' });
}

/** A JSON Web Token's claims, unverified: the portal's key signs it, and Godown reads what it says. */
function tokenClaims(token: string): Json | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[\w-]+$/.test(parts[1]!)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as unknown;
    return isObject(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** The document the signed QR code names. */
export function signedQrDocument(token: string): SignedQrDocument {
  const claims = tokenClaims(token);
  const data = typeof claims?.data === 'string' ? (parseJsonOrNull(claims.data) as Json | null) : null;
  const date = typeof data?.DocDt === 'string' ? /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(data.DocDt) : null;
  if (
    !data ||
    !date ||
    typeof data.SellerGstin !== 'string' ||
    typeof data.DocNo !== 'string' ||
    typeof data.DocTyp !== 'string' ||
    typeof data.Irn !== 'string' ||
    !Number.isFinite(Number(data.TotInvVal))
  ) {
    throw invalid('einvoice.qrUnreadable');
  }
  return {
    sellerGstin: data.SellerGstin.toUpperCase(),
    buyerGstin: typeof data.BuyerGstin === 'string' ? data.BuyerGstin : null,
    docType: data.DocTyp.toUpperCase(),
    docNo: data.DocNo.toUpperCase(),
    docDate: `${date[3]}-${date[2]}-${date[1]}`,
    total: Number(data.TotInvVal),
    irn: data.Irn.toLowerCase(),
  };
}

function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function irnOf(value: unknown): string {
  const irn = typeof value === 'string' ? value.trim() : '';
  if (!/^[0-9a-fA-F]{64}$/.test(irn))
    throw invalid('einvoice.irnLength', { irn: String(value ?? '').slice(0, 80) });
  return irn.toLowerCase();
}

/** The registrations an answer gives, each checked in itself (its IRN, acknowledgement and QR code). */
export function readRegistrations(text: string): PortalRegistration[] {
  const list = records(parseJson(text));
  if (list.length === 0) throw invalid('einvoice.answerUnrecognised');
  if (list.length > EINVOICE_LIMITS.answersMax) {
    throw invalid('einvoice.tooManyAnswers', { max: EINVOICE_LIMITS.answersMax });
  }
  return list.map((record) => {
    if (!('Irn' in record) || !('SignedQRCode' in record) || !('AckNo' in record)) {
      throw invalid('einvoice.answerUnrecognised');
    }
    const irn = irnOf(record.Irn);
    const ackNo = String(record.AckNo).trim();
    if (!/^\d{1,20}$/.test(ackNo)) throw invalid('einvoice.ackNo', { ackNo: ackNo.slice(0, 40) });
    const ackAt = portalTime(record.AckDt, 'einvoice.ackDate');
    if (typeof record.SignedQRCode !== 'string') throw invalid('einvoice.qrUnreadable');
    const document = signedQrDocument(record.SignedQRCode);
    if (document.irn !== irn) throw invalid('einvoice.qrOtherIrn', { qrIrn: document.irn, irn });
    return {
      irn,
      ackNo,
      ackAt,
      signedQrCode: record.SignedQRCode,
      signedInvoice: typeof record.SignedInvoice === 'string' ? record.SignedInvoice : null,
      document,
    };
  });
}

/** The cancellations an answer gives: the IRN and the portal's time of cancelling. */
export function readCancellations(text: string): PortalCancellation[] {
  const list = records(parseJson(text));
  if (list.length === 0) throw invalid('einvoice.answerUnrecognised');
  return list.map((record) => {
    if (!('Irn' in record) || !('CancelDate' in record)) throw invalid('einvoice.answerUnrecognised');
    return { irn: irnOf(record.Irn), cancelledAt: portalTime(record.CancelDate, 'einvoice.cancelDate') };
  });
}
