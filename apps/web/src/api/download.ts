import { API_BASE_PATH } from '@godown/shared';
import { getToken } from '../lib/session';
import { ApiError } from './client';
import { sayMessage } from '../lib/localize';
import { m } from '../paraglide/messages.js';

/** Query parameters of a download; empty values are left out. */
export type DownloadParams = Record<string, string | number | boolean | null | undefined>;

function queryString(params: DownloadParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The file name the server gave in Content-Disposition, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="([^"]+)"/i.exec(header);
  const name = match?.[1] ? decodeURIComponent(match[1]) : match?.[2];
  return name || fallback;
}

/**
 * Fetches a file from the API with the session's token and saves it through the browser (an
 * anchor with a blob URL: a plain link could not send the token). Throws an ApiError with the
 * server's message when it refuses.
 */
export async function downloadFile(
  path: string,
  params: DownloadParams,
  fallbackName: string,
): Promise<void> {
  await saveResponse(
    await fetch(`${API_BASE_PATH}${path}${queryString(params)}`, { headers: authHeaders() }),
    fallbackName,
  );
}

/** Like downloadFile, for a file the API makes from a JSON body (POST): a label sheet. */
export async function downloadPostedFile(path: string, body: unknown, fallbackName: string): Promise<void> {
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    method: 'POST',
    headers: { ...authHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await saveResponse(response, fallbackName);
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The server's refusal of a file call as an ApiError. */
async function refusalOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; reason?: string; params?: unknown; message?: string };
  } | null;
  const error = body?.error;
  return new ApiError(
    response.status,
    error?.code ?? `HTTP_${response.status}`,
    error?.message ? sayMessage({ ...error, message: error.message }) : m.common_download_failed(),
  );
}

/**
 * Fetches a file the API answers with the session's token (an image: an <img> could not send the
 * token) as a Blob, for an object URL; throws the server's refusal as an ApiError.
 */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(`${API_BASE_PATH}${path}`, { headers: authHeaders(), signal });
  if (!response.ok) throw await refusalOf(response);
  return response.blob();
}

/** Saves a file answer through the browser, or throws the server's refusal as an ApiError. */
async function saveResponse(response: Response, fallbackName: string): Promise<void> {
  if (!response.ok) throw await refusalOf(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileNameOf(response, fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
