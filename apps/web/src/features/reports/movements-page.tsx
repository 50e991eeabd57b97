import { Anchor, Box, Group, SimpleGrid, Text } from '@mantine/core';
import {
  formatNumber,
  MOVEMENT_BUCKET_LABELS,
  MOVEMENT_SCOPE_NOTES,
  type MovementBucket,
  type TMovementRow,
  type TMovementsReport,
} from '@godown/shared';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RoleGate } from '../../components/role-gate';
import { RowCard } from '../../components/row-card';
import { StatCard } from '../../components/stat-card';
import { movementBucketLabel, reportTitle } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { BUYER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { ReportPage, type ReportPaging } from './report-page';
import { useReportParams } from './report-params';
import { DateRangeFields } from './report-parts';
import { useMovementsReport } from './reports-api';

const PARAMS = ['from', 'to', 'inventory', 'category'] as const;
const BUCKETS = Object.keys(MOVEMENT_BUCKET_LABELS) as MovementBucket[];

/** `/reports/movements` (admin, staff): each product's units between two dates, bucket by bucket. */
export function MovementsPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={reportTitle('movements')}>
      <Movements />
    </RoleGate>
  );
}

/** A line of the table: a product, or the totals of every product listed (on every page). */
type Line = { product: TMovementRow['product'] | null } & Record<MovementBucket, number>;

function Movements() {
  const state = useReportParams(PARAMS);
  const { params, setParam } = state;
  const report = useMovementsReport(params, state.page);
  return (
    <ReportPage
      kind="movements"
      state={state}
      report={report}
      filtersLabel={m.reports_movement_parameters()}
      filters={
        <DateRangeFields
          from={params.from}
          to={params.to}
          fromPlaceholder={report.data ? formatCalendarDate(report.data.from) : m.reports_thirty_days_ago()}
          onChange={setParam}
        />
      }
      note={(data) =>
        data
          ? m.reports_movements_note({
              from: formatCalendarDate(data.from),
              to: formatCalendarDate(data.to),
              scopeNote: localizeText(MOVEMENT_SCOPE_NOTES[data.scope]),
            })
          : null
      }
      loadingLabel={m.reports_loading_movements()}
      empty={() => ({ title: m.reports_no_movements(), message: m.reports_no_movements_message() })}
    >
      {(data, paging) => <MovementsAnswer data={data} paging={paging} />}
    </ReportPage>
  );
}

const RIGHT = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;
const figure = (line: Line, bucket: MovementBucket) => {
  const text = formatNumber(line[bucket], 0);
  return line.product ? text : <Text fw={700}>{text}</Text>;
};

function MovementsAnswer({ data, paging }: { data: TMovementsReport; paging: ReportPaging }) {
  const lines: Line[] = [...data.rows, { product: null, ...data.totals }];
  const totalName = m.reports_total_products({ count: formatNumber(data.total, 0) });
  const columns: TableColumn<Line>[] = [
    {
      id: 'product',
      header: m.reports_product(),
      cell: (line) =>
        line.product ? (
          <Box miw={0}>
            <Anchor component={Link} to={`/products/${line.product.id}`} fw={500}>
              {line.product.productName}
            </Anchor>
            {line.product.sku ? (
              <Text size="xs" c="dimmed">
                {line.product.sku}
              </Text>
            ) : null}
          </Box>
        ) : (
          <Text fw={700}>{totalName}</Text>
        ),
    },
    ...BUCKETS.map((bucket): TableColumn<Line> => ({
      id: bucket,
      header: movementBucketLabel(bucket),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line) => figure(line, bucket),
    })),
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <StatCard label={m.reports_opening_units()} value={formatNumber(data.totals.opening, 0)} />
        <StatCard label={m.reports_in()} value={formatNumber(data.totals.inward, 0)} />
        <StatCard label={m.reports_out()} value={formatNumber(data.totals.outward, 0)} />
        <StatCard label={m.reports_closing_units()} value={formatNumber(data.totals.closing, 0)} />
      </SimpleGrid>
      <ResponsiveTable
        {...paging}
        rows={lines}
        rowKey={(line) => line.product?.id ?? 'total'}
        isEmpty={false}
        empty={null}
        minWidth={960}
        columns={columns}
        card={(line) => (
          <RowCard name={line.product ? line.product.productName : m.reports_total()}>
            <Text fw={line.product ? 600 : 700} style={{ overflowWrap: 'anywhere' }}>
              {line.product ? line.product.productName : totalName}
            </Text>
            <Group gap="md" mt="xs" align="flex-start">
              {BUCKETS.map((bucket) => (
                <LabeledValue
                  key={bucket}
                  label={movementBucketLabel(bucket)}
                  fw={bucket === 'closing' ? 700 : 500}
                >
                  {formatNumber(line[bucket], 0)}
                </LabeledValue>
              ))}
            </Group>
          </RowCard>
        )}
      />
    </>
  );
}
