import { ActionIcon, Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../api/auth';
import { m } from '../paraglide/messages.js';

/** Logs out (the session is cleared whatever the server answers) and goes to `/`. */
export function LogoutButton(props: ButtonProps) {
  const logout = useLogout();
  return (
    <Button
      leftSection={<IconLogout size={16} />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
      {...props}
    >
      {m.common_logout()}
    </Button>
  );
}

/** The same as an icon, named "Logout" for screen readers: a phone's header has no room for words. */
export function LogoutIconButton({ hiddenFrom }: { hiddenFrom?: ButtonProps['hiddenFrom'] }) {
  const logout = useLogout();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      loading={logout.isPending}
      onClick={() => logout.mutate()}
      aria-label={m.common_logout()}
      hiddenFrom={hiddenFrom}
    >
      <IconLogout size={18} stroke={1.7} aria-hidden />
    </ActionIcon>
  );
}
