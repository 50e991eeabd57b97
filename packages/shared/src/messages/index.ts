import { indiaDateTime } from '../format.js';
import { ALERT_TEXTS } from './alerts.js';
import {
  fillPlaceholders,
  type MessageDefinition,
  type ParamKind,
  type ParamsOfDefinition,
  type ParamValue,
  type TMessage,
} from './core.js';
import { BILLING_TEXTS } from './billing.js';
import { DATA_TEXTS } from './data.js';
import { FIELD_NAMES, FIELD_TEXTS } from './fields.js';
import { FULFILMENT_TEXTS } from './fulfilment.js';
import { GENERAL_TEXTS } from './general.js';
import { GST_TEXTS } from './gst.js';
import { INVOICE_TEXTS } from './invoices.js';
import { INTEGRATION_TEXTS } from './integrations.js';
import { englishLabel } from './labels.js';
import { PEOPLE_TEXTS } from './people.js';
import { PRODUCT_TEXTS } from './products.js';
import { PURCHASING_TEXTS } from './purchasing.js';
import { SELLING_TEXTS } from './selling.js';
import { STOCK_TEXTS } from './stock.js';
import { TRANSPORT_TEXTS } from './transports.js';

export * from './core.js';
// What needs no text (a schema's `rule`): apart, so a bundle of only that leaves the texts out.
export { message, rule } from './rule.js';
export { LABEL_SETS, englishLabel, type LabelSet, type RecordName } from './labels.js';
export { FIELD_NAMES, type FieldName } from './fields.js';
export {
  ALERT_TEXTS,
  BILLING_TEXTS,
  DATA_TEXTS,
  FIELD_TEXTS,
  FULFILMENT_TEXTS,
  GENERAL_TEXTS,
  GST_TEXTS,
  INVOICE_TEXTS,
  INTEGRATION_TEXTS,
  PEOPLE_TEXTS,
  PRODUCT_TEXTS,
  PURCHASING_TEXTS,
  SELLING_TEXTS,
  STOCK_TEXTS,
  TRANSPORT_TEXTS,
};

/** Every message Godown says, by key: its English text and its parameters' kinds. */
export const MESSAGES = {
  ...GENERAL_TEXTS,
  ...FIELD_TEXTS,
  ...ALERT_TEXTS,
  ...PEOPLE_TEXTS,
  ...PRODUCT_TEXTS,
  ...STOCK_TEXTS,
  ...TRANSPORT_TEXTS,
  ...PURCHASING_TEXTS,
  ...SELLING_TEXTS,
  ...FULFILMENT_TEXTS,
  ...BILLING_TEXTS,
  ...INVOICE_TEXTS,
  ...GST_TEXTS,
  ...DATA_TEXTS,
  ...INTEGRATION_TEXTS,
} as const;
export type MessageKey = keyof typeof MESSAGES;
export type MessageParams<K extends MessageKey> = ParamsOfDefinition<(typeof MESSAGES)[K]>;
/** The parameters argument of a message: left out when the message has none. */
export type ParamsArgument<K extends MessageKey> = (typeof MESSAGES)[K] extends { params: object }
  ? [params: MessageParams<K>]
  : [];

/** A message of Godown's by key, with its parameters. */
export interface TKeyedMessage<K extends MessageKey = MessageKey> extends TMessage {
  readonly reason: K;
}

export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(MESSAGES, key);
}

/** The definition of a key (its English text and parameters). */
export function definitionOf(key: MessageKey): MessageDefinition {
  return MESSAGES[key];
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const COUNT_FORMAT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const RUPEES_FORMAT = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A calendar date (YYYY-MM-DD) as English reads it in India: 05 Dec 2026. */
export function englishDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT.format(date).replace(/,/g, '');
}

const MONTH_FORMAT = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar month (YYYY-MM) as English names it: November 2026; anything else as it is. */
export function englishMonth(value: string): string {
  const [year, month] = value.split('-').map(Number);
  if (!year || !month) return value;
  return MONTH_FORMAT.format(new Date(Date.UTC(year, month - 1, 1)));
}

function englishParam(kind: ParamKind, value: ParamValue | undefined): string {
  if (value === undefined) return '';
  if (kind === 'messages') return (value as readonly TMessage[]).map(englishOf).join('; ');
  if (typeof value === 'object') return '';
  if (kind === 'count') return typeof value === 'number' ? COUNT_FORMAT.format(value) : value;
  if (kind === 'rupees') return typeof value === 'number' ? RUPEES_FORMAT.format(value) : value;
  if (kind === 'number') return String(value);
  if (kind === 'date') return englishDate(String(value));
  if (kind === 'dateTime') return indiaDateTime(String(value));
  if (kind === 'month') return englishMonth(String(value));
  if (kind.startsWith('label:')) return englishLabel(kind.slice('label:'.length), String(value));
  if (kind === 'field') return (FIELD_NAMES as Record<string, string>)[String(value)] ?? String(value);
  return String(value);
}

/** A message in English: its text with the parameters filled in (the answer's `message`). */
export function englishOf(value: TMessage): string {
  if (!isMessageKey(value.reason)) return value.reason;
  const definition: MessageDefinition = MESSAGES[value.reason];
  const kinds = definition.params ?? {};
  const filled: Record<string, string> = {};
  for (const [name, kind] of Object.entries(kinds)) filled[name] = englishParam(kind, value.params?.[name]);
  return fillPlaceholders(definition.en, filled);
}

/** The message a zod rule's text names (see `rule`), or undefined for any other text. */
export function messageOfRule(text: string): TKeyedMessage | undefined {
  const brace = text.indexOf('{');
  const key = brace === -1 ? text : text.slice(0, brace);
  if (!isMessageKey(key)) return undefined;
  if (brace === -1) return { reason: key };
  try {
    const params = JSON.parse(text.slice(brace)) as unknown;
    return typeof params === 'object' && params !== null
      ? { reason: key, params: params as TMessage['params'] }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The English of a zod rule's text (`rule(...)`), or the text itself when it is not one of ours. */
export function englishOfRule(text: string): string {
  const keyed = messageOfRule(text);
  return keyed ? englishOf(keyed) : text;
}
