import { Anchor, Box, Button, Group, Paper, Text } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TProduct } from '@godown/shared';
import { Link } from 'react-router';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn, type TableState } from '../../components/table/responsive-table';
import type { RowSelection } from '../../components/table/row-selection';
import { DateTimeText } from '../../components/date-time-text';
import { StockBadge } from '../../components/stock-badge';
import { m } from '../../paraglide/messages.js';

interface ProductsTableProps extends TableState {
  /** The page's products; undefined while none are loaded. */
  products: TProduct[] | undefined;
  /** Admins see Delete. */
  canDelete: boolean;
  /** The product being deleted right now (its button spins). */
  deletingId: string | null;
  onDelete: (product: TProduct) => void;
  /** Ticks for actions on several products at once (signed-in users). */
  selection?: RowSelection<TProduct>;
}

const RIGHT = { ta: 'right' } as const;
const MONEY = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** The product table on wider screens; a stack of cards on a phone. */
export function ProductsTable({
  products,
  canDelete,
  deletingId,
  onDelete,
  selection,
  ...state
}: ProductsTableProps) {
  const actions = (product: TProduct) => (
    <ProductActions
      product={product}
      canDelete={canDelete}
      isDeleting={deletingId === product._id}
      onDelete={() => onDelete(product)}
    />
  );
  const columns: TableColumn<TProduct>[] = [
    {
      id: 'name',
      header: m.products_name(),
      sort: 'name',
      isFixed: true,
      cell: (product) => <NameWithSku product={product} />,
    },
    {
      id: 'sku',
      header: 'SKU',
      sort: 'sku',
      isHiddenByDefault: true,
      cell: (product) => product.sku ?? <Text c="dimmed">—</Text>,
    },
    {
      id: 'category',
      header: m.products_category(),
      sort: 'category',
      cell: (product) => product.productCategory ?? <Text c="dimmed">—</Text>,
    },
    {
      id: 'brand',
      header: m.products_brand(),
      cell: (product) => product.brand ?? <Text c="dimmed">—</Text>,
    },
    {
      id: 'price',
      header: m.products_price(),
      sort: 'price',
      headerProps: RIGHT,
      cellProps: MONEY,
      cell: (product) => formatRupees(product.price),
    },
    {
      id: 'mrp',
      header: m.products_mrp(),
      isHiddenByDefault: true,
      headerProps: RIGHT,
      cellProps: MONEY,
      cell: (product) => (product.mrp === null ? <Text c="dimmed">—</Text> : formatRupees(product.mrp)),
    },
    {
      id: 'quantity',
      header: m.products_quantity(),
      sort: 'quantity',
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (product) => formatNumber(product.quantity, 0),
    },
    {
      id: 'status',
      header: m.products_status(),
      cell: (product) => <StockBadge quantity={product.quantity} thresholdLimit={product.thresholdLimit} />,
    },
    {
      id: 'createdAt',
      header: m.products_added(),
      sort: 'createdAt',
      isHiddenByDefault: true,
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (product) => <DateTimeText value={product.createdAt} />,
    },
    { id: 'actions', header: m.products_actions(), isFixed: true, headerProps: RIGHT, cell: actions },
  ];
  return (
    <ResponsiveTable
      {...state}
      rows={products}
      tableId="products"
      selection={selection}
      rowKey={(product) => product._id}
      rowLabel={(product) => product.productName}
      columns={columns}
      minWidth={760}
      horizontalSpacing="md"
      card={(product) => (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            {/* A long name wraps; the badge keeps its full width ("In Stock", not "IN STO…"). */}
            <Box miw={0}>
              <NameWithSku product={product} withBrand />
            </Box>
            <Box style={{ flexShrink: 0 }}>
              <StockBadge quantity={product.quantity} thresholdLimit={product.thresholdLimit} />
            </Box>
          </Group>
          <Group gap="lg" mt="xs">
            <LabeledValue label={m.products_price()} fw={500}>
              {formatRupees(product.price)}
            </LabeledValue>
            <LabeledValue label={m.products_quantity()} fw={500}>
              {formatNumber(product.quantity, 0)}
            </LabeledValue>
            <LabeledValue label={m.products_category()} fw={500}>
              {product.productCategory ?? '—'}
            </LabeledValue>
          </Group>
          <Box mt="sm">{actions(product)}</Box>
        </Paper>
      )}
    />
  );
}

/** The product's name, its link, over its SKU; a phone's card, which has no Brand column, adds the brand. */
function NameWithSku({ product, withBrand = false }: { product: TProduct; withBrand?: boolean }) {
  const sku = product.sku ? m.products_sku_value({ sku: product.sku }) : null;
  const line = [withBrand ? product.brand : null, sku].filter(Boolean).join(' · ');
  return (
    <div>
      <Anchor component={Link} to={`/products/${product._id}`} fw={600}>
        {product.productName}
      </Anchor>
      {line ? (
        <Text size="xs" c="dimmed">
          {line}
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
        {m.products_view()}
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
          {m.products_delete()}
        </Button>
      ) : null}
    </Group>
  );
}
