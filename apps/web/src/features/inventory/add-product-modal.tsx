import { Divider, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatNumber, STOCK_LIMITS } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { productOptions, type SearchOption } from '../../api/options';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { m } from '../../paraglide/messages.js';
import { useAddPlacement } from './inventory-api';
import { addProductFormErrors, toPlacementBody, type AddProductValues } from './placement-rows';

/** Default quantity of the add-product-to-inventory form. */
const DEFAULT_PLACEMENT_QUANTITY = 1;

function AddProductForm({ inventoryId, onDone }: { inventoryId: string; onDone: () => void }) {
  const add = useAddPlacement(inventoryId);
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const form = useForm<AddProductValues>({
    initialValues: {
      productId: null,
      quantity: DEFAULT_PLACEMENT_QUANTITY,
      batchCode: '',
      mfgDate: null,
      expiryDate: null,
    },
    validate: addProductFormErrors,
  });

  const submit = form.onSubmit((values) => {
    const body = toPlacementBody(values);
    add.mutate(body, {
      onSuccess: (placement) => {
        notifications.show({
          color: 'teal',
          message: m.inventory_placed_units({
            quantity: formatNumber(body.quantity, 0),
            product: placement.product.productName,
          }),
        });
        onDone();
      },
    });
  });

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={add.isError ? failureWithReason(add.error, m.inventory_add_product_failed()) : null}
      submitLabel={m.inventory_add_to_inventory()}
      isSaving={add.isPending}
      onCancel={onDone}
    >
      <SearchSelect
        label={m.inventory_product()}
        placeholder={m.inventory_search_products_placeholder()}
        withAsterisk
        data-autofocus
        // Focused when the modal opens: the list opens on a click or typing, not over the buttons.
        openOnFocus={false}
        source={productOptions.placement}
        value={form.values.productId}
        onChange={(value, option) => {
          form.setFieldValue('productId', value);
          setChosen(option);
        }}
        error={form.errors.productId}
      />
      <NumberInput
        label={m.inventory_quantity()}
        withAsterisk
        min={1}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        description={chosen?.description}
        {...form.getInputProps('quantity')}
      />
      <Divider
        label={m.inventory_batch_optional()}
        labelPosition="left"
        styles={{ label: { fontWeight: 600 } }}
      />
      <TextInput
        label={m.inventory_batch_code()}
        placeholder={m.inventory_batch_code_placeholder()}
        description={m.inventory_batch_code_hint()}
        maxLength={STOCK_LIMITS.codeMax}
        {...form.getInputProps('batchCode')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateField label={m.inventory_mfg_date()} {...form.getInputProps('mfgDate')} />
        <DateField label={m.inventory_expiry_date()} {...form.getInputProps('expiryDate')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {m.inventory_placing_explained()}
      </Text>
    </ModalForm>
  );
}

/** Add Product: choose a product (searched on the server) and how many units to place here. */
export function AddProductModal({
  inventoryId,
  opened,
  onClose,
}: {
  inventoryId: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={m.inventory_add_product_to_inventory()}>
      <AddProductForm inventoryId={inventoryId} onDone={onClose} />
    </FormModal>
  );
}
