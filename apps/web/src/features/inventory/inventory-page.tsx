import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBuildingWarehouse, IconPlus, IconSearch } from '@tabler/icons-react';
import { INVENTORY_MESSAGES, type TInventorySummary } from '@godown/shared';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { ListPagination } from '../../components/list-pagination';
import { PageHeader } from '../../components/page-header';
import { useUser } from '../../lib/auth';
import { failureWithReason, useDeleteInventory, useInventoryList } from './inventory-api';
import { InventoryCard } from './inventory-card';
import { InventoryFormModal } from './inventory-form-modal';

const SEARCH_DEBOUNCE_MS = 300;

/** `/inventory`: every inventory as a card, searched and paged by the server. */
export function InventoryPage() {
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [isCreateOpen, setCreateOpen] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useInventoryList(debouncedSearch, page);
  const remove = useDeleteInventory();

  const inventories = list.data?.inventories ?? [];
  const total = list.data?.total ?? 0;

  const confirmDelete = (inventory: TInventorySummary) =>
    modals.openConfirmModal({
      title: `Delete ${inventory.name}`,
      children: <Text size="sm">{INVENTORY_MESSAGES.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(inventory._id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: `Inventory "${inventory.name}" deleted` });
            // The last card of a later page is gone: step back so the page is not empty.
            if (inventories.length === 1 && page > 1) setPage(page - 1);
          },
        }),
    });

  let content;
  if (list.isPending) {
    content = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Loading inventories...</Text>
        </Group>
      </Center>
    );
  } else if (list.isError) {
    content = null;
  } else if (inventories.length === 0) {
    content = debouncedSearch ? (
      <EmptyState
        icon={<IconSearch size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        title={`No inventories match "${debouncedSearch}"`}
        message="Try another name, location or description."
        action={
          <Button variant="light" onClick={() => setSearch('')}>
            Clear search
          </Button>
        }
      />
    ) : (
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
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setCreateOpen(true)}>
              Create your first inventory
            </Button>
          ) : null
        }
      />
    );
  } else {
    content = (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {inventories.map((inventory) => (
            <InventoryCard
              key={inventory._id}
              inventory={inventory}
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
        title={list.data ? `Inventories (${total.toLocaleString('en-IN')})` : 'Inventories'}
        actions={
          isAdmin ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setCreateOpen(true)}>
              Create Inventory
            </Button>
          ) : null
        }
      />
      <Stack gap="lg">
        <TextInput
          aria-label="Search inventories"
          placeholder="Search by name, location or description"
          leftSection={<IconSearch size={16} />}
          rightSection={list.isFetching && !list.isPending ? <Loader size="xs" /> : null}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={480}
        />
        <ErrorLine message={list.isError ? 'Failed to fetch inventories' : null} />
        <ErrorLine
          message={remove.isError ? failureWithReason(remove.error, 'Failed to delete inventory') : null}
        />
        {content}
      </Stack>
      <InventoryFormModal opened={isCreateOpen} onClose={() => setCreateOpen(false)} />
    </>
  );
}
