import { Divider, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DEFAULT_PLACEMENT_QUANTITY, STOCK_LIMITS } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { productOptions, type SearchOption } from '../../api/options';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { useAddPlacement } from './inventory-api';
import { addProductFormErrors, toPlacementBody, type AddProductValues } from './placement-rows';

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
          message: `Placed ${body.quantity.toLocaleString('en-IN')} × ${placement.product.productName}`,
        });
        onDone();
      },
    });
  });

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={add.isError ? failureWithReason(add.error, 'Failed to add product to inventory') : null}
      submitLabel="Add to inventory"
      isSaving={add.isPending}
      onCancel={onDone}
    >
      <SearchSelect
        label="Product"
        placeholder="Search by name, SKU or description"
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
        label="Quantity"
        withAsterisk
        min={1}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        description={chosen?.description}
        {...form.getInputProps('quantity')}
      />
      <Divider label="Batch (optional)" labelPosition="left" styles={{ label: { fontWeight: 600 } }} />
      <TextInput
        label="Batch code"
        placeholder="e.g. LOT-2026-07"
        description="The lot printed on the packs; a new code makes a new batch of the product"
        maxLength={STOCK_LIMITS.codeMax}
        {...form.getInputProps('batchCode')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateField label="Mfg date" {...form.getInputProps('mfgDate')} />
        <DateField label="Expiry date" {...form.getInputProps('expiryDate')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Placing units adds their weight and volume to this inventory. Only units not yet placed in another
        inventory can be placed.
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
    <FormModal opened={opened} onClose={onClose} title="Add Product to Inventory">
      <AddProductForm inventoryId={inventoryId} onDone={onClose} />
    </FormModal>
  );
}
