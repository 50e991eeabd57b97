import { NumberInput, SimpleGrid, Switch, Text, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { formatRupees, PURCHASE_ORDER_LIMITS, roundMoney, STOCK_LIMITS } from '@godown/shared';
import { useNavigate } from 'react-router';
import { failureWithReason, serverFieldErrors } from '../../api/client';
import { inventoryOptions, isPricedProductOption, productOptions, userOptions } from '../../api/options';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { FormSection } from '../../components/form-section';
import { OrderLinesEditor } from '../../components/order-lines-editor';
import { SearchSelect } from '../../components/search-select';
import { scrollToFirstError } from '../../lib/form-errors';
import { FORM_STEPS, numberOrZero } from '../../lib/form-numbers';
import { purchaseOrderPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import {
  emptyOrderLine,
  emptyOrderValues,
  purchaseOrderFormErrors,
  toPurchaseOrderBody,
  type PurchaseOrderFormValues,
} from './purchase-order-form';
import { useCreatePurchaseOrder } from './purchasing-api';

/** New purchase order: a supplier, where the goods go, when, and the lines; sent now or kept as a draft. */
export function PurchaseOrderFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.purchasing_new_purchase_order()}
      size="xl"
      isFullScreenOnPhone
    >
      <PurchaseOrderForm onDone={onClose} />
    </FormModal>
  );
}

function PurchaseOrderForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePurchaseOrder();
  const navigate = useNavigate();
  const form = useForm<PurchaseOrderFormValues>({
    initialValues: emptyOrderValues(randomId()),
    validate: purchaseOrderFormErrors,
  });

  const submit = form.onSubmit((values) => {
    create.mutate(toPurchaseOrderBody(values), {
      onSuccess: (order) => {
        notifications.show({
          color: 'teal',
          title:
            order.status === 'draft' ? m.purchasing_saved_as_draft() : m.purchasing_purchase_order_sent(),
          message: order.supplier
            ? m.purchasing_order_to_supplier({ number: order.number, supplier: order.supplier.name })
            : m.purchasing_order_to_the_supplier({ number: order.number }),
        });
        onDone();
        void navigate(purchaseOrderPath(order.id));
      },
      // Field errors the server attached (a user who is no supplier, an unknown product).
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  }, scrollToFirstError);

  return (
    <ModalForm
      onSubmit={submit}
      error={
        create.isError ? failureWithReason(create.error, m.purchasing_create_purchase_order_failed()) : null
      }
      submitLabel={form.values.sendNow ? m.purchasing_send_purchase_order() : m.purchasing_save_draft()}
      submitIcon={form.values.sendNow ? <IconSend size={18} /> : <IconDeviceFloppy size={18} />}
      isSaving={create.isPending}
      onCancel={onDone}
      actionsMt="sm"
    >
      <FormSection label={m.purchasing_supplier_and_delivery()} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SearchSelect
          label={m.purchasing_supplier()}
          placeholder={m.purchasing_search_suppliers()}
          description={m.purchasing_supplier_description()}
          withAsterisk
          data-autofocus
          openOnFocus={false}
          source={userOptions.suppliers}
          value={form.values.supplierId}
          onChange={(value) => form.setFieldValue('supplierId', value)}
          error={form.errors.supplierId}
        />
        <SearchSelect
          label={m.purchasing_destination_inventory()}
          placeholder={m.purchasing_search_inventories()}
          description={m.purchasing_destination_description()}
          withAsterisk
          source={inventoryOptions}
          value={form.values.destinationInventoryId}
          onChange={(value) => form.setFieldValue('destinationInventoryId', value)}
          error={form.errors.destinationInventoryId}
        />
        <DateField label={m.purchasing_expected_date()} {...form.getInputProps('expectedDate')} />
      </SimpleGrid>
      <Textarea
        label={m.purchasing_notes()}
        placeholder={m.purchasing_notes_placeholder()}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={PURCHASE_ORDER_LIMITS.notesMax}
        {...form.getInputProps('notes')}
      />

      <FormSection label={m.purchasing_lines()} />
      <OrderLines form={form} />

      <Switch
        label={m.purchasing_send_now()}
        description={m.purchasing_send_now_description()}
        {...form.getInputProps('sendNow', { type: 'checkbox' })}
      />
    </ModalForm>
  );
}

/** The lines: a product, its quantity and unit price (the product's price until changed), and the total. */
function OrderLines({ form }: { form: UseFormReturnType<PurchaseOrderFormValues> }) {
  const lines = form.values.lines;
  const total = roundMoney(
    lines.reduce((sum, line) => sum + numberOrZero(line.quantity) * numberOrZero(line.unitPrice), 0),
  );
  return (
    <OrderLinesEditor
      lines={lines}
      fields={(line, index, isFirst) => {
        const number = index + 1;
        return (
          <>
            <SearchSelect
              label={isFirst ? m.purchasing_product() : undefined}
              aria-label={m.purchasing_product_number({ number })}
              placeholder={m.purchasing_search_products()}
              withAsterisk={isFirst}
              source={productOptions.purchase}
              value={line.product}
              onChange={(value, option) => {
                form.setFieldValue(`lines.${index}.product`, value);
                if (isPricedProductOption(option))
                  form.setFieldValue(`lines.${index}.unitPrice`, option.price);
              }}
              error={form.errors[`lines.${index}.product`]}
              style={{ flex: '1 1 240px', minWidth: 0 }}
            />
            <NumberInput
              label={isFirst ? m.purchasing_quantity() : undefined}
              aria-label={m.purchasing_quantity_number({ number })}
              withAsterisk={isFirst}
              min={1}
              max={STOCK_LIMITS.quantityMax}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              w={{ base: 80, sm: 120 }}
              {...form.getInputProps(`lines.${index}.quantity`)}
            />
            <NumberInput
              label={isFirst ? m.purchasing_unit_price_rupees() : undefined}
              aria-label={m.purchasing_unit_price_number({ number })}
              withAsterisk={isFirst}
              min={0}
              step={FORM_STEPS.price}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              w={{ base: 96, sm: 140 }}
              {...form.getInputProps(`lines.${index}.unitPrice`)}
            />
          </>
        );
      }}
      removeLabel={(number) => m.purchasing_remove_line_number({ number })}
      onRemove={(index) => form.removeListItem('lines', index)}
      error={form.errors.lines}
      addLabel={m.purchasing_add_line()}
      onAdd={() => form.insertListItem('lines', emptyOrderLine(randomId()))}
      canAdd={lines.length < PURCHASE_ORDER_LIMITS.linesMax}
      aside={
        <Text size="sm">
          {m.purchasing_total()}{' '}
          <Text span fw={700}>
            {formatRupees(total)}
          </Text>
        </Text>
      }
    />
  );
}
