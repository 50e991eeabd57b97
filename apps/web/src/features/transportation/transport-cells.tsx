import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber, shortTransportId, type TTransport, type TTransportLine } from '@godown/shared';
import { formatDateTime } from '../../components/date-time-text';
import { appLocale } from '../../lib/i18n';
import { transportPagePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';

// In the language of the screens, like formatDateTime (a language change reloads the page).
const dateFormat = new Intl.DateTimeFormat(appLocale(), { dateStyle: 'medium' });

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
      {m.transportation_order_tag()}
    </Badge>
  );
}

/** The short id (last 6 characters, the whole id as its tooltip) over the package id. */
export function TransportId({ transport }: { transport: TTransport }) {
  return (
    <div>
      <Anchor
        component={Link}
        to={transportPagePath(transport._id)}
        ff="monospace"
        fw={700}
        size="sm"
        title={transport._id}
        // Starts with what it shows, as a spoken command would name it.
        aria-label={m.transportation_id_link_label({
          shortId: shortTransportId(transport._id),
          packageId: transport.packageId,
        })}
      >
        {shortTransportId(transport._id)}
      </Anchor>
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
      <Anchor
        component={Link}
        to={transportPagePath(transport._id)}
        fw={600}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {transport.packageId}
      </Anchor>
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
      {m.transportation_unassigned()}
    </Text>
  );
}

/** A line's batches as "LOT-A × 4, LOT-B × 2" (the units of each). */
export function batchSummary(batches: TTransportLine['batches']): string {
  return batches.map(({ batch, quantity }) => `${batch.code} × ${formatNumber(quantity, 0)}`).join(', ');
}

/**
 * The batches a transport carries, a line per product that has any: chosen while pending, the units
 * that left once dispatched. Nothing for a transport without batches.
 */
export function TransportBatches({ transport }: { transport: TTransport }) {
  const lines = transport.products.filter((line) => line.batches.length > 0);
  if (lines.length === 0) return null;
  return (
    <Stack gap={0} mt={4} aria-label={m.transportation_batches()}>
      {lines.map((line) => (
        <Text key={line.product} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {`${line.productName}: `}
          <Text span size="xs" ff="monospace">
            {batchSummary(line.batches)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
