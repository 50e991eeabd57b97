import {
  Alert,
  Anchor,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatNumber, formatRupees, transportPlace } from '@godown/shared';
import { Link, useParams } from 'react-router';
import { errorMessage, isNotFoundError } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { LoadingLine } from '../../components/loading-line';
import { GodownMap } from '../../components/map/godown-map';
import { MapLegend } from '../../components/map/map-legend';
import { PageHeader } from '../../components/page-header';
import { StatusBadge } from '../../components/status-badge';
import { transportModeLabel, transportStatusLabel } from '../../lib/labels';
import { sayMessage } from '../../lib/localize';
import { productPath } from '../../lib/paths';
import { hasRole, SELLER_ROLES, TEAM_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { EwayBillSection } from './ewaybill-section';
import { formatEta } from './transport-cells';
import { ProofCard } from './proof-card';
import { TransferPaperwork } from './transfer-paperwork';
import { distanceText, statusLegend, transportLayers } from './transport-routes';
import { useTransportQuery } from './transportation-api';

/**
 * `/transportation/:id`: one transport: its route on a map with distance and progress, its
 * figures, lines and status history, and once delivered its proof. It follows live updates, so a
 * driver's shared location moves the map without a reload.
 */
export function TransportPage() {
  const { id = '' } = useParams();
  const user = useUser();
  const query = useTransportQuery(id);
  if (query.isPending) return <LoadingLine label={m.transportation_loading_transport()} />;
  if (query.error) {
    return (
      <>
        <BackLink to="/transportation">{m.transportation_title()}</BackLink>
        <ErrorLine
          message={
            isNotFoundError(query.error)
              ? m.transportation_transport_not_found()
              : errorMessage(query.error, m.transportation_fetch_transport_failed())
          }
        />
      </>
    );
  }
  const t = query.data;
  const layers = transportLayers(t);
  const distance = distanceText(t);
  const mayReadProof = hasRole(user, TEAM_ROLES);
  return (
    <Stack gap="md">
      <BackLink to="/transportation">{m.transportation_title()}</BackLink>
      <PageHeader
        title={m.transportation_transport_package({ packageId: t.packageId })}
        actions={<StatusBadge status={t.status} size="lg" />}
      />
      {t.etaWarning ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={m.transportation_impossible_eta()}
        >
          {sayMessage({ ...t.etaWarningMessage, message: t.etaWarning })}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabeledValue label={m.transportation_from()}>
            {transportPlace(t.sourceInventory, t.startLocation)}
          </LabeledValue>
          <LabeledValue label={m.transportation_to()}>
            {transportPlace(t.destinationInventory, t.destination)}
          </LabeledValue>
          <LabeledValue label={m.transportation_driver()}>
            {t.assignedDriver?.name ?? m.transportation_unassigned()}
          </LabeledValue>
          <LabeledValue label="ETA">{formatEta(t.eta)}</LabeledValue>
          <LabeledValue label={m.transportation_mode()}>{transportModeLabel(t.transportMode)}</LabeledValue>
          <LabeledValue label={m.transportation_distance()}>
            {distance ?? m.transportation_no_route()}
          </LabeledValue>
          <LabeledValue label={m.transportation_location_shared()}>
            {t.currentLocationAt ? formatDateTime(t.currentLocationAt) : m.transportation_never()}
          </LabeledValue>
          <LabeledValue label={m.transportation_value()}>{formatRupees(t.totalValue)}</LabeledValue>
        </SimpleGrid>
        {t.progress !== null && t.status !== 'pending' && t.status !== 'cancelled' ? (
          <Progress
            mt="md"
            value={Math.round(t.progress * 100)}
            color={t.status === 'delivered' ? 'green' : 'orange'}
            aria-label={m.transportation_progress_of_the_way({
              percent: formatNumber(Math.round(t.progress * 100), 0),
            })}
          />
        ) : null}
      </Paper>
      <GodownMap
        label={m.transportation_route_of({ packageId: t.packageId })}
        markers={layers.markers}
        lines={layers.lines}
      />
      <MapLegend
        items={[
          ...statusLegend([t.status]),
          {
            color: 'var(--mantine-color-gray-6)',
            label: m.transportation_map_legend_shapes(),
            shape: 'square',
          },
        ]}
      />

      {t.sourceInventory && t.destinationInventory && hasRole(user, SELLER_ROLES) ? (
        <TransferPaperwork transport={t} />
      ) : null}

      {t.sourceInventory && !t.isOrder && hasRole(user, SELLER_ROLES) ? (
        <EwayBillSection transport={t} />
      ) : null}

      {t.status === 'delivered' && mayReadProof ? (
        <ProofCard transportId={t.id} hasProof={t.hasProof} />
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="sm">
            {m.transportation_products_count({ count: formatNumber(t.products.length, 0) })}
          </Text>
          {t.products.length ? (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.transportation_product()}</Table.Th>
                    <Table.Th ta="right">{m.transportation_units()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {t.products.map((line) => (
                    <Table.Tr key={line.product}>
                      <Table.Td>
                        <Anchor component={Link} to={productPath(line.product)}>
                          {line.productName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{formatNumber(line.quantity, 0)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Text size="sm" c="dimmed">
              {m.transportation_no_product_lines()}
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="sm">
            {m.transportation_history()}
          </Text>
          <Timeline bulletSize={14} lineWidth={2} active={t.history.length - 1}>
            {t.history.map((entry) => (
              <Timeline.Item
                key={`${entry.changedAt}-${entry.to}`}
                title={
                  entry.from
                    ? `${transportStatusLabel(entry.from)} → ${transportStatusLabel(entry.to)}`
                    : m.transportation_created_with_status({
                        status: transportStatusLabel(entry.to).toLowerCase(),
                      })
                }
              >
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.changedAt)}
                  </Text>
                  <Text size="xs">{entry.changedBy?.name ?? ''}</Text>
                </Group>
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
