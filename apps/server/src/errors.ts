import { ERROR_STATUS, type ErrorCode, type TErrorDetail } from '@godown/shared';

/** An error the API answers with its own code, status and message. Services throw these. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: TErrorDetail[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const badRequest = (message: string, details?: TErrorDetail[]) =>
  new AppError('BAD_REQUEST', message, details);

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
