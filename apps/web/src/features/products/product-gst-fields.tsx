import { NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CESS_RATE_MAX } from '@godown/shared';
import { useMemo } from 'react';
import { FormSection } from '../../components/form-section';
import { gstRateOptions, uqcOptions } from '../../lib/gst';
import { m } from '../../paraglide/messages.js';
import type { ProductFormValues } from './product-payload';

/**
 * The product form's GST fields (docs/domain.md#gst-rates): a new product's rate ("18%") and cess,
 * which apply from the start of GST on, and its unit code ("KGS — Kilograms"). Editing, only the
 * unit: a stored product's rates are dated and change on its page.
 */
export function ProductGstFields({
  form,
  isEdit,
}: {
  form: UseFormReturnType<ProductFormValues>;
  isEdit: boolean;
}) {
  const units = useMemo(() => uqcOptions(), []);
  const rates = useMemo(() => gstRateOptions(), []);
  const hasRate = form.values.gstRate !== null && form.values.gstRate !== '';
  const unit = (
    <Select
      label={m.products_uqc()}
      description={m.products_uqc_hint()}
      placeholder={m.products_choose_uqc()}
      data={units}
      searchable
      clearable
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...form.getInputProps('uqc')}
    />
  );
  return (
    <>
      <FormSection label={m.products_section_gst()} />
      {isEdit ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{unit}</SimpleGrid>
          <Text size="xs" c="dimmed">
            {m.products_rates_on_page()}
          </Text>
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={m.products_gst_rate()}
            description={m.products_gst_rate_hint()}
            placeholder={m.products_not_set()}
            data={rates}
            clearable
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('gstRate')}
          />
          <NumberInput
            label={m.products_cess_percent()}
            description={m.products_cess_hint()}
            placeholder="0"
            min={0}
            max={CESS_RATE_MAX}
            step={0.5}
            decimalScale={2}
            allowNegative={false}
            disabled={!hasRate}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('cessRate')}
          />
          {unit}
        </SimpleGrid>
      )}
    </>
  );
}
