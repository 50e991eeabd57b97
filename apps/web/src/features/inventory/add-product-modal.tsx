import { NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DEFAULT_PLACEMENT_QUANTITY, INVENTORY_MESSAGES, zPlacementCreateSchema } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { productOptions, type SearchOption } from '../../api/options';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { schemaErrors } from '../../lib/form-errors';
import { useAddPlacement } from './inventory-api';
import { toPlacementBody, type AddProductValues } from './placement-rows';

function AddProductForm({ inventoryId, onDone }: { inventoryId: string; onDone: () => void }) {
  const add = useAddPlacement(inventoryId);
  const [chosen, setChosen] = useState<SearchOption | null>(null);
  const form = useForm<AddProductValues>({
    initialValues: { productId: null, quantity: DEFAULT_PLACEMENT_QUANTITY },
    validate: (values) => {
      const errors = schemaErrors(zPlacementCreateSchema, toPlacementBody(values));
      if (!values.productId) errors.productId = INVENTORY_MESSAGES.productRequired;
      return errors;
    },
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
