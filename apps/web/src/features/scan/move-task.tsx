import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
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
import { useMoveMutation } from './scan-api';

interface Place {
  inventory: { id: string; name: string } | null;
  unit: { id: string; name: string } | null;
}
const NOWHERE: Place = { inventory: null, unit: null };
const placeName = (place: Place) =>
  place.inventory ? `${place.inventory.name}${place.unit ? ` (${place.unit.name})` : ''}` : '';

/** One end of a move: an inventory chosen, or a storage unit by its shelf label. */
function PlaceChooser({
  label,
  place,
  onPlace,
  onFeedback,
}: {
  label: string;
  place: Place;
  onPlace: (place: Place) => void;
  onFeedback: (feedback: Feedback) => void;
}) {
  const onShelf = async (code: string) => {
    try {
      const unit = storageUnitOf(await scanCode(code));
      if (!unit?.inventory) throw new Error();
      beepOk();
      onPlace({ inventory: unit.inventory, unit: { id: unit.id, name: unit.label } });
    } catch {
      beepRefused();
      onFeedback({ tone: 'refused', message: m.scan_code_not_a_shelf({ code }) });
    }
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Text fw={600}>{label}</Text>
        <ScanInput
          aria-label={m.scan_place_shelf({ place: label })}
          placeholder={m.scan_scan_shelf_label()}
          onScan={(code) => void onShelf(code)}
          withCamera
        />
        <SearchSelect
          aria-label={m.scan_place_inventory({ place: label })}
          placeholder={m.scan_or_choose_inventory()}
          source={inventoryOptions}
          value={place.inventory?.id ?? null}
          onChange={(value, option) =>
            onPlace({ inventory: value && option ? { id: value, name: option.label } : null, unit: null })
          }
          initialOption={place.inventory ? { value: place.inventory.id, label: place.inventory.name } : null}
          key={`${place.inventory?.id ?? 'none'}:${place.unit?.id ?? ''}`}
        />
        {place.inventory ? (
          <Text size="sm">
            {place.unit ? placeName(place) : m.scan_place_in_no_storage_unit({ place: placeName(place) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Move: units from a shelf (or an inventory) to another shelf or inventory, ledgered as moved. */
export function MoveTask() {
  const [from, setFrom] = useState<Place>(NOWHERE);
  const [to, setTo] = useState<Place>(NOWHERE);
  const [goods, setGoods] = useState<ScannedGoods | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const move = useMoveMutation();

  const submit = () => {
    if (!from.inventory || !to.inventory || !goods) return;
    const units = Number(quantity);
    move.mutate(
      {
        productId: goods.product.id,
        batchId: goods.batchId,
        quantity: units,
        from: { inventoryId: from.inventory.id, storageUnitId: from.unit?.id ?? null },
        to: { inventoryId: to.inventory.id, storageUnitId: to.unit?.id ?? null },
      },
      {
        onSuccess: () => {
          beepOk();
          setFeedback({
            tone: 'ok',
            message: m.scan_moved({ units, goods: goods.label, from: placeName(from), to: placeName(to) }),
          });
          setGoods(null);
        },
        onError: (error) => {
          beepRefused();
          setFeedback({ tone: 'refused', message: failureWithReason(error, m.scan_move_failed()) });
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <PlaceChooser label={m.scan_from()} place={from} onPlace={setFrom} onFeedback={setFeedback} />
      <GoodsScanner goods={goods} onGoods={setGoods} onFeedback={setFeedback} />
      <NumberInput
        label={m.scan_units()}
        min={1}
        allowDecimal={false}
        value={quantity}
        onChange={setQuantity}
      />
      <PlaceChooser label={m.scan_to()} place={to} onPlace={setTo} onFeedback={setFeedback} />
      <Group>
        <Button
          size="md"
          onClick={submit}
          loading={move.isPending}
          disabled={!from.inventory || !to.inventory || !goods}
        >
          {m.scan_move()}
        </Button>
      </Group>
      <ScanFeedback feedback={feedback} />
    </Stack>
  );
}
