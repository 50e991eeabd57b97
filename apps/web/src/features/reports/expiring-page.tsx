import { Anchor, Box, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  BATCH_LIMITS,
  EXPIRY_WINDOWS,
  formatNumber,
  formatRupees,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_TITLES,
  type ExpiryWindow,
  type TExpiringReport,
  type TExpiringRow,
} from '@godown/shared';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { formatCalendarDate } from '../../components/date-time-text';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { ExpiryBadge } from '../../components/expiry-badge';
import { LabeledValue } from '../../components/labeled-value';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table';
import { RoleGate } from '../../components/role-gate';
import { RowCard } from '../../components/row-card';
import { StatCard } from '../../components/stat-card';
import { batchTracePath } from '../../lib/paths';
import { BUYER_ROLES } from '../../lib/roles';
import { useReportParams } from './report-params';
import { CategoryPicker, ReportDownloads, ReportFilters, WarehousePicker } from './report-parts';
import { useExpiringReport } from './reports-api';

const TITLE = REPORT_TITLES.expiring;
const PARAMS = ['days', 'inventory', 'category'] as const;
const RIGHT = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** `/reports/expiring` (admin, staff): batches expiring within 30, 60 or 90 days, and expired ones. */
export function ExpiringPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={TITLE}>
      <Expiring />
    </RoleGate>
  );
}

const isWindow = (value: string): value is ExpiryWindow =>
  (EXPIRY_WINDOWS as readonly string[]).includes(value);

function Expiring() {
  const { params, page, setParam, setPage } = useReportParams(PARAMS);
  const days = isWindow(params.days) ? params.days : REPORT_LIMITS.defaultExpiryWindow;
  const report = useExpiringReport({ ...params, days }, page);
  const data = report.data;
  return (
    <>
      <BackLink to="/reports" mb="xs">
        Reports
      </BackLink>
      <PageHeader title={TITLE} actions={<ReportDownloads kind="expiring" params={{ ...params, days }} />} />
      <Stack gap="lg">
        <ReportFilters label="Expiry parameters">
          <Stack gap={4} style={{ flex: '0 1 auto' }}>
            <Text size="sm" fw={500}>
              Expiring within
            </Text>
            <SegmentedControl
              aria-label="Expiring within"
              value={days}
              onChange={(value) => setParam('days', value)}
              data={EXPIRY_WINDOWS.map((window) => ({ value: window, label: `${window} days` }))}
            />
          </Stack>
          <WarehousePicker
            value={params.inventory}
            name={data?.filters.inventory?.name}
            onChange={(value) => setParam('inventory', value)}
          />
          <CategoryPicker value={params.category} onChange={(value) => setParam('category', value)} />
        </ReportFilters>
        {data ? (
          <Text c="dimmed" size="sm">
            {`Batches in the warehouses expiring on or before ${formatCalendarDate(data.until)}, and those already expired, earliest first. ${REPORT_MESSAGES.pricesNote}`}
          </Text>
        ) : null}
        <ErrorLine
          message={report.isError ? failureWithReason(report.error, 'Failed to load the report') : null}
        />
        {report.isPending ? <LoadingLine label="Loading the expiring stock..." /> : null}
        {data ? (
          data.total === 0 ? (
            <EmptyState
              title="Nothing expiring"
              message={`No batch in stock expires within ${data.days} days.`}
            />
          ) : (
            <ExpiringAnswer data={data} page={page} onPage={setPage} isStale={report.isPlaceholderData} />
          )
        ) : null}
      </Stack>
    </>
  );
}

function ProductAndBatch({ row }: { row: TExpiringRow }) {
  return (
    <Box miw={0}>
      <Anchor
        component={Link}
        to={`/products/${row.product.id}`}
        fw={500}
        style={{ overflowWrap: 'anywhere' }}
      >
        {row.product.productName}
      </Anchor>
      <Text size="xs" c="dimmed">
        {'Batch '}
        <Anchor
          component={Link}
          to={batchTracePath({ product: row.product.id, batch: row.batch.code })}
          size="xs"
        >
          {row.batch.code}
        </Anchor>
      </Text>
    </Box>
  );
}

function Status({ row }: { row: TExpiringRow }) {
  return <ExpiryBadge daysToExpiry={row.daysToExpiry} warningDays={BATCH_LIMITS.defaultWarningDays} />;
}

function ExpiringAnswer({
  data,
  page,
  onPage,
  isStale,
}: {
  data: TExpiringReport;
  page: number;
  onPage: (page: number) => void;
  isStale: boolean;
}) {
  const { totals } = data;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <StatCard label="Batches" value={formatNumber(totals.batches, 0)} />
        <StatCard label="Units" value={formatNumber(totals.units, 0)} />
        <StatCard label="Value at risk" value={formatRupees(totals.value)} />
        <StatCard
          label="Already expired"
          value={formatRupees(totals.expiredValue)}
          hint={`${formatNumber(totals.expiredUnits, 0)} units`}
          color="red"
        />
      </SimpleGrid>
      <ResponsiveTable
        rows={data.rows}
        rowKey={(row) => `${row.batch.id}:${row.inventory.id}`}
        isEmpty={data.rows.length === 0}
        empty={<Text c="dimmed">No batches on this page.</Text>}
        isStale={isStale}
        minWidth={900}
        pagination={{ page, total: data.total, onChange: onPage, pageSize: REPORT_LIMITS.pageSize }}
        columns={[
          {
            id: 'expiry',
            header: 'Expiry',
            cellProps: { style: { whiteSpace: 'nowrap' } },
            cell: (row) => formatCalendarDate(row.batch.expiryDate),
          },
          { id: 'status', header: 'Status', cell: (row) => <Status row={row} /> },
          { id: 'product', header: 'Product and batch', cell: (row) => <ProductAndBatch row={row} /> },
          { id: 'warehouse', header: 'Warehouse', cell: (row) => row.inventory.name },
          {
            id: 'units',
            header: 'Units',
            headerProps: RIGHT,
            cellProps: RIGHT,
            cell: (row) => formatNumber(row.units, 0),
          },
          {
            id: 'price',
            header: 'Price',
            headerProps: RIGHT,
            cellProps: RIGHT,
            cell: (row) => formatRupees(row.price),
          },
          {
            id: 'value',
            header: 'Value at risk',
            headerProps: RIGHT,
            cellProps: { ...RIGHT, fw: 600 },
            cell: (row) => formatRupees(row.value),
          },
        ]}
        card={(row) => (
          <RowCard name={`Batch ${row.batch.code} of ${row.product.productName} in ${row.inventory.name}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <ProductAndBatch row={row} />
              <Status row={row} />
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label="Expiry" fw={500}>
                {formatCalendarDate(row.batch.expiryDate)}
              </LabeledValue>
              <LabeledValue label="Warehouse" fw={500}>
                {row.inventory.name}
              </LabeledValue>
              <LabeledValue label="Units" fw={500}>
                {formatNumber(row.units, 0)}
              </LabeledValue>
              <LabeledValue label="Value at risk">{formatRupees(row.value)}</LabeledValue>
            </Group>
          </RowCard>
        )}
      />
    </>
  );
}
