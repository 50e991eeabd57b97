import { Button, Group, Select, Stack } from '@mantine/core';
import { IconCoinRupee, IconPlus } from '@tabler/icons-react';
import { formatNumber, PAYMENT_MODES } from '@godown/shared';
import { Link } from 'react-router';
import { customerOptions, useCustomerOption } from '../../api/options';
import { DateRangeFields } from '../../components/date-field';
import { ListEmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { PageSearch } from '../../components/page-search';
import { RoleGate } from '../../components/role-gate';
import { SearchSelect } from '../../components/search-select';
import { paymentModeLabel } from '../../lib/labels';
import { newReceiptPath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { dateFilter, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { useReceiptsQuery } from './receipts-api';
import { ReceiptsTable } from './receipts-table';

/** The value of a filter's "all" choice (a Select value cannot be null and shown). */
const ALL = 'all';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/receipts` (admin, staff): money received from customers, the latest first, by customer, mode and
 * dates, searched by number, reference or customer, and paged; New receipt.
 */
export function ReceiptsPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.receipts_title()}>
      <ReceiptList />
    </RoleGate>
  );
}

function ReceiptList() {
  // The search, filters and page live in the address.
  const view = useListSearch({ filters: ['customer', 'mode', 'from', 'to'] });
  const { search, setSearch, appliedSearch, page, setPage } = view;
  const customer = view.filters.customer && UUID.test(view.filters.customer) ? view.filters.customer : null;
  const mode = PAYMENT_MODES.find((value) => value === view.filters.mode) ?? null;
  const from = dateFilter(view.filters.from);
  const to = dateFilter(view.filters.to);
  // The customer the address names, so the picker shows their name.
  const named = useCustomerOption(customer);

  const list = useReceiptsQuery({ customer, mode, from, to, search: appliedSearch, page });
  const rows = list.data?.receipts ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  const isFiltered =
    appliedSearch !== '' || customer !== null || mode !== null || from !== null || to !== null;
  const newButton = (variant: 'filled' | 'light') => (
    <Button
      component={Link}
      to={newReceiptPath(customer ?? undefined)}
      variant={variant}
      leftSection={<IconPlus size={18} />}
    >
      {m.receipts_new_receipt()}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={list.data ? m.receipts_title_count({ count: formatNumber(total, 0) }) : m.receipts_title()}
        actions={newButton('filled')}
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <PageSearch
            label={m.receipts_search()}
            placeholder={m.receipts_search_placeholder()}
            value={search}
            onSearch={setSearch}
            style={{ flex: '3 1 240px' }}
          />
          {named.isPending ? null : (
            <SearchSelect
              // Drawn again when the address changes the customer (Back, Clear filters).
              key={customer ?? ''}
              label={m.receipts_customer()}
              placeholder={m.receipts_all_customers()}
              source={customerOptions}
              initialOption={named.option}
              value={customer}
              onChange={(value) => view.setFilter('customer', value)}
              clearable
              style={{ flex: '2 1 200px' }}
            />
          )}
          <Select
            label={m.receipts_mode()}
            data={[
              { value: ALL, label: m.receipts_all_modes() },
              ...PAYMENT_MODES.map((value) => ({ value, label: paymentModeLabel(value) })),
            ]}
            value={mode ?? ALL}
            onChange={(value) => view.setFilter('mode', value === ALL ? null : value)}
            allowDeselect={false}
            style={{ flex: '1 1 150px' }}
          />
          <DateRangeFields
            from={from}
            to={to}
            labels={{ from: m.receipts_from(), to: m.receipts_to() }}
            onFromChange={(value) => view.setFilter('from', value)}
            onToChange={(value) => view.setFilter('to', value)}
            style={{ flex: '1 1 150px' }}
          />
        </Group>
        <ReceiptsTable
          receipts={list.data?.receipts}
          isLoading={list.isPending}
          loadingLabel={m.receipts_loading_receipts()}
          errors={[list.isError ? m.receipts_fetch_receipts_failed() : null]}
          isEmpty={total === 0}
          empty={
            <ListEmptyState
              icon={IconCoinRupee}
              filtered={
                isFiltered
                  ? {
                      title: m.receipts_no_receipts_match(),
                      search: appliedSearch,
                      onClear: view.clearFilters,
                    }
                  : null
              }
              noneYet={{
                title: m.receipts_no_receipts_yet(),
                message: m.receipts_no_receipts_yet_message(),
                action: newButton('light'),
              }}
            />
          }
          isStale={list.isPlaceholderData}
          pagination={{ page, total, onChange: setPage }}
        />
      </Stack>
    </>
  );
}
