import { NumberInput, type NumberInputProps } from '@mantine/core';
import { FORM_STEPS } from '../lib/form-numbers';

/** A weight or volume input (kg, m³): 0 or more, two decimals, thousands separated. */
export function AmountInput(props: NumberInputProps) {
  return <NumberInput min={0} step={FORM_STEPS.capacity} decimalScale={2} thousandSeparator="," {...props} />;
}
