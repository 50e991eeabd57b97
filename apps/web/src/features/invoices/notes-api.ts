import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { NoteKind, TNote, TNoteCreate, TNoteList, TSalesReturn, TSalesReturnList } from '@godown/shared';
import { api } from '../../api/client';
import { downloadFile } from '../../api/download';
import { noteKeys, orderReturnsKey, refreshedByNotes } from '../../api/invoice-keys';
import { listParams } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';

// Credit and debit notes (docs/domain.md#credit-and-debit-notes): the list, an invoice's notes, one
// note, making one against an invoice (from a return of a shipment it bills, or by amounts per
// line), and the PDF.

/** One page of notes: the kind (null: both), the applied search and the page. */
export interface NoteListParams {
  kind: NoteKind | null;
  search: string;
  /** 1-based page number. */
  page: number;
}

const noteUrl = (id: string, rest = '') => `/invoice-notes/${encodeURIComponent(id)}${rest}`;
type NoteAnswer = { note: TNote };

/** A page of notes, the latest first; the previous page stays on screen while the next loads. */
export function useNotesQuery(params: NoteListParams) {
  return useQuery({
    queryKey: noteKeys.list(params),
    queryFn: ({ signal }) => {
      const query = listParams(params.search.trim(), params.page);
      if (params.kind) query.set('kind', params.kind);
      return api.get<TNoteList>(`/invoice-notes?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** Most notes an invoice's page lists (the server's page limit: an invoice has a handful). */
const INVOICE_NOTES_LIMIT = 200;

/** The notes against one invoice, the latest first. */
export function useInvoiceNotesQuery(invoiceId: string) {
  return useQuery({
    queryKey: noteKeys.list({ invoice: invoiceId }),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ invoice: invoiceId, limit: String(INVOICE_NOTES_LIMIT) });
      return api.get<TNoteList>(`/invoice-notes?${query.toString()}`, { signal });
    },
  });
}

/** One note as it was issued; a 404 or 400 means there is none. */
export function useNoteQuery(id: string) {
  return useQuery({
    queryKey: noteKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<NoteAnswer>(noteUrl(id), { signal })).note,
  });
}

/** `POST /invoices/{id}/notes`: a credit or debit note against the invoice, numbered in its series. */
export function useIssueNote(invoiceId: string) {
  return useRefreshingMutation(
    refreshedByNotes,
    async (body: TNoteCreate) =>
      (await api.post<NoteAnswer>(`/invoices/${encodeURIComponent(invoiceId)}/notes`, body)).note,
  );
}

/** Most returns of one sales order read at once (the server's page limit). */
const RETURNS_LIMIT = 1000;

/**
 * The returns of the invoice's sales orders (`GET /sales-returns?salesOrder=`, one call an order),
 * newest first; `data` is undefined until every order's have come.
 */
export function useOrderReturnsQuery(salesOrderIds: readonly string[], enabled: boolean) {
  return useQueries({
    queries: salesOrderIds.map((id) => ({
      queryKey: orderReturnsKey(id),
      enabled,
      queryFn: ({ signal }: { signal: AbortSignal }) => {
        const query = new URLSearchParams({ salesOrder: id, limit: String(RETURNS_LIMIT) });
        return api.get<TSalesReturnList>(`/sales-returns?${query.toString()}`, { signal });
      },
    })),
    combine: (results) => ({
      data: results.every((result) => result.isSuccess)
        ? results.flatMap((result) => result.data?.salesReturns ?? ([] as TSalesReturn[]))
        : undefined,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}

/** The note as the A4 PDF the server prints (its file name is the server's). */
export const downloadNotePdf = (note: Pick<TNote, 'id' | 'kind' | 'number'>) =>
  downloadFile(noteUrl(note.id, '/pdf'), {}, `${note.kind}-note-${note.number.replace(/[^\w-]+/g, '-')}.pdf`);
