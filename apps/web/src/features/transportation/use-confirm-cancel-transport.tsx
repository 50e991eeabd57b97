import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { TRANSPORT_MESSAGES, type TTransport } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { useCancelTransport } from './transportation-api';

/**
 * Cancelling a transport: the fixed question in a confirmation naming the package, then
 * `POST /transports/{id}/cancel`, after which the list has reloaded. A refusal (409: delivered or
 * already cancelled) says why after the screen's message.
 */
export function useConfirmCancelTransport() {
  const cancel = useCancelTransport();
  const [error, setError] = useState<string | null>(null);

  const confirmCancel = (transport: TTransport) => {
    modals.openConfirmModal({
      title: `Cancel ${transport.packageId}`,
      centered: true,
      children: <Text size="sm">{TRANSPORT_MESSAGES.cancelConfirm}</Text>,
      // "Cancel" on both buttons would be ambiguous: one cancels the transport, one keeps it.
      labels: { confirm: 'Cancel Transport', cancel: 'Keep Transport' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setError(null);
        cancel.mutate(transport._id, {
          onSuccess: () =>
            notifications.show({ color: 'teal', title: 'Transport cancelled', message: transport.packageId }),
          onError: (cause) => setError(failureWithReason(cause, 'Failed to cancel transport')),
        });
      },
    });
  };

  return {
    confirmCancel,
    error,
    /** The id of the transport being cancelled right now, if any. */
    cancellingId: cancel.isPending ? cancel.variables : null,
  };
}
