import type { NoteKind, NoteReason } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

// What the note screens say of a credit or debit note, written once.

/** "Credit note" or "Debit note". */
export function noteKindLabel(kind: NoteKind): string {
  return kind === 'credit' ? m.notes_kind_credit() : m.notes_kind_debit();
}

/** Why a note was made: goods returned, a price difference, or another reason. */
export function noteReasonLabel(reason: NoteReason): string {
  switch (reason) {
    case 'return':
      return m.notes_reason_return();
    case 'priceDifference':
      return m.notes_reason_price_difference();
    case 'other':
      return m.notes_reason_other();
  }
}
