import { Alert, Anchor, Badge, Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileCertificate, IconFileOff, IconUpload } from '@tabler/icons-react';
import {
  EINVOICE_STATES,
  formatNumber,
  formatRupees,
  indiaDateFromToday,
  type TEinvoiceRow,
} from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { registrationLabel, useRegistrationsQuery } from '../../api/registrations';
import { formatCalendarDate, formatDateTime } from '../../components/date-time-text';
import { DateRangeFields } from '../../components/date-field';
import { ListEmptyState } from '../../components/empty-state';
import { LabeledValue } from '../../components/labeled-value';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { SETTINGS_PATH } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { SELLER_ROLES } from '../../lib/roles';
import { dateFilter, useListSearch, useStepBackFromEmptyPage } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { Gstin } from './invoice-cells';
import { EinvoiceAnswerModal } from './einvoice-answer-modal';
import { downloadEinvoiceFile, EINVOICE_PAGE_SIZE, useEinvoicesQuery } from './einvoices-api';
import {
  EINVOICE_STATE_COLORS,
  einvoiceDocumentPath,
  einvoiceKindLabel,
  einvoiceStateLabel,
} from './einvoice-words';

const ALL = 'all';
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/**
 * `/einvoices` (admin, staff): the invoices and notes to registered buyers of some days (this month
 * by default) and where each stands with the Invoice Registration Portal; the JSON of those awaiting
 * an IRN to upload there, and the portal's answers recorded (docs/domain.md#e-invoices).
 */
export function EinvoicesPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.einvoices_title()}>
      <Einvoices />
    </RoleGate>
  );
}

function Einvoices() {
  const view = useListSearch({ filters: ['state', 'from', 'to', 'registration'], hasSearch: false });
  const { page, setPage } = view;
  const today = indiaDateFromToday();
  const from = dateFilter(view.filters.from) ?? `${today.slice(0, 8)}01`;
  const to = dateFilter(view.filters.to) ?? today;
  const registration = view.filters.registration || null;
  const state = EINVOICE_STATES.find((s) => s === view.filters.state) ?? null;
  const isAdmin = useSession().user?.role === 'admin';
  const registrations = useRegistrationsQuery();
  const [modal, setModal] = useState<'answer' | 'cancel' | null>(null);
  const [downloading, setDownloading] = useState(false);

  const list = useEinvoicesQuery({ from, to, registration, state, page });
  const rows = list.data?.rows;
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: rows?.length ?? 0, total } : undefined,
  );

  const download = async () => {
    setDownloading(true);
    try {
      await downloadEinvoiceFile({ from, to, registration });
    } catch (error) {
      notifications.show({ color: 'red', message: failureWithReason(error, m.einvoices_download_failed()) });
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableColumn<TEinvoiceRow>[] = [
    {
      id: 'date',
      header: m.einvoices_col_date(),
      cellProps: NO_WRAP,
      cell: (row) => formatCalendarDate(row.date),
    },
    {
      id: 'document',
      header: m.einvoices_col_document(),
      isFixed: true,
      cell: (row) => <DocumentCell row={row} />,
    },
    { id: 'buyer', header: m.einvoices_col_buyer(), cell: (row) => <BuyerCell row={row} /> },
    {
      id: 'total',
      header: m.einvoices_col_total(),
      headerProps: { ta: 'right' },
      cellProps: { ta: 'right', fw: 600, ...NO_WRAP },
      cell: (row) => formatRupees(row.total),
    },
    {
      id: 'state',
      header: m.einvoices_col_state(),
      // The badge in full: the IRN's column gives way instead.
      cellProps: { style: { whiteSpace: 'nowrap', width: '1%' } },
      cell: (row) => <StateBadge row={row} />,
    },
    { id: 'irn', header: m.einvoices_col_irn(), cell: (row) => <IrnCell row={row} /> },
  ];

  return (
    <>
      <PageHeader
        title={list.data ? m.einvoices_title_count({ count: formatNumber(total, 0) }) : m.einvoices_title()}
        actions={
          <Group gap="sm">
            {isAdmin ? (
              <Button
                variant="default"
                leftSection={<IconFileOff size={18} />}
                onClick={() => setModal('cancel')}
              >
                {m.einvoices_record_cancelling()}
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconUpload size={18} />}
              onClick={() => setModal('answer')}
            >
              {m.einvoices_record_answer()}
            </Button>
            <Button
              leftSection={<IconDownload size={18} />}
              loading={downloading}
              disabled={list.data?.einvoiceFrom === null}
              onClick={() => void download()}
            >
              {m.einvoices_download_json()}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed" maw={760}>
          {m.einvoices_intro()}
        </Text>
        {list.data?.einvoiceFrom === null ? (
          <Alert color="orange" title={m.einvoices_off_title()}>
            {m.einvoices_off_message()}{' '}
            <Anchor component={Link} to={SETTINGS_PATH}>
              {m.einvoices_open_settings()}
            </Anchor>
          </Alert>
        ) : list.data ? (
          <Text size="sm">{m.einvoices_from_day({ date: formatCalendarDate(list.data.einvoiceFrom) })}</Text>
        ) : null}
        <Group align="flex-end" gap="md" wrap="wrap">
          <DateRangeFields
            from={from}
            to={to}
            labels={{ from: m.einvoices_from(), to: m.einvoices_to() }}
            onFromChange={(value) => view.setFilter('from', value)}
            onToChange={(value) => view.setFilter('to', value)}
            style={{ flex: '1 1 150px' }}
          />
          <Select
            label={m.einvoices_registration()}
            placeholder={m.einvoices_all_registrations()}
            data={(registrations.data ?? []).map((r) => ({ value: r.id, label: registrationLabel(r) }))}
            value={registration}
            onChange={(value) => view.setFilter('registration', value)}
            clearable
            style={{ flex: '2 1 240px', minWidth: 0, maxWidth: 420 }}
          />
          <Select
            label={m.einvoices_state()}
            data={[
              { value: ALL, label: m.einvoices_all_states() },
              ...EINVOICE_STATES.map((s) => ({ value: s, label: einvoiceStateLabel(s) })),
            ]}
            value={state ?? ALL}
            onChange={(value) => view.setFilter('state', value === ALL ? null : value)}
            allowDeselect={false}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        <ResponsiveTable
          tableId="einvoices"
          rows={rows}
          rowKey={(row) => `${row.kind}-${row.id}`}
          columns={columns}
          minWidth={880}
          horizontalSpacing="sm"
          isLoading={list.isPending}
          loadingLabel={m.einvoices_loading()}
          errors={[list.isError ? m.einvoices_fetch_failed() : null]}
          isEmpty={total === 0}
          empty={
            <ListEmptyState
              icon={IconFileCertificate}
              filtered={null}
              noneYet={{ title: m.einvoices_none_title(), message: m.einvoices_none_message() }}
            />
          }
          isStale={list.isPlaceholderData}
          pagination={{ page, total, onChange: setPage, pageSize: EINVOICE_PAGE_SIZE }}
          card={(row) => (
            <RowCard name={`${einvoiceKindLabel(row.kind)} ${row.number}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Box miw={0}>
                  <DocumentCell row={row} />
                  <BuyerCell row={row} />
                </Box>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(row.total)}
                </Text>
              </Group>
              <Group gap="xs" mt={6}>
                <StateBadge row={row} />
              </Group>
              <Group gap="lg" mt="xs" align="flex-start">
                <LabeledValue label={m.einvoices_col_date()} fw={500}>
                  {formatCalendarDate(row.date)}
                </LabeledValue>
              </Group>
              {row.einvoice ? (
                <Box mt="xs">
                  <IrnCell row={row} />
                </Box>
              ) : null}
            </RowCard>
          )}
        />
      </Stack>
      <EinvoiceAnswerModal opened={modal === 'answer'} onClose={() => setModal(null)} />
      <EinvoiceAnswerModal opened={modal === 'cancel'} onClose={() => setModal(null)} cancelling />
    </>
  );
}

function DocumentCell({ row }: { row: TEinvoiceRow }) {
  return (
    <Box>
      <Anchor
        component={Link}
        to={einvoiceDocumentPath(row.kind, row.id)}
        fw={600}
        style={{ whiteSpace: 'nowrap' }}
      >
        {row.number}
      </Anchor>
      <Text size="xs" c="dimmed">
        {einvoiceKindLabel(row.kind)}
        {row.invoice ? ` · ${row.invoice.number}` : ''}
      </Text>
    </Box>
  );
}

function BuyerCell({ row }: { row: TEinvoiceRow }) {
  return (
    <Box miw={0}>
      <Text size="sm" truncate>
        {row.buyer.name}
      </Text>
      <Gstin value={row.buyer.gstin} size="xs" />
    </Box>
  );
}

function StateBadge({ row }: { row: TEinvoiceRow }) {
  return (
    <Badge
      color={EINVOICE_STATE_COLORS[row.state]}
      variant="light"
      style={{ overflow: 'visible' }}
      miw="max-content"
    >
      {einvoiceStateLabel(row.state)}
    </Badge>
  );
}

function IrnCell({ row }: { row: TEinvoiceRow }) {
  const record = row.einvoice;
  if (!record) return <Text c="dimmed">—</Text>;
  return (
    <Box miw={0} maw={360}>
      <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {record.irn}
      </Text>
      <Text size="xs" c="dimmed">
        {m.einvoices_ack({ ackNo: record.ackNo, date: formatDateTime(record.ackDate) })}
      </Text>
      {record.status === 'active' && row.state === 'cancelPending' ? (
        <Text size="xs" c="red">
          {m.einvoices_cancellable_until({ date: formatDateTime(record.cancellableUntil) })}
        </Text>
      ) : null}
    </Box>
  );
}
