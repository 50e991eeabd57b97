import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBox, IconCube, IconPlus, IconScale, IconSearch, IconStack2 } from '@tabler/icons-react';
import { formatNumber, UNITS, type TStorage } from '@godown/shared';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { ListPagination } from '../../components/list-pagination';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { useUser } from '../../lib/auth';
import { failureWithReason, useDeleteStorage, useStorageList } from './storage-api';
import { StorageCard } from './storage-card';
import { StorageFormModal } from './storage-form-modal';

const SEARCH_DEBOUNCE_MS = 300;

/** `/storage`: storage units as cards with totals, searched and paged by the server. */
export function StoragePage() {
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [isAddOpen, setAddOpen] = useState(false);
  const [editing, setEditing] = useState<TStorage | null>(null);
  const [isEditOpen, setEditOpen] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useStorageList(debouncedSearch, page);
  const remove = useDeleteStorage();

  const storages = list.data?.storages ?? [];
  const total = list.data?.total ?? 0;
  const stats = list.data?.stats;

  const openEdit = (storage: TStorage) => {
    setEditing(storage);
    setEditOpen(true);
  };

  const confirmDelete = (storage: TStorage) =>
    modals.openConfirmModal({
      title: `Delete ${storage.name}`,
      children: <Text size="sm">Are you sure you want to delete this storage unit?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(storage._id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: `Storage unit "${storage.name}" deleted` });
            if (storages.length === 1 && page > 1) setPage(page - 1);
          },
        }),
    });

  let content;
  if (list.isPending) {
    content = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading storage units...</Text>
        </Group>
      </Center>
    );
  } else if (list.isError) {
    content = null;
  } else if (storages.length === 0) {
    content = debouncedSearch ? (
      <EmptyState
        icon={<IconSearch size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        title={`No storage units match "${debouncedSearch}"`}
        message="Try another name, location or type."
        action={
          <Button variant="light" onClick={() => setSearch('')}>
            Clear search
          </Button>
        }
      />
    ) : (
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
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setAddOpen(true)}>
              Add your first storage unit
            </Button>
          ) : null
        }
      />
    );
  } else {
    content = (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {storages.map((storage) => (
            <StorageCard
              key={storage._id}
              storage={storage}
              onEdit={isAdmin ? openEdit : undefined}
              onDelete={isAdmin ? confirmDelete : undefined}
            />
          ))}
        </SimpleGrid>
        <ListPagination page={page} total={total} onChange={setPage} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={list.data ? `Storage Units (${total.toLocaleString('en-IN')})` : 'Storage Units'}
        actions={
          user ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAddOpen(true)}>
              Add Storage
            </Button>
          ) : null
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
        <TextInput
          aria-label="Search storage units"
          placeholder="Search by name, location or type"
          leftSection={<IconSearch size={16} />}
          rightSection={list.isFetching && !list.isPending ? <Loader size="xs" /> : null}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={480}
        />
        <ErrorLine message={list.isError ? 'Failed to fetch storage units' : null} />
        <ErrorLine
          message={remove.isError ? failureWithReason(remove.error, 'Failed to delete storage unit') : null}
        />
        {content}
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
