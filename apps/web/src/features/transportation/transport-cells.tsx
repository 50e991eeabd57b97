import { Badge, Group, Text } from '@mantine/core';
import { shortTransportId, type TTransport } from '@godown/shared';
import { formatDateTime } from '../../components/date-time-text';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** A stored instant as a date ("12 Jan 2026"), in this browser's time zone. */
export function formatDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** An ETA as a date and time ("12 Jan 2026, 4:30 pm"); "—" when there is none. */
export function formatEta(value: string | null): string {
  return value ? formatDateTime(value) : '—';
}

/** The small tag of a transport created as an order (through /buy/order). */
export function OrderTag() {
  return (
    <Badge size="xs" variant="outline" color="grape" radius="sm">
      Order
    </Badge>
  );
}

/** The short id (last 6 characters, the whole id as its tooltip) over the package id. */
export function TransportId({ transport }: { transport: TTransport }) {
  return (
    <div>
      <Text ff="monospace" fw={700} size="sm" title={transport._id}>
        {shortTransportId(transport._id)}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {transport.packageId}
        </Text>
        {transport.isOrder ? <OrderTag /> : null}
      </Group>
    </div>
  );
}

/** The package id, with the Order tag when it is an order. */
export function PackageId({ transport }: { transport: TTransport }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {transport.packageId}
      </Text>
      {transport.isOrder ? <OrderTag /> : null}
    </Group>
  );
}

/** The driver's name, or a dimmed "Unassigned". */
export function DriverName({ transport }: { transport: TTransport }) {
  const name = transport.assignedDriver?.name ?? transport.driverName;
  return name ? (
    <>{name}</>
  ) : (
    <Text span size="sm" c="dimmed">
      Unassigned
    </Text>
  );
}
