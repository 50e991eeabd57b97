import {
  GST_STATE_CODES,
  type EwayBillCancelReason,
  type EwayBillState,
  type EwayBillVehicleReason,
} from '@godown/shared';
import { appLocale } from '../../lib/i18n';
import { labelText } from '../../lib/messages/render';
import { m } from '../../paraglide/messages.js';

// The words of e-way bills (docs/domain.md#e-way-bills), in the page's language.

/** Where a consignment stands. */
export function ewayBillStateLabel(state: EwayBillState): string {
  switch (state) {
    case 'notNeeded':
      return m.ewaybills_state_not_needed();
    case 'needed':
      return m.ewaybills_state_needed();
    case 'active':
      return m.ewaybills_state_active();
    case 'waived':
      return m.ewaybills_state_waived();
    case 'cancelled':
      return m.ewaybills_state_cancelled();
  }
}

/** The badge colour of a state: what asks for work is orange. */
export const EWAYBILL_STATE_COLORS: Readonly<Record<EwayBillState, string>> = {
  notNeeded: 'gray',
  needed: 'orange',
  active: 'teal',
  waived: 'grape',
  cancelled: 'orange',
};

/** Why the vehicle changed (the portal's Part-B reasons). */
export function vehicleReasonLabel(reason: EwayBillVehicleReason): string {
  return {
    breakdown: m.ewaybills_vehicle_reason_breakdown,
    transhipment: m.ewaybills_vehicle_reason_transhipment,
    others: m.ewaybills_vehicle_reason_others,
    firstTime: m.ewaybills_vehicle_reason_first_time,
  }[reason]();
}

/** Why a bill was cancelled (the portal's reasons). */
export function cancelReasonLabel(reason: EwayBillCancelReason): string {
  return {
    duplicate: m.ewaybills_cancel_reason_duplicate,
    orderCancelled: m.ewaybills_cancel_reason_order_cancelled,
    dataEntryMistake: m.ewaybills_cancel_reason_data_entry_mistake,
    others: m.ewaybills_cancel_reason_others,
  }[reason]();
}

/** A GST state's name in the page's language (Maharashtra, महाराष्ट्र); its code when unknown. */
export const gstStateName = (code: string): string => labelText('gstState', code);

/** The choices of a state picker: every GST state by name in the page's order, with its code. */
export function gstStateOptions(): { value: string; label: string }[] {
  const collator = new Intl.Collator(appLocale());
  return GST_STATE_CODES.map((code) => ({ value: code, label: `${gstStateName(code)} (${code})` })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
