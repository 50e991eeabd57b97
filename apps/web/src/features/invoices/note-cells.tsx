import { Badge } from '@mantine/core';
import type { NoteKind, TNoteSummary } from '@godown/shared';
import { DocumentNumberLink } from '../../components/record-links';
import { invoiceNotePath, invoicePath } from '../../lib/paths';
import { noteKindLabel } from './note-words';

// What the note list, an invoice's notes and a note's page show of a note, written once.

/** The note's kind: a credit note in grape (value off), a debit note in orange (value on). */
export function NoteKindBadge({ kind }: { kind: NoteKind }) {
  return (
    <Badge
      variant="light"
      color={kind === 'credit' ? 'grape' : 'orange'}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {noteKindLabel(kind)}
    </Badge>
  );
}

/** The note's number, linking to its page. */
export function NoteNumber({ note }: { note: Pick<TNoteSummary, 'id' | 'number'> }) {
  return <DocumentNumberLink to={invoiceNotePath(note.id)}>{note.number}</DocumentNumberLink>;
}

/** The invoice a note is against, linking to its page. */
export function NoteInvoice({ invoice }: { invoice: TNoteSummary['invoice'] }) {
  return <DocumentNumberLink to={invoicePath(invoice.id)}>{invoice.number}</DocumentNumberLink>;
}
