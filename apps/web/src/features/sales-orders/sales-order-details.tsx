import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Timeline } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconCirclePlus,
  IconCircleX,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { formatNumber, formatRupees, type TAddress, type TSalesOrder } from '@godown/shared';
import { Link } from 'react-router';
import { calendarDateOrDash, formatDateTime } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { SectionCard } from '../../components/section-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { transportStatusLabel } from '../../lib/labels';
import { labelText } from '../../lib/messages/render';
import { productPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { CustomerLink, OrderTotals, sayReason, WarehouseLink } from './sales-order-cells';

type Line = TSalesOrder['lines'][number];

/** A figure's column: right-aligned, on one line. */
const RIGHT = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** The address the goods go to: its lines, then district, PIN code and state, what is known of them. */
function ShipTo({ address }: { address: TAddress | null }) {
  if (!address) return <Text c="dimmed">—</Text>;
  const place = [
    address.district,
    address.pinCode,
    address.stateCode ? labelText('gstState', address.stateCode) : null,
  ].filter(Boolean);
  return (
    <Text span size="sm" fw={500} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {[address.line, place.join(' · ')].filter(Boolean).join('\n')}
    </Text>
  );
}

/** Who, from where, to where and when: the customer, warehouse, address, dates, list and notes. */
export function SalesOrderSummaryCard({ order }: { order: TSalesOrder }) {
  return (
    <SectionCard title={m.sales_order()}>
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="md" verticalSpacing="md">
        <LabeledValue label={m.sales_customer()}>
          <CustomerLink customer={order.customer} />
        </LabeledValue>
        <LabeledValue label={m.sales_warehouse()}>
          <WarehouseLink inventory={order.inventory} />
        </LabeledValue>
        <LabeledValue label={m.sales_ship_to()}>
          <ShipTo address={order.shipTo} />
        </LabeledValue>
        <LabeledValue label={m.sales_expected()}>{calendarDateOrDash(order.expectedDate)}</LabeledValue>
        <LabeledValue label={m.sales_price_list()}>
          {order.priceListName ?? m.sales_products_own_prices()}
        </LabeledValue>
        <LabeledValue label={m.sales_created_by()} fw={500}>
          {order.createdBy?.name ?? '—'}
        </LabeledValue>
      </SimpleGrid>
      {order.notes ? (
        <div>
          <Text size="xs" c="dimmed">
            {m.sales_notes()}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {order.notes}
          </Text>
        </div>
      ) : null}
    </SectionCard>
  );
}

/** The line's product (to its page) with its SKU, "Free" for a scheme's units, and why its price. */
function ProductCell({ line }: { line: Line }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="wrap">
        <Anchor component={Link} to={productPath(line.product.id)} size="sm" fw={600}>
          {line.product.productName}
        </Anchor>
        {line.isFree ? (
          <Badge size="sm" variant="light" color="teal">
            {m.sales_free()}
          </Badge>
        ) : null}
      </Group>
      {line.product.sku ? (
        <Text size="xs" c="dimmed">
          {m.sales_sku({ sku: line.product.sku })}
        </Text>
      ) : null}
      {line.isFree ? null : (
        <Text size="xs" c="dimmed">
          {sayReason(line.priceBasis)}
        </Text>
      )}
      {line.scheme ? (
        <Text size="xs" c="teal">
          {sayReason(line.scheme)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Units the customer gets: "25 + 2 free", or the free units alone on a scheme's line. */
function unitsText(line: Line): string {
  if (line.isFree) return m.sales_units_free({ free: formatNumber(line.freeQuantity, 0) });
  if (line.freeQuantity === 0) return formatNumber(line.quantity, 0);
  return m.sales_units_and_free({
    quantity: formatNumber(line.quantity, 0),
    free: formatNumber(line.freeQuantity, 0),
  });
}

/** Units waiting for stock: orange while any wait, a plain 0 otherwise. */
function Backordered({ units }: { units: number }) {
  if (units === 0)
    return (
      <Text span size="sm">
        {formatNumber(0, 0)}
      </Text>
    );
  return (
    <Badge color="orange" variant="light">
      {formatNumber(units, 0)}
    </Badge>
  );
}

/** The figures of a line's journey: held, waiting for stock, shipped, delivered, still to deliver. */
const QUANTITIES = [
  { id: 'reserved', label: m.sales_reserved, value: (line: Line) => line.reservedQuantity },
  { id: 'backordered', label: m.sales_backordered, value: (line: Line) => line.backorderedQuantity },
  { id: 'shipped', label: m.sales_shipped, value: (line: Line) => line.shippedQuantity },
  { id: 'delivered', label: m.sales_delivered, value: (line: Line) => line.deliveredQuantity },
  { id: 'toDeliver', label: m.sales_to_deliver, value: (line: Line) => line.toDeliverQuantity },
] as const;

const quantityCell = (id: (typeof QUANTITIES)[number]['id'], units: number) =>
  id === 'backordered' ? <Backordered units={units} /> : formatNumber(units, 0);

/** The lines: product, units, rate, amount and why; what each holds, waits for, shipped and delivered. */
export function SalesOrderLinesCard({ order }: { order: TSalesOrder }) {
  const columns: TableColumn<Line>[] = [
    { id: 'product', header: m.sales_product(), cell: (line) => <ProductCell line={line} /> },
    { id: 'units', header: m.sales_units(), headerProps: RIGHT, cellProps: RIGHT, cell: unitsText },
    {
      id: 'rate',
      header: m.sales_rate(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line) => (line.isFree ? m.sales_free() : formatRupees(line.rate)),
    },
    {
      id: 'amount',
      header: m.sales_amount(),
      headerProps: RIGHT,
      cellProps: { ...RIGHT, fw: 600 },
      cell: (line) => formatRupees(line.amount),
    },
    ...QUANTITIES.map(({ id, label, value }) => ({
      id,
      header: label(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line: Line) => quantityCell(id, value(line)),
    })),
  ];
  return (
    <SectionCard title={m.sales_lines()}>
      <ResponsiveTable
        rows={order.lines}
        rowKey={(line, index) => `${line.product.id}-${line.isFree ? 'free' : 'bought'}-${index}`}
        columns={columns}
        minWidth={900}
        isFramed={false}
        horizontalSpacing="xs"
        isEmpty={order.lines.length === 0}
        empty={<Text c="dimmed">{m.sales_no_lines()}</Text>}
        isStale={false}
        card={(line) => (
          <RowCard name={line.product.productName}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <ProductCell line={line} />
              <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(line.amount)}
              </Text>
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label={m.sales_units()}>{unitsText(line)}</LabeledValue>
              {line.isFree ? null : (
                <LabeledValue label={m.sales_rate()}>{formatRupees(line.rate)}</LabeledValue>
              )}
              {QUANTITIES.map(({ id, label, value }) => (
                <LabeledValue key={id} label={label()} fw={500}>
                  {quantityCell(id, value(line))}
                </LabeledValue>
              ))}
            </Group>
          </RowCard>
        )}
      />
      <OrderTotals
        subtotal={order.subtotal}
        discount={order.orderDiscount > 0 ? { amount: order.orderDiscount, scheme: order.orderScheme } : null}
        total={order.total}
      />
    </SectionCard>
  );
}

/** When the order was taken, confirmed and cancelled, and by whom it was taken. */
export function SalesOrderTimeline({ order }: { order: TSalesOrder }) {
  const events = [
    {
      id: 'created',
      title: m.sales_event_created(),
      at: order.createdAt,
      icon: IconCirclePlus,
      by: order.createdBy?.name,
    },
    ...(order.confirmedAt
      ? [{ id: 'confirmed', title: m.sales_event_confirmed(), at: order.confirmedAt, icon: IconCircleCheck }]
      : []),
    // Each shipment packed, and each return taken (docs/domain.md#picking-shipping-and-returns).
    ...order.shipments.map((s) => ({
      id: `shipment-${s.id}`,
      title: m.fulfilment_event_packed({ packageId: s.packageId, status: transportStatusLabel(s.status) }),
      at: s.createdAt,
      icon: IconTruckDelivery,
    })),
    ...order.returns.map((r) => ({
      id: `return-${r.id}`,
      title: m.fulfilment_event_returned({ number: r.number, units: r.units }),
      at: r.createdAt,
      icon: IconArrowBackUp,
    })),
    ...(order.cancelledAt
      ? [{ id: 'cancelled', title: m.sales_event_cancelled(), at: order.cancelledAt, icon: IconCircleX }]
      : []),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <SectionCard title={m.sales_timeline()}>
      <Timeline active={events.length - 1} bulletSize={24} lineWidth={2} color="teal">
        {events.map(({ id, title, at, icon: Icon, by }) => (
          <Timeline.Item
            key={id}
            title={title}
            bullet={<Icon size={14} />}
            color={id === 'cancelled' ? 'red' : 'teal'}
          >
            <Text size="sm" c="dimmed">
              {by ? m.sales_when_by({ when: formatDateTime(at), name: by }) : formatDateTime(at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
