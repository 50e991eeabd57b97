import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconBuildingWarehouse, IconEdit, IconPlus, IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isNotFoundError } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { LABELS_PATH } from '../../lib/paths';
import { hasAccess } from '../../lib/access';
import { BUYER_ROLES, hasRole } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { AddProductModal } from './add-product-modal';
import { useInventoryDetail } from './inventory-api';
import { InTransitCard } from './in-transit-card';
import { InventoryBatchesCard } from './inventory-batches-card';
import { CostSummaryCard, InventoryInfoCard, UtilizationCard } from './inventory-detail-cards';
import { InventoryFormModal } from './inventory-form-modal';
import { PlacementsTable } from './placements-table';

/** The utilization chart (and the chart library) loads after the inventory's details. */
const InventoryUsageChart = lazy(async () => ({
  default: (await import('./inventory-usage-chart')).InventoryUsageChart,
}));

function BackToInventories() {
  return (
    <BackLink to="/inventory" mb="xs" display="inline-block">
      {m.inventory_all_inventories()}
    </BackLink>
  );
}

/** `/inventory/{id}`: one inventory's information, utilization, value and products. */
export function InventoryDetailPage() {
  const { id = '' } = useParams();
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  const detail = useInventoryDetail(id);
  const [isAddOpen, setAddOpen] = useState(false);
  const [isEditOpen, setEditOpen] = useState(false);

  if (detail.isPending) return <LoadingLine label={m.inventory_loading_details()} />;

  if (detail.isError) {
    return (
      <>
        <BackToInventories />
        <PageHeader title={m.inventory_details()} />
        {isNotFoundError(detail.error) ? (
          <EmptyState
            icon={<IconBuildingWarehouse size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
            title={m.inventory_not_found()}
            message={m.inventory_not_found_hint()}
            action={
              <Button component={Link} to="/inventory" variant="light">
                {m.inventory_back_to_inventories()}
              </Button>
            }
          />
        ) : (
          <ErrorLine message={m.inventory_fetch_details_failed()} />
        )}
      </>
    );
  }

  const inventory = detail.data;
  return (
    <>
      <BackToInventories />
      <PageHeader
        title={inventory.name}
        actions={
          <Group gap="sm">
            {hasAccess(user, 'placeStock') ? (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setAddOpen(true)}>
                {m.inventory_add_product()}
              </Button>
            ) : null}
            {hasAccess(user, 'warehouse') ? (
              <Button
                component={Link}
                to={`${LABELS_PATH}?${new URLSearchParams({ inventory: inventory._id }).toString()}`}
                variant="default"
                leftSection={<IconPrinter size={18} />}
              >
                {m.inventory_print_labels()}
              </Button>
            ) : null}
            {isAdmin ? (
              <Button
                variant="default"
                leftSection={<IconEdit size={18} />}
                onClick={() => setEditOpen(true)}
              >
                {m.inventory_edit()}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <InventoryInfoCard inventory={inventory} />
          <UtilizationCard inventoryId={inventory._id} />
          <CostSummaryCard inventoryId={inventory._id} />
        </SimpleGrid>
        {/* The transfers name packages and routes: signed-in users only, like the transports. */}
        {user ? (
          <Suspense fallback={<LoadingLine label={m.inventory_loading_usage_over_time()} />}>
            <InventoryUsageChart inventoryId={inventory._id} />
          </Suspense>
        ) : null}
        {hasAccess(user, 'transfers') ? <InTransitCard inventoryId={inventory._id} /> : null}
        <PlacementsTable
          // Another inventory's table starts again at its first page.
          key={inventory._id}
          inventory={inventory}
          detailUpdatedAt={detail.dataUpdatedAt}
          canRemove={hasAccess(user, 'placeStock')}
        />
        <InventoryBatchesCard
          key={`batches-${inventory._id}`}
          inventoryId={inventory._id}
          canTrace={hasRole(user, BUYER_ROLES)}
        />
      </Stack>
      {hasAccess(user, 'placeStock') ? (
        <AddProductModal inventoryId={inventory._id} opened={isAddOpen} onClose={() => setAddOpen(false)} />
      ) : null}
      {isAdmin ? (
        <InventoryFormModal inventory={inventory} opened={isEditOpen} onClose={() => setEditOpen(false)} />
      ) : null}
    </>
  );
}
