import { SimpleGrid, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { randomId, useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { SALES_ORDER_LIMITS, type TQuoteRequest, type TSalesOrder } from '@godown/shared';
import { useMemo, useState, type FormEventHandler } from 'react';
import { useNavigate } from 'react-router';
import { failureWithReason, serverFieldErrors } from '../../api/client';
import { customerOptions, inventoryOptions, productLabel, type SearchOption } from '../../api/options';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { FormSection } from '../../components/form-section';
import { ProductUnitsLines } from '../../components/product-units-lines';
import { SearchSelect } from '../../components/search-select';
import { scrollToFirstError } from '../../lib/form-errors';
import { salesOrderPath } from '../../lib/paths';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import {
  emptySalesOrderValues,
  quoteRequestOf,
  salesOrderFormErrors,
  salesOrderValuesOf,
  toSalesOrderBody,
  toSalesOrderUpdate,
  type SalesOrderFormValues,
} from './sales-order-form';
import { SalesOrderQuote } from './sales-order-quote';
import { useCreateSalesOrder, useUpdateSalesOrder } from './sales-orders-api';

interface SalesOrderFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The draft to edit; none for a new order. */
  order?: TSalesOrder;
  /** A new order's customer, chosen already (the order is taken from their page). */
  customer?: SearchOption | null;
}

/**
 * New sales order, or Edit of a draft: the customer, the warehouse it ships from, when, and the lines,
 * with a live quote of what they cost the customer today.
 */
export function SalesOrderFormModal({ opened, onClose, order, customer = null }: SalesOrderFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={order ? m.sales_edit_order({ number: order.number }) : m.sales_new_sales_order()}
      size="xl"
      isFullScreenOnPhone
    >
      {order ? (
        <EditSalesOrderForm order={order} onDone={onClose} />
      ) : (
        <NewSalesOrderForm customer={customer} onDone={onClose} />
      )}
    </FormModal>
  );
}

function NewSalesOrderForm({ customer, onDone }: { customer: SearchOption | null; onDone: () => void }) {
  const create = useCreateSalesOrder();
  const navigate = useNavigate();
  const form = useForm<SalesOrderFormValues>({
    initialValues: emptySalesOrderValues(randomId(), customer?.value ?? null),
    validate: salesOrderFormErrors,
  });
  const submit = form.onSubmit((values) => {
    create.mutate(toSalesOrderBody(values), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: m.sales_draft_saved(),
          message: m.sales_order_for_customer({ number: saved.number, customer: saved.customer?.name ?? '' }),
        });
        onDone();
        void navigate(salesOrderPath(saved.id));
      },
      // Field errors the server attached (an unknown warehouse or product).
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  }, scrollToFirstError);
  return (
    <SalesOrderFields
      form={form}
      onSubmit={submit}
      error={create.isError ? failureWithReason(create.error, m.sales_create_failed()) : null}
      isSaving={create.isPending}
      onCancel={onDone}
      customer={customer}
    />
  );
}

function EditSalesOrderForm({ order, onDone }: { order: TSalesOrder; onDone: () => void }) {
  const update = useUpdateSalesOrder(order.id);
  const form = useForm<SalesOrderFormValues>({
    initialValues: salesOrderValuesOf(order),
    validate: salesOrderFormErrors,
  });
  const submit = form.onSubmit((values) => {
    update.mutate(toSalesOrderUpdate(values), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: m.sales_changes_saved(),
          message: m.sales_order_for_customer({ number: saved.number, customer: saved.customer?.name ?? '' }),
        });
        onDone();
      },
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  }, scrollToFirstError);
  return (
    <SalesOrderFields
      form={form}
      onSubmit={submit}
      error={update.isError ? failureWithReason(update.error, m.sales_save_failed()) : null}
      isSaving={update.isPending}
      onCancel={onDone}
      order={order}
    />
  );
}

interface SalesOrderFieldsProps {
  form: UseFormReturnType<SalesOrderFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  isSaving: boolean;
  onCancel: () => void;
  /** The draft being edited: its customer stays, its warehouse and products show by name. */
  order?: TSalesOrder;
  customer?: SearchOption | null;
}

/** The names of the products an order's lines show, by id (the Edit form's pickers open on them). */
function productNamesOf(order: TSalesOrder | undefined): Record<string, SearchOption> {
  return Object.fromEntries(
    (order?.lines ?? []).map((line) => [
      line.product.id,
      { value: line.product.id, label: productLabel(line.product.productName, line.product.sku) },
    ]),
  );
}

function SalesOrderFields({
  form,
  onSubmit,
  error,
  isSaving,
  onCancel,
  order,
  customer,
}: SalesOrderFieldsProps) {
  // The chosen products by id: their pickers' names, and the quote's.
  const [products, setProducts] = useState(() => productNamesOf(order));
  // The quote is asked once typing pauses, not for every digit (compared as text: a new object each time).
  const typed = JSON.stringify(quoteRequestOf(form.values));
  const [asked] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const request = useMemo(() => JSON.parse(asked) as TQuoteRequest | null, [asked]);
  const names = useMemo(
    () => Object.fromEntries(Object.entries(products).map(([id, option]) => [id, option.label])),
    [products],
  );
  const customerOption = order?.customer
    ? { value: order.customer.id, label: order.customer.name }
    : customer;
  const inventoryOption = order?.inventory
    ? { value: order.inventory.id, label: order.inventory.name }
    : null;

  return (
    <ModalForm
      onSubmit={onSubmit}
      error={error}
      submitLabel={order ? m.sales_save_changes() : m.sales_save_draft()}
      submitIcon={<IconDeviceFloppy size={18} />}
      isSaving={isSaving}
      onCancel={onCancel}
      actionsMt="sm"
    >
      <FormSection label={m.sales_customer_and_delivery()} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SearchSelect
          label={m.sales_customer()}
          placeholder={m.sales_search_customers()}
          description={order ? m.sales_customer_stays() : m.sales_customer_description()}
          withAsterisk
          data-autofocus={order ? undefined : true}
          disabled={order !== undefined}
          openOnFocus={false}
          source={customerOptions}
          initialOption={customerOption}
          value={form.values.customerId}
          onChange={(value) => form.setFieldValue('customerId', value)}
          error={form.errors.customerId}
        />
        <SearchSelect
          label={m.sales_warehouse()}
          placeholder={m.sales_search_warehouses()}
          description={m.sales_warehouse_description()}
          withAsterisk
          source={inventoryOptions}
          initialOption={inventoryOption}
          value={form.values.inventoryId}
          onChange={(value) => form.setFieldValue('inventoryId', value)}
          error={form.errors.inventoryId}
        />
        <DateField label={m.sales_expected_date()} {...form.getInputProps('expectedDate')} />
      </SimpleGrid>
      <Textarea
        label={m.sales_notes()}
        placeholder={m.sales_notes_placeholder()}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={SALES_ORDER_LIMITS.notesMax}
        {...form.getInputProps('notes')}
      />

      <FormSection label={m.sales_lines()} />
      <ProductUnitsLines
        form={form}
        products={products}
        onProduct={(option) => setProducts((known) => ({ ...known, [option.value]: option }))}
      />
      <SalesOrderQuote
        request={request}
        hasCustomer={form.values.customerId !== null}
        names={names}
        isWaiting={typed !== asked}
      />
    </ModalForm>
  );
}
