import {
  englishLabel,
  englishOf,
  FIELD_NAMES,
  fillPlaceholders,
  isMessageKey,
  MESSAGES,
  type LabelSet,
  type MessageDefinition,
  type MessageKey,
  type ParamKind,
  type ParamValue,
  type TMessage,
} from '@godown/shared';
import { appLocale, monthText } from '../i18n';
import {
  alertPriorityLabel,
  alertTypeLabel,
  countStatusLabel,
  importKindLabel,
  purchaseOrderStatusLabel,
  roleLabel,
  salesOrderStatusLabel,
  stockMovementLabel,
  transportModeLabel,
  transportStatusLabel,
} from '../labels';

// Says a message by key (docs/domain.md#messages) in the language of the page: its text in that
// language (the English of @godown/shared, a chunk loaded with this module's, or the tables of
// ./hi-IN, their own chunk loaded only for a page in Hindi; both before the first render, main.tsx)
// with each parameter formatted the language's way. No English sentence is parsed: a refusal, an
// alert or a rule's message arrives as its key and parameters.

type Texts = Readonly<Record<MessageKey, string>>;
let texts: Texts | undefined;
let fieldNames: Readonly<Record<string, string>> = FIELD_NAMES;
let labelTexts: Readonly<Record<string, Readonly<Record<string, string>>>> = {};

/**
 * Loads the current language's texts (main.tsx, before rendering); English needs none, so it drops
 * any it held (unit tests load the catalogue again for each file, in that file's language).
 */
export async function loadMessageTexts(): Promise<void> {
  if (appLocale() !== 'hi-IN') {
    texts = undefined;
    fieldNames = FIELD_NAMES;
    labelTexts = {};
    return;
  }
  const hindi = await import('./hi-IN');
  texts = hindi.HINDI_MESSAGES;
  fieldNames = hindi.FIELD_NAMES_HI;
  labelTexts = hindi.LABELS_HI;
}

/**
 * The words of the label sets the screens also show, in the current language (`label:<set>`
 * parameters); a set only messages name has its words in the language's tables (LABELS_HI).
 */
const LABELS: Readonly<Partial<Record<LabelSet, (value: never) => string>>> = {
  role: roleLabel,
  transportStatus: transportStatusLabel,
  transportMode: transportModeLabel,
  // Inside a sentence ("is in transit"); Hindi has no case, so its labels stay as they are.
  transportStatusLower: (value: Parameters<typeof transportStatusLabel>[0]) =>
    transportStatusLabel(value).toLowerCase(),
  transportModeLower: (value: Parameters<typeof transportModeLabel>[0]) =>
    transportModeLabel(value).toLowerCase(),
  alertType: alertTypeLabel,
  alertPriority: alertPriorityLabel,
  purchaseOrderStatus: purchaseOrderStatusLabel,
  purchaseOrderStatusLower: (value: Parameters<typeof purchaseOrderStatusLabel>[0]) =>
    purchaseOrderStatusLabel(value).toLowerCase(),
  salesOrderStatusLower: (value: Parameters<typeof salesOrderStatusLabel>[0]) =>
    salesOrderStatusLabel(value).toLowerCase(),
  countStatus: countStatusLabel,
  countStatusLower: (value: Parameters<typeof countStatusLabel>[0]) => countStatusLabel(value).toLowerCase(),
  // A transport's status as the picking refusals name it by its code ("is in_transit"): said as a word.
  transportStatusCode: (value: Parameters<typeof transportStatusLabel>[0]) =>
    transportStatusLabel(value).toLowerCase(),
  importKind: importKindLabel,
  importKindWord: (value: Parameters<typeof importKindLabel>[0]) => importKindLabel(value).toLowerCase(),
  roleWord: (value: Parameters<typeof roleLabel>[0]) => roleLabel(value).toLowerCase(),
  stockMovement: stockMovementLabel,
};

let formats:
  | {
      locale: string;
      count: Intl.NumberFormat;
      rupees: Intl.NumberFormat;
      date: Intl.DateTimeFormat;
      dateTime: Intl.DateTimeFormat;
    }
  | undefined;
function formatsOfPage() {
  const locale = appLocale();
  if (formats?.locale === locale) return formats;
  formats = {
    locale,
    count: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    rupees: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    date: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    dateTime: new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
  };
  return formats;
}

/** A value of a label set in the language of the page (an import's column, a status). */
export function labelText(set: LabelSet, value: string): string {
  return paramText(`label:${set}`, value);
}

function paramText(kind: ParamKind, value: ParamValue | undefined): string {
  if (value === undefined) return '';
  if (kind === 'messages') return (value as readonly TMessage[]).map(textOf).join('; ');
  if (typeof value === 'object') return '';
  const { count, rupees, date, dateTime } = formatsOfPage();
  if (kind === 'count') return typeof value === 'number' ? count.format(value) : value;
  if (kind === 'rupees') return typeof value === 'number' ? rupees.format(value) : value;
  if (kind === 'month') return monthText(String(value));
  if (kind === 'date' || kind === 'dateTime') {
    const instant = new Date(kind === 'date' ? `${String(value).slice(0, 10)}T00:00:00Z` : String(value));
    return Number.isNaN(instant.getTime())
      ? String(value)
      : (kind === 'date' ? date : dateTime).format(instant);
  }
  if (kind === 'field') return fieldNames[String(value)] ?? String(value);
  if (kind.startsWith('label:')) {
    const set = kind.slice('label:'.length);
    const label = LABELS[set as LabelSet] as ((value: string) => string) | undefined;
    return label
      ? label(String(value))
      : (labelTexts[set]?.[String(value)] ?? englishLabel(set, String(value)));
  }
  if (kind === 'number') return String(value);
  return String(value);
}

/** A message in the language of the page, or undefined when its key is not Godown's. */
export function sayKnown(said: TMessage): string | undefined {
  return isMessageKey(said.reason) ? textOf(said) : undefined;
}

/** A message in the language of the page, its parameters filled in and formatted. */
export function textOf(said: TMessage): string {
  if (!isMessageKey(said.reason)) return englishOf(said);
  const definition: MessageDefinition = MESSAGES[said.reason];
  const text = texts?.[said.reason] ?? definition.en;
  const filled: Record<string, string> = {};
  for (const [name, kind] of Object.entries(definition.params ?? {})) {
    filled[name] = paramText(kind, said.params?.[name]);
  }
  return fillPlaceholders(text, filled);
}
