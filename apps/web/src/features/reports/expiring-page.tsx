import { Anchor, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
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
import { formatCalendarDate } from '../../components/date-time-text';
import { ExpiryBadge } from '../../components/expiry-badge';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable } from '../../components/table/responsive-table';
import { RoleGate } from '../../components/role-gate';
import { StatCard } from '../../components/stat-card';
import { batchTracePath } from '../../lib/paths';
import { BUYER_ROLES } from '../../lib/roles';
import { ReportPage, type ReportPaging } from './report-page';
import { useReportParams } from './report-params';
import { LineCard, ProductCell, stockFigureColumns } from './report-parts';
import { useExpiringReport } from './reports-api';

const TITLE = REPORT_TITLES.expiring;
const PARAMS = ['days', 'inventory', 'category'] as const;

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
  const state = useReportParams(PARAMS);
  const days = isWindow(state.params.days) ? state.params.days : REPORT_LIMITS.defaultExpiryWindow;
  const params = { ...state.params, days };
  const report = useExpiringReport(params, state.page);
  return (
    <ReportPage
      kind="expiring"
      state={{ ...state, params }}
      report={report}
      filtersLabel="Expiry parameters"
      filters={
        <Stack gap={4} style={{ flex: '0 1 auto' }}>
          <Text size="sm" fw={500}>
            Expiring within
          </Text>
          <SegmentedControl
            aria-label="Expiring within"
            value={days}
            onChange={(value) => state.setParam('days', value)}
            data={EXPIRY_WINDOWS.map((window) => ({ value: window, label: `${window} days` }))}
          />
        </Stack>
      }
      note={(data) =>
        data
          ? `Batches in the warehouses expiring on or before ${formatCalendarDate(data.until)}, and those already expired, earliest first. ${REPORT_MESSAGES.pricesNote}`
          : null
      }
      loadingLabel="Loading the expiring stock..."
      empty={(data) => ({
        title: 'Nothing expiring',
        message: `No batch in stock expires within ${data.days} days.`,
      })}
    >
      {(data, paging) => <ExpiringAnswer data={data} paging={paging} />}
    </ReportPage>
  );
}

function ProductAndBatch({ row }: { row: TExpiringRow }) {
  return (
    <ProductCell
      product={row.product}
      detail={
        <>
          {'Batch '}
          <Anchor
            component={Link}
            to={batchTracePath({ product: row.product.id, batch: row.batch.code })}
            size="xs"
          >
            {row.batch.code}
          </Anchor>
        </>
      }
    />
  );
}

function Status({ row }: { row: TExpiringRow }) {
  return <ExpiryBadge daysToExpiry={row.daysToExpiry} warningDays={BATCH_LIMITS.defaultWarningDays} />;
}

function ExpiringAnswer({ data, paging }: { data: TExpiringReport; paging: ReportPaging }) {
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
        {...paging}
        rows={data.rows}
        rowKey={(row) => `${row.batch.id}:${row.inventory.id}`}
        isEmpty={data.rows.length === 0}
        empty={<Text c="dimmed">No batches on this page.</Text>}
        minWidth={900}
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
          ...stockFigureColumns<TExpiringRow>('Value at risk'),
        ]}
        card={(row) => (
          <LineCard
            name={`Batch ${row.batch.code} of ${row.product.productName} in ${row.inventory.name}`}
            head={<ProductAndBatch row={row} />}
            aside={<Status row={row} />}
          >
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
          </LineCard>
        )}
      />
    </>
  );
}
