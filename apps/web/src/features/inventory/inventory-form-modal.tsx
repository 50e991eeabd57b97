import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { COORDINATE_DECIMALS, FORM_STEPS, UNITS, type TInventoryDetail } from '@godown/shared';
import { errorMessage } from '../../api/client';
import { AmountInput } from '../../components/amount-input';
import { FormModal, ModalForm } from '../../components/form-modal';
import { PointPicker } from '../../components/map/point-picker';
import { useCreateInventory, useUpdateInventory } from './inventory-api';
import {
  EMPTY_INVENTORY_VALUES,
  inventoryFormErrors,
  toInventoryCreateBody,
  toInventoryUpdateBody,
  valuesFromInventory,
  type InventoryFormValues,
} from './inventory-form';

interface InventoryFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The inventory to edit; without it the modal creates one. */
  inventory?: TInventoryDetail;
}

function InventoryForm({ inventory, onDone }: { inventory?: TInventoryDetail; onDone: () => void }) {
  const mode = inventory ? 'edit' : 'create';
  const create = useCreateInventory();
  const update = useUpdateInventory(inventory?._id ?? '');
  const save = inventory ? update : create;
  const form = useForm<InventoryFormValues>({
    initialValues: inventory ? valuesFromInventory(inventory) : EMPTY_INVENTORY_VALUES,
    validate: (values) => inventoryFormErrors(values, mode),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      if (inventory) {
        await update.mutateAsync(toInventoryUpdateBody(values));
        notifications.show({ color: 'teal', message: 'Inventory updated' });
      } else {
        const created = await create.mutateAsync(toInventoryCreateBody(values));
        notifications.show({ color: 'teal', message: `Inventory "${created.name}" created` });
      }
      onDone();
    } catch {
      // The error line below shows what went wrong.
    }
  });

  const failure = save.isError
    ? errorMessage(save.error, inventory ? 'Failed to update inventory' : 'Failed to create inventory')
    : null;

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={failure}
      submitLabel={inventory ? 'Save changes' : 'Create Inventory'}
      isEditing={inventory !== undefined}
      isSaving={save.isPending}
      onCancel={onDone}
    >
      <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
      <TextInput label="Location" placeholder="Area, city" {...form.getInputProps('location')} />
      <Textarea label="Description" autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <AmountInput label={`Total capacity (${UNITS.weight})`} {...form.getInputProps('totalCapacity')} />
        <AmountInput label={`Total volume (${UNITS.volume})`} {...form.getInputProps('totalVolume')} />
      </SimpleGrid>
      <PointPicker
        pointName="inventory location"
        latitude={form.values.latitude}
        longitude={form.values.longitude}
        onChange={({ latitude, longitude }) => {
          form.setFieldValue('latitude', latitude);
          form.setFieldValue('longitude', longitude);
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Latitude"
            withAsterisk
            min={-90}
            max={90}
            step={FORM_STEPS.coordinate}
            decimalScale={COORDINATE_DECIMALS}
            placeholder="e.g. 18.520430"
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label="Longitude"
            withAsterisk
            min={-180}
            max={180}
            step={FORM_STEPS.coordinate}
            decimalScale={COORDINATE_DECIMALS}
            placeholder="e.g. 73.856743"
            {...form.getInputProps('longitude')}
          />
        </SimpleGrid>
      </PointPicker>
    </ModalForm>
  );
}

/**
 * Create Inventory / Edit Inventory: the inventory form in a modal
 * (docs/domain.md#inventories-and-storage-units).
 */
export function InventoryFormModal({ opened, onClose, inventory }: InventoryFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={inventory ? 'Edit Inventory' : 'Create Inventory'}
      size="lg"
    >
      <InventoryForm inventory={inventory} onDone={onClose} />
    </FormModal>
  );
}
