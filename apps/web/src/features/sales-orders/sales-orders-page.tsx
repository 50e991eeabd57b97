import { Badge, Button, CloseButton, Group, Stack, Tabs, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconPlus, IconReceiptRupee } from '@tabler/icons-react';
import { formatNumber, SALES_ORDER_DUE, SALES_ORDER_STATUSES, type SalesOrderStatus } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCustomerOption } from '../../api/options';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { PageSearch } from '../../components/page-search';
import { RoleGate } from '../../components/role-gate';
import { salesOrderStatusLabel } from '../../lib/labels';
import { SELLER_ROLES } from '../../lib/roles';
import { useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { useOpenFromAddress } from '../../lib/use-open-from-address';
import { m } from '../../paraglide/messages.js';
import { SalesOrdersTable } from './sales-orders-table';
import { useSalesOrdersQuery } from './sales-orders-api';

/** The New sales order form (its pickers, date input and quote) loads when first opened. */
const SalesOrderFormModal = lazy(async () => ({
  default: (await import('./sales-order-form-modal')).SalesOrderFormModal,
}));

/** The value of the "All" tab (a tab's value cannot be null). */
const ALL = 'all';

/** `/sales-orders` (admin, staff): every sales order by status tab, searched and paged; New sales order. */
export function SalesOrdersPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.sales_title()}>
      <SalesOrderList />
    </RoleGate>
  );
}

function SalesOrderList() {
  // The search, status and page live in the address.
  const view = useListSearch({ filters: ['status', 'due', 'backordered'] });
  const { search, setSearch, appliedSearch, page, setPage } = view;
  const status = SALES_ORDER_STATUSES.find((s) => s === view.filters.status) ?? null;
  // The dashboard's figures open the list on one of them (`?due=today`, `?due=late`, `?backordered=true`).
  const due = SALES_ORDER_DUE.find((d) => d === view.filters.due) ?? null;
  const backordered = view.filters.backordered === 'true';
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  // The customer whose page asked for the form (`?newFor=`), chosen in it already.
  const [params] = useSearchParams();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const customer = useCustomerOption(customerId);
  const openForm = (forCustomer: string | null = null) => {
    setCustomerId(forCustomer);
    setHasOpenedForm(true);
    setFormOpen(true);
  };
  // The palette's "New sales order" opens the form here (`?new=1`), a customer's page with them.
  useOpenFromAddress(() => openForm());
  useOpenFromAddress(() => openForm(params.get('newFor')), 'newFor');

  const list = useSalesOrdersQuery({ status, customer: null, search: appliedSearch, page, due, backordered });
  const rows = list.data?.salesOrders ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  const isFiltered = appliedSearch !== '' || status !== null || due !== null || backordered;
  const emptyIcon = (
    <ThemeIcon variant="light" size={48} radius="xl">
      <IconReceiptRupee size={26} />
    </ThemeIcon>
  );
  const newButton = (variant: 'filled' | 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={18} />} onClick={() => openForm()}>
      {m.sales_new_sales_order()}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={list.data ? m.sales_title_count({ count: formatNumber(total, 0) }) : m.sales_title()}
        actions={
          <Group gap="sm">
            <ExportMenu
              kind="sales-orders"
              filters={{
                status,
                due,
                backordered: backordered || null,
                search: appliedSearch || null,
              }}
            />
            {newButton('filled')}
          </Group>
        }
      />
      <Stack gap="md">
        <PageSearch
          label={m.sales_search()}
          placeholder={m.sales_search_placeholder()}
          value={search}
          onSearch={setSearch}
          style={{ maxWidth: 520 }}
        />
        {due || backordered ? (
          <Group gap="xs">
            {due ? (
              <FilterChip
                label={due === 'today' ? m.fulfilment_to_ship_today() : m.fulfilment_late_orders()}
                onClear={() => view.setFilter('due', null)}
              />
            ) : null}
            {backordered ? (
              <FilterChip
                label={m.fulfilment_backorders()}
                onClear={() => view.setFilter('backordered', null)}
              />
            ) : null}
          </Group>
        ) : null}
        <Tabs
          value={status ?? ALL}
          onChange={(value) =>
            view.setFilter('status', SALES_ORDER_STATUSES.find((s) => s === value) ?? null)
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={m.sales_status()} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            <Tabs.Tab value={ALL}>{m.sales_all()}</Tabs.Tab>
            {SALES_ORDER_STATUSES.map((s) => (
              <Tabs.Tab key={s} value={s} style={{ flexShrink: 0 }}>
                {salesOrderStatusLabel(s)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={status ?? ALL} pt="md">
            <Stack gap="md">
              <SalesOrdersTable
                orders={list.data?.salesOrders}
                isLoading={list.isPending}
                loadingLabel={m.sales_loading_orders()}
                errors={[list.isError ? m.sales_fetch_orders_failed() : null]}
                isEmpty={total === 0}
                empty={
                  isFiltered ? (
                    <EmptyState
                      title={m.sales_no_orders_match()}
                      icon={emptyIcon}
                      message={describeFilter(appliedSearch, status)}
                      action={
                        <Button
                          variant="light"
                          leftSection={<IconFilterOff size={18} />}
                          onClick={view.clearFilters}
                        >
                          {m.sales_clear_filters()}
                        </Button>
                      }
                    />
                  ) : (
                    <EmptyState
                      title={m.sales_no_orders_yet()}
                      icon={emptyIcon}
                      message={m.sales_no_orders_yet_message()}
                      action={newButton('light')}
                    />
                  )
                }
                isStale={list.isPlaceholderData}
                pagination={{ page, total, onChange: setPage }}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {/* A customer's form waits for their name, so it opens with them chosen. */}
      {hasOpenedForm && !customer.isPending ? (
        <Suspense fallback={null}>
          <SalesOrderFormModal
            opened={isFormOpen}
            onClose={() => setFormOpen(false)}
            customer={customer.option}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function describeFilter(search: string, status: SalesOrderStatus | null): string {
  const label = status ? salesOrderStatusLabel(status).toLowerCase() : '';
  if (search && status) return m.sales_no_status_order_matches_search({ status: label, search });
  if (search) return m.sales_nothing_matches_search({ search });
  return m.sales_no_status_orders({ status: label });
}

/** A filter the dashboard set, shown with the way to clear it. */
function FilterChip({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Badge
      size="lg"
      variant="light"
      rightSection={
        <CloseButton size="xs" aria-label={m.fulfilment_clear_filter({ filter: label })} onClick={onClear} />
      }
    >
      {label}
    </Badge>
  );
}
