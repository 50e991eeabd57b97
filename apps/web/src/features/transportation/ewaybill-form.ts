import {
  EWAYBILL_LIMITS,
  indiaDateTime,
  rule,
  zEwayBillRecordBodySchema,
  zEwayBillVehicleBodySchema,
  type EwayBillCancelReason,
  type EwayBillVehicleReason,
  type TEwayBill,
  type TEwayBillRecordBody,
  type TEwayBillVehicle,
  type TEwayBillVehicleBody,
  type TransportMode,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

// The e-way bill forms' rules (docs/domain.md#e-way-bills): what is typed, as the bodies the server
// takes. The portal's times are India's: a time typed here is read as India's, whatever the zone
// of the browser, and sent with its offset.

const HOUR_MS = 3_600_000;

/** Now on a clock in India, as a `datetime-local` value (YYYY-MM-DDTHH:mm). */
export const indiaInputNow = (): string => indiaDateTime(new Date()).replace(' ', 'T');

/**
 * A `datetime-local` value read as India's time, as ISO 8601 with India's offset; undefined when
 * empty. Anything else goes to the schema as typed, so its message shows on the field.
 */
export function indiaTimeOf(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return `${text}:00+05:30`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text)) return `${text}+05:30`;
  return text;
}

/** Whole hours left until `validUntil` (0 once past), or null for a bill without an end. */
export function hoursLeft(validUntil: string | null, now = Date.now()): number | null {
  if (!validUntil) return null;
  return Math.max(0, Math.floor((new Date(validUntil).getTime() - now) / HOUR_MS));
}

/** Whether a bill runs out within the hours the portal lets it be extended in (or has run out). */
export function isRunningOut(validUntil: string | null, now = Date.now()): boolean {
  if (!validUntil) return false;
  return new Date(validUntil).getTime() - now < EWAYBILL_LIMITS.expiryWarningHours * HOUR_MS;
}

/** Whether the portal would still cancel the bill: within 24 hours of its generation. */
export function isCancellable(bill: TEwayBill, now = Date.now()): boolean {
  return (
    bill.generatedAt !== null &&
    now < new Date(bill.generatedAt).getTime() + EWAYBILL_LIMITS.cancelHours * HOUR_MS
  );
}

/** The vehicles of a bill's latest Part-B update (several: they share the goods); none yet: []. */
export function currentVehicles(bill: TEwayBill): TEwayBillVehicle[] {
  const latest = bill.vehicles[0]?.update;
  return bill.vehicles.filter((vehicle) => vehicle.update === latest);
}

/** A distance as typed: a whole number of km, or a string while empty or half-typed. */
export type DistanceField = number | string;

const distanceOf = (value: DistanceField): number => (typeof value === 'number' ? value : Number.NaN);

/** The distance field's problem (the schema's words), or null. */
export function distanceError(value: DistanceField): string | null {
  const km = distanceOf(value);
  return Number.isInteger(km) && km >= 1 && km <= EWAYBILL_LIMITS.distanceKmMax
    ? null
    : localizeText(rule('ewaybill.distanceRange', { max: EWAYBILL_LIMITS.distanceKmMax }));
}

/** The record form: the portal's answer pasted, or the bill's number and times typed. */
export interface RecordFormValues {
  way: 'answer' | 'typed';
  answer: string;
  number: string;
  /** `datetime-local` values, India's time. */
  generatedAt: string;
  validUntil: string;
  distanceKm: DistanceField;
}

/** The body of `POST /transports/{id}/ewaybill`: the answer, or the typed fields. */
export function toRecordBody(values: RecordFormValues): TEwayBillRecordBody {
  const distanceKm = distanceOf(values.distanceKm);
  if (values.way === 'answer') return { answer: values.answer, distanceKm };
  const number = values.number.replace(/\s/g, '');
  return {
    ...(number ? { number } : {}),
    ...(values.generatedAt.trim() ? { generatedAt: indiaTimeOf(values.generatedAt) } : {}),
    validUntil: indiaTimeOf(values.validUntil) ?? null,
    distanceKm,
  };
}

/** The record form's errors, on the fields its way shows. */
export function recordFormErrors(values: RecordFormValues): Record<string, string> {
  const errors = schemaErrors(zEwayBillRecordBodySchema, toRecordBody(values));
  if (values.way === 'answer') {
    if (!values.answer.trim()) errors.answer = m.ewaybills_answer_required();
    delete errors.number;
  } else {
    if (!values.number.trim()) errors.number = m.ewaybills_number_required();
    if (!values.generatedAt.trim()) errors.generatedAt = m.ewaybills_generated_at_required();
  }
  return errors;
}

/** One vehicle of a change: its number by road, or the transport document and its date. */
export interface VehicleRow {
  /** Keeps a row's inputs when another is removed. */
  key: string;
  vehicleNumber: string;
  transportDocument: string;
  /** YYYY-MM-DD, or null. */
  transportDocumentDate: string | null;
  /** Units it carries, when several share the goods. */
  quantity: number | string;
}

export interface VehicleFormValues {
  mode: TransportMode;
  fromPlace: string;
  fromStateCode: string | null;
  reason: EwayBillVehicleReason | null;
  remark: string;
  vehicles: VehicleRow[];
  /** The validity the portal answered, India's time; empty: unchanged. */
  validUntil: string;
}

let rowCount = 0;

/** An empty vehicle row. */
export function emptyVehicleRow(): VehicleRow {
  rowCount += 1;
  return {
    key: `vehicle-${rowCount}`,
    vehicleNumber: '',
    transportDocument: '',
    transportDocumentDate: null,
    quantity: '',
  };
}

/** The body of `POST /ewaybills/{id}/vehicles`: each row as its mode names a vehicle; units when several. */
export function toVehicleBody(values: VehicleFormValues): TEwayBillVehicleBody {
  const isSplit = values.vehicles.length > 1;
  const remark = values.remark.trim();
  const validUntil = indiaTimeOf(values.validUntil);
  return {
    mode: values.mode,
    fromPlace: values.fromPlace,
    fromStateCode: values.fromStateCode ?? '',
    reason: values.reason as EwayBillVehicleReason,
    ...(remark ? { remark } : {}),
    vehicles: values.vehicles.map((row) => ({
      ...(values.mode === 'land'
        ? row.vehicleNumber.trim()
          ? { vehicleNumber: row.vehicleNumber }
          : {}
        : {
            ...(row.transportDocument.trim() ? { transportDocument: row.transportDocument } : {}),
            ...(row.transportDocumentDate ? { transportDocumentDate: row.transportDocumentDate } : {}),
          }),
      ...(isSplit && typeof row.quantity === 'number' ? { quantity: row.quantity } : {}),
    })),
    ...(validUntil ? { validUntil } : {}),
  };
}

/** Units the rows give, for the running total under them. */
export const assignedUnits = (rows: readonly VehicleRow[]): number =>
  rows.reduce((sum, row) => sum + (typeof row.quantity === 'number' ? row.quantity : 0), 0);

/**
 * The change of vehicle's errors: the shared rules, then what the server checks against the
 * consignment (each vehicle named as its mode names it; several share exactly its `units`).
 */
export function vehicleFormErrors(values: VehicleFormValues, units: number): Record<string, string> {
  const errors = schemaErrors(zEwayBillVehicleBodySchema, toVehicleBody(values));
  if (!values.fromStateCode) errors.fromStateCode = m.ewaybills_from_state_required();
  if (!values.reason) errors.reason = m.ewaybills_reason_required();
  values.vehicles.forEach((row, index) => {
    const at = `vehicles.${index}`;
    if (values.mode === 'land' && !row.vehicleNumber.trim()) {
      errors[`${at}.vehicleNumber`] = m.ewaybills_vehicle_number_required();
    }
    if (values.mode !== 'land' && !row.transportDocument.trim()) {
      errors[`${at}.transportDocument`] = m.ewaybills_document_required();
    }
    if (values.mode !== 'land' && !row.transportDocumentDate) {
      errors[`${at}.transportDocumentDate`] = m.ewaybills_document_date_required();
    }
    if (values.vehicles.length > 1 && typeof row.quantity !== 'number') {
      errors[`${at}.quantity`] ??= m.ewaybills_units_required();
    }
  });
  if (values.vehicles.length > 1 && assignedUnits(values.vehicles) !== units) {
    errors.vehicles = localizeText(rule('ewaybill.vehicleQuantities', { units }));
  }
  return errors;
}

/** The cancel form: the portal's reason, and a remark. */
export interface CancelFormValues {
  reason: EwayBillCancelReason | null;
  remark: string;
}
