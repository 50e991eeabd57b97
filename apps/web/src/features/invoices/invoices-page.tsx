import { Button, Group, Select, Stack } from '@mantine/core';
import { IconCashRegister, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { formatNumber, INVOICE_STATUSES, SUPPLY_TYPES } from '@godown/shared';
import { Link } from 'react-router';
import { DateRangeFields } from '../../components/date-field';
import { ListEmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { PageSearch } from '../../components/page-search';
import { RoleGate } from '../../components/role-gate';
import { COUNTER_SALE_PATH, NEW_INVOICE_PATH } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { dateFilter, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { useInvoicesQuery } from './invoices-api';
import { InvoicesTable } from './invoices-table';
import { invoiceStatusLabel, supplyChoiceLabel } from './invoice-words';

/** The value of a filter's "all" choice (a Select value cannot be null and shown). */
const ALL = 'all';

/**
 * `/invoices` (admin, staff): every tax invoice, the latest first, filtered by status, supply and
 * dates, searched by number or customer, and paged; New invoice, and Counter sale (goods sold and
 * invoiced in the warehouse at once).
 */
export function InvoicesPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.invoices_title()}>
      <InvoiceList />
    </RoleGate>
  );
}

function InvoiceList() {
  // The search, filters and page live in the address.
  const view = useListSearch({ filters: ['status', 'supply', 'from', 'to'] });
  const { search, setSearch, appliedSearch, page, setPage } = view;
  const status = INVOICE_STATUSES.find((s) => s === view.filters.status) ?? null;
  const supply = SUPPLY_TYPES.find((s) => s === view.filters.supply) ?? null;
  const from = dateFilter(view.filters.from);
  const to = dateFilter(view.filters.to);

  const list = useInvoicesQuery({ status, supply, from, to, search: appliedSearch, page });
  const rows = list.data?.invoices ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  const isFiltered =
    appliedSearch !== '' || status !== null || supply !== null || from !== null || to !== null;
  const newButton = (variant: 'filled' | 'light') => (
    <Button component={Link} to={NEW_INVOICE_PATH} variant={variant} leftSection={<IconPlus size={18} />}>
      {m.invoices_new_invoice()}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={list.data ? m.invoices_title_count({ count: formatNumber(total, 0) }) : m.invoices_title()}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={COUNTER_SALE_PATH}
              variant="default"
              leftSection={<IconCashRegister size={18} />}
            >
              {m.invoices_counter_sale()}
            </Button>
            {newButton('filled')}
          </Group>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <PageSearch
            label={m.invoices_search()}
            placeholder={m.invoices_search_placeholder()}
            value={search}
            onSearch={setSearch}
            style={{ flex: '3 1 240px' }}
          />
          <Select
            label={m.invoices_status()}
            data={[
              { value: ALL, label: m.invoices_all_statuses() },
              ...INVOICE_STATUSES.map((s) => ({ value: s, label: invoiceStatusLabel(s) })),
            ]}
            value={status ?? ALL}
            onChange={(value) => view.setFilter('status', value === ALL ? null : value)}
            allowDeselect={false}
            style={{ flex: '1 1 150px' }}
          />
          <Select
            label={m.invoices_supply()}
            data={[
              { value: ALL, label: m.invoices_all_supplies() },
              ...SUPPLY_TYPES.map((s) => ({ value: s, label: supplyChoiceLabel(s) })),
            ]}
            value={supply ?? ALL}
            onChange={(value) => view.setFilter('supply', value === ALL ? null : value)}
            allowDeselect={false}
            comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
            style={{ flex: '1 1 170px' }}
          />
          <DateRangeFields
            from={from}
            to={to}
            labels={{ from: m.invoices_from(), to: m.invoices_to() }}
            onFromChange={(value) => view.setFilter('from', value)}
            onToChange={(value) => view.setFilter('to', value)}
            style={{ flex: '1 1 150px' }}
          />
        </Group>
        <InvoicesTable
          invoices={list.data?.invoices}
          isLoading={list.isPending}
          loadingLabel={m.invoices_loading_invoices()}
          errors={[list.isError ? m.invoices_fetch_invoices_failed() : null]}
          isEmpty={total === 0}
          empty={
            <ListEmptyState
              icon={IconFileInvoice}
              filtered={
                isFiltered
                  ? {
                      title: m.invoices_no_invoices_match(),
                      search: appliedSearch,
                      onClear: view.clearFilters,
                    }
                  : null
              }
              noneYet={{
                title: m.invoices_no_invoices_yet(),
                message: m.invoices_no_invoices_yet_message(),
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
