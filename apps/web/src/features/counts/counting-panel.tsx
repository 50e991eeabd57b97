import { Button, Group, Modal, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { formatNumber, STOCK_LIMITS, type TCount, type TScanAnswer, type TScanMatch } from '@godown/shared';
import { useRef, useState } from 'react';
import { errorMessage, failureWithReason } from '../../api/client';
import { scanCode } from '../../api/scan';
import { calendarDateOrDash } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { beepOk, beepRefused } from '../../components/scanner/beep';
import { ScanInput } from '../../components/scanner/scan-input';
import { m } from '../../paraglide/messages.js';
import { useCountBatchesQuery, useCountEntry } from './counts-api';
import {
  batchTarget,
  countedMessage,
  entryBody,
  outcomeOfMatch,
  outcomeOfScan,
  targetName,
  unbatchedTarget,
  unitsPerScan,
  type CountTarget,
  type ScannedProduct,
  type ScanOutcome,
} from './counts-scan';

/** The answer to the last scan: the green line of what was counted, or the red one of why not. */
interface Feedback {
  tone: 'ok' | 'refused';
  message: string;
}

/** A scan waiting for the counter to say which batch, or which of several things, it meant. */
type Question =
  | { kind: 'batch'; scan: number; quantity: number; product: ScannedProduct }
  | { kind: 'match'; scan: number; quantity: number; matches: TScanMatch[]; gs1: TScanAnswer['gs1'] };

/**
 * Counting an open count, made for a phone at the rack: the scan box (a USB or Bluetooth scanner
 * types a code and Enter; the camera on a phone) and the units each scan adds. A product, batch or
 * carton scanned adds its units to its line; a product held by batch asks which batch. Every scan
 * is answered by a beep and a line: green with what the line holds now, red with why not.
 */
export function CountingPanel({ count }: { count: TCount }) {
  const entry = useCountEntry(count.id);
  const [units, setUnits] = useState<number | string>(1);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const scanBox = useRef<HTMLInputElement>(null);
  // A scanner may send codes faster than the answers come back: each scan is numbered, and a line
  // never replaces the answer to a later scan.
  const scans = useRef(0);
  const shown = useRef(0);

  const show = (scan: number, next: Feedback) => {
    if (scan < shown.current) return;
    shown.current = scan;
    setFeedback(next);
  };
  const refuse = (scan: number, message: string) => {
    beepRefused();
    show(scan, { tone: 'refused', message });
  };

  const record = async (scan: number, target: CountTarget, quantity: number) => {
    try {
      const line = await entry.mutateAsync(entryBody(target, quantity));
      beepOk();
      show(scan, { tone: 'ok', message: countedMessage(quantity, target, line.counted) });
    } catch (error) {
      refuse(
        scan,
        failureWithReason(
          error,
          m.counts_target_not_counted({ target: targetName(target.productName, target.batchCode) }),
        ),
      );
    }
  };

  const follow = (scan: number, outcome: ScanOutcome, quantity: number, gs1: TScanAnswer['gs1']) => {
    switch (outcome.kind) {
      case 'count':
        return record(scan, outcome.target, quantity);
      case 'refused':
        return refuse(scan, outcome.message);
      case 'askBatch':
        return setQuestion({ kind: 'batch', scan, quantity, product: outcome.product });
      case 'choose':
        return setQuestion({ kind: 'match', scan, quantity, matches: outcome.matches, gs1 });
    }
  };

  const onScan = async (code: string) => {
    const scan = ++scans.current;
    // The units a scan adds are those set when it was scanned, not when its answer came.
    const quantity = unitsPerScan(units);
    // Asked every time, not remembered: a carton scanned meanwhile may have given the product its
    // first batch, and its next scan must then ask which batch.
    let answer: TScanAnswer;
    try {
      answer = await scanCode(code);
    } catch (error) {
      refuse(
        scan,
        errorMessage(error, m.counts_scan_nothing_matches({ code }), m.counts_scan_lookup_failed()),
      );
      return;
    }
    await follow(scan, outcomeOfScan(answer), quantity, answer.gs1);
  };

  const closeQuestion = () => {
    setQuestion(null);
    // Back to the scan box, ready for the next code.
    window.requestAnimationFrame(() => scanBox.current?.focus());
  };
  const answerWith = (outcome: ScanOutcome) => {
    if (!question) return;
    const { scan, quantity } = question;
    const gs1 = question.kind === 'match' ? question.gs1 : null;
    closeQuestion();
    void follow(scan, outcome, quantity, gs1);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={m.counts_counting()}>
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <ScanInput
            ref={scanBox}
            label={m.counts_scan_to_count()}
            withCamera
            autoFocus
            onScan={(code) => void onScan(code)}
            style={{ flex: '1 1 180px', minWidth: 0 }}
          />
          <NumberInput
            label={m.counts_units_per_scan()}
            value={units}
            onChange={setUnits}
            min={1}
            max={STOCK_LIMITS.quantityMax}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            w={104}
          />
        </Group>
        <ScanFeedback feedback={feedback} />
        <Text size="xs" c="dimmed">
          {m.counts_scanning_explained()}
        </Text>
      </Stack>
      <Modal
        opened={question !== null}
        onClose={closeQuestion}
        title={
          question?.kind === 'batch'
            ? m.counts_which_batch_of({ product: question.product.productName })
            : m.counts_which_one()
        }
      >
        {question?.kind === 'batch' ? (
          <BatchChoices
            product={question.product}
            inventoryId={count.inventory?.id ?? null}
            quantity={question.quantity}
            onChoose={(target) => answerWith({ kind: 'count', target })}
          />
        ) : null}
        {question?.kind === 'match' ? (
          <Stack gap="xs">
            <Text size="sm">{m.counts_code_names_several()}</Text>
            {question.matches.map((match) => (
              <Button
                key={`${match.kind}:${match.id}`}
                variant="default"
                justify="flex-start"
                onClick={() => answerWith(outcomeOfMatch(match, question.gs1))}
              >
                {match.label}
              </Button>
            ))}
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}

/** The answer to the last scan, in green or red with its icon; read out by screen readers. */
function ScanFeedback({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  const isOk = feedback.tone === 'ok';
  const Icon = isOk ? IconCircleCheck : IconAlertCircle;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="flex-start"
      role={isOk ? 'status' : 'alert'}
      aria-label={m.counts_last_scan()}
      c={isOk ? 'green.8' : 'red.7'}
    >
      <Icon size={18} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {feedback.message}
      </Text>
    </Group>
  );
}

/**
 * The batches of a product held by batch, those this inventory holds first, and its units without
 * a batch: the counter picks the one the scanned units belong to.
 */
function BatchChoices({
  product,
  inventoryId,
  quantity,
  onChoose,
}: {
  product: ScannedProduct;
  inventoryId: string | null;
  quantity: number;
  onChoose: (target: CountTarget) => void;
}) {
  const batches = useCountBatchesQuery(product.id);
  if (batches.isPending) return <LoadingLine label={m.counts_loading_batches()} />;
  if (batches.isError) return <ErrorLine message={m.counts_fetch_batches_failed()} />;
  const here = (batch: (typeof batches.data.batches)[number]) =>
    batch.inventories.find((inventory) => inventory.id === inventoryId)?.quantity ?? 0;
  const sorted = [...batches.data.batches].sort((a, b) => Number(here(b) > 0) - Number(here(a) > 0));
  return (
    <Stack gap="xs">
      <Text size="sm">
        {quantity === 1
          ? m.counts_code_names_no_batch_one({ count: formatNumber(quantity, 0) })
          : m.counts_code_names_no_batch_other({ count: formatNumber(quantity, 0) })}
      </Text>
      {sorted.map((batch) => (
        <Button
          key={batch.id}
          variant="default"
          justify="space-between"
          fullWidth
          onClick={() => onChoose(batchTarget(product, batch))}
          rightSection={
            <Text span size="xs" c="dimmed">
              {here(batch) > 0
                ? m.counts_units_here({ count: formatNumber(here(batch), 0) })
                : m.counts_none_here()}
            </Text>
          }
        >
          <Text span size="sm" ff="monospace" fw={600}>
            {batch.code}
          </Text>
          <Text span size="xs" c="dimmed" ml="xs">
            {m.counts_expiry_short({ date: calendarDateOrDash(batch.expiryDate) })}
          </Text>
        </Button>
      ))}
      <Button variant="light" fullWidth onClick={() => onChoose(unbatchedTarget(product))}>
        {m.counts_units_without_batch()}
      </Button>
      <Text size="xs" c="dimmed">
        {m.counts_scan_batch_code_instead()}
      </Text>
    </Stack>
  );
}
