import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { AccessRight, Role } from '@godown/shared';
import type { ReactNode } from 'react';
import { hasAccess } from '../lib/access';
import { hasRole } from '../lib/roles';
import { useUser } from '../lib/session';
import { LoginRequired } from './login-required';
import { PageHeader } from './page-header';
import { m } from '../paraglide/messages.js';

interface RoleGateProps {
  /** The roles the page is for (any signed-in user when left out). */
  roles?: readonly Role[];
  /** The right of the role policy the page needs, besides (docs/domain.md#roles). */
  right?: AccessRight;
  /** The page's title, shown above the refusal. */
  title: string;
  /** The page itself, rendered only for one of `roles`. */
  children: ReactNode;
}

/**
 * A page only some roles may open: a signed-out visitor is asked to log in, a user with another role
 * is told the page is not theirs (the menu does not offer it), and the others get the page.
 */
export function RoleGate({ roles, right, title, children }: RoleGateProps) {
  const user = useUser();
  const allowed =
    user !== null &&
    (roles === undefined || hasRole(user, roles)) &&
    (right === undefined || hasAccess(user, right));
  if (allowed) return children;
  return (
    <>
      <PageHeader title={title} />
      {user ? <NotForYourRole /> : <LoginRequired />}
    </>
  );
}

/** Shown in place of a page the signed-in user's role may not open. */
export function NotForYourRole() {
  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={420} w="100%">
        <Stack align="center" gap="sm">
          <IconLock size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Title order={3}>{m.common_not_available()}</Title>
          <Text c="dimmed" ta="center">
            {m.common_not_for_your_role()}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
