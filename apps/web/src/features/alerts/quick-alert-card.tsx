import { Box, Button, Group, Paper, Select, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellPlus } from '@tabler/icons-react';
import {
  ALERT_LIMITS,
  ALERT_MESSAGES,
  ALERT_TYPE_LABELS,
  QUICK_ALERT_TYPES,
  type QuickAlertType,
  type TAlert,
} from '@godown/shared';
import { useState, type FormEvent } from 'react';
import { ErrorLine } from '../../components/error-line';
import { failureWithReason } from '../../api/client';
import { useTriggerAlert } from './alerts-api';

const TYPE_OPTIONS = QUICK_ALERT_TYPES.map((type) => ({ value: type, label: ALERT_TYPE_LABELS[type] }));

/**
 * The "Trigger Test Alert" card of the Alerts screen: a quick type and a message. A message that is
 * blank once trimmed sends nothing (docs/domain.md#screens-and-fixed-texts, Forms); a sent one is
 * cleared once the alert exists.
 */
export function QuickAlertCard({ onTriggered }: { onTriggered: (alert: TAlert) => void }) {
  const trigger = useTriggerAlert();
  const [type, setType] = useState<QuickAlertType>(QUICK_ALERT_TYPES[0]);
  const [message, setMessage] = useState('');
  const [hint, setHint] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setHint(ALERT_MESSAGES.messageRequired);
      return;
    }
    setHint(null);
    trigger.mutate(
      { type, message: text },
      {
        onSuccess: (alert) => {
          // Only the message sent is cleared: anything typed since stays.
          setMessage((current) => (current.trim() === text ? '' : current));
          notifications.show({ color: 'teal', title: 'Alert triggered', message: alert.message });
          onTriggered(alert);
        },
      },
    );
  };

  return (
    <Paper component="section" aria-label="Trigger Test Alert" withBorder radius="md" p="lg">
      <Title order={3} size="h4">
        Trigger Test Alert
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Raise an alert by hand to check that everyone sees it.
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label="Alert type"
            data={TYPE_OPTIONS}
            value={type}
            allowDeselect={false}
            onChange={(value) => {
              const chosen = QUICK_ALERT_TYPES.find((t) => t === value);
              if (chosen) setType(chosen);
            }}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label="Alert message"
            placeholder="e.g. Fire drill at 3 pm"
            value={message}
            maxLength={ALERT_LIMITS.messageMax}
            onChange={(event) => {
              setMessage(event.currentTarget.value);
              setHint(null);
            }}
            error={hint}
            style={{ flex: '3 1 260px' }}
          />
          <Button
            type="submit"
            loading={trigger.isPending}
            leftSection={<IconBellPlus size={18} />}
            // Level with the inputs, under their labels.
            mt={{ base: 0, sm: 25 }}
          >
            Trigger
          </Button>
        </Group>
      </form>
      {trigger.isError ? (
        <Box mt="sm">
          <ErrorLine message={failureWithReason(trigger.error, 'Failed to trigger alert')} />
        </Box>
      ) : null}
    </Paper>
  );
}
