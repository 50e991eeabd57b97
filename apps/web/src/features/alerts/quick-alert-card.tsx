import { Box, Button, Group, Paper, Select, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellPlus } from '@tabler/icons-react';
import {
  ALERT_LIMITS,
  ALERT_MESSAGES,
  QUICK_ALERT_TYPES,
  type QuickAlertType,
  type TAlert,
} from '@godown/shared';
import { useState, type FormEvent } from 'react';
import { ErrorLine } from '../../components/error-line';
import { failureWithReason } from '../../api/client';
import { alertTypeLabel } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { useTriggerAlert } from './alerts-api';

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
  const typeOptions = QUICK_ALERT_TYPES.map((t) => ({ value: t, label: alertTypeLabel(t) }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setHint(localizeText(ALERT_MESSAGES.messageRequired));
      return;
    }
    setHint(null);
    trigger.mutate(
      { type, message: text },
      {
        onSuccess: (alert) => {
          // Only the message sent is cleared: anything typed since stays.
          setMessage((current) => (current.trim() === text ? '' : current));
          notifications.show({ color: 'teal', title: m.alerts_alert_triggered(), message: alert.message });
          onTriggered(alert);
        },
      },
    );
  };

  return (
    <Paper component="section" aria-label={m.alerts_trigger_test_alert()} withBorder radius="md" p="lg">
      <Title order={3} size="h4">
        {m.alerts_trigger_test_alert()}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {m.alerts_test_alert_intro()}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={m.alerts_alert_type()}
            data={typeOptions}
            value={type}
            allowDeselect={false}
            onChange={(value) => {
              const chosen = QUICK_ALERT_TYPES.find((t) => t === value);
              if (chosen) setType(chosen);
            }}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label={m.alerts_alert_message()}
            placeholder={m.alerts_alert_message_placeholder()}
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
            {m.alerts_trigger()}
          </Button>
        </Group>
      </form>
      {trigger.isError ? (
        <Box mt="sm">
          <ErrorLine message={failureWithReason(trigger.error, m.alerts_trigger_failed())} />
        </Box>
      ) : null}
    </Paper>
  );
}
