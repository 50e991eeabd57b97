import { Modal } from '@mantine/core';
import type { TCounterSale, TInvoice } from '@godown/shared';
import { failureWithReason } from '../../api/client';
import { CreditCheckForm } from '../../components/credit-check-form';
import { m } from '../../paraglide/messages.js';
import { useSellAtCounter } from './invoices-api';

interface CounterCreditCheckModalProps {
  /** The sale the credit check refused, sent again as it was with an admin's reason. */
  sale: TCounterSale;
  /** The customer's name, as the form chose them. */
  customerName: string;
  /** The credit check's refusal, in the language of the page. */
  refusal: string;
  opened: boolean;
  /** Admins may sell past it, with a reason; staff read why and close it. */
  isAdmin: boolean;
  onClose: () => void;
  /** The sale made past the check: its invoice, issued. */
  onSold: (invoice: TInvoice) => void;
}

/**
 * The credit check refused a counter sale left unpaid, in whole or in part: why, a link to the
 * customer's ledger, and for an admin Sell anyway with a reason (kept in the audit log).
 */
export function CounterCreditCheckModal({
  opened,
  onClose,
  customerName,
  ...rest
}: CounterCreditCheckModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={m.invoices_counter_credit_check_title({ customer: customerName })}
    >
      {/* Unmounted once closed: a fresh form (no reason typed, no failure) each time it opens. */}
      <SellAnyway onClose={onClose} customerName={customerName} {...rest} />
    </Modal>
  );
}

function SellAnyway({
  sale,
  customerName,
  refusal,
  isAdmin,
  onClose,
  onSold,
}: Omit<CounterCreditCheckModalProps, 'opened'>) {
  const sell = useSellAtCounter();
  return (
    <CreditCheckForm
      refusal={refusal}
      customer={{ id: sale.customerId, name: customerName }}
      isAdmin={isAdmin}
      onClose={onClose}
      onOverride={(overrideReason) => sell.mutate({ ...sale, overrideReason }, { onSuccess: onSold })}
      isOverriding={sell.isPending}
      overrideError={sell.isError ? failureWithReason(sell.error, m.invoices_counter_sell_failed()) : null}
      words={{
        reason: m.invoices_counter_override_reason(),
        reasonRequired: m.invoices_counter_override_reason_required(),
        adminOnly: m.invoices_counter_override_admin_only(),
        override: m.invoices_counter_sell_anyway(),
      }}
    />
  );
}
