import { Group, Paper, SimpleGrid, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatRupees, WAGE_MESSAGES, wageMonthOf, type TWageRecord } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { isUserOption, userOptions } from '../../api/options';
import { FormModal, ModalForm } from '../../components/form-modal';
import { RoleBadge } from '../../components/role-badge';
import { SearchSelect } from '../../components/search-select';
import { HoursInput, ShiftInput, WagePerHourInput } from '../../components/wage-inputs';
import { monthText } from '../../lib/i18n';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import {
  EMPTY_WAGE_VALUES,
  fillFromUser,
  formTotal,
  toWageCreateBody,
  toWageUpdateBody,
  wageFormErrors,
  wageValuesOf,
  type WageFormValues,
} from './wage-form';
import { useSaveWage } from './wages-api';

/**
 * What the modal is open for: a new record of the month (with the month's records on screen, which
 * a past month's form starts from), or one record to edit.
 */
export type WageFormTarget =
  | { kind: 'create'; month: string; recordsShown: readonly TWageRecord[] }
  | { kind: 'edit'; record: TWageRecord };

interface WageFormModalProps {
  /** null keeps the modal closed. */
  target: WageFormTarget | null;
  onClose: () => void;
}

/** The wage modal: "Add Wage Record" (any user, the page's month) or "Edit Wage Record" (the user fixed). */
export function WageFormModal({ target, onClose }: WageFormModalProps) {
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? m.wages_edit_wage_record() : m.wages_add_wage_record()}
      size="lg"
      isFullScreenOnPhone
    >
      {/* Keyed by what it edits, so every opening starts from the stored values. */}
      {target ? (
        <WageForm
          key={target.kind === 'edit' ? `${target.record._id}-${target.record.calculatedAt}` : target.month}
          record={target.kind === 'edit' ? target.record : null}
          month={target.kind === 'edit' ? target.record.month : target.month}
          recordsShown={target.kind === 'create' ? target.recordsShown : []}
          onDone={onClose}
        />
      ) : null}
    </FormModal>
  );
}

interface WageFormProps {
  record: TWageRecord | null;
  month: string;
  recordsShown: readonly TWageRecord[];
  onDone: () => void;
}

function WageForm({ record, month, recordsShown, onDone }: WageFormProps) {
  const save = useSaveWage();
  const [notice, setNotice] = useState<string | null>(null);
  // The chosen user's own shift (undefined until one is chosen): a shift left as it is is not sent.
  const [userShift, setUserShift] = useState<string | null | undefined>(undefined);
  const form = useForm<WageFormValues>({
    initialValues: record ? wageValuesOf(record, wageMonthOf()) : EMPTY_WAGE_VALUES,
    validate: (values) => wageFormErrors(values, record),
    // "No changes" speaks of the values it was said for: typing makes it out of date.
    onValuesChange: () => setNotice(null),
  });

  const onSaved = (name: string, title: string) => {
    notifications.show({ color: 'teal', title, message: name });
    onDone();
  };

  const submit = form.onSubmit((values) => {
    setNotice(null);
    if (!record) {
      save.mutate(
        { kind: 'create', body: toWageCreateBody(values, month, userShift) },
        {
          onSuccess: (saved) => onSaved(saved?.employeeName ?? monthText(month), m.wages_record_saved()),
        },
      );
      return;
    }
    const body = toWageUpdateBody(record, values);
    if (!body) {
      setNotice(localizeText(WAGE_MESSAGES.noChanges));
      return;
    }
    save.mutate(
      { kind: 'update', userId: record.userId, body },
      { onSuccess: () => onSaved(record.employeeName, m.wages_record_updated()) },
    );
  });

  return (
    <ModalForm
      onSubmit={submit}
      notice={notice}
      error={save.isError ? failureWithReason(save.error, m.wages_save_failed()) : null}
      submitLabel={record ? m.wages_save_changes() : m.wages_add_wage_record()}
      isEditing={record !== null}
      isSaving={save.isPending}
      onCancel={onDone}
      actionsMt="sm"
    >
      <Text size="sm" c="dimmed">
        {m.wages_month_line({ month: monthText(month) })}
      </Text>
      {!record && month < wageMonthOf() ? (
        <Text size="sm" c="dimmed">
          {m.wages_closed_month_form_hint()}
        </Text>
      ) : null}
      {record ? (
        <Group gap="sm" wrap="nowrap">
          <Text fw={600}>{record.employeeName}</Text>
          <RoleBadge role={record.role} />
        </Group>
      ) : (
        <SearchSelect
          label={m.wages_employee()}
          placeholder={m.wages_search_users_placeholder()}
          withAsterisk
          data-autofocus
          source={userOptions.everyone}
          value={form.values.userId}
          onChange={(value, option) => {
            if (!isUserOption(option)) {
              form.setFieldValue('userId', value);
              setUserShift(undefined);
              return;
            }
            setUserShift(option.user.shift);
            // What is still empty starts from the user (this month) or their record on screen
            // (a past month); what the admin typed stays.
            form.setValues(
              fillFromUser({ ...form.getValues(), userId: value }, option.user, {
                isCurrentMonth: month === wageMonthOf(),
                record: recordsShown.find((shown) => shown.userId === value && shown.month === month) ?? null,
              }),
            );
          }}
          error={form.errors.userId}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <HoursInput label={m.wages_hours_worked()} withAsterisk {...form.getInputProps('hoursWorked')} />
        <WagePerHourInput withAsterisk {...form.getInputProps('wagePerHour')} />
        <ShiftInput {...form.getInputProps('shift')} />
        <Switch
          label={m.wages_extra_shift()}
          mt={{ base: 0, sm: 32 }}
          {...form.getInputProps('extraShift', { type: 'checkbox' })}
        />
      </SimpleGrid>

      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {m.wages_total_wage_formula()}
          </Text>
          <Text fw={700} size="lg">
            {formatRupees(formTotal(form.values))}
          </Text>
        </Group>
      </Paper>
    </ModalForm>
  );
}
