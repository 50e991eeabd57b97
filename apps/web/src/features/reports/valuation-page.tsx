import { SimpleGrid, Text, Title } from '@mantine/core';
import {
  formatNumber,
  formatRupees,
  indiaDateFromToday,
  NOT_IN_INVENTORY_LABEL,
  REPORT_MESSAGES,
  REPORT_TITLES,
  UNCATEGORISED_LABEL,
  type TValuationReport,
  type TValuationRow,
} from '@godown/shared';
import { DateField } from '../../components/date-field';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable } from '../../components/table/responsive-table';
import { RoleGate } from '../../components/role-gate';
import { StatCard } from '../../components/stat-card';
import { BUYER_ROLES } from '../../lib/roles';
import { ReportPage, type ReportPaging } from './report-page';
import { useReportParams } from './report-params';
import { figureLine, FigureTable, LineCard, ProductCell, stockFigureColumns } from './report-parts';
import { useValuationReport } from './reports-api';

const TITLE = REPORT_TITLES.valuation;
const PARAMS = ['asOf', 'inventory', 'category'] as const;

/** `/reports/valuation` (admin, staff): units and their value per warehouse, category and product. */
export function ValuationPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={TITLE}>
      <Valuation />
    </RoleGate>
  );
}

const warehouseName = (inventory: { name: string } | null) => inventory?.name ?? NOT_IN_INVENTORY_LABEL;

function Valuation() {
  const state = useReportParams(PARAMS);
  const report = useValuationReport(state.params, state.page);
  return (
    <ReportPage
      kind="valuation"
      state={state}
      report={report}
      filtersLabel="Valuation parameters"
      filters={
        <DateField
          label="As of"
          placeholder="Today"
          value={state.params.asOf || null}
          maxDate={indiaDateFromToday()}
          onChange={(value) => state.setParam('asOf', value)}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
      }
      note={(data) =>
        `${
          data && !data.isToday
            ? `Units at the end of ${formatCalendarDate(data.asOf)} (India time), rebuilt from the stock ledger. `
            : 'Units today. '
        }${REPORT_MESSAGES.pricesNote}`
      }
      loadingLabel="Loading the valuation..."
      empty={() => ({ title: 'No stock to value', message: 'No units match these parameters.' })}
    >
      {(data, paging) => <ValuationAnswer data={data} paging={paging} />}
    </ReportPage>
  );
}

function ValuationAnswer({ data, paging }: { data: TValuationReport; paging: ReportPaging }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <StatCard label="Total value" value={formatRupees(data.totals.value)} />
        <StatCard label="Total units" value={formatNumber(data.totals.units, 0)} />
        <StatCard
          label="Warehouses"
          value={formatNumber(data.warehouses.filter((w) => w.inventory).length, 0)}
        />
      </SimpleGrid>
      <FigureTable
        title="By warehouse"
        nameHeader="Warehouse"
        lines={data.warehouses.map((w) =>
          figureLine(w.inventory?.id ?? 'none', warehouseName(w.inventory), w),
        )}
        total={data.totals}
        isStale={paging.isStale}
      />
      <FigureTable
        title="By category"
        nameHeader="Category"
        lines={data.categories.map((c) =>
          figureLine(c.category ?? '\u0000none', c.category ?? UNCATEGORISED_LABEL, c),
        )}
        total={data.totals}
        isStale={paging.isStale}
      />
      <ProductLines rows={data.rows} paging={paging} />
    </>
  );
}

function ProductLines({ rows, paging }: { rows: TValuationRow[]; paging: ReportPaging }) {
  return (
    <section aria-label="Products">
      <Title order={3} size="h4" mb="sm">
        Products
      </Title>
      <ResponsiveTable
        {...paging}
        rows={rows}
        rowKey={(row) => `${row.inventory?.id ?? 'none'}:${row.product.id}`}
        isEmpty={rows.length === 0}
        empty={<Text c="dimmed">No lines on this page.</Text>}
        minWidth={860}
        columns={[
          { id: 'warehouse', header: 'Warehouse', cell: (row) => warehouseName(row.inventory) },
          { id: 'product', header: 'Product', cell: (row) => <ProductCell product={row.product} /> },
          { id: 'category', header: 'Category', cell: (row) => row.category ?? UNCATEGORISED_LABEL },
          ...stockFigureColumns<TValuationRow>('Value'),
        ]}
        card={(row) => (
          <LineCard
            name={`${row.product.productName} in ${warehouseName(row.inventory)}`}
            head={<ProductCell product={row.product} />}
            aside={
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(row.value)}
              </Text>
            }
          >
            <LabeledValue label="Warehouse" fw={500}>
              {warehouseName(row.inventory)}
            </LabeledValue>
            <LabeledValue label="Units" fw={500}>
              {formatNumber(row.units, 0)}
            </LabeledValue>
            <LabeledValue label="Price" fw={500}>
              {formatRupees(row.price)}
            </LabeledValue>
          </LineCard>
        )}
      />
    </section>
  );
}
