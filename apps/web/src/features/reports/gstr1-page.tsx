import {
  Alert,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconFileSpreadsheet, IconJson, IconAlertTriangle } from '@tabler/icons-react';
import {
  formatNumber,
  formatRupees,
  GSTR1_SECTIONS,
  indiaDateFromToday,
  type Gstr1Section,
  type TGstr1Summary,
} from '@godown/shared';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureWithReason } from '../../api/client';
import { registrationLabel, useRegistrationsQuery } from '../../api/registrations';
import { BackLink } from '../../components/back-link';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { datesLocale } from '../../lib/i18n';
import { SETTINGS_PATH } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { downloadGstr1, useGstr1Report } from './reports-api';
import { money, TaxCard, taxColumns, TaxStats, TaxTable, type TaxLine } from './sales-report-parts';

// GSTR-1 (docs/domain.md#gstr-1): a registration's month or quarter, its tables' sums beside the
// sales register's, and the return as the offline tool's JSON and workbook.

/** The months a return is made for: this one and the 23 before it, newest first ("2026-11"). */
function recentMonths(today = indiaDateFromToday()): string[] {
  const months: string[] = [];
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  for (let i = 0; i < 24; i++) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}

/** The financial years' quarters begun, newest first ("26-27-Q3"), over two years. */
function recentQuarters(today = indiaDateFromToday()): string[] {
  const month = Number(today.slice(5, 7));
  const start = Number(today.slice(2, 4)) - (month >= 4 ? 0 : 1);
  const current = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  const quarters: string[] = [];
  for (let year = start; year >= start - 1; year--) {
    for (let q = year === start ? current : 4; q >= 1; q--) quarters.push(`${year}-${year + 1}-Q${q}`);
  }
  return quarters;
}

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(datesLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const SECTION_TITLES: Readonly<Record<Gstr1Section, () => string>> = {
  b2b: m.reports_gstr1_b2b,
  b2cl: m.reports_gstr1_b2cl,
  b2cs: m.reports_gstr1_b2cs,
  cdnr: m.reports_gstr1_cdnr,
  cdnur: m.reports_gstr1_cdnur,
};

/** `/reports/gstr1` (admin, staff). */
export function Gstr1Page() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.reports_gstr1_title()}>
      <Gstr1 />
    </RoleGate>
  );
}

function Gstr1() {
  const [params, setParams] = useSearchParams();
  const registrations = useRegistrationsQuery();
  const registration = params.get('registration') ?? '';
  const quarter = params.get('quarter') ?? '';
  const month = quarter ? '' : (params.get('month') ?? recentMonths()[0]!);
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  // The first registration until one is chosen: a return is a registration's.
  const first = registrations.data?.[0]?.id;
  useEffect(() => {
    if (!registration && first) set({ registration: first });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registration, first]);

  const query = { registration, ...(quarter ? { quarter } : { month }) };
  const report = useGstr1Report(query, registration !== '');
  const download = (format: 'json' | 'xlsx') =>
    downloadGstr1(query, format).catch((error: unknown) =>
      notifications.show({
        color: 'red',
        message: failureWithReason(error, m.reports_gstr1_download_failed()),
      }),
    );

  return (
    <>
      <BackLink to="/reports" mb="xs">
        {m.reports_title()}
      </BackLink>
      <PageHeader
        title={m.reports_gstr1_title()}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} />}
              disabled={!report.data}
              onClick={() => void download('xlsx')}
            >
              {m.reports_gstr1_xlsx()}
            </Button>
            <Button
              leftSection={<IconJson size={18} />}
              disabled={!report.data}
              onClick={() => void download('json')}
            >
              {m.reports_gstr1_json()}
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <Text size="sm" c="dimmed" maw={760}>
          {m.reports_gstr1_intro()}
        </Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={m.reports_registration()}
            data={(registrations.data ?? []).map((r) => ({ value: r.id, label: registrationLabel(r) }))}
            value={registration || null}
            onChange={(value) => set({ registration: value })}
            allowDeselect={false}
            style={{ flex: '2 1 260px', minWidth: 0, maxWidth: 440 }}
          />
          <SegmentedControl
            aria-label={m.reports_gstr1_period()}
            value={quarter ? 'quarter' : 'month'}
            onChange={(value) =>
              set(
                value === 'quarter'
                  ? { quarter: recentQuarters()[0]!, month: null }
                  : { quarter: null, month: recentMonths()[0]! },
              )
            }
            data={[
              { value: 'month', label: m.reports_gstr1_monthly() },
              { value: 'quarter', label: m.reports_gstr1_quarterly() },
            ]}
          />
          {quarter ? (
            <Select
              label={m.reports_gstr1_quarter()}
              data={recentQuarters().map((q) => ({
                value: q,
                label: m.reports_gstr1_quarter_label({ year: q.slice(0, 5), quarter: q.slice(7) }),
              }))}
              value={quarter}
              onChange={(value) => set({ quarter: value })}
              allowDeselect={false}
              style={{ flex: '1 1 180px' }}
            />
          ) : (
            <Select
              label={m.reports_gstr1_month()}
              data={recentMonths().map((value) => ({ value, label: monthLabel(value) }))}
              value={month}
              onChange={(value) => set({ month: value })}
              allowDeselect={false}
              style={{ flex: '1 1 180px' }}
            />
          )}
        </Group>
        {registrations.data?.length === 0 ? (
          <Alert color="orange">
            {m.reports_gstr1_no_registration()}{' '}
            <Anchor component={Link} to={SETTINGS_PATH}>
              {m.einvoices_open_settings()}
            </Anchor>
          </Alert>
        ) : null}
        {report.isPending && registration ? <LoadingLine label={m.reports_gstr1_loading()} /> : null}
        <ErrorLine
          message={report.isError ? failureWithReason(report.error, m.reports_gstr1_failed()) : null}
        />
        {report.data ? <Gstr1Answer data={report.data} isStale={report.isPlaceholderData} /> : null}
      </Stack>
    </>
  );
}

type SectionLine = TaxLine<{ name: string; count: number; value: number }>;

function Gstr1Answer({ data, isStale }: { data: TGstr1Summary; isStale: boolean }) {
  const matches = (['taxable', 'igst', 'cgst', 'sgst', 'cess'] as const).every(
    (key) => data.net[key] === data.register[key],
  );
  const lines: SectionLine[] = [
    ...GSTR1_SECTIONS.map((section) => ({
      key: section,
      row: { name: SECTION_TITLES[section](), ...data.sections[section] },
      figures: data.sections[section],
    })),
    { key: '\u0000net', row: null, figures: data.net },
  ];
  return (
    <Stack gap="lg" style={{ opacity: isStale ? 0.6 : 1 }}>
      <TaxStats totals={data.net} />
      {matches ? (
        <Alert color="teal" icon={<IconCircleCheck />} title={m.reports_gstr1_reconciled()}>
          {m.reports_gstr1_reconciled_message({ taxable: formatRupees(data.register.taxable) })}
        </Alert>
      ) : (
        <Alert color="red" icon={<IconAlertTriangle />} title={m.reports_gstr1_not_reconciled()}>
          {m.reports_gstr1_not_reconciled_message({
            net: formatRupees(data.net.taxable),
            register: formatRupees(data.register.taxable),
          })}
        </Alert>
      )}
      <TaxTable
        title={m.reports_gstr1_tables()}
        lines={lines}
        isStale={isStale}
        minWidth={880}
        columns={[
          {
            id: 'table',
            header: m.reports_gstr1_table(),
            isFixed: true,
            cell: (line) => (line.row ? line.row.name : <Text fw={700}>{m.reports_gstr1_net()}</Text>),
          },
          {
            id: 'count',
            header: m.reports_documents(),
            headerProps: { ta: 'right' },
            cellProps: { ta: 'right' },
            cell: (line) => (line.row ? formatNumber(line.row.count, 0) : ''),
          },
          {
            id: 'value',
            header: m.reports_invoice_value(),
            headerProps: { ta: 'right' },
            cellProps: { ta: 'right', style: { whiteSpace: 'nowrap' } },
            cell: (line) => (line.row ? money(line.row.value, false) : ''),
          },
          ...taxColumns<SectionLine>(),
        ]}
        card={(line) => (
          <TaxCard
            line={line}
            name={line.row?.name ?? m.reports_gstr1_net()}
            head={<Text fw={600}>{line.row?.name ?? m.reports_gstr1_net()}</Text>}
            amount={line.row?.value ?? line.figures.taxable}
          />
        )}
      />
      <section aria-label={m.reports_gstr1_documents()}>
        <Title order={3} size="h4" mb="sm">
          {m.reports_gstr1_documents()}
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.reports_gstr1_document_kind()}</Table.Th>
                <Table.Th>{m.reports_gstr1_from_number()}</Table.Th>
                <Table.Th>{m.reports_gstr1_to_number()}</Table.Th>
                <Table.Th ta="right">{m.reports_gstr1_issued()}</Table.Th>
                <Table.Th ta="right">{m.reports_gstr1_cancelled()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.documents.map((d) => (
                <Table.Tr key={`${d.kind} ${d.from}`}>
                  <Table.Td>{documentKindLabel(d.kind)}</Table.Td>
                  <Table.Td ff="monospace">{d.from}</Table.Td>
                  <Table.Td ff="monospace">{d.to}</Table.Td>
                  <Table.Td ta="right">{formatNumber(d.total, 0)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(d.cancelled, 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {m.reports_gstr1_no_documents()}
          </Text>
        ) : null}
      </section>
    </Stack>
  );
}

function documentKindLabel(kind: 'invoice' | 'debit' | 'credit'): string {
  if (kind === 'invoice') return m.reports_gstr1_kind_invoice();
  return kind === 'credit' ? m.reports_gstr1_kind_credit() : m.reports_gstr1_kind_debit();
}
