import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBox, IconCube, IconPlus, IconScale, IconStack2 } from '@tabler/icons-react';
import { formatNumber, UNITS, type TStorage } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { confirmDelete } from '../../components/confirm-delete';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { SearchedCardList } from '../../components/searched-card-list';
import { StatCard } from '../../components/stat-card';
import { useUser } from '../../lib/session';
import { sortParams, useListSearch } from '../../lib/use-list-search';
import { SortMenu } from '../../components/table/sort-menu';
import { useDeleteStorage, useStorageList } from './storage-api';
import { StorageCard } from './storage-card';
import { StorageFormModal } from './storage-form-modal';

/** What the storage unit cards sort by. */
const STORAGE_SORTS = [
  { column: 'name', label: 'Name' },
  { column: 'locationId', label: 'Location ID' },
  { column: 'type', label: 'Type' },
  { column: 'createdAt', label: 'Created' },
];

/** `/storage`: storage units as cards with totals, searched, sorted and paged by the server. */
export function StoragePage() {
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  const listSearch = useListSearch({ sortable: 'storages' });
  const { appliedSearch, page, afterDelete, sort } = listSearch;
  const [isAddOpen, setAddOpen] = useState(false);
  const [editing, setEditing] = useState<TStorage | null>(null);
  const [isEditOpen, setEditOpen] = useState(false);
  const list = useStorageList(appliedSearch, page, sortParams(sort));
  const remove = useDeleteStorage();

  const storages = list.data?.storages ?? [];
  const total = list.data?.total ?? 0;
  const stats = list.data?.stats;

  const openEdit = (storage: TStorage) => {
    setEditing(storage);
    setEditOpen(true);
  };

  const askToDelete = (storage: TStorage) =>
    confirmDelete({
      name: storage.name,
      message: 'Are you sure you want to delete this storage unit?',
      onConfirm: () =>
        remove.mutate(storage._id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: `Storage unit "${storage.name}" deleted` });
            afterDelete(storages.length);
          },
        }),
    });

  return (
    <>
      <PageHeader
        title={list.data ? `Storage Units (${total.toLocaleString('en-IN')})` : 'Storage Units'}
        actions={
          <Group gap="sm">
            <ExportMenu kind="storage-units" filters={{ search: appliedSearch }} />
            {user ? (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setAddOpen(true)}>
                Add Storage
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="lg">
        {stats ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <StatCard
              label="Active Units"
              value={formatNumber(stats.activeUnits, 0)}
              hint={`of ${formatNumber(stats.totalUnits, 0)} ${stats.totalUnits === 1 ? 'unit' : 'units'}`}
              icon={<IconBox size={20} />}
            />
            <StatCard
              label="Total Weight"
              value={`${formatNumber(stats.totalCurrentWeight)} ${UNITS.weight}`}
              hint={`of ${formatNumber(stats.totalMaxWeight)} ${UNITS.weight} max`}
              icon={<IconScale size={20} />}
              color="blue"
            />
            <StatCard
              label="Total Volume"
              value={`${formatNumber(stats.totalCurrentVolume, 3)} ${UNITS.volume}`}
              hint={`of ${formatNumber(stats.totalMaxVolume, 3)} ${UNITS.volume} max`}
              icon={<IconCube size={20} />}
              color="grape"
            />
          </SimpleGrid>
        ) : null}
        <SearchedCardList
          listSearch={listSearch}
          sortMenu={<SortMenu sort={sort} columns={STORAGE_SORTS} />}
          query={list}
          things="storage units"
          searchFields="name, location or type"
          errors={[
            list.isError ? 'Failed to fetch storage units' : null,
            remove.isError ? failureWithReason(remove.error, 'Failed to delete storage unit') : null,
          ]}
          items={storages}
          total={total}
          renderCard={(storage) => (
            <StorageCard
              key={storage._id}
              storage={storage}
              onEdit={isAdmin ? openEdit : undefined}
              onDelete={isAdmin ? askToDelete : undefined}
            />
          )}
          empty={
            <EmptyState
              icon={<IconStack2 size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
              title="No Storage Units Yet"
              message={
                user
                  ? 'Add racks, bins and cold rooms to the inventories to track what each one holds.'
                  : 'Storage units appear here once they are added. Log in to add one.'
              }
              action={
                user ? (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={18} />}
                    onClick={() => setAddOpen(true)}
                  >
                    Add your first storage unit
                  </Button>
                ) : null
              }
            />
          }
        />
      </Stack>
      <StorageFormModal opened={isAddOpen} onClose={() => setAddOpen(false)} />
      {editing ? (
        <StorageFormModal
          key={editing._id}
          storage={editing}
          opened={isEditOpen}
          onClose={() => setEditOpen(false)}
        />
      ) : null}
    </>
  );
}
