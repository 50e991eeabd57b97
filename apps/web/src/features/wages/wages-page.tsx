import { Title } from '@mantine/core';
import { LoginRequired } from '../../components/login-required';
import { useUser } from '../../lib/auth';

/** `/wages` (login required): filled in by later work. */
export function WagesPage() {
  const user = useUser();
  if (!user) return <LoginRequired />;
  return <Title order={2}>Wages</Title>;
}
