import { zTaxRateInputSchema, type TTaxRateInput } from '@godown/shared';
import { m } from '../paraglide/messages.js';
import { schemaErrors } from './form-errors';
import { parseNumberField, type NumberField } from './form-numbers';

// A GST rate from a day on, as typed (docs/domain.md#gst-rates): a product's scheduled rate, and the
// rate an admin gives every product of an HSN heading at once.

/** A dated rate as typed: the day it takes effect, the rate chosen (as its Select value) and the cess. */
export interface TaxRateFormValues {
  /** YYYY-MM-DD, or null until chosen. */
  effectiveFrom: string | null;
  /** One of GST_RATES as text ("18"), or null until chosen. */
  gstRate: string | null;
  /** A percentage; empty for none. */
  cessRate: NumberField;
}

export const EMPTY_TAX_RATE_VALUES: TaxRateFormValues = { effectiveFrom: null, gstRate: null, cessRate: '' };

/**
 * The dated rate as a body takes it: the day, the rate as a number, the cess when given (none: the
 * server's 0). A missing day or rate is sent empty, which the rules refuse.
 */
export function toTaxRateBody(values: TaxRateFormValues): TTaxRateInput {
  const body: TTaxRateInput = {
    effectiveFrom: values.effectiveFrom?.slice(0, 10) ?? '',
    gstRate: values.gstRate === null ? Number.NaN : Number(values.gstRate),
  };
  const cess = parseNumberField(values.cessRate);
  if (cess !== undefined) body.cessRate = cess;
  return body;
}

/** Field errors of a dated rate: the shared rules on its body, and a day and a rate asked for in words. */
export function taxRateFormErrors(values: TaxRateFormValues): Record<string, string> {
  const errors = schemaErrors(zTaxRateInputSchema, toTaxRateBody(values));
  if (!values.effectiveFrom) errors.effectiveFrom = m.common_choose_rate_date();
  if (values.gstRate === null) errors.gstRate = m.common_choose_gst_rate();
  return errors;
}
