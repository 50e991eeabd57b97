import { Anchor, Box, Button, Group, Paper, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TProduct } from '@godown/shared';
import { Link } from 'react-router';
import { LabeledValue } from '../../components/labeled-value';
import { StockBadge } from '../../components/stock-badge';

interface ProductsTableProps {
  products: TProduct[];
  /** Admins see Delete. */
  canDelete: boolean;
  /** The product being deleted right now (its button spins). */
  deletingId: string | null;
  onDelete: (product: TProduct) => void;
  /** The rows belong to the previous filter while the next page loads. */
  isStale: boolean;
}

/** The product table on wider screens; a stack of cards on a phone. */
export function ProductsTable({ products, canDelete, deletingId, onDelete, isStale }: ProductsTableProps) {
  // Only the layout that shows is rendered (not both, one hidden by CSS): half the elements to build
  // on a phone's slow CPU. Read at once, so the first render is already the right one.
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const actions = (product: TProduct) => (
    <ProductActions
      product={product}
      canDelete={canDelete}
      isDeleting={deletingId === product._id}
      onDelete={() => onDelete(product)}
    />
  );
  return (
    <Box style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' }}>
      {isWide ? (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.map((product) => (
                  <Table.Tr key={product._id}>
                    <Table.Td>
                      <NameWithSku product={product} />
                    </Table.Td>
                    <Table.Td>{product.productCategory ?? <Text c="dimmed">—</Text>}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatRupees(product.price)}
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(product.quantity, 0)}</Table.Td>
                    <Table.Td>
                      <StockBadge quantity={product.quantity} thresholdLimit={product.thresholdLimit} />
                    </Table.Td>
                    <Table.Td>{actions(product)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : (
        <Stack gap="sm">
          {products.map((product) => (
            <Paper key={product._id} withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                {/* A long name wraps; the badge keeps its full width ("In Stock", not "IN STO…"). */}
                <Box miw={0}>
                  <NameWithSku product={product} />
                </Box>
                <Box style={{ flexShrink: 0 }}>
                  <StockBadge quantity={product.quantity} thresholdLimit={product.thresholdLimit} />
                </Box>
              </Group>
              <Group gap="lg" mt="xs">
                <LabeledValue label="Price" fw={500}>
                  {formatRupees(product.price)}
                </LabeledValue>
                <LabeledValue label="Quantity" fw={500}>
                  {formatNumber(product.quantity, 0)}
                </LabeledValue>
                <LabeledValue label="Category" fw={500}>
                  {product.productCategory ?? '—'}
                </LabeledValue>
              </Group>
              <Box mt="sm">{actions(product)}</Box>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function NameWithSku({ product }: { product: TProduct }) {
  return (
    <div>
      <Anchor component={Link} to={`/products/${product._id}`} fw={600}>
        {product.productName}
      </Anchor>
      {product.sku ? (
        <Text size="xs" c="dimmed">
          SKU: {product.sku}
        </Text>
      ) : null}
    </div>
  );
}

interface ProductActionsProps {
  product: TProduct;
  canDelete: boolean;
  isDeleting: boolean;
  onDelete: () => void;
}

function ProductActions({ product, canDelete, isDeleting, onDelete }: ProductActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        component={Link}
        to={`/products/${product._id}`}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} />}
      >
        View
      </Button>
      {canDelete ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={isDeleting}
          onClick={onDelete}
        >
          Delete
        </Button>
      ) : null}
    </Group>
  );
}
