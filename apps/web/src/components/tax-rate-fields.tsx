import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CESS_RATE_MAX } from '@godown/shared';
import { gstRateOptions } from '../lib/gst';
import type { TaxRateFormValues } from '../lib/tax-rate-form';
import { m } from '../paraglide/messages.js';
import { DateField } from './date-field';

/**
 * The fields of a GST rate from a day on (docs/domain.md#gst-rates): the day, the rate (one of GST's,
 * shown "18%") and the cess, side by side where there is room. Any form holding a dated rate.
 */
export function TaxRateFields<T extends TaxRateFormValues>({ form }: { form: UseFormReturnType<T> }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <DateField
        label={m.common_rate_from()}
        withAsterisk
        clearable={false}
        {...form.getInputProps('effectiveFrom')}
      />
      <Select
        label={m.common_gst_rate()}
        placeholder={m.common_choose()}
        withAsterisk
        data={gstRateOptions()}
        allowDeselect={false}
        {...form.getInputProps('gstRate')}
      />
      <NumberInput
        label={m.common_cess_percent()}
        placeholder="0"
        min={0}
        max={CESS_RATE_MAX}
        step={0.5}
        decimalScale={2}
        allowNegative={false}
        {...form.getInputProps('cessRate')}
      />
    </SimpleGrid>
  );
}
