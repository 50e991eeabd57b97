import { Group, Radio, Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconListCheck } from '@tabler/icons-react';
import { COUNT_LIMITS, COUNT_SCOPES, formatNumber } from '@godown/shared';
import { useNavigate } from 'react-router';
import { failureWithReason, serverFieldErrors } from '../../api/client';
import { inventoryOptions } from '../../api/options';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { countScopeLabel } from '../../lib/labels';
import { countPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { STORAGE_UNIT_CHOICES_MAX, useInventoryStorageUnitsQuery } from '../../api/storage-units';
import { useCountCategoriesQuery, useStartCount } from './counts-api';
import {
  EMPTY_START_COUNT,
  startCountErrors,
  toStartCountBody,
  type StartCountValues,
} from './counts-start-form';

/** Start count: which inventory, and all of it, one category or one storage unit; the count opens. */
export function StartCountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={m.counts_start_count()} size="lg" isFullScreenOnPhone>
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
          title: m.counts_count_started({ number: count.number }),
          message: count.inventory
            ? m.counts_lines_to_count_in({
                lines: formatNumber(count.lineCount, 0),
                inventory: count.inventory.name,
              })
            : m.counts_lines_to_count_in_the_inventory({ lines: formatNumber(count.lineCount, 0) }),
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
      ? m.counts_first_storage_units_of_total({
          shown: formatNumber(STORAGE_UNIT_CHOICES_MAX, 0),
          total: formatNumber(units.data.total, 0),
        })
      : undefined;

  return (
    <ModalForm
      onSubmit={submit}
      error={start.isError ? failureWithReason(start.error, m.counts_start_count_failed()) : null}
      submitLabel={m.counts_start_count()}
      submitIcon={<IconListCheck size={18} />}
      isSaving={start.isPending}
      onCancel={onDone}
      gap="md"
    >
      <SearchSelect
        label={m.counts_inventory()}
        placeholder={m.counts_search_inventories_by_name()}
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
        label={m.counts_what_to_count()}
        value={scope}
        onChange={(value) => {
          const next = COUNT_SCOPES.find((s) => s === value);
          if (next) form.setFieldValue('scope', next);
        }}
      >
        <Group gap="lg" mt={6}>
          {COUNT_SCOPES.map((s) => (
            <Radio key={s} value={s} label={countScopeLabel(s)} />
          ))}
        </Group>
      </Radio.Group>
      {scope === 'category' ? (
        <Select
          label={m.counts_category()}
          placeholder={categories.isPending ? m.counts_loading_categories() : m.counts_choose_a_category()}
          withAsterisk
          searchable
          data={categories.data ?? []}
          nothingFoundMessage={m.counts_no_such_category()}
          error={
            form.errors.category ?? (categories.isError ? m.counts_fetch_categories_failed() : undefined)
          }
          value={form.values.category}
          onChange={(value) => form.setFieldValue('category', value)}
        />
      ) : null}
      {scope === 'storageUnit' ? (
        <Select
          label={m.counts_storage_unit()}
          placeholder={inventoryId ? m.counts_choose_a_storage_unit() : m.counts_choose_the_inventory_first()}
          description={unitDescription}
          withAsterisk
          searchable
          disabled={!inventoryId}
          data={unitOptions}
          nothingFoundMessage={
            units.isFetching ? m.counts_loading_storage_units() : m.counts_inventory_has_no_storage_units()
          }
          error={
            form.errors.storageUnitId ?? (units.isError ? m.counts_fetch_storage_units_failed() : undefined)
          }
          value={form.values.storageUnitId}
          onChange={(value) => form.setFieldValue('storageUnitId', value)}
        />
      ) : null}
      <Textarea
        label={m.counts_note()}
        placeholder={m.counts_note_placeholder()}
        autosize
        minRows={2}
        maxRows={4}
        maxLength={COUNT_LIMITS.noteMax}
        {...form.getInputProps('note')}
      />
    </ModalForm>
  );
}
