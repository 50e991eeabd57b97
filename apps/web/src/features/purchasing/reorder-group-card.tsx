import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconFileInvoice, IconInfoCircle } from '@tabler/icons-react';
import {
  formatNumber,
  formatRupees,
  STOCK_LIMITS,
  type TReorderGroup,
  type TReorderLine,
} from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import type { NumberField } from '../../lib/form-numbers';
import { sayMessage } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { groupValue, lineValue, reorderLines, type EditedQuantities } from './reorder-order';
import { ReorderOrderModal } from './reorder-order-modal';

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** "2.5" a day; days of cover to one decimal, "—" when nothing went out. */
const perDay = (value: number) => formatNumber(value, 1);
const cover = (value: number | null) => (value === null ? '—' : formatNumber(value, 1));
/** Why the quantity is suggested, in the language of the page (by its key; its English otherwise). */
const reasoningText = (line: TReorderLine) =>
  sayMessage({ ...line.reasoningMessage, message: line.reasoning });

function ProductName({ line }: { line: TReorderLine }) {
  return (
    <div>
      <Anchor component={Link} to={`/products/${line.product.id}`} size="sm" fw={600}>
        {line.product.productName}
      </Anchor>
      {line.product.sku ? (
        <Text size="xs" c="dimmed">
          {`SKU ${line.product.sku}`}
        </Text>
      ) : null}
    </div>
  );
}

/**
 * One supplier's due products: the figures behind each suggestion and the quantity to order
 * (editable), the value of them all, and Create purchase order. Products without a preferred
 * supplier are listed too, but cannot be ordered until one is set.
 */
export function ReorderGroupCard({ group }: { group: TReorderGroup }) {
  const [edited, setEdited] = useState<EditedQuantities>({});
  const [isOrderOpen, setOrderOpen] = useState(false);
  const title = group.supplier?.name ?? m.purchasing_no_preferred_supplier();
  const hasLines = reorderLines(group, edited).length > 0;
  const due = { count: formatNumber(group.lines.length, 0) };
  const dueCount =
    group.lines.length === 1 ? m.purchasing_products_due_one(due) : m.purchasing_products_due_other(due);

  const quantityInput = (line: TReorderLine) => (
    <NumberInput
      aria-label={m.purchasing_quantity_of_product({ product: line.product.productName })}
      size="xs"
      w={96}
      min={0}
      max={STOCK_LIMITS.quantityMax}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      value={edited[line.product.id] ?? line.suggestedQuantity}
      onChange={(value: NumberField) => setEdited({ ...edited, [line.product.id]: value })}
    />
  );

  const figure = (
    id: string,
    header: string,
    value: (line: TReorderLine) => string,
  ): TableColumn<TReorderLine> => ({
    id,
    header,
    headerProps: RIGHT,
    cellProps: RIGHT,
    cell: value,
  });
  const columns: TableColumn<TReorderLine>[] = [
    { id: 'product', header: m.purchasing_product(), cell: (line) => <ProductName line={line} /> },
    figure('onHand', m.purchasing_on_hand(), (line) => formatNumber(line.onHand, 0)),
    figure('inTransit', m.purchasing_in_transit(), (line) => formatNumber(line.inTransit, 0)),
    figure('onOrder', m.purchasing_on_order(), (line) => formatNumber(line.onOrder, 0)),
    figure('reorderPoint', m.purchasing_reorder_point(), (line) => formatNumber(line.reorderPoint, 0)),
    figure('dailyOutflow', m.purchasing_out_per_day(), (line) => perDay(line.dailyOutflow)),
    figure('daysOfCover', m.purchasing_days_of_cover(), (line) => cover(line.daysOfCover)),
    {
      id: 'quantity',
      header: m.purchasing_order(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: quantityInput,
    },
    {
      id: 'unitPrice',
      header: m.purchasing_unit_price(),
      headerProps: RIGHT,
      cellProps: NO_WRAP,
      cell: (line) => formatRupees(line.unitPrice),
    },
    {
      id: 'value',
      header: m.purchasing_value(),
      headerProps: RIGHT,
      cellProps: { ...NO_WRAP, fw: 600 },
      cell: (line) => formatRupees(lineValue(line, edited)),
    },
  ];

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {`${dueCount} · `}
              <Text span fw={700} c="var(--mantine-color-text)">
                {formatRupees(groupValue(group, edited))}
              </Text>
            </Text>
          </div>
          <Stack gap={4} align="flex-end">
            <Button
              leftSection={<IconFileInvoice size={18} />}
              disabled={!group.supplier || !hasLines}
              onClick={() => setOrderOpen(true)}
            >
              {m.purchasing_create_purchase_order()}
            </Button>
            {!group.supplier ? (
              <Text size="xs" c="dimmed" ta="right" maw={280}>
                {m.purchasing_set_preferred_supplier_hint()}
              </Text>
            ) : !hasLines ? (
              <Text size="xs" c="dimmed" ta="right" maw={280}>
                {m.purchasing_set_quantity_hint()}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <ResponsiveTable
          rows={group.lines}
          rowKey={(line) => line.product.id}
          columns={columns}
          minWidth={1080}
          isFramed={false}
          isEmpty={group.lines.length === 0}
          empty={null}
          isStale={false}
          detail={(line) => (
            <Text size="xs" c="dimmed">
              {reasoningText(line)}
            </Text>
          )}
          card={(line) => (
            <RowCard name={line.product.productName}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Group gap={4} align="flex-start" wrap="nowrap">
                  <ProductName line={line} />
                  <Tooltip
                    label={reasoningText(line)}
                    multiline
                    w={260}
                    events={{ hover: true, focus: true, touch: true }}
                  >
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={m.purchasing_why_quantity({
                        quantity: formatNumber(line.suggestedQuantity, 0),
                      })}
                    >
                      <IconInfoCircle size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                {quantityInput(line)}
              </Group>
              <Group gap="lg" mt="xs" align="flex-start">
                <LabeledValue label={m.purchasing_on_hand()} fw={500}>
                  {formatNumber(line.onHand, 0)}
                </LabeledValue>
                <LabeledValue label={m.purchasing_in_transit()} fw={500}>
                  {formatNumber(line.inTransit, 0)}
                </LabeledValue>
                <LabeledValue label={m.purchasing_on_order()} fw={500}>
                  {formatNumber(line.onOrder, 0)}
                </LabeledValue>
                <LabeledValue label={m.purchasing_reorder_point()} fw={500}>
                  {formatNumber(line.reorderPoint, 0)}
                </LabeledValue>
                <LabeledValue label={m.purchasing_out_per_day()} fw={500}>
                  {perDay(line.dailyOutflow)}
                </LabeledValue>
                <LabeledValue label={m.purchasing_days_of_cover()} fw={500}>
                  {cover(line.daysOfCover)}
                </LabeledValue>
                <LabeledValue label={m.purchasing_value()}>
                  {m.purchasing_value_at_price({
                    value: formatRupees(lineValue(line, edited)),
                    price: formatRupees(line.unitPrice),
                  })}
                </LabeledValue>
              </Group>
            </RowCard>
          )}
        />
      </Stack>
      {group.supplier ? (
        <ReorderOrderModal
          group={group}
          edited={edited}
          opened={isOrderOpen}
          onClose={() => setOrderOpen(false)}
        />
      ) : null}
    </Paper>
  );
}
