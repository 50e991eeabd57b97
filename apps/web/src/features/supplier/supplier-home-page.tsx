import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatNumber, formatRupees, type TProduct } from '@godown/shared';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client';
import { PageSearch } from '../../components/page-search';
import { PageHeader } from '../../components/page-header';
import { SectionCard } from '../../components/section-card';
import { RoleGate } from '../../components/role-gate';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { SUPPLIER_ROLES } from '../../lib/roles';
import { useListSearch } from '../../lib/use-list-search';
import { useUser } from '../../lib/session';
import { StatusBadge } from '../../components/status-badge';
import { purchaseOrderStatusLabel, transportStatusLabel } from '../../lib/labels';
import { purchaseOrderPath, transportPagePath } from '../../lib/paths';
import { useNewestConsignmentsQuery, useNewestOrdersQuery, useSuppliedProductsQuery } from './supplier-api';
import { m } from '../../paraglide/messages.js';

/**
 * A supplier's own page, where they land (docs/domain.md#roles): the purchase orders addressed to
 * them, the consignments they created, and the products they supply. Nothing of the company's
 * people, wages or alerts.
 */
export function SupplierHomePage() {
  return (
    <RoleGate roles={SUPPLIER_ROLES} title={m.supplier_home_title()}>
      <SupplierHome />
    </RoleGate>
  );
}

function SupplierHome() {
  const user = useUser();
  return (
    <Stack gap="lg">
      <PageHeader title={m.supplier_home_title()} />
      <Text c="dimmed">{m.supplier_home_intro({ name: user?.name ?? '' })}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <NewestOrders />
        <NewestConsignments />
      </SimpleGrid>
      <SuppliedProducts />
    </Stack>
  );
}

/** A card of the newest few of a list, with a link to the whole list and its empty and failed lines. */
function NewestCard<T extends { id: string }>({
  title,
  allLabel,
  allPath,
  emptyText,
  query,
  row,
}: {
  title: string;
  allLabel: string;
  allPath: string;
  emptyText: string;
  query: { data: readonly T[] | undefined; isError: boolean; error: unknown };
  row: (item: T) => React.ReactNode;
}) {
  return (
    <SectionCard
      title={title}
      gap="xs"
      aside={
        <Button component={Link} to={allPath} variant="light" size="xs">
          {allLabel}
        </Button>
      }
    >
      {query.isError ? <Text c="red">{errorMessage(query.error, m.supplier_home_failed())}</Text> : null}
      {query.data?.length === 0 ? <Text c="dimmed">{emptyText}</Text> : null}
      {query.data?.map((item) => (
        <Group key={item.id} justify="space-between" wrap="nowrap" gap="sm">
          {row(item)}
        </Group>
      ))}
    </SectionCard>
  );
}

function NewestOrders() {
  const orders = useNewestOrdersQuery();
  return (
    <NewestCard
      title={m.supplier_home_orders()}
      allLabel={m.supplier_home_all_orders()}
      allPath="/my-purchase-orders"
      emptyText={m.supplier_home_no_orders()}
      query={{ ...orders, data: orders.data?.purchaseOrders }}
      row={(order) => (
        <>
          <Stack gap={2}>
            <Anchor component={Link} to={purchaseOrderPath(order.id, true)} fw={700} ff="monospace">
              {order.number}
            </Anchor>
            <Text size="xs" c="dimmed">
              {order.destination?.name ?? '—'}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <StatusBadge status={order.status} label={purchaseOrderStatusLabel(order.status)} />
            <Text size="xs">{formatRupees(order.totalValue)}</Text>
          </Stack>
        </>
      )}
    />
  );
}

function NewestConsignments() {
  const transports = useNewestConsignmentsQuery();
  return (
    <NewestCard
      title={m.supplier_home_consignments()}
      allLabel={m.supplier_home_all_consignments()}
      allPath="/transportation"
      emptyText={m.supplier_home_no_consignments()}
      query={{ ...transports, data: transports.data?.transports }}
      row={(transport) => (
        <>
          <Anchor component={Link} to={transportPagePath(transport.id)} fw={600} ff="monospace">
            {transport.packageId}
          </Anchor>
          <StatusBadge status={transport.status} label={transportStatusLabel(transport.status)} />
        </>
      )}
    />
  );
}

function SuppliedProducts() {
  const list = useListSearch();
  const products = useSuppliedProductsQuery({ search: list.appliedSearch, page: list.page });
  const columns: TableColumn<TProduct>[] = [
    {
      id: 'name',
      header: m.supplier_home_product(),
      isFixed: true,
      cell: (product) => <ProductName product={product} />,
    },
    {
      id: 'price',
      header: m.supplier_home_price(),
      headerProps: { ta: 'right' },
      cellProps: { ta: 'right' },
      cell: (product) => formatRupees(product.price),
    },
    {
      id: 'quantity',
      header: m.supplier_home_quantity(),
      headerProps: { ta: 'right' },
      cellProps: { ta: 'right' },
      cell: (product) => formatNumber(product.quantity, 0),
    },
  ];
  return (
    <SectionCard title={m.supplier_home_products({ count: formatNumber(products.data?.total ?? 0, 0) })}>
      <PageSearch
        value={list.search}
        onSearch={list.setSearch}
        placeholder={m.supplier_home_search_products()}
        aria-label={m.supplier_home_search_products()}
      />
      <ResponsiveTable
        rows={products.data?.products}
        rowKey={(product) => product.id}
        columns={columns}
        minWidth={480}
        isFramed={false}
        isLoading={products.isPending}
        errors={[products.isError ? errorMessage(products.error, m.supplier_home_failed()) : null]}
        card={(product) => (
          <RowCard name={product.productName}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <ProductName product={product} />
              <Stack gap={0} align="flex-end">
                <Text fw={600}>{formatRupees(product.price)}</Text>
                <Text size="xs" c="dimmed">
                  {m.supplier_home_units({ count: formatNumber(product.quantity, 0) })}
                </Text>
              </Stack>
            </Group>
          </RowCard>
        )}
        isEmpty={products.data?.products.length === 0}
        empty={
          <Text c="dimmed">
            {list.appliedSearch ? m.supplier_home_no_products_match() : m.supplier_home_no_products()}
          </Text>
        }
        isStale={products.isPlaceholderData}
        pagination={{ page: list.page, total: products.data?.total ?? 0, onChange: list.setPage }}
      />
    </SectionCard>
  );
}

function ProductName({ product }: { product: TProduct }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/products/${product.id}`} fw={600}>
        {product.productName}
      </Anchor>
      {product.sku ? (
        <Badge variant="transparent" color="gray" px={0} tt="none" fw={400}>
          {product.sku}
        </Badge>
      ) : null}
    </Stack>
  );
}
