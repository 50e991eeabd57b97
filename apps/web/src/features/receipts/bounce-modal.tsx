import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCardOff } from '@tabler/icons-react';
import { formatRupees, type TReceipt } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { FormModal, ModalForm } from '../../components/form-modal';
import { m } from '../../paraglide/messages.js';
import { useBounceReceipt } from './receipts-api';

/** Most characters of a bounce's reason (the server's). */
const REASON_MAX = 300;

interface BounceModalProps {
  receipt: TReceipt;
  opened: boolean;
  onClose: () => void;
}

/**
 * Cheque bounced: asks why (the bank's words), then marks the receipt bounced. Its allocations are
 * undone, so the invoices it settled owe again; the receipt keeps its number.
 */
export function BounceModal({ receipt, opened, onClose }: BounceModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={m.receipts_bounce_title({ number: receipt.number })}>
      <BounceForm receipt={receipt} onDone={onClose} />
    </FormModal>
  );
}

function BounceForm({ receipt, onDone }: { receipt: TReceipt; onDone: () => void }) {
  const bounce = useBounceReceipt(receipt.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonError(m.receipts_bounce_reason_required());
      return;
    }
    setReasonError(null);
    bounce.mutate(
      { reason: text },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'red',
            title: m.receipts_bounced_title({ number: saved.number }),
            message: m.receipts_bounced_message({ amount: formatRupees(saved.amount) }),
          });
          onDone();
        },
      },
    );
  };

  return (
    <ModalForm
      onSubmit={submit}
      error={bounce.isError ? failureWithReason(bounce.error, m.receipts_bounce_failed()) : null}
      submitLabel={m.receipts_mark_bounced()}
      submitIcon={<IconCreditCardOff size={18} />}
      isSaving={bounce.isPending}
      onCancel={onDone}
    >
      <Text size="sm">
        {m.receipts_bounce_message({
          amount: formatRupees(receipt.amount),
          cheque: receipt.reference ?? '—',
        })}
      </Text>
      <Textarea
        label={m.receipts_bounce_reason()}
        placeholder={m.receipts_bounce_reason_placeholder()}
        required
        autosize
        minRows={2}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reasonError}
        data-autofocus
      />
    </ModalForm>
  );
}
