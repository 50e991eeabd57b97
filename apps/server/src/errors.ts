import {
  ERROR_STATUS,
  englishOf,
  message,
  type ErrorCode,
  type MessageKey,
  type ParamsArgument,
  type TErrorDetail,
  type TMessage,
} from '@godown/shared';

/** An error the API answers with its own code and status, by message key (docs/domain.md#messages). */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    /** The message key and its parameters, sent beside their English (`message`). */
    readonly said: TMessage,
    readonly details?: TErrorDetail[],
  ) {
    super(englishOf(said));
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/** The message of a helper's arguments: a key with its parameters. */
const saidOf = <K extends MessageKey>(key: K, params: ParamsArgument<K>): TMessage =>
  (message as (key: K, ...rest: ParamsArgument<K>) => TMessage)(key, ...params);

/** A problem with one field of a request, by key, for an error's details. */
export function fieldProblem<K extends MessageKey>(
  path: TErrorDetail['path'],
  key: K,
  ...params: ParamsArgument<K>
): TErrorDetail {
  const said = saidOf(key, params);
  return said.params
    ? { path, reason: said.reason, params: said.params, message: englishOf(said) }
    : { path, reason: said.reason, message: englishOf(said) };
}

export const notFound = <K extends MessageKey>(key: K, ...params: ParamsArgument<K>) =>
  new AppError('NOT_FOUND', saidOf(key, params));

export const conflict = <K extends MessageKey>(key: K, ...params: ParamsArgument<K>) =>
  new AppError('CONFLICT', saidOf(key, params));

/** A 403: by default "You do not have permission to do this". */
export function forbidden<K extends MessageKey>(key: K, ...params: ParamsArgument<K>): AppError;
export function forbidden(): AppError;
export function forbidden(key: MessageKey = 'auth.forbidden', ...params: unknown[]): AppError {
  return new AppError('FORBIDDEN', saidOf(key, params as ParamsArgument<MessageKey>));
}

export const unauthorized = <K extends MessageKey>(key: K, ...params: ParamsArgument<K>) =>
  new AppError('UNAUTHORIZED', saidOf(key, params));

/** A 400: a message (`message(key, params)`, or a key without parameters) and its fields' problems. */
export const badRequest = (said: TMessage | MessageKey, details?: TErrorDetail[]) =>
  new AppError('BAD_REQUEST', typeof said === 'string' ? { reason: said } : said, details);

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
