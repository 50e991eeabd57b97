import { SimpleGrid, Text, Title } from '@mantine/core';
import {
  formatNumber,
  formatRupees,
  indiaDateFromToday,
  REPORT_MESSAGES,
  type TValuationReport,
  type TValuationRow,
} from '@godown/shared';
import { DateField } from '../../components/date-field';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable } from '../../components/table/responsive-table';
import { RoleGate } from '../../components/role-gate';
import { StatCard } from '../../components/stat-card';
import { notInInventoryLabel, reportTitle, uncategorisedLabel } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { BUYER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { ReportPage, type ReportPaging } from './report-page';
import { useReportParams } from './report-params';
import { figureLine, FigureTable, LineCard, ProductCell, stockFigureColumns } from './report-parts';
import { useValuationReport } from './reports-api';

const PARAMS = ['asOf', 'inventory', 'category'] as const;

/** `/reports/valuation` (admin, staff): units and their value per warehouse, category and product. */
export function ValuationPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={reportTitle('valuation')}>
      <Valuation />
    </RoleGate>
  );
}

const warehouseName = (inventory: { name: string } | null) => inventory?.name ?? notInInventoryLabel();

function Valuation() {
  const state = useReportParams(PARAMS);
  const report = useValuationReport(state.params, state.page);
  return (
    <ReportPage
      kind="valuation"
      state={state}
      report={report}
      filtersLabel={m.reports_valuation_parameters()}
      filters={
        <DateField
          label={m.reports_as_of()}
          placeholder={m.reports_today()}
          value={state.params.asOf || null}
          maxDate={indiaDateFromToday()}
          onChange={(value) => state.setParam('asOf', value)}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
      }
      note={(data) => {
        const pricesNote = localizeText(REPORT_MESSAGES.pricesNote);
        return data && !data.isToday
          ? m.reports_valuation_note_as_of({ date: formatCalendarDate(data.asOf), pricesNote })
          : m.reports_valuation_note_today({ pricesNote });
      }}
      loadingLabel={m.reports_loading_valuation()}
      empty={() => ({ title: m.reports_no_stock_to_value(), message: m.reports_no_units_match() })}
    >
      {(data, paging) => <ValuationAnswer data={data} paging={paging} />}
    </ReportPage>
  );
}

function ValuationAnswer({ data, paging }: { data: TValuationReport; paging: ReportPaging }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <StatCard label={m.reports_total_value()} value={formatRupees(data.totals.value)} />
        <StatCard label={m.reports_total_units()} value={formatNumber(data.totals.units, 0)} />
        <StatCard
          label={m.reports_warehouses()}
          value={formatNumber(data.warehouses.filter((w) => w.inventory).length, 0)}
        />
      </SimpleGrid>
      <FigureTable
        title={m.reports_by_warehouse()}
        nameHeader={m.reports_warehouse()}
        lines={data.warehouses.map((w) =>
          figureLine(w.inventory?.id ?? 'none', warehouseName(w.inventory), w),
        )}
        total={data.totals}
        isStale={paging.isStale}
      />
      <FigureTable
        title={m.reports_by_category()}
        nameHeader={m.reports_category()}
        lines={data.categories.map((c) =>
          figureLine(c.category ?? '\u0000none', c.category ?? uncategorisedLabel(), c),
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
    <section aria-label={m.reports_products()}>
      <Title order={3} size="h4" mb="sm">
        {m.reports_products()}
      </Title>
      <ResponsiveTable
        {...paging}
        rows={rows}
        rowKey={(row) => `${row.inventory?.id ?? 'none'}:${row.product.id}`}
        isEmpty={rows.length === 0}
        empty={<Text c="dimmed">{m.reports_no_lines_on_page()}</Text>}
        minWidth={860}
        columns={[
          { id: 'warehouse', header: m.reports_warehouse(), cell: (row) => warehouseName(row.inventory) },
          {
            id: 'product',
            header: m.reports_product(),
            cell: (row) => <ProductCell product={row.product} />,
          },
          {
            id: 'category',
            header: m.reports_category(),
            cell: (row) => row.category ?? uncategorisedLabel(),
          },
          ...stockFigureColumns<TValuationRow>(m.reports_value()),
        ]}
        card={(row) => (
          <LineCard
            name={m.reports_product_in_warehouse({
              product: row.product.productName,
              warehouse: warehouseName(row.inventory),
            })}
            head={<ProductCell product={row.product} />}
            aside={
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(row.value)}
              </Text>
            }
          >
            <LabeledValue label={m.reports_warehouse()} fw={500}>
              {warehouseName(row.inventory)}
            </LabeledValue>
            <LabeledValue label={m.reports_units()} fw={500}>
              {formatNumber(row.units, 0)}
            </LabeledValue>
            <LabeledValue label={m.reports_price()} fw={500}>
              {formatRupees(row.price)}
            </LabeledValue>
          </LineCard>
        )}
      />
    </section>
  );
}
