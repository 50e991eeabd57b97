import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatRupees, indiaDateFromToday, type TInvoice } from '@godown/shared';
import { LabeledValue } from '../../components/labeled-value';
import { formatCalendarDate } from '../../components/date-time-text';
import { m } from '../../paraglide/messages.js';
import classes from './invoice-sheet.module.css';

/**
 * What an issued invoice has been paid, credited and debited, and what it still owes by its due
 * date (red once the day has passed). Not printed: the invoice prints as it was issued.
 */
export function InvoiceSettlement({ invoice }: { invoice: TInvoice }) {
  // A transfer between the company's own registrations is owed by no customer.
  if (invoice.status !== 'issued' || !invoice.customer) return null;
  const isOverdue = invoice.balance > 0 && invoice.dueDate < indiaDateFromToday();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={m.invoices_settlement()}
      className={classes.noPrint}
    >
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="lg" verticalSpacing="sm">
        <LabeledValue label={m.invoices_total()}>{formatRupees(invoice.total)}</LabeledValue>
        <LabeledValue label={m.invoices_paid()}>{formatRupees(invoice.paid)}</LabeledValue>
        <LabeledValue label={m.invoices_credited()}>{formatRupees(invoice.credited)}</LabeledValue>
        <LabeledValue label={m.invoices_debited()}>{formatRupees(invoice.debited)}</LabeledValue>
        <div>
          <Text size="xs" c="dimmed">
            {m.invoices_balance_due({ date: formatCalendarDate(invoice.dueDate) })}
          </Text>
          <Text size="sm" fw={700} c={isOverdue ? 'red' : undefined}>
            {invoice.balance > 0 ? formatRupees(invoice.balance) : m.invoices_settled()}
          </Text>
        </div>
      </SimpleGrid>
    </Paper>
  );
}
