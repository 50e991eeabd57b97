import { Badge, Button, Group, NumberInput, Paper, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { errorMessage, failureWithReason } from '../../api/client';
import { scanCode } from '../../api/scan';
import { beepOk, beepRefused } from '../../components/scanner/beep';
import { ScanInput } from '../../components/scanner/scan-input';
import { ScanFeedback, type Feedback } from './scan-feedback';
import { goodsOf, indianDay, transportOf } from './scan-tasks';
import { useDispatchMutation, usePickMutation, usePicksQuery, useResetPicksMutation } from './scan-api';

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
      setFeedback({ tone: 'refused', message: `"${code}" is not a transport's package id` });
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
          label="Transport"
          placeholder="Scan or type the package id"
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
      if (!goods) throw new Error(`"${code}" is not a product`);
      label = goods.label;
      await pick.mutateAsync({
        productId: goods.product.id,
        batchId: goods.batchId,
        quantity: Number(perScan) || 1,
      });
      beepOk();
      onFeedback({ tone: 'ok', message: `Picked ${Number(perScan) || 1} × ${label}` });
    } catch (error) {
      beepRefused();
      const message =
        error instanceof Error && !('status' in error)
          ? error.message
          : errorMessage(error, `Cannot pick ${label}`);
      onFeedback({ tone: 'refused', message });
    }
  };

  const lines = picks.data?.lines ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600}>Picking {transport.packageId}</Text>
        <Button variant="subtle" size="xs" onClick={onDone}>
          Another transport
        </Button>
      </Group>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <ScanInput
          ref={itemInput}
          label="Item"
          placeholder="Scan each item you take"
          onScan={(code) => void onItem(code)}
          withCamera
          style={{ flex: 1 }}
        />
        <NumberInput
          label="Units per scan"
          min={1}
          allowDecimal={false}
          value={perScan}
          onChange={setPerScan}
          w={110}
        />
      </Group>
      {picks.error ? <Text c="red">{errorMessage(picks.error, 'Failed to load the transport')}</Text> : null}
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
                    {line.batches
                      .map(
                        (b) =>
                          ` · ${b.code}${b.expiryDate ? ` (exp ${indianDay(b.expiryDate)})` : ''} × ${b.quantity}`,
                      )
                      .join('')}
                  </Text>
                </div>
                <Badge color={done ? 'green' : 'gray'} variant={done ? 'filled' : 'light'}>
                  {line.picked} of {line.quantity}
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
                onFeedback({ tone: 'ok', message: `Transport ${transport.packageId} is dispatched` });
                onDone();
              },
              onError: (error) => {
                beepRefused();
                onFeedback({ tone: 'refused', message: failureWithReason(error, 'Failed to dispatch') });
              },
            })
          }
        >
          Dispatch
        </Button>
        <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate(undefined)}>
          Start over
        </Button>
      </Group>
    </Stack>
  );
}
