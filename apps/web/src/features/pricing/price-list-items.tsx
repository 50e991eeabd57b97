import { ActionIcon, Alert, Anchor, Badge, Button, Flex, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TPriceList, type TPriceListItem } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { SectionCard } from '../../components/section-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { productPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { isOverMrp, itemRate, itemsWith } from './price-list-form';
import { useUpdatePriceList } from './pricing-api';
import { itemValueText, validityText } from './pricing-words';

/** The item form (its product picker) loads when first opened. */
const PriceListItemModal = lazy(async () => ({
  default: (await import('./price-list-item-modal')).PriceListItemModal,
}));

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** An item with its place in the list's items (what a change or a removal names). */
interface Row {
  item: TPriceListItem;
  index: number;
  rate: number;
  isOverMrp: boolean;
}

const rowsOf = (items: readonly TPriceListItem[]): Row[] =>
  items.map((item, index) => {
    const rate = itemRate(item.product.price, item.kind, item.value);
    return { item, index, rate, isOverMrp: isOverMrp(rate, item.product.mrp) };
  });

/** The product's name (to its page) and its SKU beneath. */
function ProductCell({ product }: { product: TPriceListItem['product'] }) {
  return (
    <div>
      <Anchor component={Link} to={productPath(product.id)} size="sm" fw={600}>
        {product.productName}
      </Anchor>
      <Text size="xs" c="dimmed">
        {product.sku ? m.common_sku_value({ sku: product.sku }) : m.common_no_sku()}
      </Text>
    </div>
  );
}

/**
 * The rate a unit costs on the list, with a warning when it is above the MRP (an order refuses it);
 * on a card the warning goes under the rate, leaving the product's name its width.
 */
function RateCell({ row, isStacked = false }: { row: Row; isStacked?: boolean }) {
  return (
    <Flex
      gap={6}
      justify="flex-end"
      align={isStacked ? 'flex-end' : 'center'}
      direction={isStacked ? 'column' : 'row'}
      style={{ flexShrink: 0 }}
    >
      <Text span size="sm" fw={700}>
        {formatRupees(row.rate)}
      </Text>
      {row.isOverMrp ? (
        <Tooltip label={m.pricing_above_mrp_hint()} multiline w={260}>
          <Badge
            color="orange"
            variant="light"
            leftSection={<IconAlertTriangle size={12} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {m.pricing_above_mrp()}
          </Badge>
        </Tooltip>
      ) : null}
    </Flex>
  );
}

const mrpText = (mrp: number | null) => (mrp === null ? '—' : formatRupees(mrp));

/**
 * A price list's items, by product name: the product, its own price and MRP, the list's price or
 * discount, the rate it makes (warned when above the MRP) and its dates; Add, Change and Remove, each
 * saved at once as the whole items array.
 */
export function PriceListItems({ priceList }: { priceList: TPriceList }) {
  const update = useUpdatePriceList(priceList.id);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // The item form: a new item (null) or the item at an index; kept while the form closes.
  const [editIndex, setEditIndex] = useState<number | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  const rows = rowsOf(priceList.items);
  const overMrp = rows.filter((row) => row.isOverMrp).length;

  const openForm = (index: number | null) => {
    setEditIndex(index);
    setHasOpenedForm(true);
    setFormOpen(true);
  };
  const askToRemove = ({ item, index }: Row) =>
    modals.openConfirmModal({
      title: m.pricing_remove_item_title({ product: item.product.productName }),
      children: <Text size="sm">{m.pricing_remove_item_confirm()}</Text>,
      labels: { confirm: m.pricing_remove(), cancel: m.common_cancel() },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setRemoveError(null);
        void update.mutateAsync({ items: itemsWith(priceList.items, index, null) }).then(
          () =>
            notifications.show({
              color: 'teal',
              title: m.pricing_item_removed(),
              message: item.product.productName,
            }),
          (error: unknown) => setRemoveError(failureWithReason(error, m.pricing_remove_item_failed())),
        );
      },
    });

  const actions = (row: Row) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        aria-label={m.pricing_change_item_of({ product: row.item.product.productName })}
        onClick={() => openForm(row.index)}
      >
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={m.pricing_remove_item_of({ product: row.item.product.productName })}
        onClick={() => askToRemove(row)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );

  const columns: TableColumn<Row>[] = [
    { id: 'product', header: m.pricing_product(), cell: (row) => <ProductCell product={row.item.product} /> },
    {
      id: 'price',
      header: m.pricing_product_price(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', ...NO_WRAP },
      cell: (row) => formatRupees(row.item.product.price),
    },
    {
      id: 'mrp',
      header: m.pricing_mrp(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', ...NO_WRAP },
      cell: (row) => mrpText(row.item.product.mrp),
    },
    {
      id: 'listPrice',
      header: m.pricing_list_price(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', ...NO_WRAP },
      cell: (row) => itemValueText(row.item.kind, row.item.value),
    },
    {
      id: 'rate',
      header: m.pricing_rate(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) => <RateCell row={row} />,
    },
    {
      id: 'valid',
      header: m.pricing_valid(),
      cell: (row) => validityText(row.item.validFrom, row.item.validTo),
    },
    { id: 'actions', header: m.pricing_actions(), label: m.pricing_actions(), isFixed: true, cell: actions },
  ];

  return (
    <SectionCard
      title={m.pricing_items()}
      aside={
        <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
          {m.pricing_add_item()}
        </Button>
      }
    >
      <ErrorLine message={removeError} />
      {overMrp > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} py="xs" role="status">
          {m.pricing_items_above_mrp({ count: formatNumber(overMrp, 0) })}
        </Alert>
      ) : null}
      <ResponsiveTable
        rows={rows}
        rowKey={(row) => `${row.item.product.id}-${row.item.validFrom ?? ''}-${row.index}`}
        columns={columns}
        minWidth={880}
        isFramed={false}
        isEmpty={rows.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {m.pricing_no_items()}
          </Text>
        }
        isStale={update.isPending}
        card={(row) => (
          <RowCard name={row.item.product.productName}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <ProductCell product={row.item.product} />
              <RateCell row={row} isStacked />
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label={m.pricing_list_price()}>
                {itemValueText(row.item.kind, row.item.value)}
              </LabeledValue>
              <LabeledValue label={m.pricing_product_price()} fw={500}>
                {formatRupees(row.item.product.price)}
              </LabeledValue>
              <LabeledValue label={m.pricing_mrp()} fw={500}>
                {mrpText(row.item.product.mrp)}
              </LabeledValue>
            </Group>
            <Group justify="space-between" align="center" mt="xs" wrap="nowrap" gap="sm">
              <Text size="sm" c="dimmed">
                {validityText(row.item.validFrom, row.item.validTo)}
              </Text>
              {actions(row)}
            </Group>
          </RowCard>
        )}
      />
      {hasOpenedForm ? (
        <Suspense fallback={null}>
          <PriceListItemModal
            priceList={priceList}
            index={editIndex}
            opened={isFormOpen}
            onClose={() => setFormOpen(false)}
          />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
