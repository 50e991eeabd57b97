import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsSplit2 } from '@tabler/icons-react';
import { formatRupees, type TReceipt } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { FormModal, ModalForm } from '../../components/form-modal';
import { m } from '../../paraglide/messages.js';
import { InvoiceAllocations } from './invoice-allocations';
import { allocateRequest, type InvoiceAmounts } from './receipt-form';
import { useAllocateReceipt, useCustomerInvoicesQuery } from './receipts-api';

interface AllocateModalProps {
  receipt: TReceipt;
  opened: boolean;
  onClose: () => void;
}

/** Allocate: what is on account of a receipt, to the customer's invoices chosen, an amount each. */
export function AllocateModal({ receipt, opened, onClose }: AllocateModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="xl"
      isFullScreenOnPhone
      title={m.receipts_allocate_title({ number: receipt.number })}
    >
      <AllocateForm receipt={receipt} onDone={onClose} />
    </FormModal>
  );
}

function AllocateForm({ receipt, onDone }: { receipt: TReceipt; onDone: () => void }) {
  const allocate = useAllocateReceipt(receipt.id);
  const invoices = useCustomerInvoicesQuery(receipt.customer.id);
  const [amounts, setAmounts] = useState<InvoiceAmounts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = allocateRequest(amounts, receipt.onAccount);
    if (request.errors) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    allocate.mutate(request.body, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: m.receipts_allocated_title({ number: saved.number }),
          message: m.receipts_allocated_message({ onAccount: formatRupees(saved.onAccount) }),
        });
        onDone();
      },
    });
  };

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={allocate.isError ? failureWithReason(allocate.error, m.receipts_allocate_failed()) : null}
      submitLabel={m.receipts_allocate()}
      submitIcon={<IconArrowsSplit2 size={18} />}
      isSaving={allocate.isPending}
      onCancel={onDone}
    >
      <Text size="sm">{m.receipts_allocate_message({ onAccount: formatRupees(receipt.onAccount) })}</Text>
      <InvoiceAllocations
        invoices={invoices.data?.invoices}
        isLoading={invoices.isPending}
        error={invoices.isError ? m.receipts_fetch_invoices_failed() : null}
        amounts={amounts}
        onChange={(invoiceId, amount) => {
          setAmounts((current) => ({ ...current, [invoiceId]: amount }));
          setErrors({});
        }}
        errors={errors}
      />
    </ModalForm>
  );
}
