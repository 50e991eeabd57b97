import { Stack, Text } from '@mantine/core';
import { REPORT_LIMITS, type ReportKind, type TReportFilters } from '@godown/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureWithReason } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { reportTitle } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import type { useReportParams } from './report-params';
import { CategoryPicker, ReportDownloads, ReportFilters, WarehousePicker } from './report-parts';

/** What every report answers beside its own figures: its lines in all and the filters it ran with. */
interface ReportAnswer {
  total: number;
  filters: TReportFilters;
}

/**
 * The parameters and page of a report from useReportParams: every report takes a warehouse and a
 * category; the downloads send all its parameters.
 */
type ReportState = ReturnType<typeof useReportParams<'inventory' | 'category'>>;

/** A page of a report's lines: its page controls, and whether the lines are still the last answer's. */
export interface ReportPaging {
  pagination: { page: number; total: number; onChange: (page: number) => void; pageSize: number };
  isStale: boolean;
}

interface ReportPageProps<T extends ReportAnswer> {
  kind: ReportKind;
  state: ReportState;
  report: UseQueryResult<T>;
  /** The accessible name of the parameters' row. */
  filtersLabel: string;
  /** The report's own parameters, before the warehouse and the category. */
  filters: ReactNode;
  /** The dimmed line under the parameters (what the figures are); null for none. */
  note: (data: T | undefined) => string | null;
  loadingLabel: string;
  /** What a report with no lines says instead of its figures. */
  empty: (data: T) => { title: string; message: string };
  /** The figures of an answer with lines. */
  children: (data: T, paging: ReportPaging) => ReactNode;
}

/**
 * A report's page: the way back to the Reports page, the title with the downloads, the parameters,
 * the note, the failure and loading lines, then the figures (or why there are none).
 */
export function ReportPage<T extends ReportAnswer>({
  kind,
  state: { params, page, setParam, setPage },
  report,
  filtersLabel,
  filters,
  note,
  loadingLabel,
  empty,
  children,
}: ReportPageProps<T>) {
  const data = report.data;
  const noteText = note(data);
  return (
    <>
      <BackLink to="/reports" mb="xs">
        {m.reports_title()}
      </BackLink>
      <PageHeader title={reportTitle(kind)} actions={<ReportDownloads kind={kind} params={params} />} />
      <Stack gap="lg">
        <ReportFilters label={filtersLabel}>
          {filters}
          <WarehousePicker
            value={params.inventory}
            name={data?.filters.inventory?.name}
            onChange={(value) => setParam('inventory', value)}
          />
          <CategoryPicker value={params.category} onChange={(value) => setParam('category', value)} />
        </ReportFilters>
        {noteText === null ? null : (
          <Text c="dimmed" size="sm">
            {noteText}
          </Text>
        )}
        <ErrorLine
          message={report.isError ? failureWithReason(report.error, m.reports_load_failed()) : null}
        />
        {report.isPending ? <LoadingLine label={loadingLabel} /> : null}
        {data ? (
          data.total === 0 ? (
            <EmptyState {...empty(data)} />
          ) : (
            children(data, {
              pagination: { page, total: data.total, onChange: setPage, pageSize: REPORT_LIMITS.pageSize },
              isStale: report.isPlaceholderData,
            })
          )
        ) : null}
      </Stack>
    </>
  );
}
