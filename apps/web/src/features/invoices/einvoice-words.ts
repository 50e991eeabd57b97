import type { EinvoiceDocumentKind, EinvoiceState } from '@godown/shared';
import { invoiceNotePath, invoicePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';

// The words of e-invoices (docs/domain.md#e-invoices), in the page's language.

/** Where a document stands with the portal. */
export function einvoiceStateLabel(state: EinvoiceState): string {
  switch (state) {
    case 'pending':
      return m.einvoices_state_pending();
    case 'registered':
      return m.einvoices_state_registered();
    case 'cancelPending':
      return m.einvoices_state_cancel_pending();
    case 'cancelled':
      return m.einvoices_state_cancelled();
  }
}

/** The badge colour of a state: what asks for work is orange or red. */
export const EINVOICE_STATE_COLORS: Readonly<Record<EinvoiceState, string>> = {
  pending: 'orange',
  registered: 'teal',
  cancelPending: 'red',
  cancelled: 'gray',
};

export function einvoiceKindLabel(kind: EinvoiceDocumentKind): string {
  switch (kind) {
    case 'invoice':
      return m.einvoices_kind_invoice();
    case 'credit':
      return m.einvoices_kind_credit();
    case 'debit':
      return m.einvoices_kind_debit();
  }
}

/** The page of a document the portal registers. */
export const einvoiceDocumentPath = (kind: EinvoiceDocumentKind, id: string): string =>
  kind === 'invoice' ? invoicePath(id) : invoiceNotePath(id);

/** The portal's reasons for cancelling an IRN, by its code. */
export function cancelReasonLabel(code: '1' | '2' | '3' | '4'): string {
  return {
    '1': m.einvoices_reason_1,
    '2': m.einvoices_reason_2,
    '3': m.einvoices_reason_3,
    '4': m.einvoices_reason_4,
  }[code]();
}
