/** Steps of the number inputs of the product, inventory and storage forms. */
export const FORM_STEPS = {
  price: 0.01,
  weight: 0.01,
  dimension: 0.1,
  coordinate: 0.000001,
  capacity: 0.01,
} as const;

/** Decimal places a coordinate is typed with: the coordinate step, 0.000001°, about 11 cm. */
export const COORDINATE_DECIMALS = 6;

/** What a Mantine NumberInput holds: a number, or a string while empty or half-typed. */
export type NumberField = number | string;

/** True when a number input holds nothing (or only spaces). */
export function isBlank(value: NumberField | null | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * A number input's value: undefined when empty, otherwise the number it holds; anything that does
 * not parse as a finite number becomes 0 (docs/domain.md#screens-and-fixed-texts, Forms).
 */
export function parseNumberField(value: NumberField | null | undefined): number | undefined {
  if (value === null || value === undefined || isBlank(value)) return undefined;
  const parsed = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A number input's value with an empty input read as 0 too. */
export function numberOrZero(value: NumberField): number {
  return parseNumberField(value) ?? 0;
}
