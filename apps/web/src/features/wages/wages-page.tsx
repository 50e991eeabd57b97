import { Button, Group, Select, SimpleGrid, Stack, Tabs, ThemeIcon } from '@mantine/core';
import {
  IconCalculator,
  IconCash,
  IconClock,
  IconClockPlus,
  IconFlame,
  IconPlus,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';
import {
  formatNumber,
  formatRupees,
  OVERWORK_HOURS_LIMIT,
  wageMonthOf,
  type TUser,
  type TWageList,
  type TWageSummary,
} from '@godown/shared';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ExportMenu } from '../../components/export-menu';
import { ErrorLine } from '../../components/error-line';
import { LoginRequired } from '../../components/login-required';
import { NotForYourRole } from '../../components/role-gate';
import { PageHeader } from '../../components/page-header';
import { StatCard } from '../../components/stat-card';
import { StatusLine } from '../../components/status-line';
import { hasAccess } from '../../lib/access';
import { useUser } from '../../lib/session';
import {
  sortParams,
  useListSearch,
  useStepBackFromEmptyPage,
  type ListSearch,
} from '../../lib/use-list-search';
import { OverworkedTable } from './overworked-table';
import { monthText } from '../../lib/i18n';
import { calculatedMessage, monthOptions } from './wage-form';
import { WageFormModal, type WageFormTarget } from './wage-form-modal';
import { WageRecordsTable } from './wage-records-table';
import { failureWithReason } from '../../api/client';
import { useCalculateWages, useOverworkedQuery, useWagesQuery } from './wages-api';
import { m } from '../../paraglide/messages.js';
import { PageSearch } from '../../components/page-search';

const TABS = { records: 'records', overworked: 'overworked' } as const;
type Tab = (typeof TABS)[keyof typeof TABS];

/** What a month with no records shows, and a failed load too: it counts as empty, with no error line. */
const NO_WAGES: TWageList = {
  wages: [],
  total: 0,
  summary: { totalWages: 0, totalHours: 0, extraShifts: 0, overworked: 0 },
  months: [],
};

/** How often an open page looks whether a new wage month has begun (India time). */
const MONTH_CHECK_MS = 30_000;

/**
 * The month wages belong to now (India time), kept current while the page stays open: at the end
 * of a month the page moves on by itself. `refresh` reads the clock again before an action.
 */
function useCurrentWageMonth(): { currentMonth: string; refresh: () => string } {
  const [currentMonth, setCurrentMonth] = useState(() => wageMonthOf());
  useEffect(() => {
    const timer = window.setInterval(() => setCurrentMonth(wageMonthOf()), MONTH_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const refresh = () => {
    const now = wageMonthOf();
    setCurrentMonth(now);
    return now;
  };
  return { currentMonth, refresh };
}

/** A line said about one month: shown only while that month is on screen. */
interface MonthLine {
  month: string;
  text: string;
}

/**
 * `/wages` (login required; not for a supplier, who is outside the company): a month's wage records
 * with their totals, and who is overworked. A driver under the restricted role policy reads their
 * own records only, without the Overworked tab (docs/domain.md#roles).
 */
export function WagesPage() {
  const user = useUser();
  if (!user) return <LoginRequired />;
  if (!hasAccess(user, 'people') && !hasAccess(user, 'ownWages')) return <NotForYourRole />;
  return <WagesScreen viewer={user} />;
}

function WagesScreen({ viewer }: { viewer: TUser }) {
  const isAdmin = viewer.role === 'admin';
  // The month wages belong to is reckoned in India time, whatever this browser's time zone. Until
  // the admin picks another month the page shows the current one, and follows it into the next.
  const { currentMonth, refresh: refreshCurrentMonth } = useCurrentWageMonth();
  // The month (none: the current one), the search, sort and page of the records live in the address.
  const recordsSearch = useListSearch({ sortable: 'wages', filters: ['month'] });
  const chosenMonth = recordsSearch.filters.month;
  const setChosenMonth = (next: string | null) => recordsSearch.setFilter('month', next);
  const month = chosenMonth ?? currentMonth;
  /** The month an action is for: the chosen one, or the current one as the clock says now. */
  const monthToActOn = () => chosenMonth ?? refreshCurrentMonth();
  const [tab, setTab] = useState<Tab>(TABS.records);
  const [formTarget, setFormTarget] = useState<WageFormTarget | null>(null);
  const [calculated, setCalculated] = useState<MonthLine | null>(null);
  const [calculateError, setCalculateError] = useState<MonthLine | null>(null);
  const calculate = useCalculateWages();

  const list = useWagesQuery({
    month,
    search: recordsSearch.appliedSearch,
    page: recordsSearch.page,
    ...sortParams(recordsSearch.sort),
  });
  // A failed load counts as an empty month, with no error line (docs/domain.md#screens-and-fixed-texts).
  const wages = list.isError ? NO_WAGES : list.data;
  // The months on record stay offered while another month loads or fails.
  const [knownMonths, setKnownMonths] = useState<readonly string[]>([]);
  if (list.data && list.data.months !== knownMonths && !sameMonths(list.data.months, knownMonths)) {
    setKnownMonths(list.data.months);
  }
  useStepBackFromEmptyPage(
    recordsSearch.page,
    recordsSearch.setPage,
    list.data && !list.isPlaceholderData
      ? { itemsOnPage: list.data.wages.length, total: list.data.total }
      : undefined,
  );

  const chooseMonth = (value: string) => {
    // The lines of a calculation speak of the month it was for.
    setCalculated(null);
    setCalculateError(null);
    setChosenMonth(value === currentMonth ? null : value);
  };

  const calculateMonth = async () => {
    const target = monthToActOn();
    setCalculated(null);
    setCalculateError(null);
    try {
      const result = await calculate.mutateAsync(target);
      setCalculated({ month: result.month, text: calculatedMessage(result.calculated, result.month) });
    } catch (error) {
      setCalculateError({ month: target, text: failureWithReason(error, m.wages_calculate_failed()) });
    }
  };
  const lineFor = (line: MonthLine | null) => (line?.month === month ? line.text : null);
  const monthLabel = monthText(month);
  const recordsShown = list.data && !list.isPlaceholderData ? list.data.wages : [];

  return (
    <>
      <PageHeader
        title={m.wages_title()}
        actions={
          <Group gap="sm">
            <ExportMenu
              kind="wages"
              filters={{ month, search: recordsSearch.appliedSearch, ...sortParams(recordsSearch.sort) }}
            />
            {isAdmin ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconPlus size={18} />}
                  onClick={() => setFormTarget({ kind: 'create', month: monthToActOn(), recordsShown })}
                >
                  {m.wages_add_wage_record()}
                </Button>
                <Button
                  leftSection={<IconCalculator size={18} />}
                  loading={calculate.isPending}
                  onClick={() => void calculateMonth()}
                >
                  {m.wages_calculate_wages()}
                </Button>
              </>
            ) : null}
          </Group>
        }
      />

      <Stack gap="md">
        <Select
          label={m.wages_month()}
          data={monthOptions(currentMonth, knownMonths)}
          value={month}
          onChange={(value) => {
            if (value) chooseMonth(value);
          }}
          allowDeselect={false}
          maw={260}
        />

        {wages ? <SummaryCards summary={wages.summary} /> : null}

        <StatusLine message={lineFor(calculated)} />
        <ErrorLine message={lineFor(calculateError)} />

        <Tabs
          value={tab}
          onChange={(value) => setTab(value === TABS.overworked ? TABS.overworked : TABS.records)}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value={TABS.records} leftSection={<IconReceipt size={16} />}>
              {m.wages_wage_records()}
            </Tabs.Tab>
            {hasAccess(viewer, 'people') ? (
              <Tabs.Tab value={TABS.overworked} leftSection={<IconFlame size={16} />}>
                {m.wages_overworked()}
              </Tabs.Tab>
            ) : null}
          </Tabs.List>

          <Tabs.Panel value={TABS.records}>
            <Stack gap="md">
              <SearchBox listSearch={recordsSearch} placeholder={m.wages_employee_name()} />
              <WageRecordsTable
                sort={recordsSearch.sort}
                records={wages?.wages}
                onEdit={isAdmin ? (record) => setFormTarget({ kind: 'edit', record }) : undefined}
                isLoading={list.isPending}
                loadingLabel={m.wages_loading_wages()}
                isEmpty={wages?.total === 0}
                empty={
                  recordsSearch.appliedSearch ? (
                    <EmptyState
                      icon={<EmptyIcon />}
                      title={m.wages_no_records_match({ search: recordsSearch.appliedSearch })}
                      message={m.wages_nobody_by_that_name({ month: monthLabel })}
                      action={
                        <Button variant="light" onClick={() => recordsSearch.setSearch('')}>
                          {m.wages_clear_search()}
                        </Button>
                      }
                    />
                  ) : (
                    <EmptyState
                      icon={<EmptyIcon />}
                      title={m.wages_no_records_for_month({ month: monthLabel })}
                      message={
                        !isAdmin
                          ? m.wages_records_appear_once_calculated()
                          : month === currentMonth
                            ? m.wages_current_month_empty_hint()
                            : m.wages_closed_month_empty_hint()
                      }
                      action={
                        isAdmin && month === currentMonth ? (
                          <Button
                            variant="light"
                            leftSection={<IconCalculator size={18} />}
                            loading={calculate.isPending}
                            onClick={() => void calculateMonth()}
                          >
                            {m.wages_calculate_wages_for_month({ month: monthLabel })}
                          </Button>
                        ) : null
                      }
                    />
                  )
                }
                isStale={list.isPlaceholderData}
                pagination={{
                  page: recordsSearch.page,
                  total: wages?.total ?? 0,
                  onChange: recordsSearch.setPage,
                }}
              />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value={TABS.overworked}>
            {/* Mounted once opened: the overworked list is fetched when someone looks at it. */}
            {tab === TABS.overworked ? <OverworkedPanel /> : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>

      <WageFormModal target={formTarget} onClose={() => setFormTarget(null)} />
    </>
  );
}

function sameMonths(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((month, index) => month === b[index]);
}

/** The employees over the hours limit or on an extra shift, as they stand now. */
function OverworkedPanel() {
  // Beside the records' view in the address, under its own names (`o.search`, `o.page`).
  const listSearch = useListSearch({ prefix: 'o.' });
  const { appliedSearch, page, setPage } = listSearch;
  const list = useOverworkedQuery(appliedSearch, page);
  const employees = list.data?.employees ?? [];
  const total = list.data?.total ?? 0;
  useStepBackFromEmptyPage(
    page,
    setPage,
    list.data && !list.isPlaceholderData ? { itemsOnPage: employees.length, total } : undefined,
  );

  return (
    <Stack gap="md">
      <SearchBox listSearch={listSearch} placeholder={m.wages_name_email_or_phone()} />
      <OverworkedTable
        employees={list.data?.employees}
        isLoading={list.isPending}
        loadingLabel={m.wages_loading_overworked()}
        errors={[list.isError ? m.wages_fetch_failed() : null]}
        isEmpty={total === 0}
        empty={
          <EmptyState
            icon={<EmptyIcon />}
            title={m.wages_no_overworked()}
            message={
              appliedSearch
                ? m.wages_nobody_matching_overworked({ search: appliedSearch })
                : m.wages_nobody_overworked({ limit: String(OVERWORK_HOURS_LIMIT) })
            }
          />
        }
        isStale={list.isPlaceholderData}
        pagination={{ page, total, onChange: setPage }}
      />
    </Stack>
  );
}

function SearchBox({ listSearch, placeholder }: { listSearch: ListSearch; placeholder: string }) {
  return (
    <PageSearch
      label={m.wages_search()}
      placeholder={placeholder}
      value={listSearch.search}
      onSearch={listSearch.setSearch}
      maw={420}
    />
  );
}

function EmptyIcon() {
  return (
    <ThemeIcon variant="light" size={48} radius="xl">
      <IconUsers size={26} />
    </ThemeIcon>
  );
}

/** The month's totals: wages, hours, extra shifts and overworked records. */
function SummaryCards({ summary }: { summary: TWageSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      <StatCard
        label={m.wages_total_wages()}
        value={formatRupees(summary.totalWages)}
        icon={<IconCash size={20} />}
        color="teal"
      />
      <StatCard
        label={m.wages_total_hours()}
        value={formatNumber(summary.totalHours, 2)}
        icon={<IconClock size={20} />}
        color="blue"
      />
      <StatCard
        label={m.wages_extra_shifts()}
        value={formatNumber(summary.extraShifts, 0)}
        icon={<IconClockPlus size={20} />}
        color="orange"
      />
      <StatCard
        label={m.wages_overworked()}
        value={formatNumber(summary.overworked, 0)}
        icon={<IconFlame size={20} />}
        color="red"
      />
    </SimpleGrid>
  );
}
