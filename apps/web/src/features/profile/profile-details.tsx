import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatRupees, type TUser } from '@godown/shared';
import type { ReactNode } from 'react';
import { LogoutButton } from '../../components/logout-button';
import { isHindi } from '../../lib/i18n';
import { roleLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** The read-only profile: contact, role, shift, wage and status, with a Logout button. */
export function ProfileDetails({ user }: { user: TUser }) {
  // English shows the role's own name, capitalised by the style ("admin"); Hindi its label.
  const role = isHindi() ? roleLabel(user.role) : user.role;
  const notProvided = m.profile_not_provided();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" mb="lg" wrap="nowrap">
        <Avatar name={user.name} color="initials" size="lg" radius="xl" />
        <Stack gap={0}>
          <Title order={3}>{user.name}</Title>
          <Text c="dimmed" size="sm" tt="capitalize">
            {role}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md">
        <Field label={m.profile_name()}>{user.name}</Field>
        <Field label={m.profile_role()}>
          <Text component="span" tt="capitalize" fw={500}>
            {role}
          </Text>
        </Field>
        <Field label={m.profile_email()}>{user.email ?? notProvided}</Field>
        <Field label={m.profile_phone()}>{user.phone ?? notProvided}</Field>
        <Field label={m.profile_shift()}>{user.shift ?? m.profile_not_assigned()}</Field>
        <Field label={m.profile_wage_per_hour()}>{formatRupees(user.wagePerHour)}</Field>
        <Field label={m.profile_status()}>
          <Badge color={user.active ? 'teal' : 'red'} variant="light">
            {user.active ? m.profile_active() : m.profile_inactive()}
          </Badge>
        </Field>
      </SimpleGrid>
      <Group justify="flex-end" mt="xl">
        <LogoutButton variant="light" color="red" />
      </Group>
    </Card>
  );
}
