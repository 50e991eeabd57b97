import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TSalesOrder } from '@godown/shared';
import { failureWithReason } from '../../api/client';
import { CreditCheckForm } from '../../components/credit-check-form';
import { salesOrderStatusLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import { useConfirmAnyway } from './sales-orders-api';

interface CreditCheckModalProps {
  order: TSalesOrder;
  /** The credit check's refusal, in the language of the page. */
  refusal: string;
  opened: boolean;
  /** Admins may confirm past it, with a reason; staff read why and close it. */
  isAdmin: boolean;
  onClose: () => void;
  /** Says what a confirmed order did (the units held, those waiting for stock). */
  confirmedMessage: (order: TSalesOrder) => string;
}

/**
 * The credit check refused to confirm the order: why (the customer's limit, what they owe, their
 * oldest overdue invoice), a link to their ledger, and for an admin Confirm anyway with a reason.
 */
export function CreditCheckModal({ opened, onClose, order, ...rest }: CreditCheckModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.sales_credit_check_title({ number: order.number })}>
      {/* Unmounted once closed: a fresh form (no reason typed, no failure) each time it opens. */}
      <ConfirmAnyway order={order} onClose={onClose} {...rest} />
    </Modal>
  );
}

function ConfirmAnyway({
  order,
  refusal,
  isAdmin,
  onClose,
  confirmedMessage,
}: Omit<CreditCheckModalProps, 'opened'>) {
  const confirm = useConfirmAnyway(order.id);
  return (
    <CreditCheckForm
      refusal={refusal}
      customer={order.customer}
      isAdmin={isAdmin}
      onClose={onClose}
      onOverride={(reason) =>
        confirm.mutate(reason, {
          onSuccess: (saved) => {
            notifications.show({
              color: 'teal',
              title: `${saved.number}: ${salesOrderStatusLabel(saved.status)}`,
              message: confirmedMessage(saved),
            });
            onClose();
          },
        })
      }
      isOverriding={confirm.isPending}
      overrideError={confirm.isError ? failureWithReason(confirm.error, m.sales_change_order_failed()) : null}
      words={{
        reason: m.sales_override_reason(),
        reasonRequired: m.sales_override_reason_required(),
        adminOnly: m.sales_override_admin_only(),
        override: m.sales_confirm_anyway(),
      }}
    />
  );
}
