import { Button, Group, Select, Stack, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { formatNumber, GST_STATE_CODES } from '@godown/shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { PageSearch } from '../../components/page-search';
import { RoleGate } from '../../components/role-gate';
import { SELLER_ROLES } from '../../lib/roles';
import { useOpenFromAddress } from '../../lib/use-open-from-address';
import { sortParams, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { customerFilters, useCustomersQuery } from './customers-api';
import { CustomersTable } from './customers-table';
import { stateOptions } from './gst-states';

/** The Add customer form (its pickers and the map) loads when first opened. */
const CustomerFormModal = lazy(async () => ({
  default: (await import('./customer-form-modal')).CustomerFormModal,
}));

/** The value of a filter's "all" choice (a Select value cannot be null and shown). */
const ALL = 'all';

/** A yes/no filter as the address keeps it ('true', 'false'), or null for all. */
function flagOf(value: string | null): boolean | null {
  if (value === 'true') return true;
  return value === 'false' ? false : null;
}

/** `/customers` (admin, staff): every customer, filtered, searched, sorted and paged; Add customer. */
export function CustomersPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.customers_title()}>
      <CustomerList />
    </RoleGate>
  );
}

function CustomerList() {
  // The search, filters, sort and page live in the address.
  const view = useListSearch({ sortable: 'customers', filters: ['state', 'registered', 'active'] });
  const { search, setSearch, appliedSearch, page, setPage, sort } = view;
  const state = GST_STATE_CODES.find((code) => code === view.filters.state) ?? null;
  const registered = flagOf(view.filters.registered);
  const active = flagOf(view.filters.active);
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  const openForm = () => {
    setHasOpenedForm(true);
    setFormOpen(true);
  };
  // The palette's "Add customer" opens the form here (`?new=1`).
  useOpenFromAddress(openForm);

  const filters = { search: appliedSearch, state, registered, active, ...sortParams(sort) };
  const list = useCustomersQuery({ ...filters, page });
  const rows = list.data?.customers ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  const states = useMemo(() => [{ value: ALL, label: m.customers_all_states() }, ...stateOptions()], []);
  const isFiltered = appliedSearch !== '' || state !== null || registered !== null || active !== null;
  const emptyIcon = (
    <ThemeIcon variant="light" size={48} radius="xl">
      <IconUsersGroup size={26} />
    </ThemeIcon>
  );
  const addButton = (variant: 'filled' | 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={18} />} onClick={openForm}>
      {m.customers_add_customer()}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={list.data ? m.customers_title_count({ count: formatNumber(total, 0) }) : m.customers_title()}
        actions={
          <Group gap="sm">
            <ExportMenu kind="customers" filters={customerFilters(filters)} />
            {addButton('filled')}
          </Group>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <PageSearch
            label={m.customers_search()}
            placeholder={m.customers_search_placeholder()}
            value={search}
            onSearch={setSearch}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label={m.customers_state()}
            data={states}
            value={state ?? ALL}
            onChange={(value) => view.setFilter('state', value === ALL ? null : value)}
            searchable
            allowDeselect={false}
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label={m.customers_registration()}
            data={[
              { value: ALL, label: m.customers_registered_or_not() },
              { value: 'true', label: m.customers_registered() },
              { value: 'false', label: m.customers_unregistered() },
            ]}
            value={registered === null ? ALL : String(registered)}
            onChange={(value) => view.setFilter('registered', value === ALL ? null : value)}
            allowDeselect={false}
            style={{ flex: '1 1 170px' }}
          />
          <Select
            label={m.customers_status()}
            data={[
              { value: ALL, label: m.customers_active_and_inactive() },
              { value: 'true', label: m.customers_active() },
              { value: 'false', label: m.customers_inactive() },
            ]}
            value={active === null ? ALL : String(active)}
            onChange={(value) => view.setFilter('active', value === ALL ? null : value)}
            allowDeselect={false}
            style={{ flex: '1 1 170px' }}
          />
        </Group>
        <CustomersTable
          sort={sort}
          customers={list.data?.customers}
          isLoading={list.isPending}
          loadingLabel={m.customers_loading_customers()}
          errors={[list.isError ? m.customers_fetch_customers_failed() : null]}
          isEmpty={total === 0}
          empty={
            isFiltered ? (
              <EmptyState
                title={m.customers_no_customers_match()}
                icon={emptyIcon}
                message={
                  appliedSearch ? m.customers_nothing_matches_search({ search: appliedSearch }) : undefined
                }
                action={
                  <Button
                    variant="light"
                    leftSection={<IconFilterOff size={18} />}
                    onClick={view.clearFilters}
                  >
                    {m.customers_clear_filters()}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={m.customers_no_customers_yet()}
                icon={emptyIcon}
                message={m.customers_no_customers_yet_message()}
                action={addButton('light')}
              />
            )
          }
          isStale={list.isPlaceholderData}
          pagination={{ page, total, onChange: setPage }}
        />
      </Stack>
      {hasOpenedForm ? (
        <Suspense fallback={null}>
          <CustomerFormModal opened={isFormOpen} onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
