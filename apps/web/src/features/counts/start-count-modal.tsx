import { Group, Radio, Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconListCheck } from '@tabler/icons-react';
import { COUNT_LIMITS, COUNT_SCOPE_LABELS, COUNT_SCOPES, formatNumber } from '@godown/shared';
import { useNavigate } from 'react-router';
import { failureWithReason, serverFieldErrors } from '../../api/client';
import { inventoryOptions } from '../../api/options';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { countPath } from '../../lib/paths';
import {
  STORAGE_UNIT_CHOICES_MAX,
  useCountCategoriesQuery,
  useInventoryStorageUnitsQuery,
  useStartCount,
} from './counts-api';
import {
  EMPTY_START_COUNT,
  startCountErrors,
  toStartCountBody,
  type StartCountValues,
} from './counts-start-form';

/** Start count: which inventory, and all of it, one category or one storage unit; the count opens. */
export function StartCountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Start count" size="lg" isFullScreenOnPhone>
      <StartCountForm onDone={onClose} />
    </FormModal>
  );
}

function StartCountForm({ onDone }: { onDone: () => void }) {
  const start = useStartCount();
  const navigate = useNavigate();
  const form = useForm<StartCountValues>({ initialValues: EMPTY_START_COUNT, validate: startCountErrors });
  const { inventoryId, scope } = form.values;
  const categories = useCountCategoriesQuery(scope === 'category');
  const units = useInventoryStorageUnitsQuery(scope === 'storageUnit' ? inventoryId : null);

  const submit = form.onSubmit((values) => {
    start.mutate(toStartCountBody(values), {
      onSuccess: ({ count }) => {
        notifications.show({
          color: 'teal',
          title: `Count ${count.number} started`,
          message: `${formatNumber(count.lineCount, 0)} lines to count in ${count.inventory?.name ?? 'the inventory'}`,
        });
        onDone();
        void navigate(countPath(count.id));
      },
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    });
  });

  const unitOptions = (units.data?.storages ?? []).map((unit) => ({
    value: unit._id,
    label: unit.name === unit.locationId ? unit.locationId : `${unit.name} (${unit.locationId})`,
  }));
  const unitDescription =
    units.data && units.data.total > STORAGE_UNIT_CHOICES_MAX
      ? `The first ${STORAGE_UNIT_CHOICES_MAX} of ${formatNumber(units.data.total, 0)} units`
      : undefined;

  return (
    <ModalForm
      onSubmit={submit}
      error={start.isError ? failureWithReason(start.error, 'Failed to start the count') : null}
      submitLabel="Start count"
      submitIcon={<IconListCheck size={18} />}
      isSaving={start.isPending}
      onCancel={onDone}
      gap="md"
    >
      <SearchSelect
        label="Inventory"
        placeholder="Search inventories by name"
        withAsterisk
        data-autofocus
        source={inventoryOptions}
        value={inventoryId}
        onChange={(value) => {
          form.setFieldValue('inventoryId', value);
          // A storage unit belongs to one inventory: another inventory's units must be chosen anew.
          form.setFieldValue('storageUnitId', null);
        }}
        error={form.errors.inventoryId}
      />
      <Radio.Group
        label="What to count"
        value={scope}
        onChange={(value) => {
          const next = COUNT_SCOPES.find((s) => s === value);
          if (next) form.setFieldValue('scope', next);
        }}
      >
        <Group gap="lg" mt={6}>
          {COUNT_SCOPES.map((s) => (
            <Radio key={s} value={s} label={COUNT_SCOPE_LABELS[s]} />
          ))}
        </Group>
      </Radio.Group>
      {scope === 'category' ? (
        <Select
          label="Category"
          placeholder={categories.isPending ? 'Loading categories...' : 'Choose a category'}
          withAsterisk
          searchable
          data={categories.data ?? []}
          nothingFoundMessage="No such category"
          error={form.errors.category ?? (categories.isError ? 'Failed to fetch the categories' : undefined)}
          value={form.values.category}
          onChange={(value) => form.setFieldValue('category', value)}
        />
      ) : null}
      {scope === 'storageUnit' ? (
        <Select
          label="Storage unit"
          placeholder={inventoryId ? 'Choose a storage unit' : 'Choose the inventory first'}
          description={unitDescription}
          withAsterisk
          searchable
          disabled={!inventoryId}
          data={unitOptions}
          nothingFoundMessage={
            units.isFetching ? 'Loading storage units...' : 'This inventory has no storage units'
          }
          error={
            form.errors.storageUnitId ?? (units.isError ? 'Failed to fetch the storage units' : undefined)
          }
          value={form.values.storageUnitId}
          onChange={(value) => form.setFieldValue('storageUnitId', value)}
        />
      ) : null}
      <Textarea
        label="Note"
        placeholder="Month end, a complaint about a shortage..."
        autosize
        minRows={2}
        maxRows={4}
        maxLength={COUNT_LIMITS.noteMax}
        {...form.getInputProps('note')}
      />
    </ModalForm>
  );
}
