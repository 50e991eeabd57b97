import { Button, Group, Select, SimpleGrid, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileInvoice, IconTruckDelivery } from '@tabler/icons-react';
import {
  formatNumber,
  GST_START_DATE,
  indiaDateFromToday,
  INVOICE_LIMITS,
  type TBillableShipment,
  type TInvoiceCreate,
} from '@godown/shared';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureWithReason } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { DateField } from '../../components/date-field';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { SectionCard } from '../../components/section-card';
import { useRowSelection } from '../../components/table/row-selection';
import { INVOICES_PATH, invoicePath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { BillableShipmentsTable } from './billable-shipments-table';
import { InvoicePreview } from './invoice-preview';
import { useBillableShipmentsQuery, useInvoicePreviewQuery, useIssueInvoice } from './invoices-api';
import { billableCustomers, previewRequest } from './invoice-words';

/** How long ticking must pause before the preview is asked again. */
const PREVIEW_DEBOUNCE_MS = 250;

/**
 * `/invoices/new` (admin, staff): a tax invoice for a customer's shipments that have left. Pick the
 * customer, tick their shipments, choose the date (today unless changed) and notes; the preview
 * shows the lines, taxes and total as they change (or the reason the server would refuse), and
 * Issue invoice issues it and opens its page. `?customer=…&shipment=…` comes with them chosen.
 */
export function NewInvoicePage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.invoices_new_invoice()}>
      <NewInvoice />
    </RoleGate>
  );
}

function NewInvoice() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [customerId, setCustomerId] = useState<string | null>(params.get('customer'));
  // The shipment the address names, ticked once the customer's shipments arrive.
  const [preselect, setPreselect] = useState<string | null>(params.get('shipment'));
  const today = indiaDateFromToday();
  const [invoiceDate, setInvoiceDate] = useState<string | null>(today);
  const [notes, setNotes] = useState('');

  const all = useBillableShipmentsQuery(null);
  const mine = useBillableShipmentsQuery(customerId, customerId !== null);
  const shipments = customerId ? mine.data?.shipments : undefined;
  const selection = useRowSelection<TBillableShipment>((shipment) => shipment.id, customerId ?? '');
  if (preselect && shipments) {
    setPreselect(null);
    const row = shipments.find((shipment) => shipment.id === preselect);
    if (row && !selection.isSelected(row)) selection.toggle(row, true);
  }

  const customers = useMemo(() => {
    const listed = billableCustomers(all.data?.shipments ?? []);
    // A customer the address names whose shipments are beyond the first page of all of them.
    const own = billableCustomers(mine.data?.shipments ?? []);
    return [...listed, ...own.filter((c) => !listed.some((l) => l.id === c.id))];
  }, [all.data, mine.data]);
  const customer = customers.find((c) => c.id === customerId) ?? null;

  const ticked = useMemo(() => new Set(selection.ids), [selection.ids]);
  const request = previewRequest(shipments ?? [], ticked, invoiceDate);
  // Asked once ticking pauses; compared as text, since each render makes a new request object.
  const requestKey = request ? JSON.stringify(request) : null;
  const [askedKey] = useDebouncedValue(requestKey, PREVIEW_DEBOUNCE_MS);
  const asked = useMemo(() => (askedKey ? (JSON.parse(askedKey) as TInvoiceCreate) : null), [askedKey]);
  const preview = useInvoicePreviewQuery(request ? asked : null);
  // The preview on screen is of what Issue invoice would send.
  const isPreviewCurrent = askedKey === requestKey && !preview.isFetching;
  const issue = useIssueInvoice();

  const issueInvoice = () => {
    if (!request) return;
    const text = notes.trim();
    issue.mutate(text ? { ...request, notes: text } : request, {
      onSuccess: (invoice) => {
        notifications.show({
          color: 'teal',
          title: m.invoices_issued_title({ number: invoice.number ?? '' }),
          message: m.invoices_issued_message({ customer: invoice.customer?.name ?? invoice.buyer.name }),
        });
        void navigate(invoicePath(invoice.id));
      },
    });
  };

  const back = (
    <BackLink to={INVOICES_PATH} mb="xs" display="inline-block">
      {m.invoices_all_invoices()}
    </BackLink>
  );
  const icon = (
    <ThemeIcon variant="light" size={48} radius="xl">
      <IconTruckDelivery size={26} />
    </ThemeIcon>
  );

  // Nothing waits for an invoice (and the customer the address names, if any, has none either).
  if (all.isSuccess && customers.length === 0 && (customerId === null || !mine.isPending)) {
    return (
      <>
        {back}
        <PageHeader title={m.invoices_new_invoice()} />
        <EmptyState
          icon={icon}
          title={m.invoices_nothing_to_invoice()}
          message={m.invoices_nothing_to_invoice_message()}
        />
      </>
    );
  }

  const tickedCount = request?.shipmentIds.length ?? 0;
  return (
    <>
      {back}
      <PageHeader title={m.invoices_new_invoice()} />
      <Stack gap="lg">
        <SectionCard title={m.invoices_customer_and_date()}>
          <ErrorLine message={all.isError ? m.invoices_fetch_shipments_failed() : null} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={m.invoices_customer()}
              placeholder={all.isPending ? m.invoices_loading_customers() : m.invoices_choose_customer()}
              data={customers.map((c) => ({
                value: c.id,
                label: m.invoices_customer_with_shipments({
                  name: c.name,
                  count: formatNumber(c.shipments, 0),
                }),
              }))}
              value={customer ? customerId : null}
              onChange={(value) => setCustomerId(value)}
              searchable
              nothingFoundMessage={m.invoices_no_customer_found()}
              allowDeselect={false}
              required
            />
            <DateField
              label={m.invoices_invoice_date()}
              description={m.invoices_invoice_date_hint()}
              value={invoiceDate}
              minDate={GST_START_DATE}
              maxDate={today}
              onChange={(value) => setInvoiceDate(value)}
            />
          </SimpleGrid>
          <Textarea
            label={m.invoices_notes()}
            placeholder={m.invoices_notes_placeholder()}
            autosize
            minRows={2}
            maxLength={INVOICE_LIMITS.notesMax}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
        </SectionCard>
        {customerId ? (
          <SectionCard
            title={m.invoices_shipments_to_bill()}
            aside={
              <Text size="sm" c="dimmed">
                {m.invoices_ticked_count({
                  ticked: formatNumber(tickedCount, 0),
                  max: formatNumber(INVOICE_LIMITS.shipmentsMax, 0),
                })}
              </Text>
            }
          >
            <BillableShipmentsTable
              shipments={shipments}
              selection={selection}
              isLoading={mine.isPending}
              error={mine.isError ? m.invoices_fetch_shipments_failed() : null}
              empty={
                <EmptyState
                  icon={icon}
                  title={m.invoices_customer_nothing_to_invoice()}
                  message={m.invoices_nothing_to_invoice_message()}
                />
              }
            />
          </SectionCard>
        ) : null}
        {customerId ? (
          <SectionCard title={m.invoices_preview()}>
            {request === null ? (
              <Text size="sm" c="dimmed">
                {m.invoices_preview_empty()}
              </Text>
            ) : (
              <InvoicePreview
                invoice={preview.isError ? undefined : preview.data}
                isUpdating={!isPreviewCurrent}
                error={preview.isError ? failureWithReason(preview.error, m.invoices_preview_failed()) : null}
              />
            )}
            <ErrorLine
              message={issue.isError ? failureWithReason(issue.error, m.invoices_issue_failed()) : null}
            />
            <Group justify="flex-end">
              <Button
                size="md"
                leftSection={<IconFileInvoice size={20} />}
                disabled={request === null || preview.isError || !isPreviewCurrent}
                loading={issue.isPending}
                onClick={issueInvoice}
              >
                {m.invoices_issue_invoice()}
              </Button>
            </Group>
          </SectionCard>
        ) : null}
      </Stack>
    </>
  );
}
