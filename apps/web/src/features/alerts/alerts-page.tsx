import { Badge, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellCheck, IconBellPlus, IconCircleCheck, IconFilterOff } from '@tabler/icons-react';
import {
  ALERT_PRIORITIES,
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
import { RoleGate } from '../../components/role-gate';
import { PageHeader } from '../../components/page-header';
import { alertPriorityLabel, alertTypeLabel } from '../../lib/labels';
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
import { m } from '../../paraglide/messages.js';
import { QuickAlertCard } from './quick-alert-card';
import { PageSearch } from '../../components/page-search';

const STATUS_LABELS: Readonly<Record<AlertStatusFilter, () => string>> = {
  active: m.alerts_status_active,
  resolved: m.alerts_status_resolved,
  all: m.alerts_status_all,
};

/** `/alerts`: the alerts, filtered by status, type, priority and search on the server; trigger, edit, resolve. */
export function AlertsPage() {
  // Alerts need a signed-in user with the right to them (not a supplier or a driver under the
  // restricted role policy, docs/domain.md#roles): a visitor is asked to log in instead of the list.
  return (
    <RoleGate right="alerts" title={m.alerts_title()}>
      <AlertsList />
    </RoleGate>
  );
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
  const typeOptions = ALL_ALERT_TYPES.map((t) => ({ value: t, label: alertTypeLabel(t) }));
  const priorityOptions = ALERT_PRIORITIES.map((p) => ({ value: p, label: alertPriorityLabel(p) }));

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
        title: saved.resolved ? m.alerts_alert_resolved() : m.alerts_alert_reopened(),
        message: saved.message,
      });
    } catch (error) {
      setToggleError(failureWithReason(error, m.alerts_save_failed()));
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
          message:
            resolved === 1
              ? m.alerts_resolved_count_one({ count: formatNumber(resolved, 0) })
              : m.alerts_resolved_count_other({ count: formatNumber(resolved, 0) }),
        });
        selection.clear();
      },
      onError: (error) => setToggleError(failureWithReason(error, m.alerts_resolve_failed())),
    });

  return (
    <>
      <PageHeader
        title={list.data ? m.alerts_title_count({ count: formatNumber(total, 0) }) : m.alerts_title()}
        actions={
          <Group gap="sm">
            <ExportMenu kind="alerts" filters={alertExportFilters(filters)} />
            <Button leftSection={<IconBellPlus size={18} />} onClick={() => openForm(null)}>
              {m.alerts_trigger_alert()}
            </Button>
          </Group>
        }
      />

      <Stack gap="md">
        <QuickAlertCard onTriggered={showNewAlert} />

        <SegmentedControl
          aria-label={m.alerts_status()}
          value={status}
          onChange={(value) => setStatus(ALERT_STATUS_FILTERS.find((s) => s === value) ?? 'active')}
          data={ALERT_STATUS_FILTERS.map((value) => ({
            value,
            label: (
              <Group gap={6} justify="center" wrap="nowrap">
                <span>{STATUS_LABELS[value]()}</span>
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
          <PageSearch
            label={m.alerts_search()}
            placeholder={m.alerts_search_placeholder()}
            value={search}
            onSearch={setSearch}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label={m.alerts_type()}
            placeholder={m.alerts_all_types()}
            data={typeOptions}
            value={type}
            onChange={(value) => setType(ALL_ALERT_TYPES.find((t) => t === value) ?? null)}
            clearable
            searchable
            nothingFoundMessage={m.alerts_no_such_type()}
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label={m.alerts_priority()}
            placeholder={m.alerts_all_priorities()}
            data={priorityOptions}
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
              { column: 'createdAt', label: m.alerts_created() },
              { column: 'priority', label: m.alerts_priority() },
              { column: 'type', label: m.alerts_type() },
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
            {m.alerts_resolve()}
          </Button>
        </BulkBar>

        <ErrorLine message={list.isError ? m.alerts_fetch_failed() : null} />
        <ErrorLine message={toggleError} />

        {list.isPending ? (
          <LoadingLine label={m.alerts_loading()} />
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
        title={m.alerts_no_active_alerts()}
        message={m.alerts_no_active_alerts_message()}
        action={
          <Button variant="light" leftSection={<IconBellPlus size={18} />} onClick={onTrigger}>
            {m.alerts_trigger_alert()}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={icon}
      title={m.alerts_no_match()}
      message={m.alerts_no_match_message()}
      action={
        <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={onClear}>
          {m.alerts_clear_filters()}
        </Button>
      }
    />
  );
}
