import { Button, Group, Select, SimpleGrid, Stack, TextInput, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconClock,
  IconFilterOff,
  IconPlus,
  IconSearch,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import {
  formatNumber,
  TRANSPORT_FILTER_STATUSES,
  TRANSPORT_STATUS_LABELS,
  TRANSPORT_STATUSES,
  type TransportFilterStatus,
  type TransportStatus,
  type TTransport,
} from '@godown/shared';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { ListPagination } from '../../components/list-pagination';
import { LoadingLine } from '../../components/loading-line';
import { LoginRequired } from '../../components/login-required';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { StatusLine } from '../../components/status-line';
import { useUser } from '../../lib/auth';
import { useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { TransportFormModal } from './transport-form-modal';
import { useTransportsQuery } from './transportation-api';
import { TransportsTable } from './transports-table';
import { useConfirmCancelTransport } from './use-confirm-cancel-transport';

/** The value of the filter's "All statuses" choice (a Select value cannot be null and shown). */
const ALL = 'all';
/**
 * The spec's filter (pending, in_transit, delivered, cancelled) plus dispatched, so that transports
 * dispatched but not yet in transit can be found too.
 */
const FILTER_STATUSES = TRANSPORT_STATUSES.filter(
  (status) => status === 'dispatched' || TRANSPORT_FILTER_STATUSES.includes(status as TransportFilterStatus),
);
const STATUS_FILTER_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...FILTER_STATUSES.map((status) => ({ value: status, label: TRANSPORT_STATUS_LABELS[status] })),
];

/** `/transportation`: transports with their status counts, filtered, searched and paged on the server. */
export function TransportationPage() {
  // Every transport call needs a signed-in user: a visitor is asked to log in instead of the list.
  if (!useUser()) {
    return (
      <>
        <PageHeader title="Transportation" />
        <LoginRequired />
      </>
    );
  }
  return <TransportationList />;
}

function TransportationList() {
  const [status, setStatus] = useState<TransportStatus | null>(null);
  // A new status, like a new search, starts again at page 1.
  const { search, setSearch, appliedSearch, page, setPage } = useListSearch(status ?? '');
  const [editing, setEditing] = useState<TTransport | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  const cancellation = useConfirmCancelTransport();

  const list = useTransportsQuery({ status, search: appliedSearch, page });
  const rows = list.data?.transports ?? [];
  const total = list.data?.total ?? 0;
  const counts = list.data?.statusCounts;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  const openForm = (transport: TTransport | null) => {
    setEditing(transport);
    setFormOpen(true);
  };
  const isFiltered = appliedSearch !== '' || status !== null;
  const clearFilters = () => {
    setSearch('');
    setStatus(null);
  };

  return (
    <>
      <PageHeader
        title={list.data ? `Transportation (${formatNumber(total, 0)})` : 'Transportation'}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
            Create Transport
          </Button>
        }
      />

      <Stack gap="md">
        {counts ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
            <StatCard
              label="Pending"
              value={formatNumber(counts.pending, 0)}
              icon={<IconClock size={20} />}
              color="gray"
            />
            <StatCard
              label="In Transit"
              value={formatNumber(counts.in_transit, 0)}
              hint={counts.dispatched > 0 ? `${formatNumber(counts.dispatched, 0)} dispatched` : undefined}
              icon={<IconTruck size={20} />}
              color="orange"
            />
            <StatCard
              label="Delivered"
              value={formatNumber(counts.delivered, 0)}
              icon={<IconCircleCheck size={20} />}
              color="green"
            />
          </SimpleGrid>
        ) : null}

        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Package ID or driver"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label="Status"
            data={STATUS_FILTER_OPTIONS}
            value={status ?? ALL}
            onChange={(value) => setStatus(FILTER_STATUSES.find((s) => s === value) ?? null)}
            allowDeselect={false}
            style={{ flex: '1 1 200px' }}
          />
        </Group>

        <ErrorLine message={list.isError ? 'Failed to fetch transportation data' : null} />
        <ErrorLine message={cancellation.error} />
        <StatusLine
          tone="info"
          message={
            list.data?.isFallback && status && !list.isPlaceholderData
              ? `Could not filter by ${TRANSPORT_STATUS_LABELS[status]}: showing all transports.`
              : null
          }
        />

        {list.isPending ? (
          <LoadingLine label="Loading transportation data..." />
        ) : list.data && total === 0 ? (
          isFiltered ? (
            <EmptyState
              title={appliedSearch ? 'No transports match your search' : 'No transports match your filter'}
              icon={<EmptyIcon />}
              message={describeFilter(appliedSearch, status)}
              action={
                <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={clearFilters}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="No transports yet"
              icon={<EmptyIcon />}
              message="Create a transport to track a consignment from pickup to delivery."
              action={
                <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
                  Create your first transport
                </Button>
              }
            />
          )
        ) : list.data ? (
          <TransportsTable
            transports={rows}
            onEdit={openForm}
            onCancel={cancellation.confirmCancel}
            cancellingId={cancellation.cancellingId}
            isStale={list.isPlaceholderData}
          />
        ) : null}

        <ListPagination page={page} total={total} onChange={setPage} />
      </Stack>

      <TransportFormModal
        key={editing ? `${editing._id}-${editing.updatedAt}` : 'new'}
        kind="transport"
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
      <IconTruckDelivery size={26} />
    </ThemeIcon>
  );
}

function describeFilter(search: string, status: TransportStatus | null): string {
  const label = status ? TRANSPORT_STATUS_LABELS[status].toLowerCase() : '';
  if (search && status) return `No ${label} transport matches “${search}” in package ID or driver.`;
  if (search) return `Nothing matches “${search}” in package ID or driver.`;
  return `There are no ${label} transports.`;
}
