import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingWarehouse, IconFileImport, IconPlus } from '@tabler/icons-react';
import { formatNumber, IMPORT_ROLES, INVENTORY_MESSAGES, type TInventorySummary } from '@godown/shared';
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
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { SortMenu } from '../../components/table/sort-menu';
import { useDeleteInventory, useInventoryList } from './inventory-api';
import { InventoryCard } from './inventory-card';
import { InventoryFormModal } from './inventory-form-modal';
import { InventoriesMap } from './inventory-map';

/** What the inventory cards sort by. */
const inventorySorts = () => [
  { column: 'name', label: m.inventory_sort_name() },
  { column: 'location', label: m.inventory_sort_location() },
  { column: 'capacity', label: m.inventory_sort_capacity() },
  { column: 'usage', label: m.inventory_sort_usage() },
  { column: 'products', label: m.inventory_sort_products() },
  { column: 'createdAt', label: m.inventory_sort_created() },
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
      message: localizeText(INVENTORY_MESSAGES.deleteConfirm),
      onConfirm: () =>
        remove.mutate(inventory._id, {
          onSuccess: () => {
            notifications.show({
              color: 'teal',
              message: m.inventory_inventory_deleted({ name: inventory.name }),
            });
            afterDelete(inventories.length);
          },
        }),
    });

  return (
    <>
      <PageHeader
        title={
          list.data
            ? m.inventory_inventories_total({ total: formatNumber(total, 0) })
            : m.inventory_inventories()
        }
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
                {m.inventory_import()}
              </Button>
            ) : null}
            {isAdmin ? (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setCreateOpen(true)}>
                {m.inventory_create_inventory()}
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
          sortMenu={<SortMenu sort={sort} columns={inventorySorts()} />}
          query={list}
          things={m.inventory_inventories_plural_noun()}
          searchFields={m.inventory_search_fields()}
          errors={[
            list.isError ? m.inventory_fetch_inventories_failed() : null,
            remove.isError ? failureWithReason(remove.error, m.inventory_delete_inventory_failed()) : null,
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
              title={m.inventory_no_inventories_yet()}
              message={isAdmin ? m.inventory_create_first_hint() : m.inventory_appear_once_admin_creates()}
              action={
                isAdmin ? (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={18} />}
                    onClick={() => setCreateOpen(true)}
                  >
                    {m.inventory_create_first()}
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
