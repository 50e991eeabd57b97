import { zTaxRateByHsnSchema, type TTaxRateByHsn } from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import {
  EMPTY_TAX_RATE_VALUES,
  taxRateFormErrors,
  toTaxRateBody,
  type TaxRateFormValues,
} from '../../lib/tax-rate-form';

// Change GST rate by HSN (docs/domain.md#gst-rates): as a rate notification changes a chapter or a
// heading at once, an admin gives every product whose HSN code starts with the digits typed a rate
// from a day on.

/** The form as typed: the HSN code's first digits and the dated rate. */
export interface HsnRateFormValues extends TaxRateFormValues {
  hsnPrefix: string;
}

export const EMPTY_HSN_RATE_VALUES: HsnRateFormValues = { hsnPrefix: '', ...EMPTY_TAX_RATE_VALUES };

/** The body of `POST /tax-rates/by-hsn`: the digits (spaces dropped) and the dated rate. */
export function toHsnRateBody(values: HsnRateFormValues): TTaxRateByHsn {
  return { hsnPrefix: values.hsnPrefix.replace(/\s/g, ''), ...toTaxRateBody(values) };
}

/** Field errors of the form: the shared rules on its body, and the dated rate's own. */
export function hsnRateFormErrors(values: HsnRateFormValues): Record<string, string> {
  return { ...schemaErrors(zTaxRateByHsnSchema, toHsnRateBody(values)), ...taxRateFormErrors(values) };
}
