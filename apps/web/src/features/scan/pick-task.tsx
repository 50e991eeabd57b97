import { Badge, Button, Group, NumberInput, Paper, Progress, Stack, Text } from '@mantine/core';
import type { TPickList } from '@godown/shared';
import { useRef, useState } from 'react';
import { errorMessage, failureWithReason } from '../../api/client';
import { scanCode } from '../../api/scan';
import { beepOk, beepRefused } from '../../components/scanner/beep';
import { ScanInput } from '../../components/scanner/scan-input';
import { m } from '../../paraglide/messages.js';
import { ScanFeedback, type Feedback } from '../../components/scanner/scan-feedback';
import { goodsOf, indianDay, transportOf } from '../../lib/scan-matches';
import { useDispatchMutation, usePickMutation, usePicksQuery, useResetPicksMutation } from './scan-api';

/** A batch to take for a line: "B12 (exp 31-03-2028) × 5". */
function batchText(batch: TPickList['lines'][number]['batches'][number]): string {
  if (!batch.expiryDate) return `${batch.code} × ${batch.quantity}`;
  return m.scan_batch_expiry_quantity({
    batch: batch.code,
    date: indianDay(batch.expiryDate),
    quantity: batch.quantity,
  });
}

interface PickedTransport {
  id: string;
  packageId: string;
}

/**
 * Pick: scan a transport's package id, then each item taken off the shelf. A product not on the
 * transport, an expired batch or one unit too many is refused with a buzz and a red message; when
 * every line is picked, dispatch it.
 */
export function PickTask() {
  const [transport, setTransport] = useState<PickedTransport | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const itemInput = useRef<HTMLInputElement>(null);

  const onTransport = async (code: string) => {
    try {
      const match = transportOf(await scanCode(code));
      if (!match?.transport) throw new Error();
      beepOk();
      setTransport({ id: match.id, packageId: match.transport.packageId });
      setFeedback(null);
      setTimeout(() => itemInput.current?.focus(), 0);
    } catch {
      beepRefused();
      setFeedback({ tone: 'refused', message: m.scan_code_not_a_transport({ code }) });
    }
  };

  return (
    <Stack gap="md">
      {transport ? (
        <PickList
          transport={transport}
          itemInput={itemInput}
          onFeedback={setFeedback}
          onDone={() => {
            setTransport(null);
          }}
        />
      ) : (
        <ScanInput
          label={m.scan_transport()}
          placeholder={m.scan_scan_package_id()}
          onScan={(code) => void onTransport(code)}
          withCamera
          autoFocus
        />
      )}
      <ScanFeedback feedback={feedback} />
    </Stack>
  );
}

function PickList({
  transport,
  itemInput,
  onFeedback,
  onDone,
}: {
  transport: PickedTransport;
  itemInput: React.RefObject<HTMLInputElement | null>;
  onFeedback: (feedback: Feedback | null) => void;
  onDone: () => void;
}) {
  const picks = usePicksQuery(transport.id);
  const pick = usePickMutation(transport.id);
  const reset = useResetPicksMutation(transport.id);
  const dispatch = useDispatchMutation(transport.id);
  const [perScan, setPerScan] = useState<number | string>(1);

  const onItem = async (code: string) => {
    let label = code;
    try {
      const goods = goodsOf(await scanCode(code));
      if (!goods) throw new Error(m.scan_code_not_a_product({ code }));
      label = goods.label;
      await pick.mutateAsync({
        productId: goods.product.id,
        batchId: goods.batchId,
        quantity: Number(perScan) || 1,
      });
      beepOk();
      onFeedback({ tone: 'ok', message: m.scan_picked({ units: Number(perScan) || 1, goods: label }) });
    } catch (error) {
      beepRefused();
      const message =
        error instanceof Error && !('status' in error)
          ? error.message
          : errorMessage(error, m.scan_cannot_pick({ goods: label }));
      onFeedback({ tone: 'refused', message });
    }
  };

  const lines = picks.data?.lines ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>{m.scan_picking_transport({ packageId: transport.packageId })}</Text>
        <Button variant="subtle" size="xs" onClick={onDone}>
          {m.scan_another_transport()}
        </Button>
      </Group>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <ScanInput
          ref={itemInput}
          label={m.scan_item()}
          placeholder={m.scan_scan_each_item()}
          onScan={(code) => void onItem(code)}
          withCamera
          style={{ flex: 1 }}
        />
        <NumberInput
          label={m.scan_units_per_scan()}
          min={1}
          allowDecimal={false}
          value={perScan}
          onChange={setPerScan}
          w={110}
        />
      </Group>
      {picks.error ? <Text c="red">{errorMessage(picks.error, m.scan_load_transport_failed())}</Text> : null}
      <Stack gap="xs">
        {lines.map((line) => {
          const done = line.picked >= line.quantity;
          return (
            <Paper key={line.product.id} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={500}>{line.product.productName}</Text>
                  <Text size="xs" c="dimmed">
                    {line.product.sku ?? ''}
                    {line.batches.map((b) => ` · ${batchText(b)}`).join('')}
                  </Text>
                </div>
                <Badge color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'light'}>
                  {m.scan_picked_of_quantity({ picked: line.picked, quantity: line.quantity })}
                </Badge>
              </Group>
              <Progress
                value={(100 * line.picked) / line.quantity}
                color={done ? 'green' : 'blue'}
                size="sm"
                mt="xs"
              />
            </Paper>
          );
        })}
      </Stack>
      <Group>
        <Button
          disabled={!picks.data?.complete}
          loading={dispatch.isPending}
          onClick={() =>
            dispatch.mutate(undefined, {
              onSuccess: () => {
                beepOk();
                onFeedback({
                  tone: 'ok',
                  message: m.scan_transport_dispatched({ packageId: transport.packageId }),
                });
                onDone();
              },
              onError: (error) => {
                beepRefused();
                onFeedback({ tone: 'refused', message: failureWithReason(error, m.scan_dispatch_failed()) });
              },
            })
          }
        >
          {m.scan_dispatch()}
        </Button>
        <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate(undefined)}>
          {m.scan_start_over()}
        </Button>
      </Group>
    </Stack>
  );
}
