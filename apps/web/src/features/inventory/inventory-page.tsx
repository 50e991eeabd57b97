import { Title } from '@mantine/core';

/** `/inventory`: filled in by later work. */
export function InventoryPage() {
  return <Title order={2}>Inventory</Title>;
}
