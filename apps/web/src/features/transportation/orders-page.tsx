import { Button, Stack, TextInput, ThemeIcon } from '@mantine/core';
import { IconClipboardList, IconPlus, IconSearch } from '@tabler/icons-react';
import { formatNumber, type TTransport } from '@godown/shared';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { ListPagination } from '../../components/list-pagination';
import { LoadingLine } from '../../components/loading-line';
import { LoginRequired } from '../../components/login-required';
import { PageHeader } from '../../components/page-header';
import { useUser } from '../../lib/auth';
import { useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { OrdersTable } from './orders-table';
import { TransportFormModal } from './transport-form-modal';
import { useTransportsQuery } from './transportation-api';

/**
 * `/orders`: every transport record (orders are transports created through /buy/order, tagged
 * "Order"), searched and paged on the server; Create Order and Edit save through /buy/order.
 */
export function OrdersPage() {
  // Every transport call needs a signed-in user: a visitor is asked to log in instead of the list.
  if (!useUser()) {
    return (
      <>
        <PageHeader title="Orders" />
        <LoginRequired />
      </>
    );
  }
  return <OrdersList />;
}

function OrdersList() {
  const { search, setSearch, appliedSearch, page, setPage } = useListSearch();
  const [editing, setEditing] = useState<TTransport | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  const list = useTransportsQuery({ status: null, search: appliedSearch, page });
  const rows = list.data?.transports ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  const openForm = (transport: TTransport | null) => {
    setEditing(transport);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        title={list.data ? `Orders (${formatNumber(total, 0)})` : 'Orders'}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
            Create Order
          </Button>
        }
      />

      <Stack gap="md">
        <TextInput
          label="Search"
          placeholder="Package ID or driver"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={480}
        />

        <ErrorLine message={list.isError ? 'Failed to fetch orders' : null} />

        {list.isPending ? (
          <LoadingLine label="Loading orders..." />
        ) : list.data && total === 0 ? (
          appliedSearch ? (
            <EmptyState
              title="No orders match your search"
              icon={<EmptyIcon />}
              message={`Nothing matches “${appliedSearch}” in package ID or driver.`}
              action={
                <Button variant="light" onClick={() => setSearch('')}>
                  Clear search
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No orders yet"
              icon={<EmptyIcon />}
              message="Create an order to book a consignment with its products, route and driver."
              action={
                <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
                  Create your first order
                </Button>
              }
            />
          )
        ) : list.data ? (
          <OrdersTable transports={rows} onEdit={openForm} isStale={list.isPlaceholderData} />
        ) : null}

        <ListPagination page={page} total={total} onChange={setPage} />
      </Stack>

      <TransportFormModal
        key={editing ? `${editing._id}-${editing.updatedAt}` : 'new'}
        kind="order"
        opened={isFormOpen}
        onClose={() => setFormOpen(false)}
        transport={editing}
      />
    </>
  );
}

function EmptyIcon() {
  return (
    <ThemeIcon variant="light" size={48} radius="xl">
      <IconClipboardList size={26} />
    </ThemeIcon>
  );
}
