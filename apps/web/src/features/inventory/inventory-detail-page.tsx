import { Title } from '@mantine/core';

/** `/inventory/:id`: filled in by later work. */
export function InventoryDetailPage() {
  return <Title order={2}>Inventory Details</Title>;
}
