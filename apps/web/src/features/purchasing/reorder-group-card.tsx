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
import { groupValue, lineValue, reorderLines, type EditedQuantities } from './reorder-order';
import { ReorderOrderModal } from './reorder-order-modal';

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** "2.5" a day; days of cover to one decimal, "—" when nothing went out. */
const perDay = (value: number) => formatNumber(value, 1);
const cover = (value: number | null) => (value === null ? '—' : formatNumber(value, 1));

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
  const title = group.supplier?.name ?? 'No preferred supplier';
  const hasLines = reorderLines(group, edited).length > 0;

  const quantityInput = (line: TReorderLine) => (
    <NumberInput
      aria-label={`Quantity of ${line.product.productName}`}
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
    { id: 'product', header: 'Product', cell: (line) => <ProductName line={line} /> },
    figure('onHand', 'On hand', (line) => formatNumber(line.onHand, 0)),
    figure('inTransit', 'In transit', (line) => formatNumber(line.inTransit, 0)),
    figure('onOrder', 'On order', (line) => formatNumber(line.onOrder, 0)),
    figure('reorderPoint', 'Reorder point', (line) => formatNumber(line.reorderPoint, 0)),
    figure('dailyOutflow', 'Out per day', (line) => perDay(line.dailyOutflow)),
    figure('daysOfCover', 'Days of cover', (line) => cover(line.daysOfCover)),
    { id: 'quantity', header: 'Order', headerProps: RIGHT, cellProps: RIGHT, cell: quantityInput },
    {
      id: 'unitPrice',
      header: 'Unit price',
      headerProps: RIGHT,
      cellProps: NO_WRAP,
      cell: (line) => formatRupees(line.unitPrice),
    },
    {
      id: 'value',
      header: 'Value',
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
              {`${formatNumber(group.lines.length, 0)} ${group.lines.length === 1 ? 'product' : 'products'} due · `}
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
              Create purchase order
            </Button>
            {!group.supplier ? (
              <Text size="xs" c="dimmed" ta="right" maw={280}>
                Set a preferred supplier on these products to order them.
              </Text>
            ) : !hasLines ? (
              <Text size="xs" c="dimmed" ta="right" maw={280}>
                Set a quantity above 0 on a product to order it.
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
              {line.reasoning}
            </Text>
          )}
          card={(line) => (
            <RowCard name={line.product.productName}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Group gap={4} align="flex-start" wrap="nowrap">
                  <ProductName line={line} />
                  <Tooltip
                    label={line.reasoning}
                    multiline
                    w={260}
                    events={{ hover: true, focus: true, touch: true }}
                  >
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Why ${formatNumber(line.suggestedQuantity, 0)}`}
                    >
                      <IconInfoCircle size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                {quantityInput(line)}
              </Group>
              <Group gap="lg" mt="xs" align="flex-start">
                <LabeledValue label="On hand" fw={500}>
                  {formatNumber(line.onHand, 0)}
                </LabeledValue>
                <LabeledValue label="In transit" fw={500}>
                  {formatNumber(line.inTransit, 0)}
                </LabeledValue>
                <LabeledValue label="On order" fw={500}>
                  {formatNumber(line.onOrder, 0)}
                </LabeledValue>
                <LabeledValue label="Reorder point" fw={500}>
                  {formatNumber(line.reorderPoint, 0)}
                </LabeledValue>
                <LabeledValue label="Out per day" fw={500}>
                  {perDay(line.dailyOutflow)}
                </LabeledValue>
                <LabeledValue label="Days of cover" fw={500}>
                  {cover(line.daysOfCover)}
                </LabeledValue>
                <LabeledValue label="Value">{`${formatRupees(lineValue(line, edited))} at ${formatRupees(line.unitPrice)}`}</LabeledValue>
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
