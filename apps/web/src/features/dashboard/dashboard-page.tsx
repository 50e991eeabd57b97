import { Title } from '@mantine/core';

/** `/`: filled in by later work. */
export function DashboardPage() {
  return <Title order={2}>Dashboard</Title>;
}
