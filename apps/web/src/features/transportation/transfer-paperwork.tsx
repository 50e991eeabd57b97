import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconFileTypePdf, IconReceiptTax } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TInvoice, TTransferPaperwork, TTransportDetail } from '@godown/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, failureWithReason } from '../../api/client';
import { downloadFile } from '../../api/download';
import { invoiceKeys, refreshedByInvoices } from '../../api/invoice-keys';
import { useRefreshingMutation } from '../../api/query-client';
import { ErrorLine } from '../../components/error-line';
import { invoicePath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';

// The paper a transfer travels on (docs/domain.md#transfers-between-registrations): between warehouses of
// two GST registrations a tax invoice from the sender to the receiver, within one a delivery challan.

const transferUrl = (id: string, rest: string) => `/transports/${encodeURIComponent(id)}${rest}`;

function useTransferPaperwork(id: string) {
  return useQuery({
    queryKey: invoiceKeys.paperwork(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ paperwork: TTransferPaperwork }>(transferUrl(id, '/paperwork'), { signal })).paperwork,
  });
}

function useIssueTransferInvoice(id: string) {
  return useRefreshingMutation(
    refreshedByInvoices,
    async () => (await api.post<{ invoice: TInvoice }>(transferUrl(id, '/invoice'), {})).invoice,
  );
}

/** What the paper says of the transfer: a supply between two registrations, or none within one. */
function explanation(paperwork: TTransferPaperwork): string {
  if (paperwork.document === 'challan') return m.transportation_paperwork_challan_why();
  const gstins = { from: paperwork.from?.gstin ?? '', to: paperwork.to?.gstin ?? '' };
  if (paperwork.invoice) return m.transportation_paperwork_invoice_why(gstins);
  if (paperwork.canInvoice) return m.transportation_paperwork_invoice_before(gstins);
  return m.transportation_paperwork_invoice_cancelled(gstins);
}

/**
 * A transfer's tax papers, for sellers (admins, staff): its tax invoice (Issue tax invoice, best
 * before it leaves since its e-way bill cites the invoice, then a link to it), or its delivery
 * challan to download.
 */
export function TransferPaperwork({ transport }: { transport: TTransportDetail }) {
  const navigate = useNavigate();
  const paperwork = useTransferPaperwork(transport.id);
  const issue = useIssueTransferInvoice(transport.id);
  const [isDownloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!paperwork.data) {
    return paperwork.isError ? <ErrorLine message={m.transportation_paperwork_failed()} /> : null;
  }
  const p = paperwork.data;
  const downloadChallan = () => {
    setError(null);
    setDownloading(true);
    downloadFile(transferUrl(transport.id, '/challan.pdf'), {}, `challan-${transport.packageId}.pdf`)
      .catch((cause: unknown) =>
        setError(failureWithReason(cause, m.transportation_paperwork_download_failed())),
      )
      .finally(() => setDownloading(false));
  };
  const issueInvoice = () => {
    setError(null);
    issue.mutate(undefined, {
      onSuccess: (invoice) => void navigate(invoicePath(invoice.id)),
      onError: (cause) => setError(failureWithReason(cause, m.transportation_paperwork_issue_failed())),
    });
  };
  let action = null;
  if (p.invoice) {
    action = (
      <Button
        component={Link}
        to={invoicePath(p.invoice.id)}
        variant="light"
        leftSection={<IconFileInvoice size={18} />}
      >
        {m.transportation_paperwork_open_invoice({ number: p.invoice.number })}
      </Button>
    );
  } else if (p.canInvoice) {
    action = (
      <Button onClick={issueInvoice} loading={issue.isPending} leftSection={<IconReceiptTax size={18} />}>
        {m.transportation_paperwork_issue_invoice()}
      </Button>
    );
  } else if (p.document === 'challan') {
    action = (
      <Button
        variant="default"
        onClick={downloadChallan}
        loading={isDownloading}
        leftSection={<IconFileTypePdf size={18} />}
      >
        {m.transportation_paperwork_download_challan()}
      </Button>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={m.transportation_paperwork()}>
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Stack gap={4} maw={560}>
          <Text fw={600}>
            {p.document === 'invoice'
              ? m.transportation_paperwork_invoice_title()
              : m.transportation_paperwork_challan_title()}
          </Text>
          <Text size="sm" c="dimmed">
            {explanation(p)}
          </Text>
        </Stack>
        {action}
      </Group>
      <ErrorLine message={error} />
    </Paper>
  );
}
