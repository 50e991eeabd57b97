// Messages by key: every refusal, system alert and rule message is a `reason` (a stable key such as
// `stock.notEnoughUnits`) with typed `params`. The English text of each key is written once, here in
// `packages/shared/src/messages/`; the server renders it into an answer's `message` (for logs and
// API users) and the web app renders the key in the reader's language (docs/domain.md#messages).

/**
 * How a parameter is shown. Each language formats it its own way: a count is grouped the Indian
 * way, a date reads as a date of the language, a label is the language's word for an enum's value.
 */
export type ParamKind =
  /** As written: names, codes, ids, numbers that are identifiers. */
  | 'text'
  /** A number, grouped the Indian way (1,00,000), at most two decimals. */
  | 'count'
  /** Rupees (the text writes the ₹): grouped the Indian way, always two decimals (1,23,456.50). */
  | 'rupees'
  /** A number written without grouping (a length limit: 2000 characters). */
  | 'number'
  /** A calendar date, YYYY-MM-DD. */
  | 'date'
  /** An instant (ISO 8601), shown as the date and time in India. */
  | 'dateTime'
  /** A calendar month, YYYY-MM, shown as the month's name and its year. */
  | 'month'
  /** A field's name: a key of FIELD_NAMES. */
  | 'field'
  /** Other messages, each rendered, joined with "; ". */
  | 'messages'
  /** One value of an enum whose values have labels (LABEL_SETS). */
  | `label:${string}`;

export interface MessageDefinition {
  /** The English text; `{name}` marks where each parameter goes. */
  readonly en: string;
  readonly params?: Readonly<Record<string, ParamKind>>;
}

/** A message: its key and the values of its parameters. */
export interface TMessage {
  readonly reason: string;
  readonly params?: Readonly<Record<string, ParamValue>>;
}

export type ParamValue = string | number | readonly TMessage[];

type ValueOf<K extends ParamKind> = K extends 'count' | 'number' | 'rupees'
  ? number
  : K extends 'messages'
    ? readonly TMessage[]
    : K extends 'text'
      ? string | number
      : string;

/** The parameters a definition asks for, typed by their kinds. */
export type ParamsOfDefinition<D extends MessageDefinition> =
  D['params'] extends Readonly<Record<string, ParamKind>>
    ? { readonly [P in keyof D['params']]: ValueOf<D['params'][P]> }
    : Record<string, never>;

/** Checks a table of definitions and keeps its literal types (the keys become reasons). */
export function defineMessages<const T extends Record<string, MessageDefinition>>(definitions: T): T {
  return definitions;
}

/** The `{name}` placeholders of a text, sorted: the same set in every language as in `params`. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

/** Fills a text's `{name}` placeholders with already formatted values. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
