import { Title } from '@mantine/core';

/** `/orders`: filled in by later work. */
export function OrdersPage() {
  return <Title order={2}>Orders</Title>;
}
