import { Button, Group, Select, Stack, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconListCheck, IconPlus } from '@tabler/icons-react';
import { COUNT_STATUSES, formatNumber, type CountStatus } from '@godown/shared';
import { useState } from 'react';
import { inventoryOptions, useInventoryOption } from '../../api/options';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { SearchSelect } from '../../components/search-select';
import { countStatusLabel } from '../../lib/labels';
import { useOpenFromAddress } from '../../lib/use-open-from-address';
import { sortParams, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { useCountsQuery } from './counts-api';
import { CountsTable } from './counts-table';
import { StartCountModal } from './start-count-modal';

/** The value of the filter's "All statuses" choice (a Select value cannot be null and shown). */
const ALL = 'all';

/** The status filter's choices, "All statuses" first. */
const statusOptions = () => [
  { value: ALL, label: m.counts_all_statuses() },
  ...COUNT_STATUSES.map((status) => ({ value: status, label: countStatusLabel(status) })),
];

/** The empty list's words for a status filter: "There are no posted counts here." */
const NO_COUNTS_WITH_STATUS: Readonly<Record<CountStatus, () => string>> = {
  open: m.counts_no_open_counts_here,
  posted: m.counts_no_posted_counts_here,
  cancelled: m.counts_no_cancelled_counts_here,
};

/** `/counts` (admin, staff, driver): the stock counts newest first, filtered; Start count. */
export function CountsPage() {
  return (
    <RoleGate right="warehouse" title={m.counts_stock_counts()}>
      <CountList />
    </RoleGate>
  );
}

function CountList() {
  // The filters, sort and page live in the address.
  const view = useListSearch({ sortable: 'counts', filters: ['inventory', 'status'], hasSearch: false });
  const { page, setPage, sort } = view;
  const inventory = view.filters.inventory;
  const status = COUNT_STATUSES.find((s) => s === view.filters.status) ?? null;
  const setInventory = (next: string | null) => view.setFilter('inventory', next);
  const setStatus = (next: CountStatus | null) => view.setFilter('status', next);
  const chosenInventory = useInventoryOption(inventory);
  const [isStartOpen, setStartOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedStart, setHasOpenedStart] = useState(false);
  const openStart = () => {
    setHasOpenedStart(true);
    setStartOpen(true);
  };
  // The palette's "Start count" opens the form here (`?new=1`).
  useOpenFromAddress(openStart);

  const list = useCountsQuery({ inventory, status, page, ...sortParams(sort) });
  const rows = list.data?.counts ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  const isFiltered = inventory !== null || status !== null;
  // The inventory picker keeps its own text: a new key empties it with the filter.
  const [filterGeneration, setFilterGeneration] = useState(0);
  const clearFilters = () => {
    view.clearFilters();
    setFilterGeneration((n) => n + 1);
  };
  const emptyIcon = (
    <ThemeIcon variant="light" size={48} radius="xl">
      <IconListCheck size={26} />
    </ThemeIcon>
  );
  const startButton = (variant: 'filled' | 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={18} />} onClick={openStart}>
      {m.counts_start_count()}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={
          list.data ? m.counts_stock_counts_total({ total: formatNumber(total, 0) }) : m.counts_stock_counts()
        }
        actions={startButton('filled')}
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <SearchSelect
            // Opened from the address, it shows the inventory's name once known.
            key={`${filterGeneration}:${chosenInventory?.label ?? ''}`}
            initialOption={chosenInventory}
            label={m.counts_inventory()}
            placeholder={m.counts_all_inventories()}
            clearable
            source={inventoryOptions}
            value={inventory}
            onChange={(value) => setInventory(value)}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label={m.counts_status()}
            data={statusOptions()}
            value={status ?? ALL}
            onChange={(value) => setStatus(COUNT_STATUSES.find((s) => s === value) ?? null)}
            allowDeselect={false}
            style={{ flex: '1 1 200px' }}
          />
        </Group>
        <CountsTable
          sort={sort}
          counts={list.data?.counts}
          isLoading={list.isPending}
          loadingLabel={m.counts_loading_stock_counts()}
          errors={[list.isError ? m.counts_fetch_stock_counts_failed() : null]}
          isEmpty={total === 0}
          empty={
            isFiltered ? (
              <EmptyState
                title={m.counts_no_counts_match()}
                icon={emptyIcon}
                message={status ? NO_COUNTS_WITH_STATUS[status]() : m.counts_inventory_has_no_counts()}
                action={
                  <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={clearFilters}>
                    {m.counts_clear_filters()}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={m.counts_no_stock_counts_yet()}
                icon={emptyIcon}
                message={m.counts_no_stock_counts_yet_hint()}
                action={startButton('light')}
              />
            )
          }
          isStale={list.isPlaceholderData}
          pagination={{ page, total, onChange: setPage }}
        />
      </Stack>
      {hasOpenedStart ? <StartCountModal opened={isStartOpen} onClose={() => setStartOpen(false)} /> : null}
    </>
  );
}
