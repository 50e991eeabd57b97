import { useState } from 'react';
import { Box, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconStack2 } from '@tabler/icons-react';
import { formatNumber, STOCK_LIMITS } from '@godown/shared';
import { ExpiryBadge } from '../../components/expiry-badge';
import { numberOrZero } from '../../lib/form-numbers';
import { m } from '../../paraglide/messages.js';
import type { BatchChoice, TransportFormValues } from './transport-form';
import { useLineBatchesQuery } from './transportation-api';

/**
 * Which batches a pending transfer's line takes from its source (docs/domain.md#batches-and-expiry):
 * the product's batches held there, earliest expiry first, each with the units to take from it. The
 * units not chosen leave first-expiry-first-out when the transport is dispatched. Shown only for a
 * product with batches in the source inventory; folded away until the user asks to choose.
 */
export function LineBatches({
  form,
  index,
  productId,
  sourceInventoryId,
}: {
  form: UseFormReturnType<TransportFormValues>;
  index: number;
  productId: string | null;
  sourceInventoryId: string | null;
}) {
  const line = form.values.products[index];
  const [isOpen, setOpen] = useState(false);
  const batches = useLineBatchesQuery(sourceInventoryId ? productId : null);
  if (!line || !sourceInventoryId || !batches.data) return null;
  const held = batches.data.batches
    .map((batch) => ({
      batch,
      units: batch.inventories.find((inventory) => inventory.id === sourceInventoryId)?.quantity ?? 0,
    }))
    .filter((entry) => entry.units > 0);
  if (held.length === 0) return null;

  const number = index + 1;
  const chosen = new Map(line.batches.map((choice) => [choice.batch, choice]));
  const chosenUnits = line.batches.reduce((sum, choice) => sum + numberOrZero(choice.quantity), 0);
  if (!isOpen && chosenUnits === 0) {
    return (
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {m.transportation_fefo_unless_chosen()}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconStack2 size={14} />}
          onClick={() => setOpen(true)}
          aria-label={m.transportation_choose_batches_for_line({ number })}
        >
          {m.transportation_choose_batches()}
        </Button>
      </Group>
    );
  }

  const setUnits = (batch: string, code: string, quantity: BatchChoice['quantity']) => {
    const others = line.batches.filter((choice) => choice.batch !== batch);
    form.setFieldValue(`products.${index}.batches`, [...others, { batch, code, quantity }]);
  };
  return (
    <Stack gap={4} role="group" aria-label={m.transportation_batches_of_line({ number })}>
      <Text size="xs" c="dimmed">
        {m.transportation_units_per_batch_hint()}
      </Text>
      {held.map(({ batch, units }) => (
        <Group key={batch.id} gap="sm" wrap="wrap">
          {/* Fixed widths, so the inputs of the batches line up under each other. */}
          <Text size="sm" ff="monospace" w={170} truncate="end" title={batch.code}>
            {batch.code}
          </Text>
          <Box w={140}>
            <ExpiryBadge daysToExpiry={batch.daysToExpiry} warningDays={batches.data.warningDays} size="sm" />
          </Box>
          <Text size="xs" c="dimmed" w={90}>
            {m.transportation_units_held_here({ count: formatNumber(units, 0) })}
          </Text>
          <NumberInput
            aria-label={m.transportation_units_of_batch({ code: batch.code, number })}
            size="xs"
            w={110}
            min={0}
            max={Math.min(units, STOCK_LIMITS.quantityMax)}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            placeholder="0"
            value={chosen.get(batch.id)?.quantity ?? ''}
            onChange={(value) => setUnits(batch.id, batch.code, value)}
          />
        </Group>
      ))}
      {form.errors[`products.${index}.batches`] ? (
        <Text size="xs" c="red">
          {form.errors[`products.${index}.batches`]}
        </Text>
      ) : null}
    </Stack>
  );
}
