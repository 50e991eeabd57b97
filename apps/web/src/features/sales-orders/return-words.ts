import type { SalesReturnDisposition, SalesReturnLineState, SalesReturnReason } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

// The words of returns, in the user's language (SALES_RETURN_REASON_LABELS and friends in English).

const REASONS: Readonly<Record<SalesReturnReason, () => string>> = {
  damaged: m.fulfilment_reason_damaged,
  expired: m.fulfilment_reason_expired,
  wrongItem: m.fulfilment_reason_wrong_item,
  excess: m.fulfilment_reason_excess,
  other: m.fulfilment_reason_other,
};
export const returnReasonLabel = (reason: SalesReturnReason) => REASONS[reason]();

const DISPOSITIONS: Readonly<Record<SalesReturnDisposition, () => string>> = {
  quarantine: m.fulfilment_to_quarantine,
  restock: m.fulfilment_to_stock,
  writeOff: m.fulfilment_to_write_off,
};
export const dispositionLabel = (disposition: SalesReturnDisposition) => DISPOSITIONS[disposition]();

const STATES: Readonly<Record<SalesReturnLineState, () => string>> = {
  quarantined: m.fulfilment_state_quarantined,
  restocked: m.fulfilment_state_restocked,
  writtenOff: m.fulfilment_state_written_off,
};
export const returnStateLabel = (state: SalesReturnLineState) => STATES[state]();
