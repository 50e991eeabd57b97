import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  API_BASE_PATH,
  type FileFormat,
  type ImportKind,
  type TImportMapping,
  type TImportReport,
} from '@godown/shared';
import { badResponseError, networkError, signOutAfterUnauthorized, toApiError } from '../../api/client';
import { downloadFile } from '../../api/download';
import { refreshedByImport } from '../../api/query-keys';
import { getToken } from '../../lib/session';
import { createLineReader, parseStreamLine, type ImportProgress } from './import-stream';

const NDJSON = 'application/x-ndjson';

/** One run of an import: a dry run (a check that writes nothing) or the real one. */
export interface ImportRequest {
  kind: ImportKind;
  file: File;
  /** Column key -> the file's header (null: not read); without one the server guesses from the headers. */
  mapping?: TImportMapping;
  dryRun: boolean;
  skipBadRows?: boolean;
  /** Users only: one-time passwords for the new users, or no sign-in yet. */
  passwords?: 'one-time' | 'none';
}

function importUrl({ kind, dryRun, skipBadRows = false, passwords }: ImportRequest): string {
  const query = new URLSearchParams({ dryRun: String(dryRun), skipBadRows: String(skipBadRows) });
  if (passwords && kind === 'users') query.set('passwords', passwords);
  return `${API_BASE_PATH}/import/${kind}?${query.toString()}`;
}

/**
 * Sends a file to `POST /import/{kind}` and answers its report. XMLHttpRequest rather than fetch:
 * it reports the upload's progress, and its text can be read while the answer streams, one line
 * per chunk of rows (import-stream.ts). Throws an ApiError with the server's message when it
 * refuses (a real run with bad rows: 422, the rows in its details); an AbortError when `signal`
 * aborts.
 */
export function sendImport(
  request: ImportRequest,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<TImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const readLines = createLineReader();
    let report: TImportReport | null = null;
    let failure: Error | null = null;

    const consume = (isEnd: boolean) => {
      for (const line of readLines(xhr.responseText, isEnd)) {
        const parsed = parseStreamLine(line);
        if (parsed?.type === 'progress')
          onProgress({ phase: 'rows', done: parsed.done, total: parsed.total });
        else if (parsed?.type === 'report') report = parsed.report;
        else if (parsed?.type === 'error') failure = toApiError(parsed.status, parsed.body);
      }
    };

    xhr.open('POST', importUrl(request));
    xhr.setRequestHeader('Accept', NDJSON);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) =>
      onProgress({
        phase: 'upload',
        percent:
          event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null,
      });
    xhr.upload.onload = () => onProgress({ phase: 'reading' });
    xhr.onprogress = () => {
      if (xhr.status === 200) consume(false);
    };
    xhr.onload = () => {
      if (xhr.status !== 200) {
        // Refused before the stream began (no file, too large, not allowed): one JSON error envelope.
        if (xhr.status === 401) signOutAfterUnauthorized();
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          reject(badResponseError(xhr.status));
          return;
        }
        reject(toApiError(xhr.status, body));
        return;
      }
      consume(true);
      if (failure) reject(failure);
      else if (report) resolve(report);
      // The answer ended before its last line: the connection broke.
      else reject(networkError());
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The import was stopped', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The import was stopped', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }

    const form = new FormData();
    // The mapping goes first, so the server has it before the file's bytes.
    if (request.mapping) form.append('mapping', JSON.stringify(request.mapping));
    form.append('file', request.file, request.file.name);
    onProgress({ phase: 'upload', percent: 0 });
    xhr.send(form);
  });
}

/** Saves the empty template of an import (`GET /import/{kind}/template?format=`). */
export function downloadTemplate(kind: ImportKind, format: FileFormat): Promise<void> {
  return downloadFile(`/import/${kind}/template`, { format }, `godown-${kind}-template.${format}`);
}

/** Refreshes every screen a written import of `kind` can change (query-keys.ts, refreshedByImport). */
export function useRefreshAfterImport(): (kind: ImportKind) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (kind: ImportKind) => {
      await Promise.all(
        refreshedByImport[kind].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    [queryClient],
  );
}
