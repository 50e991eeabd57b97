import { Button, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook2, IconCoinRupee, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { failureWithReason, isNotFoundError } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { DateRangeFields } from '../../components/date-field';
import { formatCalendarDate } from '../../components/date-time-text';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { StatCard } from '../../components/stat-card';
import { customerPagePath, newReceiptPath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { dateFilter, useListSearch } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { LedgerTable } from './ledger-table';
import { downloadStatement, useLedgerQuery } from './receivables-api';
import { balanceText } from './receivables-words';

/**
 * `/customers/:id/ledger` (admin, staff): a customer's account over a range of dates (all of it
 * unless chosen): the opening balance, each invoice, credit and debit note, receipt and bounced
 * cheque with the running balance, the closing balance; Download statement prints it as a PDF.
 */
export function LedgerPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.receivables_ledger_title()}>
      <Ledger />
    </RoleGate>
  );
}

function Ledger() {
  const { id = '' } = useParams();
  // The range lives in the address.
  const view = useListSearch({ filters: ['from', 'to'], hasSearch: false });
  const from = dateFilter(view.filters.from);
  const to = dateFilter(view.filters.to);
  const ledger = useLedgerQuery(id, { from, to });
  const [isDownloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const name = ledger.data?.customer.name ?? '';

  const download = () => {
    setDownloadError(null);
    setDownloading(true);
    downloadStatement(id, name, { from, to })
      .catch((error: unknown) => setDownloadError(failureWithReason(error, m.receivables_download_failed())))
      .finally(() => setDownloading(false));
  };

  const back = (
    <BackLink to={customerPagePath(id)} mb="xs" display="inline-block">
      {name || m.receivables_back_to_customer()}
    </BackLink>
  );
  if (ledger.isError && isNotFoundError(ledger.error)) {
    return (
      <>
        {back}
        <PageHeader title={m.receivables_ledger_title()} />
        <EmptyState
          title={m.receivables_customer_not_found()}
          message={m.receivables_customer_not_found_message()}
          icon={
            <ThemeIcon variant="light" size={48} radius="xl">
              <IconBook2 size={26} />
            </ThemeIcon>
          }
        />
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title={name ? m.receivables_ledger_of({ customer: name }) : m.receivables_ledger_title()}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={18} />}
              loading={isDownloading}
              disabled={!ledger.data}
              onClick={download}
            >
              {m.receivables_download_statement()}
            </Button>
            <Button component={Link} to={newReceiptPath(id)} leftSection={<IconCoinRupee size={18} />}>
              {m.receivables_record_payment()}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="md" maw={420}>
          <DateRangeFields
            from={from}
            to={to}
            labels={{ from: m.receivables_from(), to: m.receivables_to() }}
            toPlaceholder={m.receivables_today()}
            onFromChange={(value) => view.setFilter('from', value)}
            onToChange={(value) => view.setFilter('to', value)}
          />
        </SimpleGrid>
        <ErrorLine message={downloadError} />
        <ErrorLine message={ledger.isError ? m.receivables_fetch_ledger_failed() : null} />
        {ledger.isPending ? <LoadingLine label={m.receivables_loading_ledger()} /> : null}
        {ledger.data ? (
          <>
            <SimpleGrid cols={2} spacing="md" maw={640}>
              <StatCard
                label={m.receivables_opening_balance()}
                value={balanceText(ledger.data.openingBalance)}
                hint={from ? m.receivables_before_date({ date: formatCalendarDate(from) }) : null}
              />
              <StatCard
                label={m.receivables_closing_balance()}
                value={balanceText(ledger.data.closingBalance)}
                hint={m.receivables_on_date({ date: formatCalendarDate(ledger.data.to) })}
              />
            </SimpleGrid>
            {ledger.data.entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {m.receivables_no_entries()}
              </Text>
            ) : null}
            <LedgerTable ledger={ledger.data} isStale={ledger.isPlaceholderData} />
          </>
        ) : null}
      </Stack>
    </>
  );
}
