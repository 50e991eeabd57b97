import { Anchor, Stack, Text } from '@mantine/core';
import { TRANSPORT_STATUS_LABELS, type TTransport } from '@godown/shared';
import { Link } from 'react-router';
import { GodownMap } from '../../components/map/godown-map';
import { MapLegend } from '../../components/map/map-legend';
import { transportPagePath } from '../../lib/paths';
import { distanceText, statusLegend, transportsLayers } from './transport-routes';

/** What a click on a transport's current point shows: its package id (to its page), status and way. */
function popupOf(transport: TTransport) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={transportPagePath(transport.id)} fw={600}>
        {transport.packageId}
      </Anchor>
      <Text size="xs">{TRANSPORT_STATUS_LABELS[transport.status]}</Text>
      {distanceText(transport) ? <Text size="xs">{distanceText(transport)}</Text> : null}
    </Stack>
  );
}

/**
 * The Transportation map: the routes (start -> current -> destination) of the transports listed, by
 * status. It draws what the list shows (the page, the filter, the search), so the two agree.
 */
export function TransportsMap({ transports, total }: { transports: readonly TTransport[]; total: number }) {
  const routed = transports.filter((t) => t.startLocation || t.currentLocation || t.destination);
  if (routed.length === 0) return null;
  const { markers, lines } = transportsLayers(routed, popupOf);
  return (
    <Stack gap={6}>
      <GodownMap label="Map of the transports' routes" markers={markers} lines={lines} />
      <MapLegend items={statusLegend(routed.map((t) => t.status))} />
      <Text size="xs" c="dimmed">
        {routed.length < total
          ? `Routes of the ${routed.length} transports on this page (of ${total.toLocaleString('en-IN')}). Squares are starts and destinations; a dot is where a transport is now.`
          : 'Squares are starts and destinations; a dot is where a transport is now.'}
      </Text>
    </Stack>
  );
}
