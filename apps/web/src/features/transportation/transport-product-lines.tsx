import { ActionIcon, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatNumber, formatRupees, STOCK_LIMITS, type TTransport } from '@godown/shared';
import { productOptions } from '../../api/options';
import { LabeledValue } from '../../components/labeled-value';
import { SearchSelect } from '../../components/search-select';
import { UNITS } from '../../lib/units';
import { m } from '../../paraglide/messages.js';
import { LineBatches } from './line-batches';
import { batchSummary } from './transport-cells';
import { emptyLine, type TransportFormValues } from './transport-form';

/**
 * The product lines: a product picker and a quantity each, a remove button, and "Add product"; under
 * a line, the batches it takes (chosen while pending, what left once dispatched).
 */
export function ProductLines({
  form,
  isLocked,
  transport,
}: {
  form: UseFormReturnType<TransportFormValues>;
  isLocked: boolean;
  transport: TTransport | null;
}) {
  const lines = form.values.products;
  const batchesOf = (product: string | null) =>
    transport?.products.find((line) => line.product === product)?.batches ?? [];
  return (
    <Stack gap="xs">
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.transportation_no_product_lines_yet()}
        </Text>
      ) : null}
      {lines.map((line, index) => {
        const number = index + 1;
        const batches = batchesOf(line.product);
        return (
          <Stack key={line.key} gap={2}>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SearchSelect
                label={index === 0 ? m.transportation_product() : undefined}
                aria-label={m.transportation_product_number({ number })}
                placeholder={m.transportation_search_by_name_or_sku()}
                withAsterisk={index === 0}
                disabled={isLocked}
                source={productOptions.transport}
                initialOption={line.product ? { value: line.product, label: line.label } : null}
                value={line.product}
                onChange={(value, option) => {
                  form.setFieldValue(`products.${index}.product`, value);
                  form.setFieldValue(`products.${index}.label`, option?.label ?? '');
                }}
                error={form.errors[`products.${index}.product`]}
                style={{ flex: 1, minWidth: 0 }}
              />
              <NumberInput
                label={index === 0 ? m.transportation_quantity() : undefined}
                aria-label={m.transportation_quantity_number({ number })}
                withAsterisk={index === 0}
                disabled={isLocked}
                min={1}
                max={STOCK_LIMITS.quantityMax}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                w={{ base: 96, sm: 140 }}
                {...form.getInputProps(`products.${index}.quantity`)}
              />
              {isLocked ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  // Level with the inputs, which sit under their labels on the first line.
                  mt={index === 0 ? 25 : 0}
                  aria-label={m.transportation_remove_line({ number })}
                  onClick={() => form.removeListItem('products', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
            {isLocked ? null : (
              <LineBatches
                form={form}
                index={index}
                productId={line.product}
                sourceInventoryId={form.values.sourceInventoryId}
              />
            )}
            {isLocked && batches.length > 0 ? (
              <Text size="xs" c="dimmed">
                {`${m.transportation_batches_prefix()} `}
                <Text span size="xs" ff="monospace">
                  {batchSummary(batches)}
                </Text>
              </Text>
            ) : null}
          </Stack>
        );
      })}
      {form.errors.products ? (
        <Text size="sm" c="red">
          {form.errors.products}
        </Text>
      ) : null}
      {isLocked ? null : (
        <Button
          variant="light"
          size="sm"
          w="fit-content"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('products', emptyLine(randomId()))}
        >
          {m.transportation_add_product()}
        </Button>
      )}
    </Stack>
  );
}

/** The totals the server computed from the saved lines (weight, volume, value). */
export function SavedTotals({ transport }: { transport: TTransport }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Text size="xs" c="dimmed" mb={4}>
        {m.transportation_saved_totals()}
      </Text>
      <SimpleGrid cols={3} spacing="sm">
        <LabeledValue
          label={m.transportation_total_weight()}
        >{`${formatNumber(transport.totalWeight)} ${UNITS.weight}`}</LabeledValue>
        <LabeledValue
          label={m.transportation_total_volume()}
        >{`${formatNumber(transport.totalVolume, 3)} ${UNITS.volume}`}</LabeledValue>
        <LabeledValue label={m.transportation_total_value()}>
          {formatRupees(transport.totalValue)}
        </LabeledValue>
      </SimpleGrid>
    </Paper>
  );
}
