import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconTruckDelivery } from '@tabler/icons-react';
import { BATCH_LIMITS } from '@godown/shared';
import { useState } from 'react';
import { m } from '../../paraglide/messages.js';
import { overrideReasonError } from './transport-form';

interface ExpiredDispatchOverrideProps {
  /** The server's refusal, naming the expired batches. */
  message: string;
  isSaving: boolean;
  onDispatch: (reason: string) => void;
  onDismiss: () => void;
}

/**
 * An admin's way past the refusal to dispatch expired units: the refusal, a reason (kept in the
 * stock history with the units), and "Dispatch anyway" sending the same change with it.
 */
export function ExpiredDispatchOverride({
  message,
  isSaving,
  onDispatch,
  onDismiss,
}: ExpiredDispatchOverrideProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    const problem = overrideReasonError(reason);
    setError(problem);
    if (!problem) onDispatch(reason);
  };
  return (
    <Paper withBorder radius="md" p="md" role="alert" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={18} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} />
          <Text size="sm">{message}</Text>
        </Group>
        <TextInput
          label={m.transportation_expired_reason_label()}
          placeholder={m.transportation_expired_reason_example()}
          description={m.transportation_expired_reason_description()}
          withAsterisk
          maxLength={BATCH_LIMITS.overrideReasonMax}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          // Enter sends the reason, not the form around it (which would be refused again).
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            send();
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDismiss} disabled={isSaving}>
            {m.transportation_keep_pending()}
          </Button>
          <Button color="red" leftSection={<IconTruckDelivery size={18} />} loading={isSaving} onClick={send}>
            {m.transportation_dispatch_anyway()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
