import { Title } from '@mantine/core';
import { LoginRequired } from '../../components/login-required';
import { useUser } from '../../lib/auth';

/** `/users` (login required): filled in by later work. */
export function UsersPage() {
  const user = useUser();
  if (!user) return <LoginRequired />;
  return <Title order={2}>Users</Title>;
}
