import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type TInventoryDetail } from '@godown/shared';
import { useMemo } from 'react';
import { errorMessage } from '../../api/client';
import { registrationLabel, useRegistrationsQuery } from '../../api/registrations';
import { AmountInput } from '../../components/amount-input';
import { FormModal, ModalForm } from '../../components/form-modal';
import { PointPicker } from '../../components/map/point-picker';
import { COORDINATE_DECIMALS, FORM_STEPS } from '../../lib/form-numbers';
import { UNITS } from '../../lib/units';
import { m } from '../../paraglide/messages.js';
import { useCreateInventory, useUpdateInventory } from './inventory-api';
import {
  EMPTY_INVENTORY_VALUES,
  inventoryFormErrors,
  toInventoryCreateBody,
  toInventoryUpdateBody,
  valuesFromInventory,
  type InventoryFormValues,
} from './inventory-form';

/** Characters of an inventory's address line (the server's limit). */
const INVENTORY_ADDRESS_MAX = 200;

interface InventoryFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The inventory to edit; without it the modal creates one. */
  inventory?: TInventoryDetail;
}

/**
 * The GST registrations an inventory may be given: the active ones, and its own even when switched
 * off, so it shows as it is.
 */
function useRegistrationChoices(current: string | null | undefined) {
  const registrations = useRegistrationsQuery();
  const data = useMemo(
    () =>
      (registrations.data ?? [])
        .filter((registration) => registration.active || registration.id === current)
        .map((registration) => ({
          value: registration.id,
          label: registration.active
            ? registrationLabel(registration)
            : m.inventory_registration_inactive({ registration: registrationLabel(registration) }),
        })),
    [registrations.data, current],
  );
  return { data, isLoading: registrations.isPending, isEmpty: registrations.data?.length === 0 };
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
  const registrations = useRegistrationChoices(inventory?.registrationId);

  const submit = form.onSubmit(async (values) => {
    try {
      if (inventory) {
        await update.mutateAsync(toInventoryUpdateBody(values));
        notifications.show({ color: 'teal', message: m.inventory_updated() });
      } else {
        const created = await create.mutateAsync(toInventoryCreateBody(values));
        notifications.show({ color: 'teal', message: m.inventory_created({ name: created.name }) });
      }
      onDone();
    } catch {
      // The error line below shows what went wrong.
    }
  });

  const failure = save.isError
    ? errorMessage(save.error, inventory ? m.inventory_update_failed() : m.inventory_create_failed())
    : null;

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={failure}
      submitLabel={inventory ? m.inventory_save_changes() : m.inventory_create_inventory()}
      isEditing={inventory !== undefined}
      isSaving={save.isPending}
      onCancel={onDone}
    >
      <TextInput label={m.inventory_name()} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label={m.inventory_location()}
        placeholder={m.inventory_location_placeholder()}
        {...form.getInputProps('location')}
      />
      <Textarea
        label={m.inventory_description()}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('description')}
      />
      <Select
        label={m.inventory_gst_registration()}
        description={
          registrations.isEmpty ? m.inventory_no_registrations_yet() : m.inventory_gst_registration_hint()
        }
        placeholder={registrations.isLoading ? m.inventory_loading_registrations() : m.inventory_none_yet()}
        data={registrations.data}
        searchable
        clearable
        nothingFoundMessage={m.inventory_no_registration_matches()}
        {...form.getInputProps('registrationId')}
      />
      <TextInput
        label={m.inventory_address()}
        description={m.inventory_address_hint()}
        placeholder={m.inventory_address_placeholder()}
        maxLength={INVENTORY_ADDRESS_MAX}
        {...form.getInputProps('addressLine')}
      />
      <TextInput
        label={m.inventory_pin_code()}
        inputMode="numeric"
        maxLength={6}
        maw={200}
        {...form.getInputProps('pinCode')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <AmountInput
          label={m.inventory_total_capacity_in({ unit: UNITS.weight })}
          {...form.getInputProps('totalCapacity')}
        />
        <AmountInput
          label={m.inventory_total_volume_in({ unit: UNITS.volume })}
          {...form.getInputProps('totalVolume')}
        />
      </SimpleGrid>
      <PointPicker
        pointName={m.inventory_location_point()}
        latitude={form.values.latitude}
        longitude={form.values.longitude}
        onChange={({ latitude, longitude }) => {
          form.setFieldValue('latitude', latitude);
          form.setFieldValue('longitude', longitude);
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={m.inventory_latitude()}
            withAsterisk
            min={-90}
            max={90}
            step={FORM_STEPS.coordinate}
            decimalScale={COORDINATE_DECIMALS}
            placeholder={m.inventory_latitude_placeholder()}
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label={m.inventory_longitude()}
            withAsterisk
            min={-180}
            max={180}
            step={FORM_STEPS.coordinate}
            decimalScale={COORDINATE_DECIMALS}
            placeholder={m.inventory_longitude_placeholder()}
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
      title={inventory ? m.inventory_edit_inventory() : m.inventory_create_inventory()}
      size="lg"
    >
      <InventoryForm inventory={inventory} onDone={onClose} />
    </FormModal>
  );
}
