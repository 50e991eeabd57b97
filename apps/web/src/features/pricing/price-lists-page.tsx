import { Anchor, Box, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlus, IconTags } from '@tabler/icons-react';
import { formatNumber, type TPriceListSummary } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ActiveBadge } from '../../components/active-badge';
import { EmptyState } from '../../components/empty-state';
import { LabeledValue } from '../../components/labeled-value';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { priceListPath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { usePriceListsQuery } from './pricing-api';

/** The New price list form loads when first opened. */
const PriceListFormModal = lazy(async () => ({
  default: (await import('./price-list-form-modal')).PriceListFormModal,
}));

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** `/price-lists` (admin, staff): every price list by name, with what it prices and who uses it; New price list. */
export function PriceListsPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.pricing_price_lists_title()}>
      <PriceLists />
    </RoleGate>
  );
}

/** The list's name, linking to its page, with its description beneath. */
function ListName({ list }: { list: TPriceListSummary }) {
  return (
    <Box miw={0}>
      <Anchor component={Link} to={priceListPath(list.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {list.name}
      </Anchor>
      {list.description ? (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {list.description}
        </Text>
      ) : null}
    </Box>
  );
}

function PriceLists() {
  const lists = usePriceListsQuery();
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  const openForm = () => {
    setHasOpenedForm(true);
    setFormOpen(true);
  };
  const rows = lists.data;
  const addButton = (variant: 'filled' | 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={18} />} onClick={openForm}>
      {m.pricing_new_price_list()}
    </Button>
  );

  const columns: TableColumn<TPriceListSummary>[] = [
    { id: 'name', header: m.pricing_name(), isFixed: true, cell: (list) => <ListName list={list} /> },
    {
      id: 'items',
      header: m.pricing_products_priced(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (list) => formatNumber(list.itemCount, 0),
    },
    {
      id: 'customers',
      header: m.pricing_customers_using(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (list) => formatNumber(list.customerCount, 0),
    },
    {
      id: 'active',
      header: m.pricing_status(),
      cellProps: NO_WRAP,
      cell: (list) => <ActiveBadge isActive={list.active} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={
          rows
            ? m.pricing_price_lists_count({ count: formatNumber(rows.length, 0) })
            : m.pricing_price_lists_title()
        }
        actions={addButton('filled')}
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed" maw={720}>
          {m.pricing_price_lists_intro()}
        </Text>
        <ResponsiveTable
          rows={rows}
          rowKey={(list) => list.id}
          columns={columns}
          minWidth={640}
          isLoading={lists.isPending}
          loadingLabel={m.pricing_loading_price_lists()}
          errors={[lists.isError ? m.pricing_fetch_price_lists_failed() : null]}
          isEmpty={rows?.length === 0}
          empty={
            <EmptyState
              title={m.pricing_no_price_lists_yet()}
              icon={
                <ThemeIcon variant="light" size={48} radius="xl">
                  <IconTags size={26} />
                </ThemeIcon>
              }
              message={m.pricing_no_price_lists_yet_message()}
              action={addButton('light')}
            />
          }
          isStale={false}
          card={(list) => (
            <RowCard name={list.name}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <ListName list={list} />
                <ActiveBadge isActive={list.active} />
              </Group>
              <Group gap="lg" mt="xs">
                <LabeledValue label={m.pricing_products_priced()}>
                  {formatNumber(list.itemCount, 0)}
                </LabeledValue>
                <LabeledValue label={m.pricing_customers_using()}>
                  {formatNumber(list.customerCount, 0)}
                </LabeledValue>
              </Group>
            </RowCard>
          )}
        />
      </Stack>
      {hasOpenedForm ? (
        <Suspense fallback={null}>
          <PriceListFormModal opened={isFormOpen} onClose={() => setFormOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
