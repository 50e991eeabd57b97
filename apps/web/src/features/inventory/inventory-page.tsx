import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingWarehouse, IconFileImport, IconPlus } from '@tabler/icons-react';
import { IMPORT_ROLES, INVENTORY_MESSAGES, type TInventorySummary } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { confirmDelete } from '../../components/confirm-delete';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { SearchedCardList } from '../../components/searched-card-list';
import { importPath } from '../../lib/paths';
import { hasRole } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { sortParams, useListSearch } from '../../lib/use-list-search';
import { SortMenu } from '../../components/table/sort-menu';
import { useDeleteInventory, useInventoryList } from './inventory-api';
import { InventoryCard } from './inventory-card';
import { InventoryFormModal } from './inventory-form-modal';
import { InventoriesMap } from './inventory-map';

/** What the inventory cards sort by. */
const INVENTORY_SORTS = [
  { column: 'name', label: 'Name' },
  { column: 'location', label: 'Location' },
  { column: 'capacity', label: 'Capacity' },
  { column: 'usage', label: 'Usage' },
  { column: 'products', label: 'Products' },
  { column: 'createdAt', label: 'Created' },
];

/** `/inventory`: every inventory as a card, searched, sorted and paged by the server. */
export function InventoryPage() {
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  const listSearch = useListSearch({ sortable: 'inventories' });
  const { appliedSearch, page, afterDelete, sort } = listSearch;
  const [isCreateOpen, setCreateOpen] = useState(false);
  const list = useInventoryList(appliedSearch, page, sortParams(sort));
  const remove = useDeleteInventory();

  const inventories = list.data?.inventories ?? [];
  const total = list.data?.total ?? 0;

  const askToDelete = (inventory: TInventorySummary) =>
    confirmDelete({
      name: inventory.name,
      message: INVENTORY_MESSAGES.deleteConfirm,
      onConfirm: () =>
        remove.mutate(inventory._id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: `Inventory "${inventory.name}" deleted` });
            afterDelete(inventories.length);
          },
        }),
    });

  return (
    <>
      <PageHeader
        title={list.data ? `Inventories (${total.toLocaleString('en-IN')})` : 'Inventories'}
        actions={
          <Group gap="sm">
            <ExportMenu kind="inventories" filters={{ search: appliedSearch }} />
            {hasRole(user, IMPORT_ROLES.inventories) ? (
              <Button
                component={Link}
                to={importPath('inventories')}
                variant="default"
                leftSection={<IconFileImport size={18} />}
              >
                Import
              </Button>
            ) : null}
            {isAdmin ? (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setCreateOpen(true)}>
                Create Inventory
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="lg">
        {/* The map shows what the list shows; it stays while a search finds nothing, so the page keeps its place. */}
        {list.data && (total > 0 || appliedSearch) ? (
          <InventoriesMap inventories={inventories} total={total} search={appliedSearch} />
        ) : null}
        <SearchedCardList
          listSearch={listSearch}
          sortMenu={<SortMenu sort={sort} columns={INVENTORY_SORTS} />}
          query={list}
          things="inventories"
          searchFields="name, location or description"
          errors={[
            list.isError ? 'Failed to fetch inventories' : null,
            remove.isError ? failureWithReason(remove.error, 'Failed to delete inventory') : null,
          ]}
          items={inventories}
          total={total}
          renderCard={(inventory) => (
            <InventoryCard
              key={inventory._id}
              inventory={inventory}
              onDelete={isAdmin ? askToDelete : undefined}
            />
          )}
          empty={
            <EmptyState
              icon={<IconBuildingWarehouse size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
              title="No Inventories Yet"
              message={
                isAdmin
                  ? 'Create your first inventory to start placing products and storage units.'
                  : 'Inventories appear here once an admin creates them.'
              }
              action={
                isAdmin ? (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={18} />}
                    onClick={() => setCreateOpen(true)}
                  >
                    Create your first inventory
                  </Button>
                ) : null
              }
            />
          }
        />
      </Stack>
      <InventoryFormModal opened={isCreateOpen} onClose={() => setCreateOpen(false)} />
    </>
  );
}
