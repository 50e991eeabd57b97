import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatRupees, type TUser } from '@godown/shared';
import type { ReactNode } from 'react';
import { LogoutButton } from '../../components/logout-button';

const NOT_PROVIDED = 'Not provided';

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
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" mb="lg" wrap="nowrap">
        <Avatar name={user.name} color="initials" size="lg" radius="xl" />
        <Stack gap={0}>
          <Title order={3}>{user.name}</Title>
          <Text c="dimmed" size="sm" tt="capitalize">
            {user.role}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md">
        <Field label="Name">{user.name}</Field>
        <Field label="Role">
          <Text component="span" tt="capitalize" fw={500}>
            {user.role}
          </Text>
        </Field>
        <Field label="Email">{user.email ?? NOT_PROVIDED}</Field>
        <Field label="Phone">{user.phone ?? NOT_PROVIDED}</Field>
        <Field label="Shift">{user.shift ?? 'Not assigned'}</Field>
        <Field label="Wage per hour">{formatRupees(user.wagePerHour)}</Field>
        <Field label="Status">
          <Badge color={user.active ? 'teal' : 'red'} variant="light">
            {user.active ? 'Active' : 'Inactive'}
          </Badge>
        </Field>
      </SimpleGrid>
      <Group justify="flex-end" mt="xl">
        <LogoutButton variant="light" color="red" />
      </Group>
    </Card>
  );
}
