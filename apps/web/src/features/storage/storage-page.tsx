import { Title } from '@mantine/core';

/** `/storage`: filled in by later work. */
export function StoragePage() {
  return <Title order={2}>Storage</Title>;
}
