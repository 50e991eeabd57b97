import { API_BASE_PATH, type TErrorDetail } from '@godown/shared';
import { sayMessage } from '../lib/localize';
import { clearSession, getToken } from '../lib/session';
import { m } from '../paraglide/messages.js';

/** Code of an ApiError raised when the server could not be reached. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** Code of an ApiError raised when the server answered something that is not our JSON envelope. */
export const BAD_RESPONSE = 'BAD_RESPONSE';

/** An error answered by the API (or the failure to get an answer at all). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: TErrorDetail[] | undefined;
  /** The server's message key (docs/domain.md#messages): what a screen may act on, never the words. */
  readonly reason: string | undefined;

  constructor(status: number, code: string, message: string, details?: TErrorDetail[], reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.reason = reason;
  }

  /** True when the message was written by the server (an error envelope), not by this client. */
  get isFromServer(): boolean {
    return this.code !== NETWORK_ERROR && this.code !== BAD_RESPONSE;
  }
}

export interface RequestOptions {
  /**
   * Leave a 401 to the caller instead of signing out and going to /login. Login and register
   * show their 401 in the form; logout signs out anyway.
   */
  skipAuthRedirect?: boolean;
  signal?: AbortSignal;
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};

/** An ApiError for a call that got no answer (the network failed or the connection broke). */
export function networkError(): ApiError {
  return new ApiError(0, NETWORK_ERROR, m.shared_network_error());
}

/** An ApiError for an answer that is not the API's JSON. */
export function badResponseError(status: number): ApiError {
  return new ApiError(status, BAD_RESPONSE, m.shared_bad_response());
}

/**
 * What a 401 does: the session is cleared and the app goes to /login. `apiRequest` calls it itself;
 * a call sent another way (an upload with progress) calls it on a 401.
 */
export function signOutAfterUnauthorized(): void {
  clearSession();
  onUnauthorized();
}

/** Sets what happens after a 401 cleared the session (the app navigates with its router). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A detail of the server's envelope with its message in the current language. */
function localizedDetail(detail: TErrorDetail): TErrorDetail {
  return isObject(detail) && typeof detail.message === 'string'
    ? { ...detail, message: sayMessage(detail) }
    : detail;
}

/**
 * The ApiError of a failed answer: the server's code, message and details (their messages in the
 * current language), else a generic one.
 */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isObject(body) ? body.error : undefined;
  if (isObject(error) && typeof error.message === 'string') {
    const code = typeof error.code === 'string' ? error.code : `HTTP_${status}`;
    const details = Array.isArray(error.details)
      ? (error.details as TErrorDetail[]).map(localizedDetail)
      : undefined;
    const reason = typeof error.reason === 'string' ? error.reason : undefined;
    return new ApiError(status, code, sayMessage({ ...error, message: error.message }), details, reason);
  }
  return badResponseError(status);
}

/**
 * Calls `API_BASE_PATH + path` and returns the `data` of the success envelope. Throws an ApiError
 * with the server's code and message for an error envelope, and a generic one when the network
 * fails or the body is not JSON. Every call carries the bearer token from localStorage.
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }

  if (response.status === 401 && !options.skipAuthRedirect) signOutAfterUnauthorized();

  const text = await response.text().catch(() => null);
  let parsed: unknown;
  if (text === null) {
    throw new ApiError(response.status, NETWORK_ERROR, m.shared_network_error());
  }
  if (text === '') {
    parsed = undefined;
  } else {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badResponseError(response.status);
    }
  }

  if (!response.ok) throw toApiError(response.status, parsed);
  if (parsed === undefined) return undefined as T;
  if (isObject(parsed) && 'data' in parsed) return parsed.data as T;
  throw badResponseError(response.status);
}

/** Shorthands for the four methods the API uses. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, body, options),
};

/**
 * The message to show for a failed call: the server's own message when it sent one, `fallback`
 * when it answered without one, and `unexpected` when there was no usable answer at all.
 */
export function errorMessage(error: unknown, fallback: string, unexpected = fallback): string {
  if (error instanceof ApiError) {
    if (error.isFromServer) return error.message || fallback;
    return error.code === BAD_RESPONSE ? fallback : unexpected;
  }
  return unexpected;
}

/**
 * A screen's failure message, with the server's reason when it refused the request (a 4xx with the
 * error envelope: "Failed to delete user: Admin accounts cannot be deleted"); network failures and
 * server errors show the screen's message alone (docs/domain.md#screens-and-fixed-texts).
 */
export function failureWithReason(error: unknown, message: string): string {
  return error instanceof ApiError && error.isFromServer && error.status < 500
    ? `${message}: ${error.message}`
    : message;
}

/** An unknown id (404) and a malformed one (400) both mean there is no such record. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The field problems the server attached to a refusal (`details` of a 400), as form errors keyed by
 * field path; `fieldOf` maps a body path to the form's own field where the two differ.
 */
export function serverFieldErrors(
  error: unknown,
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> {
  if (!(error instanceof ApiError) || !error.details) return {};
  return Object.fromEntries(
    error.details.map((detail) => [fieldOf(detail.path.map(String).join('.')), detail.message]),
  );
}
