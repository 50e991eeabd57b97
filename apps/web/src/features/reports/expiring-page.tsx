import { Anchor, SimpleGrid, Text } from '@mantine/core';
import {
  BATCH_LIMITS,
  EXPIRY_WINDOWS,
  formatNumber,
  formatRupees,
  REPORT_LIMITS,
  REPORT_MESSAGES,
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
import { reportTitle } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { batchTracePath } from '../../lib/paths';
import { BUYER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { ReportPage, type ReportPaging } from './report-page';
import { useReportParams } from './report-params';
import { ChoiceField, LineCard, ProductCell, stockFigureColumns } from './report-parts';
import { useExpiringReport } from './reports-api';

const PARAMS = ['days', 'inventory', 'category'] as const;

/** `/reports/expiring` (admin, staff): batches expiring within 30, 60 or 90 days, and expired ones. */
export function ExpiringPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={reportTitle('expiring')}>
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
      filtersLabel={m.reports_expiry_parameters()}
      filters={
        <ChoiceField
          label={m.reports_expiring_within()}
          value={days}
          onChange={(value) => state.setParam('days', value)}
          data={EXPIRY_WINDOWS.map((window) => ({ value: window, label: m.reports_days({ days: window }) }))}
        />
      }
      note={(data) =>
        data
          ? m.reports_expiring_note({
              date: formatCalendarDate(data.until),
              pricesNote: localizeText(REPORT_MESSAGES.pricesNote),
            })
          : null
      }
      loadingLabel={m.reports_loading_expiring()}
      empty={(data) => ({
        title: m.reports_nothing_expiring(),
        message: m.reports_nothing_expiring_message({ days: data.days }),
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
          {`${m.reports_batch()} `}
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
        <StatCard label={m.reports_batches()} value={formatNumber(totals.batches, 0)} />
        <StatCard label={m.reports_units()} value={formatNumber(totals.units, 0)} />
        <StatCard label={m.reports_value_at_risk()} value={formatRupees(totals.value)} />
        <StatCard
          label={m.reports_already_expired()}
          value={formatRupees(totals.expiredValue)}
          hint={m.reports_units_count({ count: formatNumber(totals.expiredUnits, 0) })}
          color="red"
        />
      </SimpleGrid>
      <ResponsiveTable
        {...paging}
        rows={data.rows}
        rowKey={(row) => `${row.batch.id}:${row.inventory.id}`}
        isEmpty={data.rows.length === 0}
        empty={<Text c="dimmed">{m.reports_no_batches_on_page()}</Text>}
        minWidth={900}
        columns={[
          {
            id: 'expiry',
            header: m.reports_expiry(),
            cellProps: { style: { whiteSpace: 'nowrap' } },
            cell: (row) => formatCalendarDate(row.batch.expiryDate),
          },
          { id: 'status', header: m.reports_status(), cell: (row) => <Status row={row} /> },
          {
            id: 'product',
            header: m.reports_product_and_batch(),
            cell: (row) => <ProductAndBatch row={row} />,
          },
          { id: 'warehouse', header: m.reports_warehouse(), cell: (row) => row.inventory.name },
          ...stockFigureColumns<TExpiringRow>(m.reports_value_at_risk()),
        ]}
        card={(row) => (
          <LineCard
            name={m.reports_batch_of_product_in_warehouse({
              batch: row.batch.code,
              product: row.product.productName,
              warehouse: row.inventory.name,
            })}
            head={<ProductAndBatch row={row} />}
            aside={<Status row={row} />}
          >
            <LabeledValue label={m.reports_expiry()} fw={500}>
              {formatCalendarDate(row.batch.expiryDate)}
            </LabeledValue>
            <LabeledValue label={m.reports_warehouse()} fw={500}>
              {row.inventory.name}
            </LabeledValue>
            <LabeledValue label={m.reports_units()} fw={500}>
              {formatNumber(row.units, 0)}
            </LabeledValue>
            <LabeledValue label={m.reports_value_at_risk()}>{formatRupees(row.value)}</LabeledValue>
          </LineCard>
        )}
      />
    </>
  );
}
