import {
  PRICING_MESSAGES,
  zSchemeCreateSchema,
  zSchemeUpdateSchema,
  type SchemeKind,
  type TScheme,
  type TSchemeCreate,
  type TSchemeUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { numberOrZero, type NumberField } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

// The scheme form's rules (docs/domain.md#price-lists-and-schemes): a new scheme is buy N get M
// free (of the same product or another) or a percentage off an order from a value; once made, only
// its name, dates and active flag change (its terms are fixed, so an order priced under it stays
// explainable).

/** The scheme form as typed: both kinds' terms, of which the chosen kind's are sent. */
export interface SchemeFormValues {
  kind: SchemeKind;
  name: string;
  product: string | null;
  buyQuantity: NumberField;
  /** The product given free; null: the same product. */
  freeProduct: string | null;
  freeQuantity: NumberField;
  /** Rupees. */
  minOrderValue: NumberField;
  discountPercent: NumberField;
  /** YYYY-MM-DD, or null for an open end. */
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
}

export const EMPTY_SCHEME_VALUES: SchemeFormValues = {
  kind: 'freeQuantity',
  name: '',
  product: null,
  buyQuantity: '',
  freeProduct: null,
  freeQuantity: 1,
  minOrderValue: '',
  discountPercent: '',
  validFrom: null,
  validTo: null,
  active: true,
};

/** The form filled in with a scheme, to edit (its terms shown, not sent). */
export function valuesFromScheme(scheme: TScheme): SchemeFormValues {
  return {
    kind: scheme.kind,
    name: scheme.name,
    product: scheme.product?.id ?? null,
    buyQuantity: scheme.buyQuantity ?? '',
    freeProduct: scheme.freeProduct?.id ?? null,
    freeQuantity: scheme.freeQuantity ?? '',
    minOrderValue: scheme.minOrderValue ?? '',
    discountPercent: scheme.discountPercent ?? '',
    validFrom: scheme.validFrom,
    validTo: scheme.validTo,
    active: scheme.active,
  };
}

/**
 * The body of `POST /schemes`: the trimmed name, the dates (open ends left out), active, and the
 * chosen kind's terms (an empty number reads as 0, which the rules refuse); a free product that is
 * the bought one is sent as none.
 */
export function toSchemeCreateBody(values: SchemeFormValues): TSchemeCreate {
  const common = {
    name: values.name.trim(),
    active: values.active,
    ...(values.validFrom ? { validFrom: values.validFrom } : {}),
    ...(values.validTo ? { validTo: values.validTo } : {}),
  };
  if (values.kind === 'orderDiscount') {
    return {
      kind: 'orderDiscount',
      ...common,
      minOrderValue: numberOrZero(values.minOrderValue),
      discountPercent: numberOrZero(values.discountPercent),
    };
  }
  const isSameProduct = values.freeProduct === null || values.freeProduct === values.product;
  return {
    kind: 'freeQuantity',
    ...common,
    product: values.product ?? '',
    buyQuantity: numberOrZero(values.buyQuantity),
    freeProduct: isSameProduct ? null : values.freeProduct,
    freeQuantity: numberOrZero(values.freeQuantity),
  };
}

/** The body of `PUT /schemes/{id}`: its name, dates (an emptied one null) and active flag. */
export function toSchemeUpdateBody(values: SchemeFormValues): TSchemeUpdate {
  return {
    name: values.name.trim(),
    active: values.active,
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
  };
}

/** Field errors of the form: the shared rules on the body it would send, and a product to buy. */
export function schemeFormErrors(values: SchemeFormValues, mode: 'create' | 'edit'): Record<string, string> {
  const errors =
    mode === 'create'
      ? schemaErrors(zSchemeCreateSchema, toSchemeCreateBody(values))
      : schemaErrors(zSchemeUpdateSchema, toSchemeUpdateBody(values));
  if (values.name.trim() === '') errors.name = localizeText(PRICING_MESSAGES.nameRequired);
  if (mode === 'create' && values.kind === 'freeQuantity' && !values.product) {
    errors.product = m.pricing_choose_product();
  }
  return errors;
}
