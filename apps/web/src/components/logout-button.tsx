import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../api/auth';

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
      Logout
    </Button>
  );
}
