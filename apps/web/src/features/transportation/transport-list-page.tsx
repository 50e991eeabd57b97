import { Button, Group, Select, SimpleGrid, Stack, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconClipboardList,
  IconClock,
  IconFilterOff,
  IconPlus,
  IconTruck,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { formatNumber, TRANSPORT_STATUSES, type TransportStatus, type TTransport } from '@godown/shared';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { LoginRequired } from '../../components/login-required';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { transportStatusLabel } from '../../lib/labels';
import { DRIVER_ROLES, hasRole } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { useOpenFromAddress } from '../../lib/use-open-from-address';
import { sortParams, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { TransportFormModal } from './transport-form-modal';
import { useTransportsQuery, type TransportKind } from './transportation-api';
import { TransportsMap } from './transports-map';
import { TransportsTable } from './transports-table';
import { useConfirmCancelTransport } from './use-confirm-cancel-transport';
import { PageSearch } from '../../components/page-search';

/** The value of the filter's "All statuses" choice (a Select value cannot be null and shown). */
const ALL = 'all';
/** Statuses of the transportation list filter and stat cards. */
const TRANSPORT_FILTER_STATUSES = ['pending', 'in_transit', 'delivered', 'cancelled'] as const;
type TransportFilterStatus = (typeof TRANSPORT_FILTER_STATUSES)[number];
/**
 * The status filter of docs/domain.md#screens-and-fixed-texts (pending, in transit, delivered,
 * cancelled) with dispatched too, so that transports dispatched but not yet in transit can be found.
 */
const FILTER_STATUSES = TRANSPORT_STATUSES.filter(
  (status) => status === 'dispatched' || TRANSPORT_FILTER_STATUSES.includes(status as TransportFilterStatus),
);
const statusFilterOptions = () => [
  { value: ALL, label: m.transportation_all_statuses() },
  ...FILTER_STATUSES.map((status) => ({ value: status, label: transportStatusLabel(status) })),
];

/** The words and icon of each screen (docs/domain.md#screens-and-fixed-texts). */
interface ScreenTexts {
  title: () => string;
  createLabel: () => string;
  loadFailure: () => string;
  loading: () => string;
  /** The empty list's title, message and button when nothing has been created yet. */
  noneYet: () => string;
  noneYetMessage: () => string;
  createFirstLabel: () => string;
  /** The empty list's title when the search finds nothing. */
  noSearchMatch: () => string;
  icon: Icon;
}

const SCREENS: Readonly<Record<TransportKind, ScreenTexts>> = {
  transport: {
    title: m.transportation_title,
    createLabel: m.transportation_create_transport,
    loadFailure: m.transportation_fetch_transports_failed,
    loading: m.transportation_loading_transports,
    noneYet: m.transportation_no_transports_yet,
    noneYetMessage: m.transportation_no_transports_yet_message,
    createFirstLabel: m.transportation_create_first_transport,
    noSearchMatch: m.transportation_no_transports_match_search,
    icon: IconTruckDelivery,
  },
  order: {
    title: m.transportation_orders_title,
    createLabel: m.transportation_create_order,
    loadFailure: m.transportation_fetch_orders_failed,
    loading: m.transportation_loading_orders,
    noneYet: m.transportation_no_orders_yet,
    noneYetMessage: m.transportation_no_orders_yet_message,
    createFirstLabel: m.transportation_create_first_order,
    noSearchMatch: m.transportation_no_orders_match_search,
    icon: IconClipboardList,
  },
};

/** `/transportation`: transports with their status counts, filtered by status, searched and paged. */
export function TransportationPage() {
  return <TransportListPage kind="transport" />;
}

/**
 * `/orders`: every transport record (orders are transports created through /buy/order, tagged
 * "Order"), searched and paged on the server; Create Order and Edit save through /buy/order.
 */
export function OrdersPage() {
  return <TransportListPage kind="order" />;
}

/**
 * One of the two transport screens. Both list every transport, searched and paged on the server;
 * Transportation adds the status counts, the status filter and Cancel, and saves as transports.
 */
function TransportListPage({ kind }: { kind: TransportKind }) {
  // Every transport call needs a signed-in user: a visitor is asked to log in instead of the list.
  if (!useUser()) {
    return (
      <>
        <PageHeader title={SCREENS[kind].title()} />
        <LoginRequired />
      </>
    );
  }
  return <TransportList kind={kind} />;
}

function TransportList({ kind }: { kind: TransportKind }) {
  const texts = SCREENS[kind];
  const isTransport = kind === 'transport';
  // The view lives in the address: a link names a transport by its package id (`?search=PKG-1`) and
  // the list opens searched for it. Orders are never filtered by status: it stays null there.
  const view = useListSearch({ sortable: 'transports', filters: ['status'] });
  const { search, setSearch, appliedSearch, page, setPage, sort } = view;
  const status = isTransport ? (FILTER_STATUSES.find((s) => s === view.filters.status) ?? null) : null;
  const setStatus = (next: TransportStatus | null) => view.setFilter('status', next);
  const [editing, setEditing] = useState<TTransport | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  const cancellation = useConfirmCancelTransport();
  // Drivers plan no transports (the server refuses them): they work from My deliveries.
  const mayCreate = !hasRole(useUser(), DRIVER_ROLES);

  const list = useTransportsQuery({ status, search: appliedSearch, page, ...sortParams(sort) });
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
  // The palette's "New transport" or "New order" opens the form here (`?new=1`).
  useOpenFromAddress(() => {
    if (mayCreate) openForm(null);
  });
  const isFiltered = appliedSearch !== '' || status !== null;
  const clearFilters = view.clearFilters;

  const searchInput = (
    <PageSearch
      label={m.transportation_search()}
      placeholder={m.transportation_search_placeholder()}
      value={search}
      onSearch={setSearch}
      // Beside the status filter on Transportation; alone on Orders.
      style={isTransport ? { flex: '3 1 260px' } : undefined}
      maw={isTransport ? undefined : 480}
    />
  );
  const emptyIcon = (
    <ThemeIcon variant="light" size={48} radius="xl">
      <texts.icon size={26} />
    </ThemeIcon>
  );

  return (
    <>
      <PageHeader
        title={list.data ? `${texts.title()} (${formatNumber(total, 0)})` : texts.title()}
        actions={
          <Group gap="sm">
            <ExportMenu kind="transports" filters={{ status, search: appliedSearch, ...sortParams(sort) }} />
            {mayCreate ? (
              <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
                {texts.createLabel()}
              </Button>
            ) : null}
          </Group>
        }
      />

      <Stack gap="md">
        {isTransport && counts ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
            <StatCard
              label={transportStatusLabel('pending')}
              value={formatNumber(counts.pending, 0)}
              icon={<IconClock size={20} />}
              color="gray"
            />
            <StatCard
              label={transportStatusLabel('in_transit')}
              value={formatNumber(counts.in_transit, 0)}
              hint={
                counts.dispatched > 0
                  ? m.transportation_dispatched_count({ count: formatNumber(counts.dispatched, 0) })
                  : undefined
              }
              icon={<IconTruck size={20} />}
              color="orange"
            />
            <StatCard
              label={transportStatusLabel('delivered')}
              value={formatNumber(counts.delivered, 0)}
              icon={<IconCircleCheck size={20} />}
              color="green"
            />
          </SimpleGrid>
        ) : null}

        {isTransport && list.data ? <TransportsMap transports={rows} total={total} /> : null}

        {isTransport ? (
          <Group align="flex-end" gap="md" wrap="wrap">
            {searchInput}
            <Select
              label={m.transportation_status()}
              data={statusFilterOptions()}
              value={status ?? ALL}
              onChange={(value) => setStatus(FILTER_STATUSES.find((s) => s === value) ?? null)}
              allowDeselect={false}
              style={{ flex: '1 1 200px' }}
            />
          </Group>
        ) : (
          searchInput
        )}

        <TransportsTable
          kind={kind}
          sort={sort}
          transports={list.data?.transports}
          onEdit={openForm}
          onCancel={cancellation.confirmCancel}
          cancellingId={cancellation.cancellingId}
          isLoading={list.isPending}
          loadingLabel={texts.loading()}
          errors={[list.isError ? texts.loadFailure() : null, cancellation.error]}
          notice={
            list.data?.isFallback && status && !list.isPlaceholderData
              ? m.transportation_filter_failed({ status: transportStatusLabel(status) })
              : null
          }
          isEmpty={total === 0}
          empty={
            isFiltered ? (
              <EmptyState
                title={appliedSearch ? texts.noSearchMatch() : m.transportation_no_transports_match_filter()}
                icon={emptyIcon}
                message={describeFilter(appliedSearch, status)}
                action={
                  isTransport ? (
                    <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={clearFilters}>
                      {m.transportation_clear_filters()}
                    </Button>
                  ) : (
                    <Button variant="light" onClick={clearFilters}>
                      {m.transportation_clear_search()}
                    </Button>
                  )
                }
              />
            ) : (
              <EmptyState
                title={texts.noneYet()}
                icon={emptyIcon}
                message={texts.noneYetMessage()}
                action={
                  mayCreate ? (
                    <Button
                      variant="light"
                      leftSection={<IconPlus size={18} />}
                      onClick={() => openForm(null)}
                    >
                      {texts.createFirstLabel()}
                    </Button>
                  ) : undefined
                }
              />
            )
          }
          isStale={list.isPlaceholderData}
          pagination={{ page, total, onChange: setPage }}
        />
      </Stack>

      <TransportFormModal
        key={editing ? `${editing._id}-${editing.updatedAt}` : 'new'}
        kind={kind}
        opened={isFormOpen}
        onClose={() => setFormOpen(false)}
        transport={editing}
      />
    </>
  );
}

/** Why the filtered list is empty; on Orders only a search can be (the status is never set there). */
function describeFilter(search: string, status: TransportStatus | null): string {
  const label = status ? transportStatusLabel(status).toLowerCase() : '';
  if (search && status) return m.transportation_filter_status_and_search({ status: label, search });
  if (search) return m.transportation_filter_search({ search });
  return m.transportation_filter_status({ status: label });
}
