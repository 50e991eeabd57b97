import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { IconAlertTriangle, IconGift } from '@tabler/icons-react';
import {
  formatNumber,
  formatRupees,
  type TProduct,
  type TQuote,
  type TQuoteLine,
  type TQuoteRequest,
} from '@godown/shared';
import { api, errorMessage } from '../../api/client';
import { productKeys } from '../../api/query-keys';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { m } from '../../paraglide/messages.js';
import { OrderTotals, sayReason } from './sales-order-cells';
import { useSalesQuoteQuery } from './sales-orders-api';

type FreeLine = TQuote['freeLines'][number];

/** A row of the quote: a line bought, or units of another product a scheme gives free. */
type QuoteRow = { key: string; product: string } & (
  { line: TQuoteLine; free?: undefined } | { line?: undefined; free: FreeLine }
);

/** A figure's column: right-aligned, on one line. */
const RIGHT = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;
const dash = (
  <Text span c="dimmed">
    —
  </Text>
);

/**
 * The names of products the form has not named (those a scheme gives free), read from their pages'
 * queries (the same key and shape, so they share them).
 */
function useProductNames(ids: readonly string[]): Record<string, string> {
  const products = useQueries({
    queries: ids.map((id) => ({
      queryKey: productKeys.detail(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.get<{ product: TProduct }>(`/products/${encodeURIComponent(id)}`, { signal })).product,
    })),
  });
  return Object.fromEntries(products.flatMap((p) => (p.data ? [[p.data._id, p.data.productName]] : [])));
}

interface SalesOrderQuoteProps {
  /** What to price; null while there is no customer or no line to price. */
  request: TQuoteRequest | null;
  hasCustomer: boolean;
  /** The chosen products' names, by id. */
  names: Readonly<Record<string, string>>;
  /** The lines changed and the quote is not yet asked again. */
  isWaiting: boolean;
}

/**
 * The live quote of the order form (`POST /pricing/quote`): each line's list price, discount, rate,
 * free units and amount with why (the customer's price list, a scheme), the units of other products
 * the schemes give, the subtotal, the order's discount and the total.
 */
export function SalesOrderQuote({ request, hasCustomer, names, isWaiting }: SalesOrderQuoteProps) {
  const quote = useSalesQuoteQuery(request);
  const data = request ? quote.data : undefined;
  const unnamed = (data?.freeLines ?? []).map((free) => free.product).filter((id) => !names[id]);
  const freeNames = useProductNames(unnamed);
  const nameOf = (id: string) => names[id] ?? freeNames[id] ?? '…';
  const isBusy = request !== null && (isWaiting || quote.isFetching);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={m.sales_live_quote()}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={3} size="h5">
            {m.sales_live_quote()}
          </Title>
          {isBusy ? <Loader size="xs" aria-label={m.sales_pricing()} /> : null}
        </Group>
        {request === null ? (
          <Text size="sm" c="dimmed">
            {hasCustomer ? m.sales_quote_hint_lines() : m.sales_quote_hint_customer()}
          </Text>
        ) : null}
        <ErrorLine
          message={request && quote.isError ? errorMessage(quote.error, m.sales_quote_failed()) : null}
        />
        {data ? <QuoteFigures quote={data} nameOf={nameOf} isStale={quote.isPlaceholderData} /> : null}
      </Stack>
    </Paper>
  );
}

/** Why a row has its price and its free units, each reason a line of its own. */
function Reasons({ row }: { row: QuoteRow }) {
  const basis = row.line ? sayReason(row.line.priceBasis) : null;
  const scheme = row.line?.scheme ?? row.free?.scheme;
  return (
    <>
      {basis ? (
        <Text size="xs" c="dimmed">
          {basis}
        </Text>
      ) : null}
      {scheme ? (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconGift
            size={12}
            aria-hidden
            style={{ flexShrink: 0, marginTop: 3 }}
            color="var(--mantine-color-teal-6)"
          />
          <Text size="xs" c="teal">
            {sayReason(scheme)}
          </Text>
        </Group>
      ) : null}
    </>
  );
}

function AboveMrpBadge() {
  return (
    <Badge
      color="orange"
      variant="light"
      size="sm"
      leftSection={<IconAlertTriangle size={11} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {m.sales_above_mrp()}
    </Badge>
  );
}

const freeUnits = (row: QuoteRow) => (row.free ? row.free.quantity : row.line.freeQuantity);

function QuoteFigures({
  quote,
  nameOf,
  isStale,
}: {
  quote: TQuote;
  nameOf: (id: string) => string;
  isStale: boolean;
}) {
  const rows: QuoteRow[] = [
    ...quote.lines.map((line) => ({ key: `line-${line.product}`, product: line.product, line })),
    ...quote.freeLines.map((free) => ({ key: `free-${free.product}`, product: free.product, free })),
  ];
  const isOverMrp = quote.lines.some((line) => line.overMrp);
  const columns: TableColumn<QuoteRow>[] = [
    {
      id: 'product',
      header: m.sales_product(),
      cell: (row) => (
        <div>
          <Text size="sm" fw={600}>
            {nameOf(row.product)}
          </Text>
          <Reasons row={row} />
        </div>
      ),
    },
    {
      id: 'quantity',
      header: m.sales_units(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) => (row.line ? formatNumber(row.line.quantity, 0) : dash),
    },
    {
      id: 'listPrice',
      header: m.sales_list_price(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) => (row.line ? formatRupees(row.line.listPrice) : dash),
    },
    {
      id: 'discount',
      header: m.sales_discount(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) =>
        row.line && row.line.discountPercent > 0
          ? m.sales_percent({ percent: formatNumber(row.line.discountPercent) })
          : dash,
    },
    {
      id: 'rate',
      header: m.sales_rate(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) =>
        row.line ? (
          <Stack gap={2} align="flex-end">
            <Text size="sm">{formatRupees(row.line.rate)}</Text>
            {row.line.overMrp ? <AboveMrpBadge /> : null}
          </Stack>
        ) : (
          dash
        ),
    },
    {
      id: 'free',
      header: m.sales_free_units(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (row) => (freeUnits(row) > 0 ? formatNumber(freeUnits(row), 0) : dash),
    },
    {
      id: 'amount',
      header: m.sales_amount(),
      headerProps: RIGHT,
      cellProps: { ...RIGHT, fw: 600 },
      cell: (row) => (row.line ? formatRupees(row.line.amount) : m.sales_free()),
    },
  ];
  return (
    <Stack gap="sm" style={{ opacity: isStale ? 0.6 : 1 }} aria-busy={isStale} data-testid="sales-quote">
      {isOverMrp ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-orange-6)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="sm" c="orange">
            {m.sales_over_mrp_warning()}
          </Text>
        </Group>
      ) : null}
      <Stack gap="xs">
        <ResponsiveTable
          rows={rows}
          rowKey={(row) => row.key}
          columns={columns}
          minWidth={640}
          isFramed={false}
          horizontalSpacing="xs"
          isEmpty={rows.length === 0}
          empty={null}
          isStale={false}
          card={(row) => (
            <RowCard name={nameOf(row.product)}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Text size="sm" fw={600}>
                  {nameOf(row.product)}
                </Text>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {row.line ? formatRupees(row.line.amount) : m.sales_free()}
                </Text>
              </Group>
              <Reasons row={row} />
              <Group gap="lg" mt="xs" align="flex-start">
                {row.line ? (
                  <>
                    <LabeledValue label={m.sales_units()}>{formatNumber(row.line.quantity, 0)}</LabeledValue>
                    <LabeledValue label={m.sales_list_price()} fw={500}>
                      {formatRupees(row.line.listPrice)}
                    </LabeledValue>
                    {row.line.discountPercent > 0 ? (
                      <LabeledValue label={m.sales_discount()} fw={500}>
                        {m.sales_percent({ percent: formatNumber(row.line.discountPercent) })}
                      </LabeledValue>
                    ) : null}
                    <LabeledValue label={m.sales_rate()}>{formatRupees(row.line.rate)}</LabeledValue>
                  </>
                ) : null}
                <LabeledValue label={m.sales_free_units()}>{formatNumber(freeUnits(row), 0)}</LabeledValue>
                {row.line?.overMrp ? <AboveMrpBadge /> : null}
              </Group>
            </RowCard>
          )}
        />
      </Stack>
      <OrderTotals subtotal={quote.subtotal} discount={quote.orderDiscount} total={quote.total} />
    </Stack>
  );
}
