import { Anchor, Stack, Text } from '@mantine/core';
import { formatNumber, type TTransport } from '@godown/shared';
import { Link } from 'react-router';
import { GodownMap } from '../../components/map/godown-map';
import { MapLegend } from '../../components/map/map-legend';
import { transportStatusLabel } from '../../lib/labels';
import { transportPagePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { distanceText, statusLegend, transportsLayers } from './transport-routes';

/** What a click on a transport's current point shows: its package id (to its page), status and way. */
function popupOf(transport: TTransport) {
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={transportPagePath(transport.id)} fw={600}>
        {transport.packageId}
      </Anchor>
      <Text size="xs">{transportStatusLabel(transport.status)}</Text>
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
      <GodownMap label={m.transportation_map_label()} markers={markers} lines={lines} />
      <MapLegend items={statusLegend(routed.map((t) => t.status))} />
      <Text size="xs" c="dimmed">
        {routed.length < total
          ? m.transportation_map_note_page({
              count: formatNumber(routed.length, 0),
              total: formatNumber(total, 0),
            })
          : m.transportation_map_note()}
      </Text>
    </Stack>
  );
}
