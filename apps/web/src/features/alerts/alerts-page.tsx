import {
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellCheck, IconBellPlus, IconCircleCheck, IconFilterOff, IconSearch } from '@tabler/icons-react';
import {
  ALERT_PRIORITY_LABELS,
  ALERT_PRIORITIES,
  ALERT_TYPE_LABELS,
  ALL_ALERT_TYPES,
  formatNumber,
  type AlertPriority,
  type AnyAlertType,
  type TAlert,
} from '@godown/shared';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { ErrorLine } from '../../components/error-line';
import { ListPagination } from '../../components/table/list-pagination';
import { LoadingLine } from '../../components/loading-line';
import { LoginRequired } from '../../components/login-required';
import { PageHeader } from '../../components/page-header';
import { useUser } from '../../lib/session';
import { useOpenFromAddress } from '../../lib/use-open-from-address';
import { sortParams, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { BulkBar, useRowSelection } from '../../components/table/row-selection';
import { SortMenu } from '../../components/table/sort-menu';
import { AlertCard } from './alert-card';
import {
  ALERT_STATUS_FILTERS,
  alertExportFilters,
  hasNarrowingFilter,
  matchesFilters,
  statusCount,
  type AlertFilters,
  type AlertStatusFilter,
} from './alert-filters';
import { AlertFormModal } from './alert-form-modal';
import { failureWithReason } from '../../api/client';
import { useAlertsQuery, useBulkResolveAlerts, useUpdateAlert } from './alerts-api';
import { QuickAlertCard } from './quick-alert-card';

const STATUS_LABELS: Readonly<Record<AlertStatusFilter, string>> = {
  active: 'Active',
  resolved: 'Resolved',
  all: 'All',
};
const TYPE_OPTIONS = ALL_ALERT_TYPES.map((type) => ({ value: type, label: ALERT_TYPE_LABELS[type] }));
const PRIORITY_OPTIONS = ALERT_PRIORITIES.map((priority) => ({
  value: priority,
  label: ALERT_PRIORITY_LABELS[priority],
}));

/** `/alerts`: the alerts, filtered by status, type, priority and search on the server; trigger, edit, resolve. */
export function AlertsPage() {
  // Alerts need a signed-in user: a visitor is asked to log in instead of the list.
  if (!useUser()) {
    return (
      <>
        <PageHeader title="Alerts" />
        <LoginRequired />
      </>
    );
  }
  return <AlertsList />;
}

function AlertsList() {
  // The view lives in the address; no status there is the active alerts.
  const view = useListSearch({ sortable: 'alerts', filters: ['status', 'type', 'priority'] });
  const { search, setSearch, appliedSearch, page, setPage, sort } = view;
  const status = ALERT_STATUS_FILTERS.find((s) => s === view.filters.status) ?? 'active';
  const type = ALL_ALERT_TYPES.find((t) => t === view.filters.type) ?? null;
  const priority = ALERT_PRIORITIES.find((p) => p === view.filters.priority) ?? null;
  const setStatus = (next: AlertStatusFilter) => view.setFilter('status', next === 'active' ? null : next);
  const setType = (next: AnyAlertType | null) => view.setFilter('type', next);
  const setPriority = (next: AlertPriority | null) => view.setFilter('priority', next);
  const [editing, setEditing] = useState<TAlert | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  const toggle = useUpdateAlert();
  const [toggleError, setToggleError] = useState<string | null>(null);

  const list = useAlertsQuery({ status, type, priority, search: appliedSearch, page, ...sortParams(sort) });
  const alerts = list.data?.alerts ?? [];
  const total = list.data?.total ?? 0;
  const counts = list.data?.counts;
  // Resolving the last alert of a later page empties it: step back to one that has alerts.
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: alerts.length, total } : undefined,
  );

  const filters: AlertFilters = { status, type, priority, search: appliedSearch };
  const selection = useRowSelection<TAlert>(
    (alert) => alert._id,
    `${status}\u0000${type ?? ''}\u0000${priority ?? ''}\u0000${appliedSearch}\u0000${sort.sort}:${sort.order}`,
  );
  const clearFilters = view.clearFilters;
  /** A new alert is the newest: show the first page, with filters that let it through. */
  const showNewAlert = (alert: TAlert) => {
    if (!matchesFilters(alert, filters)) {
      setSearch('');
      view.setFilters({ status: alert.resolved ? 'resolved' : null, type: null, priority: null });
    } else setPage(1);
  };

  const openForm = (alert: TAlert | null) => {
    setEditing(alert);
    setFormOpen(true);
  };
  // The palette's "Trigger alert" opens the form here (`?new=1`).
  useOpenFromAddress(() => openForm(null));

  // Several cards may be resolved at once: each call is awaited on its own, so every failure shows.
  const [togglingIds, setTogglingIds] = useState<ReadonlySet<string>>(new Set());
  const toggleResolved = async (alert: TAlert) => {
    setToggleError(null);
    setTogglingIds((ids) => new Set(ids).add(alert._id));
    try {
      const saved = await toggle.mutateAsync({ id: alert._id, changes: { resolved: !alert.resolved } });
      notifications.show({
        color: 'teal',
        title: saved.resolved ? 'Alert resolved' : 'Alert reopened',
        message: saved.message,
      });
    } catch (error) {
      setToggleError(failureWithReason(error, 'Failed to save alert'));
    } finally {
      setTogglingIds((ids) => {
        const next = new Set(ids);
        next.delete(alert._id);
        return next;
      });
    }
  };

  const bulkResolve = useBulkResolveAlerts();
  const resolveSelected = () =>
    bulkResolve.mutate(selection.ids, {
      onSuccess: ({ resolved }) => {
        notifications.show({
          color: 'teal',
          message: `${formatNumber(resolved, 0)} ${resolved === 1 ? 'alert' : 'alerts'} resolved`,
        });
        selection.clear();
      },
      onError: (error) => setToggleError(failureWithReason(error, 'Failed to resolve alerts')),
    });

  return (
    <>
      <PageHeader
        title={list.data ? `Alerts (${formatNumber(total, 0)})` : 'Alerts'}
        actions={
          <Group gap="sm">
            <ExportMenu kind="alerts" filters={alertExportFilters(filters)} />
            <Button leftSection={<IconBellPlus size={18} />} onClick={() => openForm(null)}>
              Trigger Alert
            </Button>
          </Group>
        }
      />

      <Stack gap="md">
        <QuickAlertCard onTriggered={showNewAlert} />

        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => setStatus(ALERT_STATUS_FILTERS.find((s) => s === value) ?? 'active')}
          data={ALERT_STATUS_FILTERS.map((value) => ({
            value,
            label: (
              <Group gap={6} justify="center" wrap="nowrap">
                <span>{STATUS_LABELS[value]}</span>
                {counts ? (
                  <Badge size="sm" variant="light" color={value === 'active' ? 'orange' : 'gray'}>
                    {formatNumber(statusCount(value, counts), 0)}
                  </Badge>
                ) : null}
              </Group>
            ),
          }))}
          fullWidth
          maw={460}
        />

        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Message, description or item"
            data-page-search

            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label="Type"
            placeholder="All types"
            data={TYPE_OPTIONS}
            value={type}
            onChange={(value) => setType(ALL_ALERT_TYPES.find((t) => t === value) ?? null)}
            clearable
            searchable
            nothingFoundMessage="No such type"
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label="Priority"
            placeholder="All priorities"
            data={PRIORITY_OPTIONS}
            value={priority}
            onChange={(value) => setPriority(ALERT_PRIORITIES.find((p) => p === value) ?? null)}
            clearable
            style={{ flex: '1 1 160px' }}
          />
        </Group>

        <Group justify="space-between" align="flex-end" gap="sm">
          <SortMenu
            sort={sort}
            columns={[
              { column: 'createdAt', label: 'Created' },
              { column: 'priority', label: 'Priority' },
              { column: 'type', label: 'Type' },
            ]}
          />
        </Group>
        <BulkBar count={selection.ids.length} onClear={selection.clear}>
          <Button
            size="xs"
            color="green"
            variant="light"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            loading={bulkResolve.isPending}
            onClick={resolveSelected}
          >
            Resolve
          </Button>
        </BulkBar>

        <ErrorLine message={list.isError ? 'Failed to fetch alerts' : null} />
        <ErrorLine message={toggleError} />

        {list.isPending ? (
          <LoadingLine label="Loading alerts..." />
        ) : list.data && total === 0 ? (
          <AlertsEmpty filters={filters} onClear={clearFilters} onTrigger={() => openForm(null)} />
        ) : list.data ? (
          <SimpleGrid
            cols={{ base: 1, md: 2, xl: 3 }}
            spacing="lg"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            {alerts.map((alert) => (
              <AlertCard
                key={alert._id}
                alert={alert}
                onEdit={openForm}
                onToggleResolved={toggleResolved}
                isToggling={togglingIds.has(alert._id)}
                tick={
                  alert.resolved
                    ? undefined
                    : { checked: selection.isSelected(alert), onChange: (on) => selection.toggle(alert, on) }
                }
              />
            ))}
          </SimpleGrid>
        ) : null}

        <ListPagination page={page} total={total} onChange={setPage} />
      </Stack>

      <AlertFormModal
        key={editing ? `${editing._id}-${editing.updatedAt}` : 'new'}
        opened={isFormOpen}
        onClose={() => setFormOpen(false)}
        alert={editing}
        onSaved={(saved) => {
          if (!editing) showNewAlert(saved);
        }}
      />
    </>
  );
}

interface AlertsEmptyProps {
  filters: AlertFilters;
  onClear: () => void;
  onTrigger: () => void;
}

/** "No Active Alerts" on the default view; otherwise nothing matches the filters. */
function AlertsEmpty({ filters, onClear, onTrigger }: AlertsEmptyProps) {
  const icon = (
    <ThemeIcon variant="light" size={48} radius="xl">
      <IconBellCheck size={26} />
    </ThemeIcon>
  );
  if (!hasNarrowingFilter(filters) && filters.status !== 'resolved') {
    return (
      <EmptyState
        icon={icon}
        title="No Active Alerts"
        message="Nothing needs attention right now. Low stock, missed ETAs and alerts raised by hand show here."
        action={
          <Button variant="light" leftSection={<IconBellPlus size={18} />} onClick={onTrigger}>
            Trigger Alert
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      title="No alerts match your filters"
      message="Try another status, type, priority or search."
      action={
        <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={onClear}>
          Clear filters
        </Button>
      }
    />
  );
}
