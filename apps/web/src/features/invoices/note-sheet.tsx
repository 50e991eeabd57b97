import { Anchor, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TNote } from '@godown/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../components/date-time-text';
import { CustomerNameLink } from '../../components/record-links';
import { invoicePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { Gstin } from './invoice-cells';
import { InvoiceTotals } from './invoice-lines';
import classes from './invoice-sheet.module.css';
import { placeOfSupplyText, supplyLabel } from './invoice-words';
import { NoteLines } from './note-lines';
import { noteReasonLabel } from './note-words';

// A credit or debit note as it was issued, laid out as it prints (docs/domain.md#credit-and-debit-
// notes): who issued it and to whom, its particulars with the invoice it is against, its lines with
// their taxes, the totals and the amount in words.

/** A small heading over a block of the sheet. */
function BlockTitle({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
      {children}
    </Text>
  );
}

/** A labelled figure of the particulars: "Note date  12 Jun 2026". */
function Particular({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </>
  );
}

/** The note's number and date, the invoice it is against, why, and where it is supplied. */
function Particulars({ note }: { note: TNote }) {
  return (
    <Box>
      <BlockTitle>{m.notes_particulars()}</BlockTitle>
      <div className={classes.particulars}>
        <Particular label={m.notes_note_no()}>
          <Text span ff="monospace" fw={700}>
            {note.number}
          </Text>
        </Particular>
        <Particular label={m.notes_note_date()}>{formatCalendarDate(note.noteDate)}</Particular>
        <Particular label={m.notes_against_invoice()}>
          <Anchor component={Link} to={invoicePath(note.invoice.id)} ff="monospace" fw={700} size="sm">
            {note.invoice.number}
          </Anchor>
          {` · ${formatCalendarDate(note.invoice.invoiceDate)}`}
        </Particular>
        <Particular label={m.notes_reason()}>
          {note.salesReturn
            ? m.notes_reason_return_named({ number: note.salesReturn.number })
            : noteReasonLabel(note.reason)}
        </Particular>
        <Particular label={m.invoices_place_of_supply()}>{placeOfSupplyText(note.placeOfSupply)}</Particular>
        <Particular label={m.invoices_supply()}>
          {note.supply === 'intra'
            ? m.invoices_supply_intra_named({ taxes: supplyLabel('intra') })
            : m.invoices_supply_inter_named({ taxes: supplyLabel('inter') })}
        </Particular>
      </div>
    </Box>
  );
}

/** The whole note, as it prints. */
export function NoteSheet({ note }: { note: TNote }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.sheet}
      component="article"
      aria-label={
        note.kind === 'credit'
          ? m.notes_credit_note_named({ number: note.number })
          : m.notes_debit_note_named({ number: note.number })
      }
    >
      <Stack gap="lg">
        <Group justify="center">
          <Title order={3} ta="center" tt="uppercase" className={classes.heading}>
            {note.kind === 'credit' ? m.notes_kind_credit() : m.notes_kind_debit()}
          </Title>
        </Group>
        <div className={classes.twoColumns}>
          <Stack gap="md">
            <Stack gap={2}>
              <BlockTitle>{m.notes_issued_under()}</BlockTitle>
              <Text fw={700}>{note.registration.name}</Text>
              <Text size="sm">
                {`${m.invoices_gstin()}: `}
                <Gstin value={note.registration.gstin} />
              </Text>
            </Stack>
            <Stack gap={2}>
              <BlockTitle>{m.invoices_customer()}</BlockTitle>
              <CustomerNameLink customer={note.customer} />
            </Stack>
          </Stack>
          <Particulars note={note} />
        </div>
        <Divider />
        <NoteLines note={note} />
        <div className={classes.wordsAndTotals}>
          <Box>
            <BlockTitle>{m.invoices_amount_in_words()}</BlockTitle>
            {/* The words the note prints, in English on every page (as the PDF has them). */}
            <Text size="sm" fw={600} fs="italic" lang="en" translate="no">
              {note.amountInWords}
            </Text>
          </Box>
          <InvoiceTotals invoice={note} />
        </div>
        {note.notes ? (
          <Box>
            <BlockTitle>{m.invoices_notes()}</BlockTitle>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.notes}
            </Text>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}
