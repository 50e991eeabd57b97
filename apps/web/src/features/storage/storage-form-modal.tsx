import { Divider, NumberInput, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { STOCK_LIMITS, formatVolume, volumeFromDimensions, type TStorage } from '@godown/shared';
import { errorMessage, serverFieldErrors } from '../../api/client';
import { inventoryOptions } from '../../api/options';
import { AmountInput } from '../../components/amount-input';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { FORM_STEPS } from '../../lib/form-numbers';
import { UNITS } from '../../lib/units';
import { m } from '../../paraglide/messages.js';
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
        notifications.show({ color: 'teal', message: m.storage_unit_updated({ name: saved.name }) });
      } else {
        const saved = await create.mutateAsync(toStorageCreateBody(values));
        notifications.show({ color: 'teal', message: m.storage_unit_added({ name: saved.name }) });
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
    ? errorMessage(save.error, storage ? m.storage_update_failed() : m.storage_create_failed())
    : null;

  const dimensionInput = (label: string, path: string) => (
    <NumberInput
      label={label}
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
      label={label}
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
      submitLabel={storage ? m.storage_save_changes() : m.storage_add_storage()}
      isEditing={storage !== undefined}
      isSaving={save.isPending}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={m.storage_location_id()}
          withAsterisk
          data-autofocus
          {...form.getInputProps('locationId')}
        />
        <SearchSelect
          label={m.storage_inventory()}
          placeholder={m.storage_search_inventories()}
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
          label={m.storage_name()}
          placeholder={storage ? undefined : m.storage_name_placeholder()}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={m.storage_type()}
          placeholder={m.storage_type_placeholder()}
          {...form.getInputProps('type')}
        />
      </SimpleGrid>
      <TextInput
        label={m.storage_location()}
        placeholder={m.storage_location_placeholder()}
        {...form.getInputProps('location')}
      />
      <Textarea
        label={m.storage_description()}
        autosize
        minRows={2}
        maxRows={4}
        {...form.getInputProps('description')}
      />

      <Divider label={m.storage_size_and_capacity()} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {dimensionInput(m.storage_length_with_unit({ unit: UNITS.dimension }), 'dimensions.length')}
        {dimensionInput(m.storage_width_with_unit({ unit: UNITS.dimension }), 'dimensions.width')}
        {dimensionInput(m.storage_height_with_unit({ unit: UNITS.dimension }), 'dimensions.height')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AmountInput
          label={m.storage_holding_capacity_with_unit({ unit: UNITS.weight })}
          withAsterisk
          {...form.getInputProps('holdingCapacity')}
        />
        <AmountInput
          label={m.storage_volume_with_unit({ unit: UNITS.volume })}
          description={m.storage_volume_from_dimensions({
            volume: `${formatVolume(computedVolume)} ${UNITS.volume}`,
          })}
          // eslint-disable-next-line i18next/no-literal-string -- the field's name, as the API spells it
          {...form.getInputProps('Volume')}
        />
      </SimpleGrid>

      <Divider label={m.storage_conditions_and_contents()} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {temperatureInput(
          m.storage_minimum_temperature_with_unit({ unit: UNITS.temperature }),
          'temperature.min',
        )}
        {temperatureInput(
          m.storage_maximum_temperature_with_unit({ unit: UNITS.temperature }),
          'temperature.max',
        )}
        <AmountInput
          label={m.storage_current_weight_with_unit({ unit: UNITS.weight })}
          {...form.getInputProps('currentWeight')}
        />
        <AmountInput
          label={m.storage_current_volume_with_unit({ unit: UNITS.volume })}
          {...form.getInputProps('currentVolume')}
        />
      </SimpleGrid>
      {storage ? (
        <Switch label={m.storage_active()} {...form.getInputProps('active', { type: 'checkbox' })} />
      ) : null}
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
      title={storage ? m.storage_edit_title({ name: storage.name }) : m.storage_add_storage_unit()}
      size="xl"
    >
      <StorageForm storage={storage} onDone={onClose} />
    </FormModal>
  );
}
