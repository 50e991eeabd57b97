import { Select } from '@mantine/core';
import { financialYearOf, financialYearRange, indiaDateFromToday } from '@godown/shared';
import type { ReactNode } from 'react';
import { registrationLabel, useRegistrationsQuery } from '../../api/registrations';
import { formatCalendarDate } from '../../components/date-time-text';
import { RoleGate } from '../../components/role-gate';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { ReportFrame, reportPaging, type ReportPaging } from './report-page';
import { useReportParams } from './report-params';
import { ChoiceField, DateRangeFields } from './report-parts';
import { useSalesReport, type SalesReportAnswers, type SalesScreenKind } from './reports-api';
import {
  currentFinancialYear,
  financialYearLabel,
  financialYears,
  periodOf,
  salesReportTitle,
} from './sales-report-words';

const PARAMS = ['year', 'from', 'to', 'registration'] as const;

/**
 * A sales report's period and page, kept in the URL (`?year=26-27`, or `?from=…&to=…`): the
 * parameters are the ones the report runs and downloads with, the current financial year when the
 * URL names none.
 */
function useSalesPeriod() {
  const state = useReportParams(PARAMS);
  return { ...state, params: periodOf(state.params) };
}

type SalesPeriod = ReturnType<typeof useSalesPeriod>;

/**
 * A financial year from a list, or a first and a last day (at most 366 days apart, the last not after
 * today). Switching keeps to the same dates: a year becomes its range so far, a range its year.
 */
function PeriodPicker({ period, answeredFrom }: { period: SalesPeriod; answeredFrom: string | undefined }) {
  const { params, setParam, setParams } = period;
  const isRange = Boolean(params.from || params.to);
  const years = financialYears();
  if (params.year && !years.includes(params.year)) years.push(params.year);
  const chooseMode = (mode: string) => {
    const today = indiaDateFromToday();
    if (mode === 'range') {
      const { from, to } = financialYearRange(params.year || currentFinancialYear());
      setParams({ year: null, from, to: to < today ? to : today });
    } else {
      setParams({ year: financialYearOf(params.from || params.to || today), from: null, to: null });
    }
  };
  return (
    <>
      <ChoiceField
        label={m.reports_period()}
        value={isRange ? 'range' : 'year'}
        onChange={chooseMode}
        data={[
          { value: 'year', label: m.reports_financial_year() },
          { value: 'range', label: m.reports_date_range() },
        ]}
      />
      {isRange ? (
        <DateRangeFields
          from={params.from}
          to={params.to}
          fromPlaceholder={answeredFrom ? formatCalendarDate(answeredFrom) : undefined}
          onChange={setParam}
        />
      ) : (
        <Select
          label={m.reports_financial_year()}
          data={years.map((year) => ({ value: year, label: financialYearLabel(year) }))}
          value={params.year}
          onChange={(value) => setParam('year', value)}
          allowDeselect={false}
          style={{ flex: '1 1 180px', minWidth: 0, maxWidth: 320 }}
        />
      )}
    </>
  );
}

/** The GST registration whose documents the report counts; none chosen, every registration's. */
function RegistrationPicker({ period, label }: { period: SalesPeriod; label: string }) {
  const registrations = useRegistrationsQuery();
  return (
    <Select
      label={label}
      placeholder={m.reports_all_registrations()}
      data={(registrations.data ?? []).map((r) => ({ value: r.id, label: registrationLabel(r) }))}
      value={period.params.registration || null}
      onChange={(value) => period.setParam('registration', value)}
      clearable
      style={{ flex: '1 1 240px', minWidth: 0, maxWidth: 420 }}
    />
  );
}

/** The first and last day an answer covers, as the page writes them. */
interface AnsweredDates {
  from: string;
  to: string;
}

interface SalesReportScreenProps<K extends SalesScreenKind> {
  kind: K;
  /** What the figures count, after the period ("Credit notes take off…"). */
  note: string;
  loadingLabel: string;
  /** The registration picker's label: "GST registration" (the selling one) unless given. */
  registrationLabel?: string;
  /** The dates the answer covers, before `note`: "Invoices and notes dated…" unless given. */
  periodNote?: (dates: AnsweredDates) => string;
  /** What an answer with no lines says: "Nothing sold in this period" unless given. */
  empty?: (dates: AnsweredDates) => { title: string; message: string };
  /** The figures of an answer with lines; a register's come a page at a time. */
  children: (data: SalesReportAnswers[K], paging: ReportPaging) => ReactNode;
}

/**
 * A sales report's screen (admin, staff): a ReportFrame whose parameter is the period, with a note of
 * the dates the answer covers, and "nothing sold" (or the report's own words) when it has no lines.
 */
export function SalesReportScreen<K extends SalesScreenKind>(props: SalesReportScreenProps<K>) {
  return (
    <RoleGate roles={SELLER_ROLES} title={salesReportTitle(props.kind)}>
      <SalesReport {...props} />
    </RoleGate>
  );
}

/** The reports whose lines come a page at a time: the registers. */
const PAGED_KINDS: readonly SalesScreenKind[] = ['sales-register', 'input-tax'];

/** Lines of an answer in all: a register counts its documents, the others are whole. */
const linesOf = (data: SalesReportAnswers[SalesScreenKind]) =>
  'total' in data ? data.total : data.rows.length;

const nothingSold = (dates: AnsweredDates) => ({
  title: m.reports_no_sales(),
  message: m.reports_no_sales_message(dates),
});

/** An answer's first and last day, as the page writes them. */
const datesOf = (data: { from: string; to: string }): AnsweredDates => ({
  from: formatCalendarDate(data.from),
  to: formatCalendarDate(data.to),
});

function SalesReport<K extends SalesScreenKind>({
  kind,
  note,
  registrationLabel = m.reports_registration(),
  periodNote = m.reports_period_note,
  empty = nothingSold,
  children,
  ...frame
}: SalesReportScreenProps<K>) {
  const period = useSalesPeriod();
  const report = useSalesReport(kind, period.params, PAGED_KINDS.includes(kind) ? period.page : undefined);
  return (
    <ReportFrame
      kind={kind}
      title={salesReportTitle(kind)}
      params={period.params}
      report={report}
      filtersLabel={m.reports_period_parameters()}
      filters={
        <>
          <PeriodPicker period={period} answeredFrom={report.data?.from} />
          <RegistrationPicker period={period} label={registrationLabel} />
        </>
      }
      note={(data) => (data ? `${periodNote(datesOf(data))} ${note}` : null)}
      isEmpty={(data) => linesOf(data) === 0}
      empty={(data) => empty(datesOf(data))}
      {...frame}
    >
      {(data) => children(data, reportPaging(period, linesOf(data), report))}
    </ReportFrame>
  );
}
