import { Anchor, Box, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { addDays, formatNumber, formatRupees, indiaDateFromToday, REPORT_LIMITS } from '@godown/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { inventoryOptions } from '../../api/options';
import { DateField } from '../../components/date-field';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { RowCard } from '../../components/row-card';
import { SearchSelect } from '../../components/search-select';
import { m } from '../../paraglide/messages.js';
import { useCategoriesQuery } from './reports-api';

/** The parameters of a report, in a bordered row that wraps on a phone. */
export function ReportFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Group align="flex-end" gap="md" wrap="wrap">
        {children}
      </Group>
    </Paper>
  );
}

const FIELD_STYLE = { flex: '1 1 200px', minWidth: 0 } as const;
const DATE_STYLE = { flex: '1 1 150px', minWidth: 0 } as const;

/**
 * A report's first and last day (YYYY-MM-DD, '' for none): never the future, never more than the
 * longest period apart. `fromPlaceholder` says what an empty first day stands for; an empty last
 * day is today.
 */
export function DateRangeFields({
  from,
  to,
  fromPlaceholder,
  onChange,
}: {
  from: string;
  to: string;
  fromPlaceholder: string | undefined;
  onChange: (name: 'from' | 'to', value: string | null) => void;
}) {
  const today = indiaDateFromToday();
  const last = to || today;
  return (
    <>
      <DateField
        label={m.reports_from()}
        placeholder={fromPlaceholder}
        value={from || null}
        minDate={addDays(last, -REPORT_LIMITS.movementDaysMax)}
        maxDate={last}
        onChange={(value) => onChange('from', value)}
        style={DATE_STYLE}
      />
      <DateField
        label={m.reports_to()}
        placeholder={m.reports_today()}
        value={to || null}
        minDate={from || undefined}
        maxDate={today}
        onChange={(value) => onChange('to', value)}
        style={DATE_STYLE}
      />
    </>
  );
}

/** One of a few choices as a labelled row of buttons (the expiry window, the kind of period). */
export function ChoiceField({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
}) {
  return (
    <Stack gap={4} style={{ flex: '0 1 auto' }}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl aria-label={label} value={value} onChange={onChange} data={data} />
    </Stack>
  );
}

interface PickerProps {
  value: string;
  onChange: (value: string | null) => void;
}

/**
 * One warehouse, or all. The input shows the chosen warehouse's name: the one picked here, or for a
 * report opened by its URL, `name` once the report has named it.
 */
export function WarehousePicker({ value, name, onChange }: PickerProps & { name: string | undefined }) {
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const label = picked?.value === value ? picked.label : (name ?? '');
  return (
    <SearchSelect
      // The input takes a name learnt later (the report answered) by starting again with it.
      key={`${value}\u0000${label}`}
      label={m.reports_warehouse()}
      placeholder={m.reports_all_warehouses()}
      clearable
      source={inventoryOptions}
      initialOption={value ? { value, label } : null}
      value={value || null}
      onChange={(next, option) => {
        setPicked(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
      style={FIELD_STYLE}
    />
  );
}

/** One category of products, or all. */
export function CategoryPicker({ value, onChange }: PickerProps) {
  const categories = useCategoriesQuery();
  const data = [...new Set([...(categories.data ?? []), ...(value ? [value] : [])])];
  return (
    <Select
      label={m.reports_category()}
      placeholder={m.reports_all_categories()}
      clearable
      searchable
      data={data}
      value={value || null}
      onChange={onChange}
      nothingFoundMessage={categories.isPending ? m.reports_loading() : m.reports_no_such_category()}
      style={FIELD_STYLE}
    />
  );
}

/** A line of a units-and-value table: a name, or the total of all the lines. */
export interface FigureLine {
  key: string;
  name: string;
  units: number;
  value: number;
  isTotal?: boolean;
}

/** A FigureTable's line of a breakdown (a warehouse, a category): its key, its name, its figures. */
export const figureLine = (
  key: string,
  name: string,
  { units, value }: { units: number; value: number },
): FigureLine => ({ key, name, units, value });

const RIGHT = { ta: 'right' } as const;
/** A figure's cell: right-aligned, never wrapped. */
export const NO_WRAP = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;
const bold = (line: FigureLine, text: string) => (line.isTotal ? <Text fw={700}>{text}</Text> : text);

/** Units and value per warehouse or category, with the total as the last line; cards on a phone. */
export function FigureTable({
  title,
  nameHeader,
  lines,
  total,
  isStale,
}: {
  title: string;
  nameHeader: string;
  lines: FigureLine[];
  total: { units: number; value: number };
  isStale: boolean;
}) {
  const rows: FigureLine[] = [...lines, { key: 'total', name: m.reports_total(), ...total, isTotal: true }];
  return (
    <section aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <ResponsiveTable
        rows={rows}
        rowKey={(line) => line.key}
        isEmpty={false}
        empty={null}
        isStale={isStale}
        minWidth={420}
        columns={[
          { id: 'name', header: nameHeader, cell: (line) => bold(line, line.name) },
          {
            id: 'units',
            header: m.reports_units(),
            headerProps: RIGHT,
            cellProps: RIGHT,
            cell: (line) => bold(line, formatNumber(line.units, 0)),
          },
          {
            id: 'value',
            header: m.reports_value(),
            headerProps: RIGHT,
            cellProps: NO_WRAP,
            cell: (line) => bold(line, formatRupees(line.value)),
          },
        ]}
        card={(line) => (
          <RowCard name={`${title}: ${line.name}`}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={line.isTotal ? 700 : 600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {line.name}
              </Text>
              <Text fw={line.isTotal ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(line.value)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {m.reports_units_count({ count: formatNumber(line.units, 0) })}
            </Text>
          </RowCard>
        )}
      />
    </section>
  );
}

/** A report line's product: its name, linking to its page, over a dimmed line: `detail`, else its SKU. */
export function ProductCell({
  product,
  detail,
}: {
  product: { id: string; productName: string; sku: string | null };
  detail?: ReactNode;
}) {
  const line = detail ?? product.sku;
  return (
    <Box miw={0}>
      <Anchor component={Link} to={`/products/${product.id}`} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {product.productName}
      </Anchor>
      {line ? (
        <Text size="xs" c="dimmed">
          {line}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The Units, Price and Value columns of a report's stock lines (`valueHeader` names the value):
 * right-aligned and never wrapped, the value in bold.
 */
export function stockFigureColumns<Row extends { units: number; price: number; value: number }>(
  valueHeader: string,
): TableColumn<Row>[] {
  return [
    {
      id: 'units',
      header: m.reports_units(),
      headerProps: NO_WRAP,
      cellProps: NO_WRAP,
      cell: (row) => formatNumber(row.units, 0),
    },
    {
      id: 'price',
      header: m.reports_price(),
      headerProps: NO_WRAP,
      cellProps: NO_WRAP,
      cell: (row) => formatRupees(row.price),
    },
    {
      id: 'value',
      header: valueHeader,
      headerProps: NO_WRAP,
      cellProps: { ...NO_WRAP, fw: 600 },
      cell: (row) => formatRupees(row.value),
    },
  ];
}

/** A report line as a card on a phone: `head` with `aside` at its right, then the line's figures. */
export function LineCard({
  name,
  head,
  aside,
  children,
}: {
  name: string;
  head: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <RowCard name={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        {head}
        {aside}
      </Group>
      <Group gap="lg" mt="xs" align="flex-start">
        {children}
      </Group>
    </RowCard>
  );
}
