import { Badge, Button, Group, NumberInput, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconListCheck } from '@tabler/icons-react';
import type { TAllocation, TOrderPickList } from '@godown/shared';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage, failureWithReason } from '../../api/client';
import { scanCode } from '../../api/scan';
import { BackLink } from '../../components/back-link';
import { LoadingLine } from '../../components/loading-line';
import { RecordLoadFailure } from '../../components/record-load-failure';
import { RoleGate } from '../../components/role-gate';
import { beepOk, beepRefused } from '../../components/scanner/beep';
import { ScanInput } from '../../components/scanner/scan-input';
import { SALES_ORDERS_PATH, salesOrderPath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { ScanFeedback, type Feedback } from '../../components/scanner/scan-feedback';
import { indianDay } from '../../lib/scan-matches';
import { usePick, usePickListQuery } from './fulfilment-api';
import {
  checkScan,
  firstStep,
  leftToPick,
  nextToPick,
  pickProgress,
  type PickStep,
  type ScanMismatch,
} from './pick-steps';

const MISMATCH: Readonly<Record<ScanMismatch, (a: TAllocation) => string>> = {
  notTheRack: (a) => m.fulfilment_scan_not_the_rack({ rack: a.storageUnit?.locationId ?? '' }),
  notTheProduct: (a) => m.fulfilment_scan_not_the_product({ product: a.product.productName }),
  notTheBatch: (a) => m.fulfilment_scan_not_the_batch({ batch: a.batch?.code ?? '' }),
};

/** Where an allocation's units are: "WFD-PH · Pharma Cage", or loose in the warehouse. */
export const placeOf = (a: TAllocation) =>
  a.storageUnit ? `${a.storageUnit.locationId} · ${a.storageUnit.name}` : m.fulfilment_loose();

/** "Batch B12, expires 31-03-2028", or nothing for units without a batch. */
export const batchOf = (a: TAllocation) =>
  a.batch
    ? a.batch.expiryDate
      ? m.fulfilment_batch_expiry({ batch: a.batch.code, date: indianDay(a.batch.expiryDate) })
      : m.fulfilment_batch({ batch: a.batch.code })
    : '';

/**
 * `/sales-orders/:id/pick` (admin, staff; made for the phone): the picker walks the pick list in
 * order, scans the rack, then the product (and batch), and confirms the units taken; a line not all
 * there is reported short.
 */
export function PickPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.fulfilment_pick_title()}>
      <PickLoader />
    </RoleGate>
  );
}

function PickLoader() {
  const { id = '' } = useParams();
  const list = usePickListQuery(id);
  const back = (
    <BackLink to={salesOrderPath(id)} mb="xs" display="inline-block">
      {m.fulfilment_back_to_order()}
    </BackLink>
  );
  if (list.isPending) return <LoadingLine label={m.fulfilment_loading_pick_list()} />;
  if (list.isError) {
    return (
      <RecordLoadFailure
        back={back}
        title={m.fulfilment_pick_title()}
        error={list.error}
        icon={<IconListCheck size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        notFoundTitle={m.sales_order_not_found()}
        notFoundMessage={m.sales_order_not_found_message()}
        listPath={SALES_ORDERS_PATH}
        listLabel={m.sales_all_orders()}
        failedMessage={m.fulfilment_pick_list_failed()}
      />
    );
  }
  return (
    <>
      {back}
      <Picking list={list.data} />
    </>
  );
}

function Picking({ list }: { list: TOrderPickList }) {
  const order = list.salesOrder;
  const pick = usePick(order.id);
  const current = nextToPick(list.allocations);
  const [step, setStep] = useState<{ allocation: number; step: PickStep } | null>(null);
  const [quantity, setQuantity] = useState<number | string>('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const progress = pickProgress(list.allocations);
  const at: PickStep | null = current
    ? step?.allocation === current.id
      ? step.step
      : firstStep(current)
    : null;

  const onScan = async (code: string) => {
    if (!current || (at !== 'rack' && at !== 'goods')) return;
    try {
      const mismatch = checkScan(current, at, await scanCode(code));
      if (mismatch) throw new Error(MISMATCH[mismatch](current));
      beepOk();
      setFeedback(null);
      if (at === 'rack') {
        setStep({ allocation: current.id, step: 'goods' });
      } else {
        setStep({ allocation: current.id, step: 'quantity' });
        setQuantity(leftToPick(current));
      }
      setTimeout(() => input.current?.focus(), 0);
    } catch (error) {
      beepRefused();
      setFeedback({
        tone: 'refused',
        message:
          error instanceof Error && !('status' in error)
            ? error.message
            : errorMessage(error, m.fulfilment_scan_unknown({ code })),
      });
    }
  };

  const send = (allocation: TAllocation, units: number, short: boolean) =>
    pick.mutate(
      { allocation: allocation.id, quantity: units, ...(short && { short }) },
      {
        onSuccess: () => {
          beepOk();
          setStep(null);
          setFeedback({
            tone: 'ok',
            message: short
              ? m.fulfilment_reported_short({ units, product: allocation.product.productName })
              : m.fulfilment_picked({ units, product: allocation.product.productName }),
          });
        },
        onError: (error) => {
          beepRefused();
          setFeedback({ tone: 'refused', message: failureWithReason(error, m.fulfilment_pick_failed()) });
        },
      },
    );

  const units = Number(quantity) || 0;
  return (
    <Stack gap="md" maw={640}>
      <div>
        <Title order={2}>{m.fulfilment_pick_order({ number: order.number })}</Title>
        <Text size="sm" c="dimmed">
          {[order.customer?.name, order.inventory?.name].filter(Boolean).join(' · ')}
        </Text>
      </div>
      <div>
        <Group justify="space-between" mb={4}>
          <Text size="sm">
            {m.fulfilment_units_picked({ picked: progress.picked, total: progress.total })}
          </Text>
        </Group>
        <Progress.Root size="md">
          <Progress.Section
            value={progress.total ? (100 * progress.picked) / progress.total : 0}
            aria-label={m.fulfilment_units_picked({ picked: progress.picked, total: progress.total })}
          />
        </Progress.Root>
      </div>
      {current ? (
        <Paper withBorder p="md" radius="md" data-testid="pick-current">
          <Stack gap="sm">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {m.fulfilment_go_to()}
              </Text>
              <Text fw={700} size="lg" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {placeOf(current)}
              </Text>
            </div>
            <div>
              <Text fw={600}>{current.product.productName}</Text>
              <Text size="sm" c="dimmed">
                {[current.product.sku, batchOf(current)].filter(Boolean).join(' · ')}
              </Text>
              <Text fw={700} size="xl" mt={4}>
                {m.fulfilment_take_units({ units: leftToPick(current) })}
              </Text>
            </div>
            {at === 'quantity' ? (
              <Stack gap="xs">
                <NumberInput
                  ref={input}
                  label={m.fulfilment_units_taken()}
                  min={0}
                  max={leftToPick(current)}
                  allowDecimal={false}
                  value={quantity}
                  onChange={setQuantity}
                />
                <Stack gap="xs">
                  <Button
                    fullWidth
                    leftSection={<IconCheck size={16} />}
                    disabled={units < 1 || units > leftToPick(current)}
                    loading={pick.isPending}
                    onClick={() => send(current, units, false)}
                  >
                    {m.fulfilment_confirm_picked({ units })}
                  </Button>
                  <Button
                    fullWidth
                    variant="default"
                    color="orange"
                    disabled={units >= leftToPick(current)}
                    loading={pick.isPending}
                    onClick={() => send(current, units, true)}
                  >
                    {m.fulfilment_short({ units })}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <ScanInput
                ref={input}
                key={`${current.id}-${at}`}
                label={at === 'rack' ? m.fulfilment_scan_rack() : m.fulfilment_scan_goods()}
                onScan={(code) => void onScan(code)}
                withCamera
                autoFocus
              />
            )}
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Text fw={600}>
            {list.allocations.length ? m.fulfilment_all_picked() : m.fulfilment_nothing_to_pick()}
          </Text>
        </Paper>
      )}
      <ScanFeedback feedback={feedback} />
      <Stack gap="xs">
        {list.allocations.map((a) => (
          <Group key={a.id} justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {a.product.productName}
              </Text>
              <Text size="xs" c="dimmed">
                {[placeOf(a), batchOf(a)].filter(Boolean).join(' · ')}
              </Text>
            </div>
            <Badge
              color={a.shortQuantity > 0 ? 'orange' : leftToPick(a) === 0 ? 'green' : 'gray'}
              variant={leftToPick(a) === 0 ? 'filled' : 'light'}
              style={{ flexShrink: 0 }}
            >
              {a.shortQuantity > 0
                ? m.fulfilment_short_badge({ picked: a.pickedQuantity, short: a.shortQuantity })
                : m.fulfilment_picked_of({ picked: a.pickedQuantity, quantity: a.quantity })}
            </Badge>
          </Group>
        ))}
      </Stack>
      {list.unallocated.length ? (
        <Text size="sm" c="dimmed">
          {m.fulfilment_not_allocated({
            lines: list.unallocated.map((u) => `${u.product.productName} × ${u.quantity}`).join(', '),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
