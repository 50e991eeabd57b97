import { Text } from '@mantine/core';
import { formatNumber } from '@godown/shared';
import { SectionCard } from '../../components/section-card';
import { m } from '../../paraglide/messages.js';
import { useInvoiceNotesQuery } from './notes-api';
import { NotesTable } from './notes-table';

/** The credit and debit notes against an invoice, the latest first, each linking to its page. */
export function InvoiceNotesSection({ invoiceId }: { invoiceId: string }) {
  const notes = useInvoiceNotesQuery(invoiceId);
  const total = notes.data?.total ?? 0;
  return (
    <SectionCard
      title={m.notes_of_invoice()}
      gap="sm"
      aside={
        notes.data ? (
          <Text size="sm" c="dimmed">
            {m.notes_count({ count: formatNumber(total, 0) })}
          </Text>
        ) : null
      }
    >
      <NotesTable
        notes={notes.data?.notes}
        isOfInvoice
        isLoading={notes.isPending}
        loadingLabel={m.notes_loading_notes()}
        errors={[notes.isError ? m.notes_fetch_notes_failed() : null]}
        isEmpty={total === 0}
        empty={
          <Text size="sm" c="dimmed">
            {m.notes_none_of_invoice()}
          </Text>
        }
        isStale={false}
      />
    </SectionCard>
  );
}
