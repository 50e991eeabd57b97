import {
  Button,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCoinRupee } from '@tabler/icons-react';
import {
  formatRupees,
  indiaDateFromToday,
  PAYMENT_MODES,
  RECEIPT_LIMITS,
  roundMoney,
  type PaymentMode,
} from '@godown/shared';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureWithReason } from '../../api/client';
import { customerOptions, useCustomerOption, type SearchOption } from '../../api/options';
import { BackLink } from '../../components/back-link';
import { DateField } from '../../components/date-field';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { SearchSelect } from '../../components/search-select';
import { SectionCard } from '../../components/section-card';
import { paymentModeLabel, referenceLabel } from '../../lib/labels';
import { RECEIPTS_PATH, receiptPath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { InvoiceAllocations } from './invoice-allocations';
import {
  ALLOCATION_CHOICES,
  initialReceiptValues,
  receiptRequest,
  type AllocationChoice,
  type ReceiptFormValues,
} from './receipt-form';
import { useCreateReceipt, useCustomerAgeingQuery, useCustomerInvoicesQuery } from './receipts-api';

/**
 * `/receipts/new` (admin, staff): money received from a customer: the customer, how it came (a
 * cheque with its number), the amount, the date and notes; allocated to their invoices the earliest
 * due first (the server's way), to invoices chosen with an amount each, or kept on account. Record
 * receipt records it and opens its page. `?customer=` comes with them chosen.
 */
export function NewReceiptPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.receipts_new_receipt()}>
      <NewReceipt />
    </RoleGate>
  );
}

function NewReceipt() {
  const [params] = useSearchParams();
  const named = useCustomerOption(params.get('customer'));
  const back = (
    <BackLink to={RECEIPTS_PATH} mb="xs" display="inline-block">
      {m.receipts_all_receipts()}
    </BackLink>
  );
  return (
    <>
      {back}
      <PageHeader title={m.receipts_new_receipt()} />
      {/* A customer the address names is read first, so the picker opens with their name. */}
      {named.isPending ? (
        <LoadingLine label={m.receipts_loading_customer()} />
      ) : (
        <ReceiptForm initialCustomer={named.option} />
      )}
    </>
  );
}

/** "Choose invoices" and the rest, with what each does. */
const ALLOCATION_TEXTS: Record<AllocationChoice, { label: () => string; description: () => string }> = {
  oldest: { label: m.receipts_allocation_oldest, description: m.receipts_allocation_oldest_hint },
  chosen: { label: m.receipts_allocation_chosen, description: m.receipts_allocation_chosen_hint },
  onAccount: { label: m.receipts_allocation_on_account, description: m.receipts_allocation_on_account_hint },
};

/** What the chosen customer owes, how much of it is overdue, and what of theirs is on account. */
function owedText(row: { outstanding: number; notDue: number; onAccount: number } | null): string {
  const onAccount = formatRupees(row?.onAccount ?? 0);
  if (!row || row.outstanding === 0) return m.receipts_customer_owes_nothing({ onAccount });
  const overdue = roundMoney(row.outstanding - row.notDue);
  const outstanding = formatRupees(row.outstanding);
  return overdue > 0
    ? m.receipts_customer_owes({ outstanding, overdue: formatRupees(overdue), onAccount })
    : m.receipts_customer_owes_none_overdue({ outstanding, onAccount });
}

/** The errors without those of the fields changed (an amount's take the allocations' with them). */
function withoutErrorsOf(errors: Record<string, string>, fields: string[]): Record<string, string> {
  const touchesAmounts =
    fields.includes('amounts') || fields.includes('amount') || fields.includes('allocation');
  const kept = Object.entries(errors).filter(
    ([field]) =>
      !fields.includes(field) &&
      !(touchesAmounts && (field === 'allocations' || field.startsWith('invoice.'))),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

function ReceiptForm({ initialCustomer }: { initialCustomer: SearchOption | null }) {
  const navigate = useNavigate();
  const create = useCreateReceipt();
  const [values, setValues] = useState<ReceiptFormValues>(() =>
    initialReceiptValues(initialCustomer?.value ?? null),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (changes: Partial<ReceiptFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    // A field changed loses its error; the amounts' errors go with any amount.
    setErrors((current) => withoutErrorsOf(current, Object.keys(changes)));
  };
  const today = indiaDateFromToday();
  const invoices = useCustomerInvoicesQuery(values.allocation === 'chosen' ? values.customerId : null);
  const owed = useCustomerAgeingQuery(values.customerId);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = receiptRequest(values);
    if (request.errors) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    create.mutate(request.body, {
      onSuccess: (receipt) => {
        notifications.show({
          color: 'teal',
          title: m.receipts_recorded_title({ number: receipt.number }),
          message: m.receipts_recorded_message({
            amount: formatRupees(receipt.amount),
            customer: receipt.customer.name,
            onAccount: formatRupees(receipt.onAccount),
          }),
        });
        void navigate(receiptPath(receipt.id));
      },
    });
  };

  const row = owed.data;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SectionCard title={m.receipts_money_received()}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SearchSelect
              label={m.receipts_customer()}
              placeholder={m.receipts_search_customers()}
              withAsterisk
              openOnFocus={false}
              source={customerOptions}
              initialOption={initialCustomer}
              value={values.customerId}
              onChange={(customerId) => set({ customerId, amounts: {} })}
              error={errors.customerId}
            />
            <Select
              label={m.receipts_mode()}
              data={PAYMENT_MODES.map((mode) => ({ value: mode, label: paymentModeLabel(mode) }))}
              value={values.mode}
              onChange={(mode) => mode && set({ mode: mode as PaymentMode })}
              allowDeselect={false}
              required
            />
            <NumberInput
              label={m.receipts_amount()}
              prefix="₹"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              hideControls
              required
              value={values.amount}
              onChange={(amount) => set({ amount })}
              error={errors.amount}
            />
            <TextInput
              label={referenceLabel(values.mode)}
              required={values.mode === 'cheque'}
              maxLength={RECEIPT_LIMITS.referenceMax}
              value={values.reference}
              onChange={(event) => set({ reference: event.currentTarget.value })}
              error={errors.reference}
            />
            <DateField
              label={m.receipts_receipt_date()}
              placeholder={m.receipts_today()}
              value={values.receiptDate}
              maxDate={today}
              onChange={(receiptDate) => set({ receiptDate })}
              error={errors.receiptDate}
            />
            <Textarea
              label={m.receipts_notes()}
              autosize
              minRows={1}
              maxLength={RECEIPT_LIMITS.notesMax}
              value={values.notes}
              onChange={(event) => set({ notes: event.currentTarget.value })}
            />
          </SimpleGrid>
          {row !== undefined ? (
            <Text size="sm" c="dimmed" role="status">
              {owedText(row)}
            </Text>
          ) : null}
        </SectionCard>
        <SectionCard title={m.receipts_allocation()}>
          <Radio.Group
            value={values.allocation}
            onChange={(allocation) => set({ allocation: allocation as AllocationChoice })}
            aria-label={m.receipts_allocation()}
          >
            <Stack gap="sm">
              {ALLOCATION_CHOICES.map((choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={ALLOCATION_TEXTS[choice].label()}
                  description={ALLOCATION_TEXTS[choice].description()}
                />
              ))}
            </Stack>
          </Radio.Group>
          {values.allocation === 'chosen' ? (
            values.customerId ? (
              <InvoiceAllocations
                invoices={invoices.data?.invoices}
                isLoading={invoices.isPending}
                error={invoices.isError ? m.receipts_fetch_invoices_failed() : null}
                amounts={values.amounts}
                onChange={(invoiceId, amount) => set({ amounts: { ...values.amounts, [invoiceId]: amount } })}
                errors={errors}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {m.receipts_choose_customer_first()}
              </Text>
            )
          ) : null}
        </SectionCard>
        <ErrorLine
          message={create.isError ? failureWithReason(create.error, m.receipts_record_failed()) : null}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            leftSection={<IconCoinRupee size={20} />}
            loading={create.isPending}
          >
            {m.receipts_record_receipt()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
