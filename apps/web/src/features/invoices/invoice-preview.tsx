import { Box, Group, Stack } from '@mantine/core';
import type { TInvoice } from '@godown/shared';
import { formatCalendarDate } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { LoadingLine } from '../../components/loading-line';
import { m } from '../../paraglide/messages.js';
import { Gstin } from './invoice-cells';
import { InvoiceBody } from './invoice-sheet';
import { placeOfSupplyText, supplyLabel } from './invoice-words';

interface InvoicePreviewProps {
  /** The invoice issuing would make; undefined until the first answer (or on a refusal). */
  invoice: TInvoice | undefined;
  /** The ticks or the date changed since: the preview shown is of the last ones, dimmed. */
  isUpdating: boolean;
  /** Why the server would refuse it, in the language of the page. */
  error: string | null;
}

/**
 * What issuing would make of the ticked shipments, unnumbered: the GSTIN billing it, the supply and
 * place of supply, the dates, the lines with their taxes, the total and the amount in words; or why
 * it would be refused.
 */
export function InvoicePreview({ invoice, isUpdating, error }: InvoicePreviewProps) {
  if (error) return <ErrorLine message={error} />;
  if (!invoice) return <LoadingLine label={m.invoices_loading_preview()} />;
  return (
    <Box
      role="region"
      aria-label={m.invoices_preview_of_invoice()}
      aria-busy={isUpdating}
      style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 120ms' }}
    >
      <Stack gap="md">
        <Group gap="xl" align="flex-start" wrap="wrap">
          <LabeledValue label={m.invoices_billed_under()}>
            <Gstin value={invoice.registration.gstin} />
          </LabeledValue>
          <LabeledValue label={m.invoices_supply()}>{supplyLabel(invoice.supply)}</LabeledValue>
          <LabeledValue label={m.invoices_place_of_supply()}>
            {placeOfSupplyText(invoice.placeOfSupply)}
          </LabeledValue>
          <LabeledValue label={m.invoices_invoice_date()}>
            {formatCalendarDate(invoice.invoiceDate)}
          </LabeledValue>
          <LabeledValue label={m.invoices_due_date()}>{formatCalendarDate(invoice.dueDate)}</LabeledValue>
        </Group>
        <InvoiceBody invoice={invoice} />
      </Stack>
    </Box>
  );
}
