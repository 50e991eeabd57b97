import { Button, Group, Select, Stack, ThemeIcon } from '@mantine/core';
import { IconFileInvoice, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { formatNumber, PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { purchaseOrderStatusLabel } from '../../lib/labels';
import { BUYER_ROLES, SUPPLIER_ROLES } from '../../lib/roles';
import { useOpenFromAddress } from '../../lib/use-open-from-address';
import { sortParams, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import type { OrderSide } from './purchase-order-cells';
import { PurchaseOrdersTable } from './purchase-orders-table';
import { usePurchaseOrdersQuery } from './purchasing-api';
import { PageSearch } from '../../components/page-search';

/** The New purchase order form (its pickers and date input) loads when first opened. */
const PurchaseOrderFormModal = lazy(async () => ({
  default: (await import('./purchase-order-form-modal')).PurchaseOrderFormModal,
}));

/** The value of the filter's "All statuses" choice (a Select value cannot be null and shown). */
const ALL = 'all';

/** The statuses each side can filter by: a supplier never sees drafts. */
const FILTER_STATUSES: Readonly<Record<OrderSide, readonly PurchaseOrderStatus[]>> = {
  buyer: PURCHASE_ORDER_STATUSES,
  supplier: PURCHASE_ORDER_STATUSES.filter((status) => status !== 'draft'),
};

const TITLES: Readonly<Record<OrderSide, () => string>> = {
  buyer: m.purchasing_purchase_orders_title,
  supplier: m.purchasing_my_purchase_orders_title,
};

/** The title with the number of orders: "Purchase Orders (12)". */
const TITLES_WITH_COUNT: Readonly<Record<OrderSide, (inputs: { count: string }) => string>> = {
  buyer: m.purchasing_purchase_orders_title_count,
  supplier: m.purchasing_my_purchase_orders_title_count,
};

/** `/purchase-orders` (admin, staff): every purchase order, filtered, searched and paged; New purchase order. */
export function PurchaseOrdersPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={TITLES.buyer()}>
      <PurchaseOrderList side="buyer" />
    </RoleGate>
  );
}

/** `/my-purchase-orders` (supplier): the orders addressed to the signed-in supplier, drafts never. */
export function MyPurchaseOrdersPage() {
  return (
    <RoleGate roles={SUPPLIER_ROLES} title={TITLES.supplier()}>
      <PurchaseOrderList side="supplier" />
    </RoleGate>
  );
}

function PurchaseOrderList({ side }: { side: OrderSide }) {
  const isBuyer = side === 'buyer';
  // The search, status, sort and page live in the address.
  const view = useListSearch({ sortable: 'purchaseOrders', filters: ['status'] });
  const { search, setSearch, appliedSearch, page, setPage, sort } = view;
  const status = FILTER_STATUSES[side].find((s) => s === view.filters.status) ?? null;
  const setStatus = (next: PurchaseOrderStatus | null) => view.setFilter('status', next);
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  const openForm = () => {
    setHasOpenedForm(true);
    setFormOpen(true);
  };
  // The palette's "New purchase order" opens the form here (`?new=1`).
  useOpenFromAddress(() => {
    if (isBuyer) openForm();
  });

  const list = usePurchaseOrdersQuery({ status, search: appliedSearch, page, ...sortParams(sort) });
  const rows = list.data?.purchaseOrders ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows.length, total } : undefined,
  );

  const statusOptions = [
    { value: ALL, label: m.purchasing_all_statuses() },
    ...FILTER_STATUSES[side].map((s) => ({ value: s, label: purchaseOrderStatusLabel(s) })),
  ];
  const isFiltered = appliedSearch !== '' || status !== null;
  const clearFilters = view.clearFilters;
  const emptyIcon = (
    <ThemeIcon variant="light" size={48} radius="xl">
      <IconFileInvoice size={26} />
    </ThemeIcon>
  );

  return (
    <>
      <PageHeader
        title={list.data ? TITLES_WITH_COUNT[side]({ count: formatNumber(total, 0) }) : TITLES[side]()}
        actions={
          <Group gap="sm">
            <ExportMenu
              kind="purchase-orders"
              filters={{ status, search: appliedSearch, ...sortParams(sort) }}
            />
            {isBuyer ? (
              <Button leftSection={<IconPlus size={18} />} onClick={openForm}>
                {m.purchasing_new_purchase_order()}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <PageSearch
            label={m.purchasing_search()}
            placeholder={isBuyer ? m.purchasing_order_number_or_supplier() : m.purchasing_order_number()}
            value={search}
            onSearch={setSearch}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label={m.purchasing_status()}
            data={statusOptions}
            value={status ?? ALL}
            onChange={(value) => setStatus(FILTER_STATUSES[side].find((s) => s === value) ?? null)}
            allowDeselect={false}
            style={{ flex: '1 1 200px' }}
          />
        </Group>
        <PurchaseOrdersTable
          side={side}
          sort={sort}
          orders={list.data?.purchaseOrders}
          isLoading={list.isPending}
          loadingLabel={m.purchasing_loading_purchase_orders()}
          errors={[list.isError ? m.purchasing_fetch_purchase_orders_failed() : null]}
          isEmpty={total === 0}
          empty={
            isFiltered ? (
              <EmptyState
                title={m.purchasing_no_purchase_orders_match()}
                icon={emptyIcon}
                message={describeFilter(appliedSearch, status)}
                action={
                  <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={clearFilters}>
                    {m.purchasing_clear_filters()}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={m.purchasing_no_purchase_orders_yet()}
                icon={emptyIcon}
                message={
                  isBuyer
                    ? m.purchasing_no_purchase_orders_yet_buyer()
                    : m.purchasing_no_purchase_orders_yet_supplier()
                }
                action={
                  isBuyer ? (
                    <Button variant="light" leftSection={<IconPlus size={18} />} onClick={openForm}>
                      {m.purchasing_new_purchase_order()}
                    </Button>
                  ) : null
                }
              />
            )
          }
          isStale={list.isPlaceholderData}
          pagination={{ page, total, onChange: setPage }}
        />
      </Stack>
      {isBuyer && hasOpenedForm ? (
        <Suspense fallback={null}>
          <PurchaseOrderFormModal opened={isFormOpen} onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function describeFilter(search: string, status: PurchaseOrderStatus | null): string {
  const label = status ? purchaseOrderStatusLabel(status).toLowerCase() : '';
  if (search && status) return m.purchasing_no_status_order_matches_search({ status: label, search });
  if (search) return m.purchasing_nothing_matches_search({ search });
  return m.purchasing_no_status_orders({ status: label });
}
