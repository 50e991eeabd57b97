import { Anchor, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPencil, IconRefresh } from '@tabler/icons-react';
import { formatNumber, STOCK_LIMITS, type TCount, type TCountLine } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { formatCalendarDate } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { FormModal, ModalForm } from '../../components/form-modal';
import { LabeledValue } from '../../components/labeled-value';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { isBlank, type NumberField } from '../../lib/form-numbers';
import { productPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { VarianceUnits, VarianceValue } from './count-cells';
import { useCountEntry, useRecountLine } from './counts-api';
import { countersText, filterLines, formatSignedUnits } from './counts-figures';
import { targetName } from './counts-scan';
import { PageSearch } from '../../components/page-search';

/** Lines shown a page at a time: a count of a whole inventory may have thousands. */
const LINES_PAGE_SIZE = 50;

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

const lineName = (line: TCountLine) => targetName(line.product.productName, line.batch?.code ?? null);

function ProductCell({ line }: { line: TCountLine }) {
  return (
    <div>
      <Anchor component={Link} to={productPath(line.product.id)} size="sm" fw={600}>
        {line.product.productName}
      </Anchor>
      {line.product.sku ? (
        <Text size="xs" c="dimmed">
          {`SKU ${line.product.sku}`}
        </Text>
      ) : null}
    </div>
  );
}

function BatchCell({ batch }: { batch: TCountLine['batch'] }) {
  if (!batch) {
    return (
      <Text size="sm" c="dimmed">
        {m.counts_no_batch()}
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm" ff="monospace" fw={600}>
        {batch.code}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {batch.expiryDate
          ? m.counts_expires_on({ date: formatCalendarDate(batch.expiryDate) })
          : m.counts_no_expiry_date()}
      </Text>
    </div>
  );
}

/** Units, or a dimmed dash where there are none yet (a line not counted). */
function Units({ value, fw }: { value: number | null; fw?: number }) {
  if (value === null) return <Text c="dimmed">—</Text>;
  return (
    <Text span size="sm" fw={fw}>
      {formatNumber(value, 0)}
    </Text>
  );
}

function Counted({ line }: { line: TCountLine }) {
  if (line.counted === null) {
    return (
      <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {m.counts_not_counted()}
      </Text>
    );
  }
  return <Units value={line.counted} fw={700} />;
}

/** What posting did to a line's units; a dimmed dash for a line left as it was. */
function Adjustment({ line }: { line: TCountLine }) {
  if (line.adjustment === null) {
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {formatSignedUnits(line.adjustment)}
    </Text>
  );
}

function Counters({ line }: { line: TCountLine }) {
  if (line.counters.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {countersText(line.counters)}
    </Text>
  );
}

interface LineActionsProps {
  line: TCountLine;
  onSet: (line: TCountLine) => void;
  onRecount: (line: TCountLine) => void;
  isRecounting: boolean;
}

/** Set count (typed, without a scanner) and, once counted, Recount. */
function LineActions({ line, onSet, onRecount, isRecounting }: LineActionsProps) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} />}
        aria-label={m.counts_set_count_of({ line: lineName(line) })}
        onClick={() => onSet(line)}
      >
        {m.counts_set_count()}
      </Button>
      {line.counted !== null ? (
        <Button
          size="xs"
          variant="subtle"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          aria-label={m.counts_recount_line({ line: lineName(line) })}
          loading={isRecounting}
          onClick={() => onRecount(line)}
        >
          {m.counts_recount()}
        </Button>
      ) : null}
    </Group>
  );
}

interface CountLinesCardProps {
  count: TCount;
  lines: TCountLine[];
  /** True while the count is open: lines can be set and recounted. */
  canCount: boolean;
}

/**
 * The count's lines, largest variance in rupees first, then those not counted: product, batch,
 * units expected at the start and held when counted, counted, variance in units and rupees, who
 * counted (and, once posted, the adjustment made). While open, each line's count can be typed in
 * or cleared for a recount. Found by product, SKU or batch; cards on a phone.
 */
export function CountLinesCard({ count, lines, canCount }: CountLinesCardProps) {
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ search: '', page: 1 });
  // A new search starts at page 1.
  const page = paging.search === search ? paging.page : 1;
  const [setting, setSetting] = useState<TCountLine | null>(null);
  const recount = useRecountLine(count.id);
  const isPosted = count.status === 'posted';

  const found = filterLines(lines, search);
  const lastPage = Math.max(1, Math.ceil(found.length / LINES_PAGE_SIZE));
  const shownPage = Math.min(page, lastPage);
  const rows = found.slice((shownPage - 1) * LINES_PAGE_SIZE, shownPage * LINES_PAGE_SIZE);

  const askRecount = (line: TCountLine) =>
    modals.openConfirmModal({
      title: m.counts_recount_line({ line: lineName(line) }),
      children: (
        <Text size="sm">
          {line.counters.length
            ? m.counts_recount_clears_with_counters({
                counted: formatNumber(line.counted ?? 0, 0),
                counters: countersText(line.counters),
              })
            : m.counts_recount_clears({ counted: formatNumber(line.counted ?? 0, 0) })}
        </Text>
      ),
      labels: { confirm: m.counts_recount(), cancel: m.counts_keep_the_count() },
      confirmProps: { color: 'orange' },
      onConfirm: () =>
        recount.mutate(line.id, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              message: m.counts_line_cleared_for_recount({ line: lineName(line) }),
            }),
        }),
    });
  const actions = (line: TCountLine) => (
    <LineActions
      line={line}
      onSet={setSetting}
      onRecount={askRecount}
      isRecounting={recount.isPending && recount.variables === line.id}
    />
  );

  const columns: TableColumn<TCountLine>[] = [
    { id: 'product', header: m.counts_product(), cell: (line) => <ProductCell line={line} /> },
    { id: 'batch', header: m.counts_batch(), cell: (line) => <BatchCell batch={line.batch} /> },
    {
      id: 'expected',
      header: m.counts_expected(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line) => <Units value={line.expected} />,
    },
    {
      id: 'system',
      header: m.counts_system_at_count(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line) => <Units value={line.systemAtCount} />,
    },
    {
      id: 'counted',
      header: m.counts_counted_units(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line) => <Counted line={line} />,
    },
    {
      id: 'variance',
      header: m.counts_variance(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line) => <VarianceUnits units={line.variance} />,
    },
    {
      id: 'value',
      header: m.counts_value_rupees(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (line) => <VarianceValue value={line.varianceValue} />,
    },
    ...(isPosted
      ? [
          {
            id: 'adjustment',
            header: m.counts_adjustment(),
            headerProps: RIGHT,
            cellProps: RIGHT,
            cell: (line: TCountLine) => <Adjustment line={line} />,
          },
        ]
      : []),
    { id: 'counters', header: m.counts_counted_by(), cell: (line) => <Counters line={line} /> },
    ...(canCount ? [{ id: 'actions', header: '', cellProps: NO_WRAP, cell: actions }] : []),
  ];

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={m.counts_lines()}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Title order={3} size="h4">
            {m.counts_lines_total({ total: formatNumber(lines.length, 0) })}
          </Title>
          <PageSearch
            aria-label={m.counts_find_a_line()}
            placeholder={m.counts_find_line_placeholder()}
            value={search}
            onSearch={setSearch}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
        <ResponsiveTable
          rows={rows}
          rowKey={(line) => String(line.id)}
          columns={columns}
          minWidth={canCount || isPosted ? 1080 : 980}
          isFramed={false}
          isEmpty={found.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              {lines.length === 0
                ? m.counts_nothing_expected()
                : m.counts_no_line_matches({ search: search.trim() })}
            </Text>
          }
          isStale={false}
          pagination={{
            page: shownPage,
            total: found.length,
            onChange: (next) => setPaging({ search, page: next }),
            pageSize: LINES_PAGE_SIZE,
          }}
          card={(line) => (
            <RowCard name={lineName(line)}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} miw={0}>
                  <ProductCell line={line} />
                  <BatchCell batch={line.batch} />
                </Stack>
                <Stack gap={0} align="flex-end">
                  {line.counted !== null ? (
                    <Text size="xs" c="dimmed">
                      {m.counts_counted_units()}
                    </Text>
                  ) : null}
                  <Counted line={line} />
                </Stack>
              </Group>
              <Group gap="lg" mt="xs" align="flex-start">
                <LabeledValue label={m.counts_expected()} fw={500}>
                  {formatNumber(line.expected, 0)}
                </LabeledValue>
                <LabeledValue label={m.counts_system_at_count()} fw={500}>
                  {line.systemAtCount === null ? '—' : formatNumber(line.systemAtCount, 0)}
                </LabeledValue>
                <LabeledValue label={m.counts_variance()}>
                  <VarianceUnits units={line.variance} />
                </LabeledValue>
                <LabeledValue label={m.counts_value()}>
                  <VarianceValue value={line.varianceValue} />
                </LabeledValue>
                {isPosted ? (
                  <LabeledValue label={m.counts_adjustment()}>
                    <Adjustment line={line} />
                  </LabeledValue>
                ) : null}
              </Group>
              {line.counters.length ? (
                <Text size="xs" c="dimmed" mt="xs">
                  {m.counts_counted_by_names({ counters: countersText(line.counters) })}
                </Text>
              ) : null}
              {canCount ? <Stack mt="sm">{actions(line)}</Stack> : null}
            </RowCard>
          )}
        />
        <ErrorLine
          message={recount.isError ? failureWithReason(recount.error, m.counts_clear_line_failed()) : null}
        />
      </Stack>
      <SetCountModal countId={count.id} line={setting} onClose={() => setSetting(null)} />
    </Paper>
  );
}

/** Set count: the units counted on a line, typed in (no scanner at hand), replacing its count. */
function SetCountModal({
  countId,
  line,
  onClose,
}: {
  countId: string;
  line: TCountLine | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      opened={line !== null}
      onClose={onClose}
      title={line ? m.counts_set_count_title({ line: lineName(line) }) : ''}
    >
      {line ? <SetCountForm countId={countId} line={line} onDone={onClose} /> : null}
    </FormModal>
  );
}

function SetCountForm({ countId, line, onDone }: { countId: string; line: TCountLine; onDone: () => void }) {
  const entry = useCountEntry(countId);
  const form = useForm<{ units: NumberField }>({
    initialValues: { units: line.counted ?? '' },
    validate: { units: (value) => (isBlank(value) ? m.counts_type_units_counted() : null) },
  });
  const submit = form.onSubmit(({ units }) => {
    entry.mutate(
      {
        productId: line.product.id,
        ...(line.batch ? { batchId: line.batch.id } : {}),
        quantity: Number(units),
        mode: 'set',
      },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: m.counts_line_counted_units({
              line: lineName(line),
              counted: formatNumber(saved.counted ?? 0, 0),
            }),
          });
          onDone();
        },
      },
    );
  });
  return (
    <ModalForm
      onSubmit={submit}
      error={entry.isError ? failureWithReason(entry.error, m.counts_save_count_failed()) : null}
      submitLabel={m.counts_save()}
      submitIcon={<IconDeviceFloppy size={18} />}
      isSaving={entry.isPending}
      onCancel={onDone}
    >
      <Text size="sm" c="dimmed">
        {line.counted === null
          ? m.counts_set_count_explained({ expected: formatNumber(line.expected, 0) })
          : m.counts_set_count_explained_with_counted({
              expected: formatNumber(line.expected, 0),
              counted: formatNumber(line.counted, 0),
            })}
      </Text>
      <NumberInput
        label={m.counts_units_counted()}
        withAsterisk
        data-autofocus
        min={0}
        max={STOCK_LIMITS.quantityMax}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        {...form.getInputProps('units')}
      />
    </ModalForm>
  );
}
