import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileDollar, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import type { TNote } from '@godown/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { failureWithReason } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { RecordLoadFailure } from '../../components/record-load-failure';
import { RoleGate } from '../../components/role-gate';
import { INVOICE_NOTES_PATH } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import classes from './invoice-sheet.module.css';
import { NoteKindBadge } from './note-cells';
import { EinvoiceSection } from './einvoice-section';
import { NoteSheet } from './note-sheet';
import { downloadNotePdf, useNoteQuery } from './notes-api';

function BackToNotes() {
  return (
    <BackLink to={INVOICE_NOTES_PATH} mb="xs" display="inline-block" className={classes.noPrint}>
      {m.notes_all_notes()}
    </BackLink>
  );
}

/**
 * `/invoice-notes/:id` (admin, staff): one credit or debit note as it prints, with the invoice it is
 * against; Download PDF and Print.
 */
export function NotePage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.notes_note_title()}>
      <NoteDetails />
    </RoleGate>
  );
}

function NoteDetails() {
  const { id = '' } = useParams();
  const note = useNoteQuery(id);

  if (note.isPending) return <LoadingLine label={m.notes_loading_note()} />;
  if (note.isError) {
    return (
      <RecordLoadFailure
        back={<BackToNotes />}
        title={m.notes_note_title()}
        error={note.error}
        icon={<IconFileDollar size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        notFoundTitle={m.notes_not_found()}
        notFoundMessage={m.notes_not_found_message()}
        listPath={INVOICE_NOTES_PATH}
        listLabel={m.notes_all_notes()}
        failedMessage={m.notes_fetch_note_failed()}
      />
    );
  }
  return <NoteView note={note.data} />;
}

function NoteView({ note }: { note: TNote }) {
  const [isDownloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = () => {
    setDownloadError(null);
    setDownloading(true);
    downloadNotePdf(note)
      .catch((error: unknown) => setDownloadError(failureWithReason(error, m.invoices_download_failed())))
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <BackToNotes />
      <Group
        justify="space-between"
        align="flex-start"
        mb="lg"
        gap="md"
        wrap="wrap"
        className={classes.noPrint}
      >
        <Stack gap={4} miw={0}>
          <Group gap="sm" align="center">
            <Title order={2} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {note.number}
            </Title>
            <NoteKindBadge kind={note.kind} />
          </Group>
          <Text size="sm" c="dimmed">
            {note.createdBy
              ? m.invoices_issued_on_by({ date: formatDateTime(note.createdAt), name: note.createdBy.name })
              : m.invoices_issued_on({ date: formatDateTime(note.createdAt) })}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={18} />}
            loading={isDownloading}
            onClick={download}
          >
            {m.invoices_download_pdf()}
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {m.invoices_print()}
          </Button>
        </Group>
      </Group>
      <Stack gap="md">
        <div className={classes.noPrint}>
          <ErrorLine message={downloadError} />
        </div>
        {note.b2b ? (
          <div className={classes.noPrint}>
            <EinvoiceSection
              document={{ kind: note.kind, id: note.id, number: note.number }}
              record={note.einvoice}
              isIssued
            />
          </div>
        ) : null}
        <NoteSheet note={note} />
      </Stack>
    </>
  );
}
