import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { failureWithReason } from '../../api/client';
import { scanCode } from '../../api/scan';
import { inventoryOptions } from '../../api/options';
import { beepOk, beepRefused } from '../../components/scanner/beep';
import { ScanInput } from '../../components/scanner/scan-input';
import { SearchSelect } from '../../components/search-select';
import { m } from '../../paraglide/messages.js';
import { GoodsScanner } from './goods-scanner';
import { ScanFeedback, type Feedback } from '../../components/scanner/scan-feedback';
import { storageUnitOf, type ScannedGoods } from '../../lib/scan-matches';
import { useReceiveMutation } from './scan-api';

interface Place {
  inventory: { id: string; name: string } | null;
  unit: { id: string; name: string } | null;
}

/**
 * Receive: new goods into the chosen inventory (and a storage unit, by scanning its shelf label):
 * scan the product or the carton, type the units, Receive. The place stays for the next carton.
 */
export function ReceiveTask() {
  const [place, setPlace] = useState<Place>({ inventory: null, unit: null });
  const [goods, setGoods] = useState<ScannedGoods | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const goodsInput = useRef<HTMLInputElement>(null);
  const receive = useReceiveMutation();

  const onShelf = async (code: string) => {
    try {
      const unit = storageUnitOf(await scanCode(code));
      if (!unit?.storageUnit || !unit.inventory) throw new Error();
      beepOk();
      setPlace({ inventory: unit.inventory, unit: { id: unit.id, name: unit.label } });
      goodsInput.current?.focus();
    } catch {
      beepRefused();
      setFeedback({ tone: 'refused', message: m.scan_code_not_a_shelf({ code }) });
    }
  };

  const submit = () => {
    if (!place.inventory || !goods) return;
    const units = Number(quantity);
    receive.mutate(
      {
        inventoryId: place.inventory.id,
        storageUnitId: place.unit?.id ?? null,
        productId: goods.product.id,
        quantity: units,
        ...(goods.batch ? { batch: goods.batch } : {}),
      },
      {
        onSuccess: () => {
          beepOk();
          const received = { units, goods: goods.label, inventory: place.inventory!.name };
          setFeedback({
            tone: 'ok',
            message: place.unit
              ? m.scan_received_into_unit({ ...received, unit: place.unit.name })
              : m.scan_received_into(received),
          });
          setGoods(null);
          setQuantity(1);
          goodsInput.current?.focus();
        },
        onError: (error) => {
          beepRefused();
          setFeedback({ tone: 'refused', message: failureWithReason(error, m.scan_receive_failed()) });
        },
      },
    );
  };

  const needsBatch = goods?.product.hasBatches && !goods.batch?.code;
  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <SearchSelect
            label={m.scan_into_inventory()}
            placeholder={m.scan_choose_inventory()}
            source={inventoryOptions}
            value={place.inventory?.id ?? null}
            onChange={(value, option) =>
              setPlace({ inventory: value && option ? { id: value, name: option.label } : null, unit: null })
            }
            initialOption={
              place.inventory ? { value: place.inventory.id, label: place.inventory.name } : null
            }
            key={place.inventory?.id ?? 'none'}
          />
          <ScanInput
            label={m.scan_shelf_optional()}
            placeholder={m.scan_scan_shelf_label()}
            onScan={(code) => void onShelf(code)}
            withCamera
          />
          {place.unit ? (
            <Group justify="space-between">
              <Text size="sm">{m.scan_put_away_into({ unit: place.unit.name })}</Text>
              <Button variant="subtle" size="xs" onClick={() => setPlace({ ...place, unit: null })}>
                {m.scan_no_shelf()}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      <GoodsScanner
        ref={goodsInput}
        goods={goods}
        onGoods={setGoods}
        onFeedback={setFeedback}
        batchEditable
      />
      <NumberInput
        label={m.scan_units()}
        min={1}
        allowDecimal={false}
        value={quantity}
        onChange={setQuantity}
      />
      <Button
        size="md"
        onClick={submit}
        loading={receive.isPending}
        disabled={!place.inventory || !goods || needsBatch || !(Number(quantity) >= 1)}
      >
        {m.scan_receive()}
      </Button>
      <ScanFeedback feedback={feedback} />
    </Stack>
  );
}
