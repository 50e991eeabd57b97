import { Title } from '@mantine/core';

/** `/alerts`: filled in by later work. */
export function AlertsPage() {
  return <Title order={2}>Alerts</Title>;
}
