import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconCoinRupee,
  IconFileInvoice,
  IconFileMinus,
  IconFileOff,
  IconFilePlus,
  IconFileTypePdf,
  IconPrinter,
} from '@tabler/icons-react';
import type { NoteKind, TInvoice } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { failureWithReason } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { RecordLoadFailure } from '../../components/record-load-failure';
import { RoleGate } from '../../components/role-gate';
import { INVOICES_PATH, newReceiptPath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { CancelInvoiceModal } from './cancel-invoice-modal';
import { InvoiceCustomer, InvoiceStatusBadge } from './invoice-cells';
import { InvoiceSettlement } from './invoice-settlement';
import { InvoiceSheet } from './invoice-sheet';
import classes from './invoice-sheet.module.css';
import { InvoiceNotesSection } from './invoice-notes-section';
import { EinvoiceSection } from './einvoice-section';
import { downloadInvoicePdf, useInvoiceQuery } from './invoices-api';

/** The Credit note and Debit note form (its date input and the invoice's returns) loads when first opened. */
const NoteModal = lazy(async () => ({ default: (await import('./note-modal')).NoteModal }));

function BackToInvoices() {
  return (
    <BackLink to={INVOICES_PATH} mb="xs" display="inline-block" className={classes.noPrint}>
      {m.invoices_all_invoices()}
    </BackLink>
  );
}

/**
 * `/invoices/:id` (admin, staff): one tax invoice as it prints; Download PDF, Print, and for an
 * admin Cancel invoice (with a reason). A cancelled invoice says when and why. An issued one takes a
 * Credit note or a Debit note, lists the notes against it, and Record payment opens a receipt for
 * its customer.
 */
export function InvoicePage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.invoices_invoice_title()}>
      <InvoiceDetails />
    </RoleGate>
  );
}

function InvoiceDetails() {
  const { id = '' } = useParams();
  const invoice = useInvoiceQuery(id);

  if (invoice.isPending) return <LoadingLine label={m.invoices_loading_invoice()} />;
  if (invoice.isError) {
    return (
      <RecordLoadFailure
        back={<BackToInvoices />}
        title={m.invoices_invoice_title()}
        error={invoice.error}
        icon={<IconFileInvoice size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        notFoundTitle={m.invoices_not_found()}
        notFoundMessage={m.invoices_not_found_message()}
        listPath={INVOICES_PATH}
        listLabel={m.invoices_all_invoices()}
        failedMessage={m.invoices_fetch_invoice_failed()}
      />
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}

function InvoiceView({ invoice }: { invoice: TInvoice }) {
  const isAdmin = useUser()?.role === 'admin';
  const [isCancelOpen, setCancelOpen] = useState(false);
  // The note being made; it stays mounted once opened, so closing plays the modal's exit transition.
  const [noteKind, setNoteKind] = useState<NoteKind | null>(null);
  const [isNoteOpen, setNoteOpen] = useState(false);
  const isIssued = invoice.status === 'issued';
  const openNote = (kind: NoteKind) => {
    setNoteKind(kind);
    setNoteOpen(true);
  };
  const [isDownloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const number = invoice.number ?? '';

  const download = () => {
    setDownloadError(null);
    setDownloading(true);
    downloadInvoicePdf(invoice.id, invoice.number)
      .catch((error: unknown) => setDownloadError(failureWithReason(error, m.invoices_download_failed())))
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <BackToInvoices />
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
              {number}
            </Title>
            <InvoiceStatusBadge status={invoice.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {invoice.createdBy
              ? m.invoices_issued_on_by({
                  date: formatDateTime(invoice.createdAt),
                  name: invoice.createdBy.name,
                })
              : m.invoices_issued_on({ date: formatDateTime(invoice.createdAt) })}
          </Text>
          {invoice.transfer ? (
            <Text size="sm">
              {m.invoices_transfer_line({ gstin: invoice.transfer.recipient.gstin })}{' '}
              <InvoiceCustomer invoice={invoice} />
            </Text>
          ) : null}
        </Stack>
        <Group gap="sm" wrap="wrap">
          {isIssued ? (
            <>
              {invoice.balance > 0 && invoice.customer ? (
                <Button
                  component={Link}
                  to={newReceiptPath(invoice.customer.id)}
                  leftSection={<IconCoinRupee size={18} />}
                >
                  {m.notes_record_payment()}
                </Button>
              ) : null}
              {/* A transfer's invoice is put right by cancelling it, never by a note. */}
              {invoice.customer ? (
                <>
                  <Button
                    variant="default"
                    leftSection={<IconFileMinus size={18} />}
                    onClick={() => openNote('credit')}
                  >
                    {m.notes_kind_credit()}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconFilePlus size={18} />}
                    onClick={() => openNote('debit')}
                  >
                    {m.notes_kind_debit()}
                  </Button>
                </>
              ) : null}
            </>
          ) : null}
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
          {isAdmin && isIssued ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconFileOff size={18} />}
              onClick={() => setCancelOpen(true)}
            >
              {m.invoices_cancel_invoice()}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Stack gap="md">
        <div className={classes.noPrint}>
          <ErrorLine message={downloadError} />
        </div>
        {invoice.status === 'cancelled' ? (
          <Alert
            color="red"
            variant="light"
            title={
              invoice.cancelledAt
                ? m.invoices_cancelled_on({ date: formatDateTime(invoice.cancelledAt) })
                : m.invoices_status_cancelled()
            }
          >
            {m.invoices_cancel_reason_line({ reason: invoice.cancelReason ?? '—' })}
          </Alert>
        ) : null}
        <InvoiceSettlement invoice={invoice} />
        {invoice.kind === 'b2b' && invoice.number ? (
          <div className={classes.noPrint}>
            <EinvoiceSection
              document={{ kind: 'invoice', id: invoice.id, number: invoice.number }}
              record={invoice.einvoice}
              isIssued={invoice.status === 'issued'}
            />
          </div>
        ) : null}
        <InvoiceSheet invoice={invoice} />
        {invoice.customer ? (
          <div className={classes.noPrint}>
            <InvoiceNotesSection invoiceId={invoice.id} />
          </div>
        ) : null}
      </Stack>
      {isCancelOpen ? (
        <CancelInvoiceModal invoice={invoice} opened={isCancelOpen} onClose={() => setCancelOpen(false)} />
      ) : null}
      {noteKind ? (
        <Suspense fallback={null}>
          <NoteModal
            key={noteKind}
            invoice={invoice}
            kind={noteKind}
            opened={isNoteOpen}
            onClose={() => setNoteOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
