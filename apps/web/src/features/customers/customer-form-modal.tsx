import { NumberInput, Select, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { CUSTOMER_LIMITS, GSTIN_PROBLEM_MESSAGES, STOCK_LIMITS, type TCustomer } from '@godown/shared';
import { useMemo } from 'react';
import { ApiError, failureWithReason, serverFieldErrors } from '../../api/client';
import { AmountInput } from '../../components/amount-input';
import { FormModal, ModalForm } from '../../components/form-modal';
import { FormSection } from '../../components/form-section';
import { scrollToFirstError } from '../../lib/form-errors';
import { FORM_STEPS } from '../../lib/form-numbers';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { AddressFields, setChangedValues } from './address-fields';
import {
  EMPTY_CUSTOMER_VALUES,
  customerFieldOf,
  customerFormErrors,
  gstinState,
  readTypedGstin,
  toCustomerCreateBody,
  toCustomerUpdateBody,
  valuesFromCustomer,
  withGstin,
  type CustomerFormValues,
} from './customer-form';
import { useCreateCustomer, usePriceListChoicesQuery, useUpdateCustomer } from './customers-api';
import { stateName, stateOptions } from './gst-states';

interface CustomerFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The customer to edit; without one the modal adds a customer. */
  customer?: TCustomer;
}

/** Add customer / Edit customer: the customer form in a modal (docs/domain.md#customers). */
export function CustomerFormModal({ opened, onClose, customer }: CustomerFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={customer ? m.customers_edit_customer() : m.customers_add_customer()}
      size="xl"
      isFullScreenOnPhone
    >
      <CustomerForm customer={customer} onDone={onClose} />
    </FormModal>
  );
}

/** The price list choice that is none: the products' own prices (a Select value cannot be null and shown). */
const NO_PRICE_LIST = 'none';

/**
 * The price lists the customer may be given: none first, then the active lists by name, and the
 * customer's own list even when switched off, so it shows as it is.
 */
function usePriceListData(current: TCustomer['priceList'] | undefined) {
  const lists = usePriceListChoicesQuery();
  return useMemo(() => {
    const choices = (lists.data ?? [])
      .filter((list) => list.active || list.id === current?.id)
      .map((list) => ({
        value: list.id,
        label: list.active ? list.name : m.customers_price_list_inactive({ name: list.name }),
      }));
    if (current && !choices.some((choice) => choice.value === current.id)) {
      choices.unshift({ value: current.id, label: current.name });
    }
    return [{ value: NO_PRICE_LIST, label: m.customers_no_price_list() }, ...choices];
  }, [lists.data, current]);
}

/**
 * The fields a refusal names: the server's details by field, and a GSTIN another customer has
 * (a 409 naming them) under the GSTIN.
 */
function refusalFields(error: unknown): Record<string, string> {
  const fields = serverFieldErrors(error, customerFieldOf);
  if (error instanceof ApiError && error.reason === 'customer.gstinTaken') fields.gstin = error.message;
  return fields;
}

function CustomerForm({ customer, onDone }: { customer?: TCustomer; onDone: () => void }) {
  const mode = customer ? 'edit' : 'create';
  const create = useCreateCustomer();
  const update = useUpdateCustomer(customer?.id ?? '');
  const save = customer ? update : create;
  const form = useForm<CustomerFormValues>({
    initialValues: customer ? valuesFromCustomer(customer) : EMPTY_CUSTOMER_VALUES,
    validate: (values) => customerFormErrors(values, mode),
  });
  const states = useMemo(() => stateOptions(), []);
  const priceLists = usePriceListData(customer?.priceList);

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = customer
        ? await update.mutateAsync(toCustomerUpdateBody(values))
        : await create.mutateAsync(toCustomerCreateBody(values));
      notifications.show({
        color: 'teal',
        title: customer ? m.customers_customer_updated() : m.customers_customer_added(),
        message: saved.name,
      });
      onDone();
    } catch (error) {
      form.setErrors(refusalFields(error));
    }
  }, scrollToFirstError);

  // A refusal shown under its fields needs no line of its own.
  const isOnFields = save.isError && Object.keys(refusalFields(save.error)).length > 0;
  const failure =
    save.isError && !isOnFields
      ? failureWithReason(save.error, customer ? m.customers_update_failed() : m.customers_create_failed())
      : null;

  const reading = readTypedGstin(form.values.gstin);
  const lockedState = gstinState(form.values);
  const gstinNote = reading?.ok
    ? m.customers_gstin_reads({
        state: stateName(reading.stateCode),
        pan: reading.pan ?? m.customers_no_pan(),
      })
    : undefined;

  return (
    <ModalForm
      onSubmit={submit}
      error={failure}
      submitLabel={customer ? m.customers_save_changes() : m.customers_add_customer()}
      isEditing={customer !== undefined}
      isSaving={save.isPending}
      onCancel={onDone}
      actionsMt="sm"
    >
      <TextInput
        label={m.customers_name()}
        withAsterisk
        data-autofocus
        maxLength={CUSTOMER_LIMITS.nameMax}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={m.customers_gstin()}
          placeholder={m.customers_gstin_placeholder()}
          description={gstinNote}
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('gstin')}
          // Kept in capitals as typed, as a GSTIN is written.
          onChange={(event) =>
            setChangedValues(form, withGstin(form.getValues(), event.currentTarget.value.toUpperCase()))
          }
          error={
            form.errors.gstin ??
            (reading && !reading.ok ? localizeText(GSTIN_PROBLEM_MESSAGES[reading.problem]) : undefined)
          }
        />
        <Select
          label={m.customers_state_place_of_supply()}
          description={lockedState ? m.customers_state_from_gstin() : m.customers_state_hint()}
          placeholder={m.customers_choose_state()}
          withAsterisk={!form.values.gstin.trim()}
          data={states}
          // Locked to a valid GSTIN's state: shown as it is, not dimmed, but not to be changed.
          searchable={lockedState === null}
          readOnly={lockedState !== null}
          rightSection={lockedState ? <IconLock size={16} aria-hidden /> : undefined}
          {...form.getInputProps('stateCode')}
          value={lockedState ?? form.values.stateCode}
          onChange={(value) => {
            form.setFieldValue('stateCode', value);
            form.setFieldValue('isStateFromPin', false);
          }}
        />
      </SimpleGrid>

      <FormSection label={m.customers_billing_address()} />
      <AddressFields
        form={form}
        addressKey="billingAddress"
        pointName={m.customers_billing_address_point()}
      />
      <Switch
        label={m.customers_ships_elsewhere()}
        description={m.customers_ships_elsewhere_hint()}
        {...form.getInputProps('hasShippingAddress', { type: 'checkbox' })}
      />
      {form.values.hasShippingAddress ? (
        <>
          <FormSection label={m.customers_shipping_address()} />
          <AddressFields
            form={form}
            addressKey="shippingAddress"
            pointName={m.customers_shipping_address_point()}
          />
        </>
      ) : null}

      <FormSection label={m.customers_contact_and_terms()} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={m.customers_phone()}
          placeholder={m.customers_phone_placeholder()}
          type="tel"
          inputMode="tel"
          maxLength={24}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={m.customers_email()}
          placeholder={m.customers_email_placeholder()}
          type="email"
          maxLength={254}
          {...form.getInputProps('email')}
        />
        <AmountInput
          label={m.customers_credit_limit_rupees()}
          description={m.customers_credit_limit_hint()}
          max={STOCK_LIMITS.priceMax}
          step={FORM_STEPS.price}
          allowNegative={false}
          thousandsGroupStyle="lakh"
          {...form.getInputProps('creditLimit')}
        />
        <NumberInput
          label={m.customers_payment_terms_days()}
          description={m.customers_payment_terms_hint()}
          min={0}
          max={CUSTOMER_LIMITS.paymentTermsDaysMax}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('paymentTermsDays')}
        />
      </SimpleGrid>
      <Select
        label={m.customers_price_list()}
        description={m.customers_price_list_hint()}
        data={priceLists}
        searchable
        allowDeselect={false}
        {...form.getInputProps('priceListId')}
        value={form.values.priceListId ?? NO_PRICE_LIST}
        onChange={(value) => form.setFieldValue('priceListId', value === NO_PRICE_LIST ? null : value)}
      />
      <Textarea
        label={m.customers_notes()}
        placeholder={m.customers_notes_placeholder()}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={CUSTOMER_LIMITS.notesMax}
        {...form.getInputProps('notes')}
      />
      {customer ? (
        <Switch
          label={m.customers_active()}
          description={m.customers_active_hint()}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      ) : null}
    </ModalForm>
  );
}
