import { Title } from '@mantine/core';

/** `/products`: filled in by later work. */
export function ProductsPage() {
  return <Title order={2}>Products</Title>;
}
