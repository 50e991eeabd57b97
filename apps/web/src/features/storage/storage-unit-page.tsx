import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowsExchange, IconPrinter } from '@tabler/icons-react';
import { BATCH_LIMITS, daysBetween, formatNumber, indiaDateFromToday } from '@godown/shared';
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
import { hasAccess } from '../../lib/access';
import { useUser } from '../../lib/session';
import { UNITS } from '../../lib/units';
import { m } from '../../paraglide/messages.js';
import { useStorageQuery, useStorageStockQuery } from './storage-api';

/** `/storage/:id`: a storage unit, what it holds by product and batch, and its shelf label. */
export function StorageUnitPage() {
  const { id = '' } = useParams();
  const user = useUser();
  const storage = useStorageQuery(id);
  const stock = useStorageStockQuery(id);
  if (storage.isPending) return <LoadingLine label={m.storage_loading_unit()} />;
  if (storage.error) {
    return (
      <>
        <BackLink to="/storage">{m.storage_back_to_storage()}</BackLink>
        <ErrorLine
          message={
            isNotFoundError(storage.error)
              ? m.storage_unit_not_found()
              : errorMessage(storage.error, m.storage_unit_fetch_failed())
          }
        />
      </>
    );
  }
  const unit = storage.data;
  const items = stock.data?.items ?? [];
  const isTeam = hasAccess(user, 'warehouse');
  return (
    <Stack gap="md">
      <BackLink to="/storage">{m.storage_back_to_storage()}</BackLink>
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
                {m.storage_shelf_label()}
              </Button>
              <Button
                component={Link}
                to={`${SCAN_PATH}?task=move`}
                variant="default"
                leftSection={<IconArrowsExchange size={18} />}
              >
                {m.storage_move_units()}
              </Button>
            </Group>
          ) : null
        }
      />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabeledValue label={m.storage_inventory()}>
            <Anchor component={Link} to={inventoryPath(unit.inventory._id)}>
              {unit.inventory.name}
            </Anchor>
          </LabeledValue>
          <LabeledValue label={m.storage_type()}>{unit.type ?? m.storage_no_type()}</LabeledValue>
          <LabeledValue label={m.storage_location()}>{unit.location ?? m.storage_no_location()}</LabeledValue>
          <LabeledValue label={m.storage_units_held()}>
            {formatNumber(stock.data?.total ?? 0, 0)}
          </LabeledValue>
          <LabeledValue label={m.storage_max_weight()}>
            {`${formatNumber(unit.maxWeight)} ${UNITS.weight}`}
          </LabeledValue>
          <LabeledValue label={m.storage_max_volume()}>
            {`${formatNumber(unit.maxVolume, 3)} ${UNITS.volume}`}
          </LabeledValue>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="sm">
          {m.storage_what_it_holds()}
        </Text>
        {stock.error ? (
          <ErrorLine message={errorMessage(stock.error, m.storage_stock_fetch_failed())} />
        ) : null}
        {stock.data && items.length === 0 ? (
          <EmptyState title={m.storage_nothing_put_away()} message={m.storage_nothing_put_away_message()} />
        ) : null}
        {items.length ? (
          <Table.ScrollContainer minWidth={420}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.storage_product()}</Table.Th>
                  <Table.Th>{m.storage_batch()}</Table.Th>
                  <Table.Th ta="right">{m.storage_units()}</Table.Th>
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
                          {m.storage_no_batch()}
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
