import { Title } from '@mantine/core';

/** `/products/:id`: filled in by later work. */
export function ProductDetailPage() {
  return <Title order={2}>Product Details</Title>;
}
