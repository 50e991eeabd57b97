import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  EinvoiceState,
  TEinvoiceAnswerBody,
  TEinvoiceCancellationBody,
  TEinvoiceList,
  TEinvoiceRecorded,
} from '@godown/shared';
import { api } from '../../api/client';
import { downloadFile } from '../../api/download';
import { invoiceKeys, refreshedByNotes } from '../../api/invoice-keys';
import { useRefreshingMutation } from '../../api/query-client';

// e-Invoices (docs/domain.md#e-invoices): where each document stands with the portal, the portal's
// JSON to upload, and its answers recorded. Under the invoices' key: recording an IRN changes what an
// invoice's and a note's page show, and issuing or cancelling changes this list.

/** The documents of some days in one state (null: every state), one page. */
export interface EinvoiceListParams {
  from: string;
  to: string;
  registration: string | null;
  state: EinvoiceState | null;
  /** 1-based page number. */
  page: number;
}

export const EINVOICE_PAGE_SIZE = 50;

export function useEinvoicesQuery(params: EinvoiceListParams) {
  return useQuery({
    queryKey: [...invoiceKeys.all, 'einvoices', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        from: params.from,
        to: params.to,
        limit: String(EINVOICE_PAGE_SIZE),
        offset: String((params.page - 1) * EINVOICE_PAGE_SIZE),
      });
      if (params.registration) query.set('registration', params.registration);
      if (params.state) query.set('state', params.state);
      return api.get<TEinvoiceList>(`/einvoices?${query.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** `POST /einvoices/answers`: the portal's answer recorded on the documents it names. */
export function useRecordEinvoiceAnswer() {
  return useRefreshingMutation(refreshedByNotes, async (body: TEinvoiceAnswerBody) =>
    api.post<TEinvoiceRecorded>('/einvoices/answers', body),
  );
}

/** `POST /einvoices/cancellations` (admins): the portal's cancelling of IRNs recorded. */
export function useRecordEinvoiceCancelling() {
  return useRefreshingMutation(refreshedByNotes, async (body: TEinvoiceCancellationBody) =>
    api.post<TEinvoiceRecorded>('/einvoices/cancellations', body),
  );
}

/** The portal's JSON of the days' documents awaiting an IRN (the server names the file). */
export const downloadEinvoiceFile = (params: { from: string; to: string; registration: string | null }) =>
  downloadFile('/einvoices/file', params, `einvoices-${params.from}-to-${params.to}.json`);

const fileName = (number: string) => `einvoice-${number.toUpperCase().replace(/[^\w-]+/g, '-')}.json`;

/** One invoice's e-invoice JSON. */
export const downloadInvoiceEinvoice = (id: string, number: string) =>
  downloadFile(`/invoices/${encodeURIComponent(id)}/einvoice`, {}, fileName(number));

/** One credit or debit note's e-invoice JSON. */
export const downloadNoteEinvoice = (id: string, number: string) =>
  downloadFile(`/invoice-notes/${encodeURIComponent(id)}/einvoice`, {}, fileName(number));
