import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Switch, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconNavigation,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { formatNumber, transportPlace, type TTransport } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { formatDateTime } from '../../components/date-time-text';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { GodownMap } from '../../components/map/godown-map';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { sayMessage } from '../../lib/localize';
import { transportPagePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { formatEta } from './transport-cells';
import { distanceText, navigationUrl, transportLayers } from './transport-routes';
import { DeliverModal } from './deliver-modal';
import { useDeliveriesQuery, useMoveDelivery } from './deliveries-api';
import { rememberChoice, rememberedChoice, useShareLocation } from './use-share-location';

const ROUTE_MAP_HEIGHT = 180;

/** The next step a driver takes on a delivery, by its status. */
function NextStep({ transport, onDeliver }: { transport: TTransport; onDeliver: () => void }) {
  const move = useMoveDelivery();
  const error = move.error ? errorMessage(move.error, m.transportation_status_change_failed()) : null;
  const step =
    transport.status === 'pending' ? (
      <Button
        leftSection={<IconTruck size={18} />}
        loading={move.isPending}
        onClick={() => move.mutate({ id: transport.id, status: 'dispatched' })}
      >
        {m.transportation_dispatch()}
      </Button>
    ) : transport.status === 'dispatched' ? (
      <Button
        leftSection={<IconTruckDelivery size={18} />}
        loading={move.isPending}
        onClick={() => move.mutate({ id: transport.id, status: 'in_transit' })}
      >
        {m.transportation_start_trip()}
      </Button>
    ) : (
      <Button color="green" leftSection={<IconCircleCheck size={18} />} onClick={onDeliver}>
        {m.transportation_deliver()}
      </Button>
    );
  return (
    <Stack gap={4}>
      <Group gap="sm">
        {step}
        {transport.destination ? (
          <Button
            component="a"
            href={navigationUrl(transport.destination)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconNavigation size={18} />}
          >
            {m.transportation_navigate()}
          </Button>
        ) : null}
      </Group>
      <ErrorLine message={error} />
    </Stack>
  );
}

/** One delivery: where from and to, when, how far along, its route, and what to do next. */
function DeliveryCard({ transport, onDeliver }: { transport: TTransport; onDeliver: () => void }) {
  const layers = transportLayers(transport);
  const distance = distanceText(transport);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={m.transportation_delivery_package({ packageId: transport.packageId })}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Anchor component={Link} to={transportPagePath(transport.id)} fw={700}>
              {transport.packageId}
            </Anchor>
            <Text size="sm">
              {`${transportPlace(transport.sourceInventory, transport.startLocation)} → ${transportPlace(transport.destinationInventory, transport.destination)}`}
            </Text>
          </div>
          <StatusBadge status={transport.status} />
        </Group>
        <Group gap="lg">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              ETA{' '}
            </Text>
            {formatEta(transport.eta)}
          </Text>
          {distance ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {m.transportation_distance()}{' '}
              </Text>
              {distance}
            </Text>
          ) : null}
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {m.transportation_units()}{' '}
            </Text>
            {formatNumber(
              transport.products.reduce((sum, line) => sum + line.quantity, 0),
              0,
            )}
          </Text>
        </Group>
        {transport.etaWarning ? (
          <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
            {sayMessage({ ...transport.etaWarningMessage, message: transport.etaWarning })}
          </Alert>
        ) : null}
        {transport.status === 'in_transit' && transport.progress !== null ? (
          <Progress
            value={Math.round(transport.progress * 100)}
            color="orange"
            aria-label={m.transportation_progress()}
          />
        ) : null}
        {layers.markers.length ? (
          <GodownMap
            label={m.transportation_route_of({ packageId: transport.packageId })}
            markers={layers.markers}
            lines={layers.lines}
            height={ROUTE_MAP_HEIGHT}
          />
        ) : null}
        <NextStep transport={transport} onDeliver={onDeliver} />
      </Stack>
    </Paper>
  );
}

/** "Sharing: sent 10:42 am" or why not. */
function SharingLine({
  isOn,
  lastSentAt,
  problem,
}: {
  isOn: boolean;
  lastSentAt: number | null;
  problem: string | null;
}) {
  if (!isOn) return null;
  if (problem) return <ErrorLine message={problem} />;
  return (
    <Text size="xs" c="dimmed" role="status">
      {lastSentAt
        ? m.transportation_location_sent_at({ time: formatDateTime(new Date(lastSentAt).toISOString()) })
        : m.transportation_finding_position()}
    </Text>
  );
}

/**
 * `/deliveries` (My deliveries): a driver's transports not yet finished, nearest ETA first, each
 * with its route, a button to the phone's navigation and the next status; sharing the phone's
 * location while in transit; delivering with a proof. Made for a phone.
 */
export function DeliveriesPage() {
  const deliveries = useDeliveriesQuery();
  const [delivering, setDelivering] = useState<TTransport | null>(null);
  const [isSharing, setSharing] = useState(rememberedChoice);
  const [delivered, setDelivered] = useState<string | null>(null);
  const list = deliveries.data ?? [];
  const inTransit = list.filter((t) => t.status === 'in_transit').map((t) => t.id);
  const sharing = useShareLocation(isSharing, inTransit);

  return (
    <Stack gap="md" maw={720}>
      <PageHeader
        title={
          deliveries.data
            ? m.transportation_my_deliveries_count({ count: formatNumber(list.length, 0) })
            : m.transportation_my_deliveries()
        }
      />
      <Paper withBorder radius="md" p="sm">
        <Switch
          checked={isSharing}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setSharing(on);
            rememberChoice(on);
          }}
          label={m.transportation_share_location_label()}
          description={m.transportation_share_location_description()}
        />
        <SharingLine
          isOn={isSharing && inTransit.length > 0}
          lastSentAt={sharing.lastSentAt}
          problem={sharing.problem}
        />
      </Paper>
      {delivered ? (
        <Alert color="green" variant="light" withCloseButton onClose={() => setDelivered(null)}>
          {m.transportation_delivered_proof_saved({ packageId: delivered })}
        </Alert>
      ) : null}
      {deliveries.isPending ? <LoadingLine label={m.transportation_loading_deliveries()} /> : null}
      {deliveries.error ? (
        <ErrorLine message={errorMessage(deliveries.error, m.transportation_fetch_deliveries_failed())} />
      ) : null}
      {deliveries.data && list.length === 0 ? (
        <EmptyState
          title={m.transportation_no_deliveries_title()}
          message={m.transportation_no_deliveries_message()}
        />
      ) : null}
      {list.map((transport) => (
        <DeliveryCard key={transport.id} transport={transport} onDeliver={() => setDelivering(transport)} />
      ))}
      <DeliverModal
        transport={delivering}
        onClose={() => setDelivering(null)}
        onDelivered={() => {
          setDelivered(delivering?.packageId ?? null);
          setDelivering(null);
        }}
      />
    </Stack>
  );
}
