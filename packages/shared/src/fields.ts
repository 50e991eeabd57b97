import { z } from 'zod';
import { BULK_IDS_MAX } from './constants.js';
import { LIST_SORTS, SORT_ORDERS, type SortableList, type SortColumn } from './lists.js';

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

/**
 * `sort` (one of the list's columns) and `order` (asc or desc) of a list's query; either may be left
 * out (the list's default column, ascending unless the default says otherwise).
 */
export function zSortSchema<L extends SortableList>(list: L) {
  const { columns } = LIST_SORTS[list];
  return z.object({
    sort: z
      .enum(columns as unknown as readonly [SortColumn<L>, ...SortColumn<L>[]], {
        error: `Sort must be one of: ${columns.join(', ')}`,
      })
      .optional(),
    order: z.enum(SORT_ORDERS, { error: 'Order must be asc or desc' }).optional(),
  });
}

/** Drops repeated ids (a UUID in any letter case is one id), keeping the first of each. */
function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/**
 * The body of a bulk action on `label`s (`{ ids }`): 1 to BULK_IDS_MAX ids, repeats dropped.
 * Unknown keys are a 400.
 */
export function zBulkIdsSchema(label: string) {
  return z.strictObject({
    ids: z
      .array(z.uuid(`Each id must be a ${label} id`), `Ids must be a list of ${label} ids`)
      .min(1, `Choose at least one ${label}`)
      .max(BULK_IDS_MAX, `At most ${BULK_IDS_MAX} ${label}s at a time`)
      .transform(distinctIds),
  });
}

/** A query's list of `label` ids: 1 to BULK_IDS_MAX UUIDs separated by commas, repeats dropped. */
export function zIdListQuerySchema(label: string) {
  const message = `Ids must be ${label} ids separated by commas`;
  return z
    .string(message)
    .transform((text) => text.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(z.uuid(message))
        .min(1, message)
        .max(BULK_IDS_MAX, `At most ${BULK_IDS_MAX} ${label}s at a time`)
        .transform(distinctIds),
    );
}
