import { Autocomplete, NumberInput, type AutocompleteProps, type NumberInputProps } from '@mantine/core';
import { WAGE_LIMITS } from '@godown/shared';
import { FORM_STEPS } from '../lib/form-numbers';
import { m } from '../paraglide/messages.js';

/** Shifts offered by the user and wage screens; any other text is accepted too. */
const SHIFTS = ['Morning', 'Evening', 'Night', 'General'] as const;

// Out of range stays as typed (no clamping), so the form says what is wrong instead of changing it.

/** Hours worked in a month: 0 to 744, two decimals. */
export function HoursInput(props: NumberInputProps) {
  return (
    <NumberInput
      min={0}
      max={WAGE_LIMITS.hoursMax}
      step={1}
      decimalScale={2}
      allowNegative={false}
      clampBehavior="none"
      {...props}
    />
  );
}

/** A wage per hour in rupees, two decimals, grouped the Indian way. */
export function WagePerHourInput(props: NumberInputProps) {
  return (
    <NumberInput
      label={m.common_wage_per_hour()}
      min={0}
      max={WAGE_LIMITS.wagePerHourMax}
      step={FORM_STEPS.price}
      decimalScale={2}
      allowNegative={false}
      clampBehavior="none"
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      {...props}
    />
  );
}

/** A shift: one of the usual ones, or any other text. */
export function ShiftInput(props: AutocompleteProps) {
  return (
    <Autocomplete
      label={m.common_shift()}
      placeholder={m.common_no_shift()}
      data={[...SHIFTS]}
      maxLength={WAGE_LIMITS.shiftMax}
      {...props}
    />
  );
}
