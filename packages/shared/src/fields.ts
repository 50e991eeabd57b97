import { z } from 'zod';

/** True for text without the NUL character, which PostgreSQL text cannot hold (refused as a 400). */
export function hasNoNul(text: string): boolean {
  return !text.includes('\u0000');
}

/** Trimmed text of at most `max` characters, without NUL characters; the message names the field. */
export function zText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, `${label} must not contain NUL characters`);
}

/** A number from 0 to `max` (prices, weights, dimensions, capacities). */
export function zAmount(max: number, label: string) {
  return z
    .number(`${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')}`);
}

/** A whole number from 0 to `max` (quantities, thresholds, days). */
export function zCount(max: number, label: string) {
  return zAmount(max, label).int(`${label} must be a whole number`);
}

/** A page of a list: `limit` 1 to 1000 and `offset` from 0, as query strings. */
export const zPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

/** A list query: a search term and a page. */
export const zSearchPageSchema = zPageSchema.extend({ search: zText(200, 'Search').optional() });
