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
import { ReportDownloads } from '../../components/report-downloads';
import { reportTitle } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import type { useReportParams } from './report-params';
import { CategoryPicker, ReportFilters, WarehousePicker } from './report-parts';
import { downloadReport, type AnyReportKind, type ReportParams } from './reports-api';

/** What every stock report answers beside its own figures: its lines in all and the filters it ran with. */
interface ReportAnswer {
  total: number;
  filters: TReportFilters;
}

/**
 * The parameters and page of a report from useReportParams: every stock report takes a warehouse and
 * a category; the downloads send all its parameters.
 */
type ReportState = ReturnType<typeof useReportParams<'inventory' | 'category'>>;

/** A page of a report's lines: its page controls, and whether the lines are still the last answer's. */
export interface ReportPaging {
  pagination: { page: number; total: number; onChange: (page: number) => void; pageSize: number };
  isStale: boolean;
}

/** The paging of a report's answer of `total` lines, at `page` of the state. */
export function reportPaging(
  { page, setPage }: { page: number; setPage: (page: number) => void },
  total: number,
  report: UseQueryResult,
): ReportPaging {
  return {
    pagination: { page, total, onChange: setPage, pageSize: REPORT_LIMITS.pageSize },
    isStale: report.isPlaceholderData,
  };
}

interface ReportFrameProps<T> {
  kind: AnyReportKind;
  title: string;
  /** The parameters the report runs with, which the downloads send too. */
  params: ReportParams;
  report: UseQueryResult<T>;
  /** The accessible name of the parameters' row. */
  filtersLabel: string;
  /** The report's parameters. */
  filters: ReactNode;
  /** The dimmed line under the parameters (what the figures are); null for none. */
  note: (data: T | undefined) => string | null;
  loadingLabel: string;
  /** An answer with no lines, and what it says instead of its figures. */
  isEmpty: (data: T) => boolean;
  empty: (data: T) => { title: string; message: string };
  /** The figures of an answer with lines. */
  children: (data: T) => ReactNode;
}

/**
 * A report's page: the way back to the Reports page, the title with the downloads, the parameters,
 * the note, the failure and loading lines, then the figures (or why there are none).
 */
export function ReportFrame<T>({
  kind,
  title,
  params,
  report,
  filtersLabel,
  filters,
  note,
  loadingLabel,
  isEmpty,
  empty,
  children,
}: ReportFrameProps<T>) {
  const data = report.data;
  const noteText = note(data);
  return (
    <>
      <BackLink to="/reports" mb="xs">
        {m.reports_title()}
      </BackLink>
      <PageHeader
        title={title}
        actions={
          <ReportDownloads title={title} download={(format) => downloadReport(kind, params, format)} />
        }
      />
      <Stack gap="lg">
        <ReportFilters label={filtersLabel}>{filters}</ReportFilters>
        {noteText === null ? null : (
          <Text c="dimmed" size="sm">
            {noteText}
          </Text>
        )}
        <ErrorLine
          message={report.isError ? failureWithReason(report.error, m.reports_load_failed()) : null}
        />
        {report.isPending ? <LoadingLine label={loadingLabel} /> : null}
        {data ? isEmpty(data) ? <EmptyState {...empty(data)} /> : children(data) : null}
      </Stack>
    </>
  );
}

interface ReportPageProps<T extends ReportAnswer> extends Pick<
  ReportFrameProps<T>,
  'report' | 'filtersLabel' | 'note' | 'loadingLabel' | 'empty'
> {
  kind: ReportKind;
  state: ReportState;
  /** The report's own parameters, before the warehouse and the category. */
  filters: ReactNode;
  /** The figures of an answer with lines. */
  children: (data: T, paging: ReportPaging) => ReactNode;
}

/** A stock report's page: a ReportFrame whose parameters end with a warehouse and a category. */
export function ReportPage<T extends ReportAnswer>({
  kind,
  state,
  report,
  filters,
  children,
  ...frame
}: ReportPageProps<T>) {
  const { params, setParam } = state;
  return (
    <ReportFrame
      kind={kind}
      title={reportTitle(kind)}
      params={params}
      report={report}
      filters={
        <>
          {filters}
          <WarehousePicker
            value={params.inventory}
            name={report.data?.filters.inventory?.name}
            onChange={(value) => setParam('inventory', value)}
          />
          <CategoryPicker value={params.category} onChange={(value) => setParam('category', value)} />
        </>
      }
      isEmpty={(data) => data.total === 0}
      {...frame}
    >
      {(data) => children(data, reportPaging(state, data.total, report))}
    </ReportFrame>
  );
}
