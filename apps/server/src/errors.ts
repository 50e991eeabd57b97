import {
  ERROR_STATUS,
  englishOf,
  isMessageKey,
  message,
  type ErrorCode,
  type MessageKey,
  type ParamsArgument,
  type TErrorDetail,
  type TMessage,
} from '@godown/shared';

/**
 * What a refusal says: a message by key (docs/domain.md#messages), or, while a module still says
 * its refusals in English, that English text.
 */
export type Said = TMessage | string;

/** An error the API answers with its own code, status and message. Services throw these. */
export class AppError extends Error {
  readonly status: number;
  /** The message key and its parameters, sent beside the English `message`. */
  readonly said?: TMessage;

  constructor(
    readonly code: ErrorCode,
    said: Said,
    readonly details?: TErrorDetail[],
  ) {
    super(typeof said === 'string' ? said : englishOf(said));
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    if (typeof said !== 'string') this.said = said;
  }
}

/** The message of a helper's arguments: a key with its parameters, or English text. */
function saidOf(keyOrText: string, params: unknown[]): Said {
  return isMessageKey(keyOrText)
    ? (message as (key: MessageKey, ...rest: unknown[]) => TMessage)(keyOrText, ...params)
    : keyOrText;
}

/** A problem with one field of a request, by key, for an error's details. */
export function fieldProblem<K extends MessageKey>(
  path: TErrorDetail['path'],
  key: K,
  ...params: ParamsArgument<K>
): TErrorDetail {
  const said = (message as (key: K, ...rest: ParamsArgument<K>) => TMessage)(key, ...params);
  return said.params
    ? { path, reason: said.reason, params: said.params, message: englishOf(said) }
    : { path, reason: said.reason, message: englishOf(said) };
}

export function notFound<K extends MessageKey>(key: K, ...params: ParamsArgument<K>): AppError;
/** A 404 in English (`<what> not found`), for a module not yet saying it by key. */
export function notFound(what: string): AppError;
export function notFound(keyOrWhat: string, ...params: unknown[]): AppError {
  return new AppError(
    'NOT_FOUND',
    isMessageKey(keyOrWhat) ? saidOf(keyOrWhat, params) : `${keyOrWhat} not found`,
  );
}

export function conflict<K extends MessageKey>(key: K, ...params: ParamsArgument<K>): AppError;
export function conflict(message: string): AppError;
export function conflict(keyOrText: string, ...params: unknown[]): AppError {
  return new AppError('CONFLICT', saidOf(keyOrText, params));
}

export function forbidden<K extends MessageKey>(key: K, ...params: ParamsArgument<K>): AppError;
export function forbidden(message?: string): AppError;
export function forbidden(keyOrText: string = 'auth.forbidden', ...params: unknown[]): AppError {
  return new AppError('FORBIDDEN', saidOf(keyOrText, params));
}

export function unauthorized<K extends MessageKey>(key: K, ...params: ParamsArgument<K>): AppError;
export function unauthorized(message?: string): AppError;
export function unauthorized(keyOrText: string = 'auth.required', ...params: unknown[]): AppError {
  return new AppError('UNAUTHORIZED', saidOf(keyOrText, params));
}

/** A 400: a message (`message(key, params)`, or a key alone) and the problems with its fields. */
export function badRequest(said: Said, details?: TErrorDetail[]): AppError {
  return new AppError(
    'BAD_REQUEST',
    typeof said === 'string' && isMessageKey(said) ? { reason: said } : said,
    details,
  );
}

/** An error and the causes it wraps, outermost first (drizzle wraps driver errors). */
export function* causeChain(
  error: unknown,
  maxDepth = 5,
): Generator<{ code?: unknown; message?: unknown; constraint?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < maxDepth && typeof current === 'object' && current !== null; depth++) {
    yield current as { code?: unknown; message?: unknown; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The first PostgreSQL error (a five-character SQLSTATE code) in an error's cause chain. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (const candidate of causeChain(error)) {
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
  }
  return undefined;
}

/** The constraint name when `error` is a unique violation, else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  const pgError = pgErrorOf(error);
  return pgError?.code === '23505' ? (pgError.constraint ?? 'unique') : undefined;
}

/**
 * True when a delete was refused because other rows still refer to the row: a foreign key
 * violation (23503) or, for ON DELETE RESTRICT keys, a restrict violation (23001).
 */
export function isReferencedRow(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '23503' || code === '23001';
}
