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
import {
  formatNumber,
  formatRupees,
  TRANSPORT_MODE_LABELS,
  TRANSPORT_STATUS_LABELS,
  transportPlace,
} from '@godown/shared';
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
import { productPath } from '../../lib/paths';
import { hasRole, TEAM_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { formatEta } from './transport-cells';
import { ProofCard } from './proof-card';
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
  if (query.isPending) return <LoadingLine label="Loading transport..." />;
  if (query.error) {
    return (
      <>
        <BackLink to="/transportation">Transportation</BackLink>
        <ErrorLine
          message={
            isNotFoundError(query.error)
              ? 'Transport not found'
              : errorMessage(query.error, 'Failed to fetch transport')
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
      <BackLink to="/transportation">Transportation</BackLink>
      <PageHeader title={`Transport ${t.packageId}`} actions={<StatusBadge status={t.status} size="lg" />} />
      {t.etaWarning ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Impossible ETA">
          {t.etaWarning}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabeledValue label="From">{transportPlace(t.sourceInventory, t.startLocation)}</LabeledValue>
          <LabeledValue label="To">{transportPlace(t.destinationInventory, t.destination)}</LabeledValue>
          <LabeledValue label="Driver">{t.assignedDriver?.name ?? 'Unassigned'}</LabeledValue>
          <LabeledValue label="ETA">{formatEta(t.eta)}</LabeledValue>
          <LabeledValue label="Mode">{TRANSPORT_MODE_LABELS[t.transportMode]}</LabeledValue>
          <LabeledValue label="Distance">{distance ?? 'No route'}</LabeledValue>
          <LabeledValue label="Location shared">
            {t.currentLocationAt ? formatDateTime(t.currentLocationAt) : 'Never'}
          </LabeledValue>
          <LabeledValue label="Value">{formatRupees(t.totalValue)}</LabeledValue>
        </SimpleGrid>
        {t.progress !== null && t.status !== 'pending' && t.status !== 'cancelled' ? (
          <Progress
            mt="md"
            value={Math.round(t.progress * 100)}
            color={t.status === 'delivered' ? 'green' : 'orange'}
            aria-label={`Progress: ${Math.round(t.progress * 100)}% of the way`}
          />
        ) : null}
      </Paper>
      <GodownMap label={`Route of ${t.packageId}`} markers={layers.markers} lines={layers.lines} />
      <MapLegend
        items={[
          ...statusLegend([t.status]),
          {
            color: 'var(--mantine-color-gray-6)',
            label: 'Squares: start and destination; dot: where it is now',
            shape: 'square',
          },
        ]}
      />

      {t.status === 'delivered' && mayReadProof ? (
        <ProofCard transportId={t.id} hasProof={t.hasProof} />
      ) : null}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="sm">
            Products ({formatNumber(t.products.length, 0)})
          </Text>
          {t.products.length ? (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th ta="right">Units</Table.Th>
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
              No product lines
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="sm">
            History
          </Text>
          <Timeline bulletSize={14} lineWidth={2} active={t.history.length - 1}>
            {t.history.map((entry) => (
              <Timeline.Item
                key={`${entry.changedAt}-${entry.to}`}
                title={
                  entry.from
                    ? `${TRANSPORT_STATUS_LABELS[entry.from]} → ${TRANSPORT_STATUS_LABELS[entry.to]}`
                    : `Created ${TRANSPORT_STATUS_LABELS[entry.to].toLowerCase()}`
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
