import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { TBatchInput } from '@godown/shared';
import { forwardRef } from 'react';
import { errorMessage } from '../../api/client';
import { scanCode } from '../../api/scan';
import { beepOk, beepRefused } from '../../components/scanner/beep';
import { ScanInput } from '../../components/scanner/scan-input';
import { DateField } from '../../components/date-field';
import { m } from '../../paraglide/messages.js';
import { goodsOf, type ScannedGoods } from '../../lib/scan-matches';
import type { Feedback } from '../../components/scanner/scan-feedback';

interface GoodsScannerProps {
  goods: ScannedGoods | null;
  onGoods: (goods: ScannedGoods | null) => void;
  onFeedback: (feedback: Feedback) => void;
  /** Let the user type a batch when the code carried none (receiving a batched product). */
  batchEditable?: boolean;
  label?: string;
}

/**
 * The goods of a task: scan a product's barcode or a carton's GS1 code; the chosen goods show
 * underneath, with their batch (typed when the code carried none and the task allows it).
 */
export const GoodsScanner = forwardRef<HTMLInputElement, GoodsScannerProps>(function GoodsScanner(
  { goods, onGoods, onFeedback, batchEditable = false, label = m.scan_product_or_carton() },
  ref,
) {
  const onScan = async (code: string) => {
    try {
      const found = goodsOf(await scanCode(code));
      if (!found) throw new Error(m.scan_code_not_a_product({ code }));
      beepOk();
      onGoods(found);
    } catch (error) {
      beepRefused();
      onFeedback({
        tone: 'refused',
        message:
          error instanceof Error && !('status' in error)
            ? error.message
            : errorMessage(error, m.scan_nothing_matches_code({ code })),
      });
    }
  };
  const setBatch = (batch: TBatchInput | null) => goods && onGoods({ ...goods, batchId: null, batch });
  return (
    <Stack gap="xs">
      <ScanInput ref={ref} label={label} onScan={(code) => void onScan(code)} withCamera />
      {goods ? (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>{goods.label}</Text>
              <Text size="sm" c="dimmed">
                {[
                  goods.product.sku && `SKU ${goods.product.sku}`,
                  goods.product.gtin && `GTIN ${goods.product.gtin}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
            <Button variant="subtle" size="xs" onClick={() => onGoods(null)} style={{ flexShrink: 0 }}>
              {m.scan_clear()}
            </Button>
          </Group>
          {batchEditable && !goods.batchId && (goods.product.hasBatches || goods.batch) ? (
            <Group grow mt="xs" align="flex-start">
              <TextInput
                label={m.scan_batch()}
                required={goods.product.hasBatches}
                value={goods.batch?.code ?? ''}
                onChange={(event) => {
                  const code = event.currentTarget.value;
                  setBatch(code ? { ...(goods.batch ?? {}), code } : null);
                }}
              />
              <DateField
                label={m.scan_expiry()}
                value={goods.batch?.expiryDate ?? null}
                onChange={(value) =>
                  goods.batch &&
                  setBatch({ ...goods.batch, expiryDate: value ? String(value).slice(0, 10) : null })
                }
                disabled={!goods.batch}
              />
            </Group>
          ) : null}
        </Paper>
      ) : null}
    </Stack>
  );
});
