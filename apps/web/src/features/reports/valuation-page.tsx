import { Anchor, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  formatNumber,
  formatRupees,
  indiaDateFromToday,
  NOT_IN_INVENTORY_LABEL,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_TITLES,
  UNCATEGORISED_LABEL,
  type TValuationRow,
} from '@godown/shared';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { DateField } from '../../components/date-field';
import { formatCalendarDate } from '../../components/date-time-text';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable } from '../../components/responsive-table';
import { RoleGate } from '../../components/role-gate';
import { RowCard } from '../../components/row-card';
import { StatCard } from '../../components/stat-card';
import { BUYER_ROLES } from '../../lib/roles';
import { useReportParams } from './report-params';
import { CategoryPicker, FigureTable, ReportDownloads, ReportFilters, WarehousePicker } from './report-parts';
import { useValuationReport } from './reports-api';

const TITLE = REPORT_TITLES.valuation;
const PARAMS = ['asOf', 'inventory', 'category'] as const;
const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

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
  const { params, page, setParam, setPage } = useReportParams(PARAMS);
  const report = useValuationReport(params, page);
  const data = report.data;
  const isStale = report.isPlaceholderData;
  return (
    <>
      <BackLink to="/reports" mb="xs">
        Reports
      </BackLink>
      <PageHeader title={TITLE} actions={<ReportDownloads kind="valuation" params={params} />} />
      <Stack gap="lg">
        <ReportFilters label="Valuation parameters">
          <DateField
            label="As of"
            placeholder="Today"
            value={params.asOf || null}
            maxDate={indiaDateFromToday()}
            onChange={(value) => setParam('asOf', value)}
            style={{ flex: '1 1 160px', minWidth: 0 }}
          />
          <WarehousePicker
            value={params.inventory}
            name={data?.filters.inventory?.name}
            onChange={(value) => setParam('inventory', value)}
          />
          <CategoryPicker value={params.category} onChange={(value) => setParam('category', value)} />
        </ReportFilters>
        <Text c="dimmed" size="sm">
          {data && !data.isToday
            ? `Units at the end of ${formatCalendarDate(data.asOf)} (India time), rebuilt from the stock ledger. `
            : 'Units today. '}
          {REPORT_MESSAGES.pricesNote}
        </Text>
        <ErrorLine
          message={report.isError ? failureWithReason(report.error, 'Failed to load the report') : null}
        />
        {report.isPending ? <LoadingLine label="Loading the valuation..." /> : null}
        {data ? (
          data.total === 0 ? (
            <EmptyState title="No stock to value" message="No units match these parameters." />
          ) : (
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
                isStale={isStale}
                total={data.totals}
                lines={data.warehouses.map((w) => ({
                  key: w.inventory?.id ?? 'none',
                  name: warehouseName(w.inventory),
                  units: w.units,
                  value: w.value,
                }))}
              />
              <FigureTable
                title="By category"
                nameHeader="Category"
                isStale={isStale}
                total={data.totals}
                lines={data.categories.map((c) => ({
                  key: c.category ?? '\u0000none',
                  name: c.category ?? UNCATEGORISED_LABEL,
                  units: c.units,
                  value: c.value,
                }))}
              />
              <ProductLines
                rows={data.rows}
                total={data.total}
                page={page}
                onPage={setPage}
                isStale={isStale}
              />
            </>
          )
        ) : null}
      </Stack>
    </>
  );
}

function ProductLink({ row }: { row: TValuationRow }) {
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
      {row.product.sku ? (
        <Text size="xs" c="dimmed">
          {row.product.sku}
        </Text>
      ) : null}
    </Box>
  );
}

function ProductLines({
  rows,
  total,
  page,
  onPage,
  isStale,
}: {
  rows: TValuationRow[];
  total: number;
  page: number;
  onPage: (page: number) => void;
  isStale: boolean;
}) {
  return (
    <section aria-label="Products">
      <Title order={3} size="h4" mb="sm">
        Products
      </Title>
      <ResponsiveTable
        rows={rows}
        rowKey={(row) => `${row.inventory?.id ?? 'none'}:${row.product.id}`}
        isEmpty={rows.length === 0}
        empty={<Text c="dimmed">No lines on this page.</Text>}
        isStale={isStale}
        minWidth={860}
        pagination={{ page, total, onChange: onPage, pageSize: REPORT_LIMITS.pageSize }}
        columns={[
          { id: 'warehouse', header: 'Warehouse', cell: (row) => warehouseName(row.inventory) },
          { id: 'product', header: 'Product', cell: (row) => <ProductLink row={row} /> },
          { id: 'category', header: 'Category', cell: (row) => row.category ?? UNCATEGORISED_LABEL },
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
            cellProps: NO_WRAP,
            cell: (row) => formatRupees(row.price),
          },
          {
            id: 'value',
            header: 'Value',
            headerProps: RIGHT,
            cellProps: { ...NO_WRAP, fw: 600 },
            cell: (row) => formatRupees(row.value),
          },
        ]}
        card={(row) => (
          <RowCard name={`${row.product.productName} in ${warehouseName(row.inventory)}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <ProductLink row={row} />
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(row.value)}
              </Text>
            </Group>
            <Group gap="lg" mt="xs" align="flex-start">
              <LabeledValue label="Warehouse" fw={500}>
                {warehouseName(row.inventory)}
              </LabeledValue>
              <LabeledValue label="Units" fw={500}>
                {formatNumber(row.units, 0)}
              </LabeledValue>
              <LabeledValue label="Price" fw={500}>
                {formatRupees(row.price)}
              </LabeledValue>
            </Group>
          </RowCard>
        )}
      />
    </section>
  );
}
