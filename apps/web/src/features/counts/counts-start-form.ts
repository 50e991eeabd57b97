import { zCountCreateSchema, type CountScope, type TCountCreate } from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { m } from '../../paraglide/messages.js';

/** The Start count form as filled in. */
export interface StartCountValues {
  inventoryId: string | null;
  scope: CountScope;
  /** Kept while another scope is chosen, so going back to it keeps the choice; sent only for its scope. */
  category: string | null;
  storageUnitId: string | null;
  note: string;
}

/** The form opens on a count of the whole inventory. */
export const EMPTY_START_COUNT: StartCountValues = {
  inventoryId: null,
  scope: 'inventory',
  category: null,
  storageUnitId: null,
  note: '',
};

/**
 * The body of `POST /counts`: the inventory and scope; the category or storage unit only for the
 * scope that takes it (the server refuses one sent with another scope); the note trimmed, when any.
 */
export function toStartCountBody(values: StartCountValues): TCountCreate {
  const body: TCountCreate = { inventoryId: values.inventoryId ?? '', scope: values.scope };
  if (values.scope === 'category' && values.category) body.category = values.category;
  if (values.scope === 'storageUnit' && values.storageUnitId) body.storageUnitId = values.storageUnitId;
  const note = values.note.trim();
  if (note) body.note = note;
  return body;
}

/** Field errors by the shared count rules (a category or a storage unit for those scopes), and an inventory. */
export function startCountErrors(values: StartCountValues): Record<string, string> {
  const errors = schemaErrors(zCountCreateSchema, toStartCountBody(values));
  // The schema's own message names an id, which a person never typed.
  if (!values.inventoryId) errors.inventoryId = m.counts_choose_inventory_to_count();
  return errors;
}
