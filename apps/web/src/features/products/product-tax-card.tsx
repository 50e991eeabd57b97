import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconX } from '@tabler/icons-react';
import { indiaDateFromToday, type TProduct, type TTaxRate } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { failureWithReason } from '../../api/client';
import { formatCalendarDate } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { RowCard } from '../../components/row-card';
import { SectionCard } from '../../components/section-card';
import { ResponsiveTable, type TableColumn } from '../../components/table/responsive-table';
import { percentText, uqcLabel } from '../../lib/gst';
import { m } from '../../paraglide/messages.js';
import { useProductTaxQuery, useWithdrawRate } from './product-tax-api';

/** The Schedule a rate form loads when first opened. */
const ProductRateModal = lazy(async () => ({
  default: (await import('./product-rate-modal')).ProductRateModal,
}));

const RIGHT = { ta: 'right' } as const;
const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** Where a rate stands today: in force, scheduled for a day to come, or replaced by a later one. */
type RateStanding = 'inForce' | 'scheduled' | 'replaced';

function standingOf(rate: TTaxRate, today: string): RateStanding {
  if (rate.inForce) return 'inForce';
  return rate.effectiveFrom > today ? 'scheduled' : 'replaced';
}

const STANDING_BADGES: Record<RateStanding, { color: string; label: () => string }> = {
  inForce: { color: 'teal', label: m.products_rate_in_force },
  scheduled: { color: 'blue', label: m.products_rate_scheduled_badge },
  replaced: { color: 'gray', label: m.products_rate_replaced },
};

function StandingBadge({ standing }: { standing: RateStanding }) {
  const badge = STANDING_BADGES[standing];
  return (
    <Badge variant="light" color={badge.color} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {badge.label()}
    </Badge>
  );
}

/**
 * A product's GST card (admins and staff; docs/domain.md#gst-rates): its unit code and every rate,
 * the latest first, each from its day with its cess and whether it is in force, scheduled or
 * replaced; Schedule a rate, and Withdraw on a rate whose day has not come.
 */
export function ProductTaxCard({ product }: { product: TProduct }) {
  const tax = useProductTaxQuery(product._id, true);
  const withdraw = useWithdrawRate(product._id);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [isFormOpen, setFormOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedForm, setHasOpenedForm] = useState(false);
  const today = indiaDateFromToday();
  const rates = tax.data?.rates;

  const onWithdraw = (rate: TTaxRate) => {
    setWithdrawError(null);
    withdraw.mutate(rate.effectiveFrom, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: m.products_rate_withdrawn({ from: formatCalendarDate(rate.effectiveFrom) }),
        }),
      onError: (error) => setWithdrawError(failureWithReason(error, m.products_withdraw_rate_failed())),
    });
  };
  const withdrawButton = (rate: TTaxRate) =>
    standingOf(rate, today) === 'scheduled' ? (
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconX size={14} />}
        aria-label={m.products_withdraw_rate_from({ from: formatCalendarDate(rate.effectiveFrom) })}
        loading={withdraw.isPending && withdraw.variables === rate.effectiveFrom}
        onClick={() => onWithdraw(rate)}
      >
        {m.products_withdraw()}
      </Button>
    ) : null;

  const columns: TableColumn<TTaxRate>[] = [
    {
      id: 'from',
      header: m.products_rate_from(),
      cellProps: NO_WRAP,
      cell: (rate) => formatCalendarDate(rate.effectiveFrom),
    },
    {
      id: 'rate',
      header: m.products_gst_rate(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (rate) => percentText(rate.gstRate),
    },
    {
      id: 'cess',
      header: m.products_cess(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: (rate) => percentText(rate.cessRate),
    },
    {
      id: 'standing',
      header: m.products_rate_status(),
      cellProps: NO_WRAP,
      cell: (rate) => <StandingBadge standing={standingOf(rate, today)} />,
    },
    {
      id: 'actions',
      header: m.products_actions(),
      headerProps: RIGHT,
      cellProps: RIGHT,
      cell: withdrawButton,
    },
  ];

  return (
    <SectionCard
      title={m.products_gst()}
      aside={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCalendarPlus size={16} />}
          onClick={() => {
            setHasOpenedForm(true);
            setFormOpen(true);
          }}
        >
          {m.products_schedule_rate()}
        </Button>
      }
    >
      <Group gap="xl" align="flex-start" wrap="wrap">
        <LabeledValue label={m.products_uqc()} fw={500}>
          {product.uqc ? uqcLabel(product.uqc) : m.products_not_set()}
        </LabeledValue>
        <LabeledValue label={m.products_rate_now()} fw={500}>
          {tax.data?.current
            ? m.products_rate_and_cess({
                rate: percentText(tax.data.current.gstRate),
                cess: percentText(tax.data.current.cessRate),
              })
            : m.products_not_set()}
        </LabeledValue>
      </Group>
      <ErrorLine message={withdrawError} />
      <ResponsiveTable
        rows={rates}
        rowKey={(rate) => rate.effectiveFrom}
        columns={columns}
        minWidth={520}
        isFramed={false}
        isLoading={tax.isPending}
        loadingLabel={m.products_loading_rates()}
        errors={[tax.isError ? m.products_fetch_rates_failed() : null]}
        isEmpty={rates?.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {m.products_no_rates_yet()}
          </Text>
        }
        isStale={false}
        card={(rate) => (
          <RowCard name={m.products_rate_from_date({ from: formatCalendarDate(rate.effectiveFrom) })}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Text fw={600} size="sm">
                {m.products_rate_from_date({ from: formatCalendarDate(rate.effectiveFrom) })}
              </Text>
              <StandingBadge standing={standingOf(rate, today)} />
            </Group>
            <Group justify="space-between" align="flex-end" mt="xs" gap="sm">
              <Group gap="lg">
                <LabeledValue label={m.products_gst_rate()}>{percentText(rate.gstRate)}</LabeledValue>
                <LabeledValue label={m.products_cess()}>{percentText(rate.cessRate)}</LabeledValue>
              </Group>
              {withdrawButton(rate)}
            </Group>
          </RowCard>
        )}
      />
      {hasOpenedForm ? (
        <Suspense fallback={null}>
          <ProductRateModal
            productId={product._id}
            productName={product.productName}
            opened={isFormOpen}
            onClose={() => setFormOpen(false)}
          />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
