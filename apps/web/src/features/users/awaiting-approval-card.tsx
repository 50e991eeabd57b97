import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ROLES, type Role, type TUser } from '@godown/shared';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { roleLabel } from '../../lib/labels';
import { useApproveUser, useAwaitingUsersQuery } from './users-api';
import { m } from '../../paraglide/messages.js';

/**
 * For admins, above the users: the self-registered accounts waiting to be let in, each with the role
 * it chose (the admin may give another) and Approve; Delete in the table refuses one
 * (docs/domain.md#accounts-and-sign-in). Nothing when none waits.
 */
export function AwaitingApprovalCard() {
  const waiting = useAwaitingUsersQuery(true);
  const [error, setError] = useState<string | null>(null);
  const users = waiting.data?.users ?? [];
  if (users.length === 0) return null;
  return (
    <Paper component="section" aria-label={m.users_awaiting_title()} withBorder radius="md" p="lg">
      <Group gap="xs" mb="xs">
        <IconUserCheck size={20} aria-hidden />
        <Title order={3} size="h4">
          {m.users_awaiting_title()}
        </Title>
        <Badge color="yellow" variant="light">
          {users.length}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {m.users_awaiting_hint()}
      </Text>
      <ErrorLine message={error} />
      <Stack gap="sm">
        {users.map((user) => (
          <AwaitingRow key={user._id} user={user} onError={setError} />
        ))}
      </Stack>
    </Paper>
  );
}

function AwaitingRow({ user, onError }: { user: TUser; onError: (message: string | null) => void }) {
  const approve = useApproveUser();
  const [role, setRole] = useState<Role>(user.role);
  // Awaited, not the mutation's per-call callbacks: approving the last waiting account unmounts
  // this row (the card empties) before those callbacks would run, and the notice would be lost.
  const submit = async () => {
    onError(null);
    try {
      const saved = await approve.mutateAsync({ id: user._id, role });
      notifications.show({
        color: 'teal',
        title: m.users_approved(),
        message: `${saved.name} (${roleLabel(saved.role)})`,
      });
    } catch (cause) {
      onError(failureWithReason(cause, m.users_approve_failed()));
    }
  };
  return (
    <Group component="article" aria-label={user.name} justify="space-between" wrap="wrap" gap="sm">
      <Stack gap={0}>
        <Text fw={600}>{user.name}</Text>
        <Text size="sm" c="dimmed">
          {[user.email, user.phone].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Group gap="sm" wrap="nowrap">
        <Select
          aria-label={m.users_approve_as({ name: user.name })}
          data={ROLES.map((value) => ({ value, label: roleLabel(value) }))}
          value={role}
          onChange={(value) => setRole(ROLES.find((r) => r === value) ?? user.role)}
          allowDeselect={false}
          w={140}
        />
        <Button onClick={() => void submit()} loading={approve.isPending}>
          {m.users_approve()}
        </Button>
      </Group>
    </Group>
  );
}
