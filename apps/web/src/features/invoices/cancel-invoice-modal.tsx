import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileOff } from '@tabler/icons-react';
import { INVOICE_LIMITS, type TInvoice } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { FormModal, ModalForm } from '../../components/form-modal';
import { m } from '../../paraglide/messages.js';
import { useCancelInvoice } from './invoices-api';

interface CancelInvoiceModalProps {
  invoice: TInvoice;
  opened: boolean;
  onClose: () => void;
}

/**
 * Cancel invoice (admins): asks why, then cancels it. The invoice keeps its number, lines and
 * totals; its shipments may be invoiced again.
 */
export function CancelInvoiceModal({ invoice, opened, onClose }: CancelInvoiceModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.invoices_cancel_title({ number: invoice.number ?? '' })}
    >
      <CancelForm invoice={invoice} onDone={onClose} />
    </FormModal>
  );
}

function CancelForm({ invoice, onDone }: { invoice: TInvoice; onDone: () => void }) {
  const cancel = useCancelInvoice(invoice.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonError(m.invoices_reason_required());
      return;
    }
    setReasonError(null);
    cancel.mutate(
      { reason: text },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'gray',
            title: m.invoices_cancelled_title({ number: saved.number ?? '' }),
            message: m.invoices_cancelled_message(),
          });
          onDone();
        },
      },
    );
  };

  return (
    <ModalForm
      onSubmit={submit}
      error={cancel.isError ? failureWithReason(cancel.error, m.invoices_cancel_failed()) : null}
      submitLabel={m.invoices_cancel_invoice()}
      submitIcon={<IconFileOff size={18} />}
      isSaving={cancel.isPending}
      onCancel={onDone}
    >
      <Text size="sm">{m.invoices_cancel_message()}</Text>
      <Textarea
        label={m.invoices_reason()}
        required
        autosize
        minRows={2}
        maxLength={INVOICE_LIMITS.reasonMax}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reasonError}
        data-autofocus
      />
    </ModalForm>
  );
}
