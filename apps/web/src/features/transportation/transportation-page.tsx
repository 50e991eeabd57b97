import { Title } from '@mantine/core';

/** `/transportation`: filled in by later work. */
export function TransportationPage() {
  return <Title order={2}>Transportation</Title>;
}
