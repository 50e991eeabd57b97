import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { randomId, useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCashRegister } from '@tabler/icons-react';
import {
  formatRupees,
  RECEIPT_LIMITS,
  SALES_ORDER_LIMITS,
  type TCounterSale,
  type TInvoice,
} from '@godown/shared';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureWithReason, serverFieldErrors } from '../../api/client';
import { creditRefusalOf } from '../../api/credit-check';
import { customerOptions, inventoryOptions, type SearchOption } from '../../api/options';
import { BackLink } from '../../components/back-link';
import { ErrorLine } from '../../components/error-line';
import { ProductUnitsLines } from '../../components/product-units-lines';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { SearchSelect } from '../../components/search-select';
import { SectionCard } from '../../components/section-card';
import { scrollToFirstError } from '../../lib/form-errors';
import { paymentModeLabel, referenceLabel } from '../../lib/labels';
import { INVOICES_PATH, invoicePath } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import {
  COUNTER_PAYMENTS,
  counterPreviewRequest,
  counterSaleField,
  counterSaleFormErrors,
  emptyCounterSaleValues,
  settlementLine,
  toCounterSaleBody,
  type CounterPayment,
  type CounterSaleFormValues,
} from './counter-sale-form';
import { InvoicePreview } from './invoice-preview';
import { useCounterSalePreviewQuery, useSellAtCounter } from './invoices-api';

/** The credit check's refusal (and an admin's Sell anyway) loads when the server first refuses. */
const CounterCreditCheckModal = lazy(async () => ({
  default: (await import('./counter-credit-check-modal')).CounterCreditCheckModal,
}));

/** How long typing must pause before the preview is asked again. */
const PREVIEW_DEBOUNCE_MS = 250;

/** The payment choice's words: not paid, or how the money came. */
const paymentLabel = (payment: CounterPayment) =>
  payment === 'credit' ? m.invoices_counter_on_credit() : paymentModeLabel(payment);

/**
 * `/invoices/counter` (admin, staff): goods sold and handed over in the warehouse in one step. Pick
 * the customer, the warehouse and the lines, and say what was paid there (nothing, on credit; or
 * how, with its reference and the amount, the whole invoice unless typed); the preview shows the
 * invoice as it changes (or why the sale would be refused), and Sell and issue invoice sells, issues
 * the invoice, records the payment and opens the invoice. The credit check's refusal opens a dialog
 * where an admin may sell anyway with a reason.
 */
export function CounterSalePage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.invoices_counter_sale()}>
      <CounterSale />
    </RoleGate>
  );
}

/** A refused sale in the credit check's dialog: the body sent, and why it was refused. */
interface CreditCheck {
  sale: TCounterSale;
  refusal: string;
}

function CounterSale() {
  const navigate = useNavigate();
  const isAdmin = useUser()?.role === 'admin';
  const form = useForm<CounterSaleFormValues>({ initialValues: emptyCounterSaleValues(randomId()) });
  const { values } = form;
  // The chosen customer (the dialog and the notification name them) and products (their pickers').
  const [customer, setCustomer] = useState<SearchOption | null>(null);
  const [products, setProducts] = useState<Record<string, SearchOption>>({});
  const [creditCheck, setCreditCheck] = useState<CreditCheck | null>(null);
  const [isCreditCheckOpen, setCreditCheckOpen] = useState(false);

  const request = counterPreviewRequest(values);
  // Asked once typing pauses; compared as text, since each render makes a new request object.
  const requestKey = request ? JSON.stringify(request) : null;
  const [askedKey] = useDebouncedValue(requestKey, PREVIEW_DEBOUNCE_MS);
  const asked = useMemo(() => (askedKey ? (JSON.parse(askedKey) as TCounterSale) : null), [askedKey]);
  const preview = useCounterSalePreviewQuery(request ? asked : null);
  // The preview on screen is of what Sell would send.
  const isPreviewCurrent = askedKey === requestKey && !preview.isFetching;
  const shown = request && !preview.isError ? preview.data : undefined;
  const sell = useSellAtCounter();

  const sold = (invoice: TInvoice) => {
    const name = invoice.customer?.name ?? invoice.buyer.name;
    notifications.show({
      color: 'teal',
      title: m.invoices_issued_title({ number: invoice.number ?? '' }),
      message:
        invoice.balance > 0
          ? m.invoices_counter_sold_owed({ customer: name, balance: formatRupees(invoice.balance) })
          : m.invoices_counter_sold_paid({ customer: name }),
    });
    void navigate(invoicePath(invoice.id));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An amount above the total is caught here only against a preview of what is sent.
    const errors = counterSaleFormErrors(form.values, isPreviewCurrent && shown ? shown.total : null);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      scrollToFirstError(errors, form.values, event);
      return;
    }
    const sale = toCounterSaleBody(form.values);
    sell.mutate(sale, {
      onSuccess: sold,
      onError: (error) => {
        const refusal = creditRefusalOf(error);
        if (refusal !== null) {
          setCreditCheck({ sale, refusal });
          setCreditCheckOpen(true);
          return;
        }
        // Field problems the server attached (an unknown customer, warehouse or product).
        form.setErrors(serverFieldErrors(error, counterSaleField));
      },
    });
  };

  return (
    <>
      <BackLink to={INVOICES_PATH} mb="xs" display="inline-block">
        {m.invoices_all_invoices()}
      </BackLink>
      <PageHeader title={m.invoices_counter_sale()} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {m.invoices_counter_intro()}
          </Text>
          <SectionCard title={m.invoices_counter_customer_and_goods()}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <SearchSelect
                label={m.sales_customer()}
                placeholder={m.sales_search_customers()}
                description={m.sales_customer_description()}
                withAsterisk
                openOnFocus={false}
                source={customerOptions}
                value={values.customerId}
                onChange={(value, option) => {
                  form.setFieldValue('customerId', value);
                  setCustomer(option);
                }}
                error={form.errors.customerId}
              />
              <SearchSelect
                label={m.sales_warehouse()}
                placeholder={m.sales_search_warehouses()}
                description={m.invoices_counter_warehouse_description()}
                withAsterisk
                source={inventoryOptions}
                value={values.inventoryId}
                onChange={(value) => form.setFieldValue('inventoryId', value)}
                error={form.errors.inventoryId}
              />
            </SimpleGrid>
            <ProductUnitsLines
              form={form}
              products={products}
              onProduct={(option) => setProducts((known) => ({ ...known, [option.value]: option }))}
            />
            <Textarea
              label={m.invoices_notes()}
              placeholder={m.invoices_notes_placeholder()}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={SALES_ORDER_LIMITS.notesMax}
              {...form.getInputProps('notes')}
            />
          </SectionCard>
          <PaymentSection form={form} total={shown?.total ?? null} />
          <SectionCard title={m.invoices_preview()}>
            {request === null ? (
              <Text size="sm" c="dimmed">
                {m.invoices_counter_preview_empty()}
              </Text>
            ) : (
              <InvoicePreview
                invoice={shown}
                isUpdating={!isPreviewCurrent}
                error={
                  preview.isError
                    ? failureWithReason(preview.error, m.invoices_counter_preview_failed())
                    : null
                }
              />
            )}
            <ErrorLine
              message={
                sell.isError && creditRefusalOf(sell.error) === null
                  ? failureWithReason(sell.error, m.invoices_counter_sell_failed())
                  : null
              }
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                size="md"
                leftSection={<IconCashRegister size={20} />}
                // Until the preview shows what would be sold; a sale it refuses would be refused too.
                disabled={request !== null && (!isPreviewCurrent || preview.isError)}
                loading={sell.isPending}
              >
                {m.invoices_counter_sell()}
              </Button>
            </Group>
          </SectionCard>
        </Stack>
      </form>
      {creditCheck !== null ? (
        <Suspense fallback={null}>
          <CounterCreditCheckModal
            sale={creditCheck.sale}
            customerName={customer?.label ?? ''}
            refusal={creditCheck.refusal}
            opened={isCreditCheckOpen}
            isAdmin={isAdmin}
            onClose={() => setCreditCheckOpen(false)}
            onSold={sold}
          />
        </Suspense>
      ) : null}
    </>
  );
}

interface PaymentSectionProps {
  form: UseFormReturnType<CounterSaleFormValues>;
  /** The invoice's total as the preview last said it; null before it has. */
  total: number | null;
}

/**
 * What was paid at the counter: nothing (on credit), or how, with the reference (a cheque's number
 * is required) and the amount (blank: the whole invoice); and, once the preview has a total, what
 * that pays and leaves on credit.
 */
function PaymentSection({ form, total }: PaymentSectionProps) {
  const { payment } = form.values;
  const said = total === null ? null : settlementLine(form.values, total);
  return (
    <SectionCard title={m.invoices_counter_paid_at_counter()}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={m.invoices_counter_payment()}
          data={COUNTER_PAYMENTS.map((value) => ({ value, label: paymentLabel(value) }))}
          value={payment}
          onChange={(value) => {
            if (!value) return;
            form.setFieldValue('payment', value as CounterPayment);
            form.clearFieldError('reference');
            form.clearFieldError('amount');
          }}
          allowDeselect={false}
        />
        {payment !== 'credit' ? (
          <>
            <TextInput
              label={referenceLabel(payment)}
              withAsterisk={payment === 'cheque'}
              maxLength={RECEIPT_LIMITS.referenceMax}
              {...form.getInputProps('reference')}
            />
            <NumberInput
              label={m.invoices_counter_amount()}
              placeholder={m.invoices_counter_amount_placeholder()}
              prefix="₹"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              hideControls
              {...form.getInputProps('amount')}
            />
          </>
        ) : null}
      </SimpleGrid>
      {said !== null ? (
        <Text size="sm" c="dimmed" role="status">
          {said}
        </Text>
      ) : null}
    </SectionCard>
  );
}
