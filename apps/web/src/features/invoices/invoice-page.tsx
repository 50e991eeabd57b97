import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconFileOff, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import type { TInvoice } from '@godown/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { failureWithReason } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { RecordLoadFailure } from '../../components/record-load-failure';
import { RoleGate } from '../../components/role-gate';
import { INVOICES_PATH } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { CancelInvoiceModal } from './cancel-invoice-modal';
import { InvoiceStatusBadge } from './invoice-cells';
import { InvoiceSheet } from './invoice-sheet';
import classes from './invoice-sheet.module.css';
import { downloadInvoicePdf, useInvoiceQuery } from './invoices-api';

function BackToInvoices() {
  return (
    <BackLink to={INVOICES_PATH} mb="xs" display="inline-block" className={classes.noPrint}>
      {m.invoices_all_invoices()}
    </BackLink>
  );
}

/**
 * `/invoices/:id` (admin, staff): one tax invoice as it prints; Download PDF, Print, and for an
 * admin Cancel invoice (with a reason). A cancelled invoice says when and why.
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
          {isAdmin && invoice.status === 'issued' ? (
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
        <InvoiceSheet invoice={invoice} />
      </Stack>
      {isCancelOpen ? (
        <CancelInvoiceModal invoice={invoice} opened={isCancelOpen} onClose={() => setCancelOpen(false)} />
      ) : null}
    </>
  );
}
