import { z } from 'zod';
import { BULK_IDS_MAX, LIST_SORTS, SORT_ORDERS, type SortableList, type SortColumn } from './lists.js';
import type { FieldName, RecordName } from './messages/index.js';
import { rule } from './messages/rule.js';

/** True for text without the NUL character, which PostgreSQL text cannot hold (refused as a 400). */
export function hasNoNul(text: string): boolean {
  return !text.includes('\u0000');
}

/** Trimmed text of at most `max` characters, without NUL characters; the message names the field. */
export function zText(max: number, field: FieldName) {
  return z
    .string()
    .trim()
    .max(max, rule('field.tooLong', { field, max }))
    .refine(hasNoNul, rule('field.noNul', { field }));
}

/** A number from 0 to `max` (prices, weights, dimensions, capacities). */
export function zAmount(max: number, field: FieldName) {
  return z
    .number(rule('field.notANumber', { field }))
    .min(0, rule('field.negative', { field }))
    .max(max, rule('field.tooLarge', { field, max }));
}

/** A whole number from 0 to `max` (quantities, thresholds, days). */
export function zCount(max: number, field: FieldName) {
  return zAmount(max, field).int(rule('field.notWhole', { field }));
}

/**
 * Rupees with at most 2 decimals, at least a paisa and at most `max` (a payment, a note's change):
 * the messages name the field.
 */
export function zPaiseAmount(max: number, field: FieldName) {
  return zAmount(max, field)
    .refine((n) => Math.round(n * 100) >= 1, rule('note.amountPositive'))
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, rule('note.amountPaise'));
}

/** A page of a list: `limit` 1 to 1000 and `offset` from 0, as query strings. */
export const zPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

/** A list query: a search term and a page. */
export const zSearchPageSchema = zPageSchema.extend({ search: zText(200, 'search').optional() });

/**
 * `sort` (one of the list's columns) and `order` (asc or desc) of a list's query; either may be left
 * out (the list's default column, ascending unless the default says otherwise).
 */
export function zSortSchema<L extends SortableList>(list: L) {
  const { columns } = LIST_SORTS[list];
  return z.object({
    sort: z
      .enum(columns as unknown as readonly [SortColumn<L>, ...SortColumn<L>[]], {
        error: rule('list.sortOneOf', { columns: columns.join(', ') }),
      })
      .optional(),
    order: z.enum(SORT_ORDERS, { error: rule('list.orderAscDesc') }).optional(),
  });
}

/** Drops repeated ids (a UUID in any letter case is one id), keeping the first of each. */
function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/**
 * The body of a bulk action on `record`s (`{ ids }`): 1 to BULK_IDS_MAX ids, repeats dropped.
 * Unknown keys are a 400.
 */
export function zBulkIdsSchema(record: RecordName) {
  return z.strictObject({
    ids: z
      .array(z.uuid(rule('list.eachIdOf', { record })), rule('list.idsOf', { record }))
      .min(1, rule('list.chooseOne', { record }))
      .max(BULK_IDS_MAX, rule('list.atMostAtATime', { max: BULK_IDS_MAX, records: record }))
      .transform(distinctIds),
  });
}

/** A query's list of `record` ids: 1 to BULK_IDS_MAX UUIDs separated by commas, repeats dropped. */
export function zIdListQuerySchema(record: RecordName) {
  const message = rule('list.idsSeparatedByCommas', { record });
  return z
    .string(message)
    .transform((text) => text.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(z.uuid(message))
        .min(1, message)
        .max(BULK_IDS_MAX, rule('list.atMostAtATime', { max: BULK_IDS_MAX, records: record }))
        .transform(distinctIds),
    );
}
