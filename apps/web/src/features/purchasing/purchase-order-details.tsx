import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatNumber, formatRupees, type TPurchaseOrder } from '@godown/shared';
import { Link } from 'react-router';
import { calendarDateOrDash, formatCalendarDate, formatDateTime } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { SectionCard } from '../../components/section-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { StatusBadge } from '../../components/status-badge';
import { batchTracePath, transportPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import type { OrderSide } from './purchase-order-cells';

type Line = TPurchaseOrder['lines'][number];
type Receipt = TPurchaseOrder['receipts'][number];

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** A long text the buyer or supplier wrote, kept as typed. */
function Words({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </div>
  );
}

/**
 * The consignment the supplier shipped: its package id, linking to the transport on the buyer's side
 * (a supplier has no transport screens), and its status.
 */
function Consignment({ order, side }: { order: TPurchaseOrder; side: OrderSide }) {
  const { transport } = order;
  if (!transport) {
    const isClosed = order.status === 'cancelled' || order.status === 'received';
    return <>{isClosed ? '—' : m.purchasing_not_shipped_yet()}</>;
  }
  return (
    <Group gap={6} wrap="wrap" component="span">
      {side === 'buyer' ? (
        <Anchor component={Link} to={transportPath(transport.packageId)} size="sm" fw={600}>
          {transport.packageId}
        </Anchor>
      ) : (
        <Text span size="sm" fw={600}>
          {transport.packageId}
        </Text>
      )}
      <StatusBadge status={transport.status} size="sm" />
    </Group>
  );
}

/** Who, where and when: the parties, the dates, the consignment and the notes of both sides. */
export function OrderSummaryCard({ order, side }: { order: TPurchaseOrder; side: OrderSide }) {
  return (
    <SectionCard title={m.purchasing_order()}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" verticalSpacing="md">
        {side === 'buyer' ? (
          <LabeledValue label={m.purchasing_supplier()}>{order.supplier?.name ?? '—'}</LabeledValue>
        ) : null}
        <LabeledValue label={m.purchasing_destination()}>
          {order.destination && side === 'buyer' ? (
            <Anchor component={Link} to={`/inventory/${order.destination.id}`} size="sm" fw={600}>
              {order.destination.name}
            </Anchor>
          ) : (
            (order.destination?.name ?? '—')
          )}
        </LabeledValue>
        <LabeledValue label={m.purchasing_expected()}>{calendarDateOrDash(order.expectedDate)}</LabeledValue>
        <LabeledValue label={m.purchasing_ready_supplier()}>
          {calendarDateOrDash(order.confirmedDate)}
        </LabeledValue>
        <LabeledValue label={m.purchasing_shipped()}>
          {order.shippedAt ? formatDateTime(order.shippedAt) : '—'}
        </LabeledValue>
        <LabeledValue label={m.purchasing_consignment()}>
          <Consignment order={order} side={side} />
        </LabeledValue>
        <LabeledValue label={m.purchasing_created()} fw={500}>
          {order.createdBy
            ? m.purchasing_created_by({ when: formatDateTime(order.createdAt), name: order.createdBy.name })
            : formatDateTime(order.createdAt)}
        </LabeledValue>
      </SimpleGrid>
      <Words label={m.purchasing_notes()} text={order.notes} />
      <Words label={m.purchasing_supplier_note()} text={order.supplierNote} />
    </SectionCard>
  );
}

function ProductCell({ product }: { product: Line['product'] }) {
  return (
    <div>
      <Anchor component={Link} to={`/products/${product.id}`} size="sm" fw={600}>
        {product.productName}
      </Anchor>
      {product.sku ? (
        <Text size="xs" c="dimmed">
          {`SKU ${product.sku}`}
        </Text>
      ) : null}
    </div>
  );
}

/** The supplier's other quantity, while the buyer has not answered it; a dash otherwise. */
function Proposed({ line }: { line: Line }) {
  if (line.proposedQuantity === null) return <Text c="dimmed">—</Text>;
  return (
    <Badge
      variant="light"
      color="yellow"
      title={m.purchasing_ordered_count({ count: formatNumber(line.quantity, 0) })}
    >
      {formatNumber(line.proposedQuantity, 0)}
    </Badge>
  );
}

/** The lines: ordered, received and proposed units, prices and totals, with the order's total. */
export function OrderLinesCard({ order }: { order: TPurchaseOrder }) {
  const hasProposals = order.lines.some((line) => line.proposedQuantity !== null);
  const columns: TableColumn<Line>[] = [
    { id: 'product', header: m.purchasing_product(), cell: (line) => <ProductCell product={line.product} /> },
    {
      id: 'ordered',
      header: m.purchasing_ordered(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (l) => formatNumber(l.quantity, 0),
    },
    {
      id: 'received',
      header: m.purchasing_received(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line) => formatNumber(line.receivedQuantity, 0),
    },
    {
      id: 'proposed',
      header: m.purchasing_proposed(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line) => <Proposed line={line} />,
    },
    {
      id: 'unitPrice',
      header: m.purchasing_unit_price(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', ...NO_WRAP },
      cell: (line) => formatRupees(line.unitPrice),
    },
    {
      id: 'lineTotal',
      header: m.purchasing_line_total(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600, ...NO_WRAP },
      cell: (line) => formatRupees(line.lineTotal),
    },
  ];
  return (
    <SectionCard
      title={m.purchasing_lines()}
      aside={
        <Text size="sm">
          {m.purchasing_total()}{' '}
          <Text span fw={700} size="lg">
            {formatRupees(order.totalValue)}
          </Text>
        </Text>
      }
    >
      {hasProposals ? (
        <Text size="sm" c="dimmed">
          {m.purchasing_supplier_proposes_quantities()}
        </Text>
      ) : null}
      <ResponsiveTable
        rows={order.lines}
        rowKey={(line) => line.product.id}
        columns={columns}
        minWidth={720}
        isFramed={false}
        isEmpty={order.lines.length === 0}
        empty={<Text c="dimmed">{m.purchasing_no_lines()}</Text>}
        isStale={false}
        card={(line) => (
          <RowCard name={line.product.productName}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <ProductCell product={line.product} />
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(line.lineTotal)}
              </Text>
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label={m.purchasing_ordered()}>{formatNumber(line.quantity, 0)}</LabeledValue>
              <LabeledValue label={m.purchasing_received()}>
                {formatNumber(line.receivedQuantity, 0)}
              </LabeledValue>
              {line.proposedQuantity !== null ? (
                <LabeledValue label={m.purchasing_proposed()}>
                  <Proposed line={line} />
                </LabeledValue>
              ) : null}
              <LabeledValue label={m.purchasing_unit_price()} fw={500}>
                {formatRupees(line.unitPrice)}
              </LabeledValue>
            </Group>
          </RowCard>
        )}
      />
    </SectionCard>
  );
}

/** A receipt's batch: its code (a trace link for a buyer) and its expiry; "No batch" without one. */
function ReceiptBatch({ receipt, canTrace }: { receipt: Receipt; canTrace: boolean }) {
  const { batch } = receipt;
  if (!batch) {
    return (
      <Text size="sm" c="dimmed">
        {m.purchasing_no_batch()}
      </Text>
    );
  }
  return (
    <div>
      {canTrace ? (
        <Anchor
          component={Link}
          to={batchTracePath({ product: receipt.product.id, batch: batch.code })}
          size="sm"
          ff="monospace"
          fw={600}
        >
          {batch.code}
        </Anchor>
      ) : (
        <Text size="sm" ff="monospace" fw={600}>
          {batch.code}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {batch.expiryDate
          ? m.purchasing_expires_on({ date: formatCalendarDate(batch.expiryDate) })
          : m.purchasing_no_expiry_date()}
      </Text>
    </div>
  );
}

/** The goods received on the order, newest first: when, what, which batch, how many, by whom. */
export function ReceiptsCard({ order, canTrace }: { order: TPurchaseOrder; canTrace: boolean }) {
  const columns: TableColumn<Receipt>[] = [
    {
      id: 'when',
      header: m.purchasing_when(),
      cellProps: NO_WRAP,
      cell: (receipt) => formatDateTime(receipt.createdAt),
    },
    { id: 'product', header: m.purchasing_product(), cell: (receipt) => receipt.product.productName },
    {
      id: 'batch',
      header: m.purchasing_batch(),
      cell: (receipt) => <ReceiptBatch receipt={receipt} canTrace={canTrace} />,
    },
    {
      id: 'quantity',
      header: m.purchasing_units(),
      headerProps: RIGHT,
      cellProps: { ta: 'right', fw: 600 },
      cell: (receipt) => formatNumber(receipt.quantity, 0),
    },
    { id: 'user', header: m.purchasing_received_by(), cell: (receipt) => receipt.user?.name ?? '—' },
  ];
  return (
    <SectionCard title={m.purchasing_receipts()}>
      <ResponsiveTable
        rows={order.receipts}
        rowKey={(receipt, index) =>
          `${receipt.createdAt}-${receipt.product.id}-${receipt.batch?.id ?? ''}-${index}`
        }
        columns={columns}
        minWidth={640}
        isFramed={false}
        isEmpty={order.receipts.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {m.purchasing_nothing_received_yet()}
          </Text>
        }
        isStale={false}
        card={(receipt) => (
          <RowCard name={m.purchasing_receipt_of_product({ product: receipt.product.productName })}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <div>
                <Text size="sm" fw={600}>
                  {receipt.product.productName}
                </Text>
                <Text size="xs" c="dimmed">
                  {`${formatDateTime(receipt.createdAt)} · ${receipt.user?.name ?? '—'}`}
                </Text>
              </div>
              <Text fw={700}>{formatNumber(receipt.quantity, 0)}</Text>
            </Group>
            <Stack mt="xs">
              <ReceiptBatch receipt={receipt} canTrace={canTrace} />
            </Stack>
          </RowCard>
        )}
      />
    </SectionCard>
  );
}
