import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCoinRupee, IconHourglassHigh, IconPlus } from '@tabler/icons-react';
import { formatRupees } from '@godown/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { customerOptions, useCustomerOption } from '../../api/options';
import { formatCalendarDate } from '../../components/date-time-text';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { ReportDownloads } from '../../components/report-downloads';
import { RoleGate } from '../../components/role-gate';
import { SearchSelect } from '../../components/search-select';
import { newReceiptPath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { AgeingTable } from './ageing-table';
import { downloadAgeing, useAgeingQuery } from './receivables-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The chart (and the charts library) loads in a chunk of its own, after the figures. */
const AgeingChart = lazy(async () => ({ default: (await import('./ageing-chart')).AgeingChart }));

/**
 * `/receivables` (admin, staff): what customers owe as of today by how long it is past due, the
 * largest balances first (or one customer's, `?customer=`), with the totals and a chart of them by
 * bucket; each customer's oldest overdue invoice and their ledger a click away.
 */
export function AgeingPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.receivables_title()}>
      <Ageing />
    </RoleGate>
  );
}

function Ageing() {
  // The customer and the page live in the address.
  const view = useListSearch({ filters: ['customer'], hasSearch: false });
  const { page, setPage } = view;
  const customer = view.filters.customer && UUID.test(view.filters.customer) ? view.filters.customer : null;
  // The customer the address names, so the picker shows their name.
  const named = useCustomerOption(customer);
  const ageing = useAgeingQuery(page, customer);
  const total = ageing.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    ageing.data && !ageing.isPlaceholderData
      ? { itemsOnPage: ageing.data.customers.length, total }
      : undefined,
  );

  return (
    <>
      <PageHeader
        title={m.receivables_title()}
        actions={
          <Group gap="xs">
            <ReportDownloads title={m.reports_receivables_ageing()} download={downloadAgeing} />
            <Button component={Link} to={newReceiptPath()} leftSection={<IconPlus size={18} />}>
              {m.receivables_record_payment()}
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <Group align="flex-end" gap="md">
          {named.isPending ? null : (
            <SearchSelect
              // Drawn again when the address changes the customer (Back).
              key={customer ?? ''}
              label={m.receivables_customer()}
              placeholder={m.receivables_all_customers()}
              source={customerOptions}
              initialOption={named.option}
              value={customer}
              onChange={(value) => view.setFilter('customer', value)}
              clearable
              style={{ flex: '0 1 360px' }}
            />
          )}
        </Group>
        {ageing.data ? (
          <Text size="sm" c="dimmed">
            {m.receivables_as_of({
              date: formatCalendarDate(ageing.data.asOf),
              outstanding: formatRupees(ageing.data.totals.outstanding),
              onAccount: formatRupees(ageing.data.totals.onAccount),
            })}
          </Text>
        ) : null}
        <Suspense fallback={null}>
          <AgeingChart totals={ageing.data?.totals} />
        </Suspense>
        <Stack gap="md">
          <AgeingTable
            ageing={ageing.data}
            isOneCustomer={customer !== null}
            isLoading={ageing.isPending}
            loadingLabel={m.receivables_loading_ageing()}
            errors={[ageing.isError ? m.receivables_fetch_ageing_failed() : null]}
            empty={
              <EmptyState
                title={m.receivables_nothing_owed()}
                message={m.receivables_nothing_owed_message()}
                icon={
                  <ThemeIcon variant="light" size={48} radius="xl">
                    <IconHourglassHigh size={26} />
                  </ThemeIcon>
                }
                action={
                  <Button
                    component={Link}
                    to={newReceiptPath()}
                    variant="light"
                    leftSection={<IconCoinRupee size={18} />}
                  >
                    {m.receivables_record_payment()}
                  </Button>
                }
              />
            }
            isStale={ageing.isPlaceholderData}
            pagination={{ page, total, onChange: setPage }}
          />
        </Stack>
      </Stack>
    </>
  );
}
