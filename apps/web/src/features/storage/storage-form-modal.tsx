import { Divider, NumberInput, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  FORM_STEPS,
  STOCK_LIMITS,
  UNITS,
  formatVolume,
  volumeFromDimensions,
  type TStorage,
} from '@godown/shared';
import { errorMessage, serverFieldErrors } from '../../api/client';
import { inventoryOptions } from '../../api/options';
import { AmountInput } from '../../components/amount-input';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { useCreateStorage, useUpdateStorage } from './storage-api';
import {
  EMPTY_STORAGE_VALUES,
  storageFormErrors,
  toStorageCreateBody,
  toStorageUpdateBody,
  valuesFromStorage,
  type StorageFormValues,
} from './storage-form';

interface StorageFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The unit to edit; without it the modal adds one. */
  storage?: TStorage;
}

function StorageForm({ storage, onDone }: { storage?: TStorage; onDone: () => void }) {
  const mode = storage ? 'edit' : 'create';
  const create = useCreateStorage();
  const update = useUpdateStorage(storage?._id ?? '');
  const save = storage ? update : create;
  const form = useForm<StorageFormValues>({
    initialValues: storage ? valuesFromStorage(storage) : EMPTY_STORAGE_VALUES,
    validate: (values) => storageFormErrors(values, mode),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      if (storage) {
        const saved = await update.mutateAsync(toStorageUpdateBody(values));
        notifications.show({ color: 'teal', message: `Storage unit "${saved.name}" updated` });
      } else {
        const saved = await create.mutateAsync(toStorageCreateBody(values));
        notifications.show({ color: 'teal', message: `Storage unit "${saved.name}" added` });
      }
      onDone();
    } catch (error) {
      // Field problems the server found (e.g. current weight above the holding capacity).
      form.setErrors(serverFieldErrors(error));
    }
  });

  const dimensions = form.values.dimensions;
  const computedVolume = volumeFromDimensions({
    length: Number(dimensions.length) || 0,
    width: Number(dimensions.width) || 0,
    height: Number(dimensions.height) || 0,
  });
  const failure = save.isError
    ? errorMessage(save.error, storage ? 'Failed to update storage unit' : 'Failed to create storage unit')
    : null;

  const dimensionInput = (label: string, path: string) => (
    <NumberInput
      label={`${label} (${UNITS.dimension})`}
      withAsterisk
      min={0}
      max={STOCK_LIMITS.dimensionMaxCm}
      step={FORM_STEPS.dimension}
      decimalScale={1}
      {...form.getInputProps(path)}
    />
  );
  const temperatureInput = (label: string, path: string) => (
    <NumberInput
      label={`${label} (${UNITS.temperature})`}
      min={STOCK_LIMITS.temperatureMinC}
      max={STOCK_LIMITS.temperatureMaxC}
      step={0.5}
      decimalScale={1}
      {...form.getInputProps(path)}
    />
  );

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={failure}
      submitLabel={storage ? 'Save changes' : 'Add Storage'}
      isEditing={storage !== undefined}
      isSaving={save.isPending}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Location ID" withAsterisk data-autofocus {...form.getInputProps('locationId')} />
        <SearchSelect
          label="Inventory"
          placeholder="Search inventories by name"
          withAsterisk
          source={inventoryOptions}
          initialOption={
            storage ? { value: storage.inventory._id, label: storage.inventory.name } : undefined
          }
          value={form.values.inventory}
          onChange={(value) => form.setFieldValue('inventory', value)}
          error={form.errors.inventory}
        />
        <TextInput
          label="Name"
          placeholder={storage ? undefined : 'Defaults to the location ID'}
          {...form.getInputProps('name')}
        />
        <TextInput label="Type" placeholder="e.g. Rack, Cold room, Bin" {...form.getInputProps('type')} />
      </SimpleGrid>
      <TextInput
        label="Location"
        placeholder="Where the unit is, e.g. Aisle 3, Bay 2"
        {...form.getInputProps('location')}
      />
      <Textarea label="Description" autosize minRows={2} maxRows={4} {...form.getInputProps('description')} />

      <Divider label="Size and capacity" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {dimensionInput('Length', 'dimensions.length')}
        {dimensionInput('Width', 'dimensions.width')}
        {dimensionInput('Height', 'dimensions.height')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AmountInput
          label={`Holding capacity (${UNITS.weight})`}
          withAsterisk
          {...form.getInputProps('holdingCapacity')}
        />
        <AmountInput
          label={`Volume (${UNITS.volume})`}
          description={`Leave empty to use the dimensions: ${formatVolume(computedVolume)} ${UNITS.volume}`}
          {...form.getInputProps('Volume')}
        />
      </SimpleGrid>

      <Divider label="Conditions and contents" labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {temperatureInput('Minimum temperature', 'temperature.min')}
        {temperatureInput('Maximum temperature', 'temperature.max')}
        <AmountInput label={`Current weight (${UNITS.weight})`} {...form.getInputProps('currentWeight')} />
        <AmountInput label={`Current volume (${UNITS.volume})`} {...form.getInputProps('currentVolume')} />
      </SimpleGrid>
      {storage ? <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} /> : null}
    </ModalForm>
  );
}

/**
 * Add Storage / Edit Storage: the storage form in a modal
 * (docs/domain.md#inventories-and-storage-units).
 */
export function StorageFormModal({ opened, onClose, storage }: StorageFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={storage ? `Edit ${storage.name}` : 'Add Storage Unit'}
      size="xl"
    >
      <StorageForm storage={storage} onDone={onClose} />
    </FormModal>
  );
}
