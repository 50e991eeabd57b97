import { Button, Group, Select, Stack, TextInput, ThemeIcon } from '@mantine/core';
import { IconFileInvoice, IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import {
  formatNumber,
  PURCHASE_ORDER_STATUS_LABELS,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderStatus,
} from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { BUYER_ROLES, SUPPLIER_ROLES } from '../../lib/roles';
import { useOpenFromAddress } from '../../lib/use-open-from-address';
import { sortParams, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import type { OrderSide } from './purchase-order-cells';
import { PurchaseOrdersTable } from './purchase-orders-table';
import { usePurchaseOrdersQuery } from './purchasing-api';

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

const TITLES: Readonly<Record<OrderSide, string>> = {
  buyer: 'Purchase Orders',
  supplier: 'My Purchase Orders',
};

/** `/purchase-orders` (admin, staff): every purchase order, filtered, searched and paged; New purchase order. */
export function PurchaseOrdersPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={TITLES.buyer}>
      <PurchaseOrderList side="buyer" />
    </RoleGate>
  );
}

/** `/my-purchase-orders` (supplier): the orders addressed to the signed-in supplier, drafts never. */
export function MyPurchaseOrdersPage() {
  return (
    <RoleGate roles={SUPPLIER_ROLES} title={TITLES.supplier}>
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
    { value: ALL, label: 'All statuses' },
    ...FILTER_STATUSES[side].map((s) => ({ value: s, label: PURCHASE_ORDER_STATUS_LABELS[s] })),
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
        title={list.data ? `${TITLES[side]} (${formatNumber(total, 0)})` : TITLES[side]}
        actions={
          <Group gap="sm">
            <ExportMenu
              kind="purchase-orders"
              filters={{ status, search: appliedSearch, ...sortParams(sort) }}
            />
            {isBuyer ? (
              <Button leftSection={<IconPlus size={18} />} onClick={openForm}>
                New purchase order
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder={isBuyer ? 'Order number or supplier' : 'Order number'}
            data-page-search

            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '3 1 260px' }}
          />
          <Select
            label="Status"
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
          loadingLabel="Loading purchase orders..."
          errors={[list.isError ? 'Failed to fetch purchase orders' : null]}
          isEmpty={total === 0}
          empty={
            isFiltered ? (
              <EmptyState
                title="No purchase orders match"
                icon={emptyIcon}
                message={describeFilter(appliedSearch, status)}
                action={
                  <Button variant="light" leftSection={<IconFilterOff size={18} />} onClick={clearFilters}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title="No purchase orders yet"
                icon={emptyIcon}
                message={
                  isBuyer
                    ? 'Order from a supplier with New purchase order, or from the Reorder suggestions.'
                    : 'Orders your buyers send you show here.'
                }
                action={
                  isBuyer ? (
                    <Button variant="light" leftSection={<IconPlus size={18} />} onClick={openForm}>
                      New purchase order
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
  const label = status ? PURCHASE_ORDER_STATUS_LABELS[status].toLowerCase() : '';
  if (search && status) return `No ${label} order matches “${search}”.`;
  if (search) return `Nothing matches “${search}”.`;
  return `There are no ${label} orders.`;
}
