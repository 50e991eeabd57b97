import {
  canonicalTransportStatus,
  geoPoint,
  TRANSPORT_MESSAGES,
  TRANSPORT_STATUS_TRANSITIONS,
  TRANSPORT_STATUSES,
  zTransportCreateSchema,
  zTransportUpdateSchema,
  type TGeoPoint,
  type TransportMode,
  type TransportStatus,
  type TTransport,
  type TTransportCreate,
  type TTransportUpdate,
  zExpiredOverrideSchema,
} from '@godown/shared';
import { ApiError } from '../../api/client';
import { productLabel } from '../../api/options';
import { schemaErrors } from '../../lib/form-errors';
import { isBlank, numberOrZero, parseNumberField, type NumberField } from '../../lib/form-numbers';
import { transportStatusLabel } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

/** Status options of the transportation/order form (its own spelling: inTransit). */
export const TRANSPORT_FORM_STATUSES = ['pending', 'dispatched', 'inTransit', 'delivered'] as const;
export type TransportFormStatus = (typeof TRANSPORT_FORM_STATUSES)[number];

/** The mode of a new transport. */
export const DEFAULT_TRANSPORT_MODE: TransportMode = 'land';

/**
 * A status the form holds: one of the form's options (pending, dispatched, inTransit, delivered;
 * docs/domain.md#screens-and-fixed-texts, Forms), or `cancelled` when editing a cancelled transport
 * (shown, never offered as a move).
 */
export type FormStatus = TransportFormStatus | 'cancelled';

/** Latitude and longitude inputs of one point. */
export interface PointValues {
  latitude: NumberField;
  longitude: NumberField;
}

/** Units a line takes from one batch, as the user chose them. */
export interface BatchChoice {
  batch: string;
  code: string;
  quantity: NumberField;
}

/** One product line as typed: `key` keeps its row (and its picker's state) when others go. */
export interface LineValues {
  key: string;
  product: string | null;
  /** The product's name in its picker when the form opens on a stored line. */
  label: string;
  quantity: NumberField;
  /**
   * The batches chosen for the line (docs/domain.md#batches-and-expiry); the rest of its units
   * leave first-expiry-first-out.
   */
  batches: BatchChoice[];
}

/** The transportation/order form as typed; nested like the body so errors land on inputs. */
export interface TransportFormValues {
  packageId: string;
  status: FormStatus;
  transportMode: TransportMode;
  transportationCost: NumberField;
  assignedTo: string | null;
  /** A `datetime-local` value (YYYY-MM-DDTHH:mm, local time), or '' for none. */
  eta: string;
  sourceInventoryId: string | null;
  destinationInventoryId: string | null;
  startLocation: PointValues;
  currentLocation: PointValues;
  destination: PointValues;
  products: LineValues[];
}

/** The three points of the form, in the order they are shown. */
export const POINT_FIELDS = ['startLocation', 'currentLocation', 'destination'] as const;
export type PointField = (typeof POINT_FIELDS)[number];

const EMPTY_POINT: PointValues = { latitude: '', longitude: '' };

/** The values of an empty "Create" form: pending, by land, no lines yet. */
export const EMPTY_TRANSPORT_VALUES: TransportFormValues = {
  packageId: '',
  status: 'pending',
  transportMode: DEFAULT_TRANSPORT_MODE,
  transportationCost: '',
  assignedTo: null,
  eta: '',
  sourceInventoryId: null,
  destinationInventoryId: null,
  startLocation: EMPTY_POINT,
  currentLocation: EMPTY_POINT,
  destination: EMPTY_POINT,
  products: [],
};

/** A new product line: no product yet, one unit. */
export function emptyLine(key: string): LineValues {
  return { key, product: null, label: '', quantity: 1, batches: [] };
}

/** The form's spelling of a stored status (`in_transit` is the form's `inTransit`). */
export function formStatusOf(status: TransportStatus): FormStatus {
  return status === 'in_transit' ? 'inTransit' : status;
}

/** The stored status a form status stands for. */
export function storedStatusOf(status: FormStatus): TransportStatus {
  return canonicalTransportStatus(status) ?? 'pending';
}

/** The Status select's choices: every form status when creating; when editing, where it may go next. */
export function statusOptions(current: TransportStatus | null): { value: FormStatus; label: string }[] {
  const statuses: readonly FormStatus[] =
    current === null
      ? TRANSPORT_FORM_STATUSES
      : TRANSPORT_STATUSES.filter(
          (status) =>
            status === current ||
            // Cancelling is the list's Cancel button, with its confirmation.
            (status !== 'cancelled' && TRANSPORT_STATUS_TRANSITIONS[current].includes(status)),
        ).map(formStatusOf);
  return statuses.map((status) => ({
    value: status,
    label: transportStatusLabel(storedStatusOf(status)),
  }));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in this browser's time zone ('' for none). */
export function etaInputOf(eta: string | null): string {
  if (!eta) return '';
  const date = new Date(eta);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value (local time) as an ISO instant; undefined when empty. A value that is not
 * a date goes to the schema as typed, so its message ("ETA must be a date ...") shows on the field.
 */
export function etaToIso(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

const pointValuesOf = (point: TGeoPoint | null): PointValues =>
  point ? { longitude: point.coordinates[0], latitude: point.coordinates[1] } : EMPTY_POINT;

/** The form filled in with a stored transport or order, for Edit. */
export function transportValuesOf(transport: TTransport): TransportFormValues {
  return {
    packageId: transport.packageId,
    status: formStatusOf(transport.status),
    transportMode: transport.transportMode,
    transportationCost: transport.transportationCost,
    assignedTo: transport.assignedTo,
    eta: etaInputOf(transport.eta),
    sourceInventoryId: transport.sourceInventory?._id ?? null,
    destinationInventoryId: transport.destinationInventory?._id ?? null,
    startLocation: pointValuesOf(transport.startLocation),
    currentLocation: pointValuesOf(transport.currentLocation),
    destination: pointValuesOf(transport.destination),
    // A product is on one line only, so its id keys the line.
    products: transport.products.map((line) => ({
      key: line.product,
      product: line.product,
      label: productLabel(line.productName, line.sku),
      quantity: line.quantity,
      batches: line.batches.map((b) => ({ batch: b.batch.id, code: b.batch.code, quantity: b.quantity })),
    })),
  };
}

/** A point when both coordinates are filled in; undefined otherwise (a half point is a form error). */
function pointOf(values: PointValues): TGeoPoint | undefined {
  if (isBlank(values.longitude) || isBlank(values.latitude)) return undefined;
  return geoPoint(numberOrZero(values.longitude), numberOrZero(values.latitude));
}

/** The chosen batches of a line with units, as the body names them. */
const picksOf = (line: LineValues) =>
  line.batches
    .map((choice) => ({ batch: choice.batch, quantity: numberOrZero(choice.quantity) }))
    .filter((pick) => pick.quantity !== 0);

/** The lines as the body names them; `batches` only on a line that chose some. */
const linesOf = (values: TransportFormValues): LineBody[] =>
  values.products.map((line) => {
    const picks = picksOf(line);
    return {
      product: line.product ?? '',
      quantity: numberOrZero(line.quantity),
      ...(picks.length > 0 ? { batches: picks } : {}),
    };
  });

interface LineBody {
  product: string;
  quantity: number;
  batches?: { batch: string; quantity: number }[];
}

/** Drops the keys whose value is undefined, so the body carries only what is given. */
function compact<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The body of `POST /transports/` and `POST /buy/order`: the package id, status and mode always;
 * the cost, driver, ETA (an ISO instant), inventories and lines when given; each point only when
 * both its coordinates are.
 */
export function toTransportCreateBody(values: TransportFormValues): TTransportCreate {
  return compact<TTransportCreate>({
    packageId: values.packageId.trim(),
    status: values.status,
    transportMode: values.transportMode,
    transportationCost: parseNumberField(values.transportationCost),
    assignedTo: values.assignedTo ?? undefined,
    eta: etaToIso(values.eta),
    sourceInventoryId: values.sourceInventoryId ?? undefined,
    destinationInventoryId: values.destinationInventoryId ?? undefined,
    startLocation: pointOf(values.startLocation),
    currentLocation: pointOf(values.currentLocation),
    destination: pointOf(values.destination),
    products: values.products.length > 0 ? linesOf(values) : undefined,
  });
}

const samePoint = (a: TGeoPoint | null, b: TGeoPoint | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.coordinates[0] === b.coordinates[0] &&
    a.coordinates[1] === b.coordinates[1]);

/** A line's batches as comparable text: "batch:units" in batch order. */
const batchKey = (batches: { batch: string; quantity: number }[]) =>
  batches
    .map((b) => `${b.batch}:${b.quantity}`)
    .sort()
    .join(',');

function sameLines(stored: TTransport['products'], next: LineBody[]): boolean {
  if (stored.length !== next.length) return false;
  const byProduct = new Map(stored.map((line) => [line.product, line]));
  return next.every((line) => {
    const before = byProduct.get(line.product);
    return (
      before !== undefined &&
      before.quantity === line.quantity &&
      batchKey(before.batches.map((b) => ({ batch: b.batch.id, quantity: b.quantity }))) ===
        batchKey(line.batches ?? [])
    );
  });
}

/**
 * The body of `PUT /transports/{id}` and `PUT /buy/order/{id}`: only what differs from the stored
 * transport. An emptied driver, ETA, inventory or point is sent as null (cleared); an emptied cost
 * as 0. Changed lines are sent whole; a status is sent only when it moves.
 */
export function toTransportUpdateBody(transport: TTransport, values: TransportFormValues): TTransportUpdate {
  const changes: TTransportUpdate = {};
  const packageId = values.packageId.trim();
  if (packageId !== transport.packageId) changes.packageId = packageId;
  if (storedStatusOf(values.status) !== transport.status) changes.status = values.status;
  if (values.transportMode !== transport.transportMode) changes.transportMode = values.transportMode;
  const cost = numberOrZero(values.transportationCost);
  if (cost !== transport.transportationCost) changes.transportationCost = cost;
  if ((values.assignedTo ?? null) !== transport.assignedTo) changes.assignedTo = values.assignedTo ?? null;
  // Compared as typed: the stored instant shown to the minute is no change.
  if (values.eta.trim() !== etaInputOf(transport.eta)) changes.eta = etaToIso(values.eta) ?? null;
  if (values.sourceInventoryId !== (transport.sourceInventory?._id ?? null)) {
    changes.sourceInventoryId = values.sourceInventoryId;
  }
  if (values.destinationInventoryId !== (transport.destinationInventory?._id ?? null)) {
    changes.destinationInventoryId = values.destinationInventoryId;
  }
  for (const field of POINT_FIELDS) {
    const point = pointOf(values[field]) ?? null;
    if (!samePoint(point, transport[field])) changes[field] = point;
  }
  const lines = linesOf(values);
  if (!sameLines(transport.products, lines)) changes.products = lines;
  return changes;
}

/** Maps a request-body error path (`startLocation.coordinates.1`) to the input that shows it. */
export function formFieldOf(path: string): string {
  const point = /^(startLocation|currentLocation|destination)\.coordinates\.([01])/.exec(path);
  if (point) return `${point[1]}.${point[2] === '0' ? 'longitude' : 'latitude'}`;
  return path;
}

/**
 * Field errors of the form by the shared transport rules (required package id, lines with a product
 * and at least 1 unit, a transfer with lines, distinct inventories, coordinates in range), plus what
 * the body cannot show: a point with one coordinate, a product on two lines. Editing also checks the
 * changes against the update rules.
 */
export function transportFormErrors(
  values: TransportFormValues,
  transport: TTransport | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => {
    errors[formFieldOf(path)] ??= message;
  };
  for (const [path, message] of Object.entries(
    schemaErrors(zTransportCreateSchema, toTransportCreateBody(values)),
  )) {
    add(path, message);
  }
  if (transport) {
    const changes = toTransportUpdateBody(transport, values);
    for (const [path, message] of Object.entries(schemaErrors(zTransportUpdateSchema, changes))) {
      add(path, message);
    }
  }
  if (values.packageId.trim() === '') errors.packageId = localizeText(TRANSPORT_MESSAGES.packageIdRequired);
  for (const field of POINT_FIELDS) {
    const { latitude, longitude } = values[field];
    if (isBlank(latitude) !== isBlank(longitude)) {
      errors[`${field}.${isBlank(latitude) ? 'latitude' : 'longitude'}`] = m.transportation_half_point();
    }
  }
  const seen = new Set<string>();
  values.products.forEach((line, index) => {
    if (!line.product) {
      errors[`products.${index}.product`] = localizeText(TRANSPORT_MESSAGES.productRequired);
    } else if (seen.has(line.product)) {
      errors[`products.${index}.product`] = m.transportation_duplicate_product();
    }
    if (line.product) seen.add(line.product);
  });
  // The duplicate is shown on its line, not as a message about the whole list (in either language).
  const duplicateLine = TRANSPORT_MESSAGES.duplicateLine;
  if (errors.products === duplicateLine || errors.products === localizeText(duplicateLine)) {
    delete errors.products;
  }
  return errors;
}

/**
 * True when a save was refused because the transport would dispatch units of an expired batch: an
 * admin may send the same change again with a reason (`expiredOverride`), which the ledger keeps.
 */
export function isExpiredBatchRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.reason === 'stock.expiredNotDispatched';
}

/** The refused change again, with the admin's reason for dispatching the expired units. */
export function withExpiredOverride(changes: TTransportUpdate, reason: string): TTransportUpdate {
  return { ...changes, expiredOverride: reason.trim() };
}

/** Why a reason for dispatching expired units cannot be sent (none given, too long); null when it can. */
export function overrideReasonError(reason: string): string | null {
  const result = zExpiredOverrideSchema.safeParse(reason.trim());
  const message = result.success ? null : result.error.issues[0]?.message;
  return message ? localizeText(message) : null;
}
