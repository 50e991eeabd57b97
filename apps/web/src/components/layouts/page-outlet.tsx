import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUserQuery } from '../../api/auth';
import { hasAccess } from '../../lib/access';
import { homePathOf, PROFILE_PATH } from '../../lib/paths';
import { useUser } from '../../lib/session';
import { LogoutButton } from '../logout-button';
import { m } from '../../paraglide/messages.js';

/**
 * The page at the address, unless the signed-in user may not be there yet: one signed in with a
 * one-time password stays on the profile until they choose their own; an account waiting for an
 * admin's approval sees that it waits; a supplier or a driver, who may not read the company's
 * dashboard, starts on their own page (docs/domain.md#roles).
 */
export function PageOutlet() {
  const user = useUser();
  const { pathname } = useLocation();
  if (user?.mustChangePassword && pathname !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace />;
  if (user?.awaitingApproval && pathname !== PROFILE_PATH) return <AwaitingApproval />;
  if (user && pathname === '/' && !hasAccess(user, 'dashboard')) {
    return <Navigate to={homePathOf(user.role)} replace />;
  }
  return <Outlet />;
}

/** Shown to an account an admin has not approved yet, with a way to ask again. */
function AwaitingApproval() {
  const current = useCurrentUserQuery();
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={460} w="100%">
        <Stack align="center" gap="sm">
          <IconHourglass size={36} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          <Title order={2} size="h3">
            {m.common_awaiting_approval_title()}
          </Title>
          <Text c="dimmed" ta="center">
            {m.common_awaiting_approval_text()}
          </Text>
          <Button variant="light" loading={current.isFetching} onClick={() => void current.refetch()}>
            {m.common_awaiting_approval_check()}
          </Button>
          <LogoutButton variant="subtle" size="xs" />
        </Stack>
      </Paper>
    </Center>
  );
}
