import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowsExchange, IconPrinter } from '@tabler/icons-react';
import { BATCH_LIMITS, daysBetween, formatNumber, indiaDateFromToday, UNITS } from '@godown/shared';
import { Link, useParams } from 'react-router';
import { errorMessage, isNotFoundError } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { ExpiryBadge } from '../../components/expiry-badge';
import { LabeledValue } from '../../components/labeled-value';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { inventoryPath, LABELS_PATH, productPath, SCAN_PATH } from '../../lib/paths';
import { TEAM_ROLES, hasRole } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { useStorageQuery, useStorageStockQuery } from './storage-api';

/** `/storage/:id`: a storage unit, what it holds by product and batch, and its shelf label. */
export function StorageUnitPage() {
  const { id = '' } = useParams();
  const user = useUser();
  const storage = useStorageQuery(id);
  const stock = useStorageStockQuery(id);
  if (storage.isPending) return <LoadingLine label="Loading storage unit..." />;
  if (storage.error) {
    return (
      <>
        <BackLink to="/storage">Storage</BackLink>
        <ErrorLine
          message={
            isNotFoundError(storage.error)
              ? 'Storage unit not found'
              : errorMessage(storage.error, 'Failed to fetch storage unit')
          }
        />
      </>
    );
  }
  const unit = storage.data;
  const items = stock.data?.items ?? [];
  const isTeam = hasRole(user, TEAM_ROLES);
  return (
    <Stack gap="md">
      <BackLink to="/storage">Storage</BackLink>
      <PageHeader
        title={`${unit.name} (${unit.locationId})`}
        actions={
          isTeam ? (
            <Group gap="sm">
              <Button
                component={Link}
                to={`${LABELS_PATH}?${new URLSearchParams({ inventory: unit.inventory._id, storageUnits: unit._id }).toString()}`}
                variant="default"
                leftSection={<IconPrinter size={18} />}
              >
                Shelf label
              </Button>
              <Button
                component={Link}
                to={`${SCAN_PATH}?task=move`}
                variant="default"
                leftSection={<IconArrowsExchange size={18} />}
              >
                Move units
              </Button>
            </Group>
          ) : null
        }
      />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabeledValue label="Inventory">
            <Anchor component={Link} to={inventoryPath(unit.inventory._id)}>
              {unit.inventory.name}
            </Anchor>
          </LabeledValue>
          <LabeledValue label="Type">{unit.type ?? 'No type'}</LabeledValue>
          <LabeledValue label="Location">{unit.location ?? 'No location given'}</LabeledValue>
          <LabeledValue label="Units held">{formatNumber(stock.data?.total ?? 0, 0)}</LabeledValue>
          <LabeledValue label="Max weight">{`${formatNumber(unit.maxWeight)} ${UNITS.weight}`}</LabeledValue>
          <LabeledValue label="Max volume">{`${formatNumber(unit.maxVolume, 3)} ${UNITS.volume}`}</LabeledValue>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="sm">
          What it holds
        </Text>
        {stock.error ? (
          <ErrorLine message={errorMessage(stock.error, 'Failed to fetch what the unit holds')} />
        ) : null}
        {stock.data && items.length === 0 ? (
          <EmptyState
            title="Nothing is put away here"
            message="Receive or move units into this unit on the Scan screen."
          />
        ) : null}
        {items.length ? (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Batch</Table.Th>
                  <Table.Th ta="right">Units</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={`${item.product.id}:${item.batch?.id ?? ''}`}>
                    <Table.Td>
                      <Anchor component={Link} to={productPath(item.product.id)}>
                        {item.product.productName}
                      </Anchor>
                      {item.product.sku ? (
                        <Text size="xs" c="dimmed">
                          {item.product.sku}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {item.batch ? (
                        <Group gap="xs">
                          <Text size="sm">{item.batch.code}</Text>
                          {item.batch.expiryDate ? (
                            <ExpiryBadge
                              daysToExpiry={daysBetween(indiaDateFromToday(), item.batch.expiryDate)}
                              warningDays={BATCH_LIMITS.defaultWarningDays}
                            />
                          ) : null}
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          No batch
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(item.quantity, 0)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Paper>
    </Stack>
  );
}
