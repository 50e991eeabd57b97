import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { TRANSPORT_MESSAGES, type TTransport } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
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
      title: m.transportation_cancel_package({ packageId: transport.packageId }),
      centered: true,
      children: <Text size="sm">{localizeText(TRANSPORT_MESSAGES.cancelConfirm)}</Text>,
      // "Cancel" on both buttons would be ambiguous: one cancels the transport, one keeps it.
      labels: { confirm: m.transportation_cancel_transport(), cancel: m.transportation_keep_transport() },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setError(null);
        cancel.mutate(transport._id, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              title: m.transportation_transport_cancelled(),
              message: transport.packageId,
            }),
          onError: (cause) => setError(failureWithReason(cause, m.transportation_cancel_failed())),
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
