import { Badge, Button, Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { IconCircleCheck, IconEdit, IconRotateClockwise } from '@tabler/icons-react';
import type { TAlert } from '@godown/shared';
import { DateTimeText } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ListCard } from '../../components/list-card';
import { PriorityBadge } from '../../components/priority-badge';
import { BADGE_TONE_COLORS } from '../../components/status-badge';
import { alertTypeLabel } from '../../lib/labels';
import { alertDescriptionText, alertItemText, alertMessageText } from '../../lib/messages/alerts';
import { m } from '../../paraglide/messages.js';

interface AlertCardProps {
  alert: TAlert;
  onEdit: (alert: TAlert) => void;
  /** Resolves an active alert or reopens a resolved one. */
  onToggleResolved: (alert: TAlert) => void;
  /** This alert's Resolve or Reopen is on its way. */
  isToggling: boolean;
  /** Its tick for resolving several at once (active alerts); none where there is nothing to tick. */
  tick?: { checked: boolean; onChange: (checked: boolean) => void };
}

/** One alert: type, priority, message and details, status, times, who raised it; Edit and Resolve/Reopen. */
export function AlertCard({ alert, onEdit, onToggleResolved, isToggling, tick }: AlertCardProps) {
  const message = alertMessageText(alert);
  const description = alertDescriptionText(alert);
  // What a person wrote is theirs, in their words: not a text of the app's to translate.
  const written = alert.messageKey ? undefined : 'no';
  const status = alert.resolved ? m.alerts_badge_resolved() : m.alerts_badge_active();
  return (
    <ListCard
      name={message}
      actions={
        <>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconEdit size={16} />}
            onClick={() => onEdit(alert)}
          >
            {m.alerts_edit()}
          </Button>
          <Button
            variant={alert.resolved ? 'default' : 'light'}
            color={alert.resolved ? undefined : 'green'}
            size="sm"
            loading={isToggling}
            leftSection={alert.resolved ? <IconRotateClockwise size={16} /> : <IconCircleCheck size={16} />}
            onClick={() => onToggleResolved(alert)}
          >
            {alert.resolved ? m.alerts_reopen() : m.alerts_resolve()}
          </Button>
        </>
      }
    >
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs" wrap="nowrap">
          {tick ? (
            <Checkbox
              aria-label={m.alerts_select_alert({ message })}
              checked={tick.checked}
              onChange={(event) => tick.onChange(event.currentTarget.checked)}
            />
          ) : null}
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {alertTypeLabel(alert.type)}
          </Text>
        </Group>
        <Group gap={6}>
          <PriorityBadge priority={alert.priority} />
          <Badge
            variant="outline"
            // Resolved is done (green); Active is neutral blue, apart from the priority colours beside it.
            color={alert.resolved ? BADGE_TONE_COLORS.done : 'blue'}
            style={{ flexShrink: 0 }}
          >
            {status}
          </Badge>
        </Group>
      </Group>
      <div>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }} translate={written}>
          {message}
        </Text>
        {description ? (
          <Text
            size="sm"
            c="dimmed"
            mt={4}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            translate={written}
          >
            {description}
          </Text>
        ) : null}
      </div>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <LabeledValue label={m.alerts_affected_item()}>
          <span style={{ overflowWrap: 'anywhere' }}>{alertItemText(alert) ?? alert.targetId ?? '—'}</span>
        </LabeledValue>
        <LabeledValue label={m.alerts_triggered_by()}>
          {alert.triggeredBy?.name ?? m.alerts_system()}
        </LabeledValue>
        <LabeledValue label={m.alerts_created()}>
          <DateTimeText value={alert.timestamp} />
        </LabeledValue>
        {alert.resolvedAt ? (
          <LabeledValue label={m.alerts_resolved_at()}>
            <DateTimeText value={alert.resolvedAt} />
          </LabeledValue>
        ) : null}
      </SimpleGrid>
    </ListCard>
  );
}
