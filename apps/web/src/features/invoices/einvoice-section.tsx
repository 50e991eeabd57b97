import { Badge, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconFileDownload, IconUpload } from '@tabler/icons-react';
import type { EinvoiceDocumentKind, TEinvoiceRecord } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { SectionCard } from '../../components/section-card';
import { m } from '../../paraglide/messages.js';
import { EinvoiceAnswerModal } from './einvoice-answer-modal';
import { downloadInvoiceEinvoice, downloadNoteEinvoice } from './einvoices-api';

interface EinvoiceSectionProps {
  document: { kind: EinvoiceDocumentKind; id: string; number: string };
  /** Its registration with the portal (null: none yet). */
  record: TEinvoiceRecord | null;
  /** Whether it is issued (a cancelled document is not registered again). */
  isIssued: boolean;
}

/**
 * The e-invoice of an invoice or note to a registered buyer (docs/domain.md#e-invoices): its IRN and
 * acknowledgement once recorded (the PDF carries them with the portal's QR code); its JSON for the
 * portal, and the portal's answer recorded, from here.
 */
export function EinvoiceSection({ document, record, isIssued }: EinvoiceSectionProps) {
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setError(null);
    const save = document.kind === 'invoice' ? downloadInvoiceEinvoice : downloadNoteEinvoice;
    save(document.id, document.number).catch((failure: unknown) =>
      setError(failureWithReason(failure, m.einvoices_download_failed())),
    );
  };
  const isLive = record?.status === 'active';
  return (
    <SectionCard
      title={m.einvoices_section_title()}
      aside={
        record ? (
          <Badge color={isLive ? 'teal' : 'gray'} variant="light">
            {isLive ? m.einvoices_state_registered() : m.einvoices_state_cancelled()}
          </Badge>
        ) : null
      }
    >
      <Stack gap="sm">
        {record ? (
          <>
            <LabeledValue label={m.einvoices_irn()}>
              <Group gap={4} wrap="nowrap" align="flex-start">
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {record.irn}
                </Text>
                <CopyButton value={record.irn}>
                  {({ copied, copy }) => (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      onClick={copy}
                      aria-label={m.einvoices_irn_copy()}
                    >
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </LabeledValue>
            <Group gap="xl">
              <LabeledValue label={m.einvoices_ack_no()}>{record.ackNo}</LabeledValue>
              <LabeledValue label={m.einvoices_ack_date()}>{formatDateTime(record.ackDate)}</LabeledValue>
            </Group>
            {record.cancelledAt ? (
              <Text size="sm" c="red">
                {m.einvoices_cancelled_at({ date: formatDateTime(record.cancelledAt) })}
              </Text>
            ) : null}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {m.einvoices_no_irn()}
          </Text>
        )}
        <Group gap="sm">
          <Button variant="default" leftSection={<IconFileDownload size={18} />} onClick={download}>
            {m.einvoices_json()}
          </Button>
          {isIssued && !isLive ? (
            <Button variant="light" leftSection={<IconUpload size={18} />} onClick={() => setOpen(true)}>
              {m.einvoices_record_irn()}
            </Button>
          ) : null}
        </Group>
        <ErrorLine message={error} />
      </Stack>
      <EinvoiceAnswerModal opened={isOpen} onClose={() => setOpen(false)} document={document} />
    </SectionCard>
  );
}
