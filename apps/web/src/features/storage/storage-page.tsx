import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBox, IconCube, IconPlus, IconScale, IconStack2 } from '@tabler/icons-react';
import { formatNumber, type TStorage } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { confirmDelete } from '../../components/confirm-delete';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { SearchedCardList } from '../../components/searched-card-list';
import { StatCard } from '../../components/stat-card';
import { hasAccess } from '../../lib/access';
import { useUser } from '../../lib/session';
import { UNITS } from '../../lib/units';
import { sortParams, useListSearch } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { SortMenu } from '../../components/table/sort-menu';
import { useDeleteStorage, useStorageList } from './storage-api';
import { StorageCard } from './storage-card';
import { StorageFormModal } from './storage-form-modal';

/** What the storage unit cards sort by. */
const storageSorts = () => [
  { column: 'name', label: m.storage_name() },
  { column: 'locationId', label: m.storage_location_id() },
  { column: 'type', label: m.storage_type() },
  { column: 'createdAt', label: m.storage_created() },
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
      message: m.storage_delete_confirm(),
      onConfirm: () =>
        remove.mutate(storage._id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: m.storage_unit_deleted({ name: storage.name }) });
            afterDelete(storages.length);
          },
        }),
    });

  return (
    <>
      <PageHeader
        title={list.data ? m.storage_title_count({ count: formatNumber(total, 0) }) : m.storage_title()}
        actions={
          <Group gap="sm">
            <ExportMenu kind="storage-units" filters={{ search: appliedSearch }} />
            {hasAccess(user, 'placeStock') ? (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setAddOpen(true)}>
                {m.storage_add_storage()}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="lg">
        {stats ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <StatCard
              label={m.storage_active_units()}
              value={formatNumber(stats.activeUnits, 0)}
              hint={
                stats.totalUnits === 1
                  ? m.storage_of_units_one({ count: formatNumber(stats.totalUnits, 0) })
                  : m.storage_of_units_other({ count: formatNumber(stats.totalUnits, 0) })
              }
              icon={<IconBox size={20} />}
            />
            <StatCard
              label={m.storage_total_weight()}
              value={`${formatNumber(stats.totalCurrentWeight)} ${UNITS.weight}`}
              hint={m.storage_of_max({ amount: `${formatNumber(stats.totalMaxWeight)} ${UNITS.weight}` })}
              icon={<IconScale size={20} />}
              color="blue"
            />
            <StatCard
              label={m.storage_total_volume()}
              value={`${formatNumber(stats.totalCurrentVolume, 3)} ${UNITS.volume}`}
              hint={m.storage_of_max({ amount: `${formatNumber(stats.totalMaxVolume, 3)} ${UNITS.volume}` })}
              icon={<IconCube size={20} />}
              color="grape"
            />
          </SimpleGrid>
        ) : null}
        <SearchedCardList
          listSearch={listSearch}
          sortMenu={<SortMenu sort={sort} columns={storageSorts()} />}
          query={list}
          things={m.storage_things()}
          searchFields={m.storage_search_fields()}
          errors={[
            list.isError ? m.storage_fetch_failed() : null,
            remove.isError ? failureWithReason(remove.error, m.storage_delete_failed()) : null,
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
              title={m.storage_empty_title()}
              message={user ? m.storage_empty_message() : m.storage_empty_message_visitor()}
              action={
                hasAccess(user, 'placeStock') ? (
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={18} />}
                    onClick={() => setAddOpen(true)}
                  >
                    {m.storage_add_first()}
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
