// The date pickers' styles come with the only pages that use them, not with the first load.
import '@mantine/dates/styles.css';
// The picker's month and day names in Hindi (dayjs loads only English by itself).
import 'dayjs/locale/hi';
import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  ALERT_LIMITS,
  ALERT_MESSAGES,
  ALERT_PRIORITIES,
  type AlertPriority,
  type TAlert,
} from '@godown/shared';
import { useState } from 'react';
import { FormModal, ModalForm } from '../../components/form-modal';
import {
  alertFormErrors,
  alertTypeOptions,
  alertValuesOf,
  newAlertValues,
  toTriggerBody,
  toUpdateBody,
  type AlertFormValues,
} from './alert-form';
import { failureWithReason } from '../../api/client';
import { datesLocale } from '../../lib/i18n';
import { alertPriorityLabel, alertTypeLabel } from '../../lib/labels';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import { useTriggerAlert, useUpdateAlert } from './alerts-api';

interface AlertFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The alert to edit; without one the modal triggers a new alert. */
  alert: TAlert | null;
  /** Called with the alert once it is saved. */
  onSaved?: (alert: TAlert) => void;
}

/** The alert edit modal: "Trigger Alert" for a new one, "Edit Alert" otherwise (docs/domain.md#alerts). */
export function AlertFormModal({ opened, onClose, alert, onSaved }: AlertFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={alert ? m.alerts_edit_alert() : m.alerts_trigger_alert()}
      size="lg"
      isFullScreenOnPhone
    >
      <AlertForm
        alert={alert}
        onCancel={onClose}
        onDone={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
      />
    </FormModal>
  );
}

interface AlertFormProps {
  alert: TAlert | null;
  onDone: (saved: TAlert) => void;
  onCancel: () => void;
}

function AlertForm({ alert, onDone, onCancel }: AlertFormProps) {
  const trigger = useTriggerAlert();
  const update = useUpdateAlert();
  const save = alert ? update : trigger;
  const [notice, setNotice] = useState<string | null>(null);
  // Opened now: the triggered-on time of a new alert is this moment.
  const [initialValues] = useState<AlertFormValues>(() => (alert ? alertValuesOf(alert) : newAlertValues()));
  const form = useForm<AlertFormValues>({ initialValues, validate: alertFormErrors });
  const typeOptions = alertTypeOptions(alert?.type ?? null).map((type) => ({
    value: type,
    label: alertTypeLabel(type),
  }));
  const priorityOptions = ALERT_PRIORITIES.map((priority) => ({
    value: priority,
    label: alertPriorityLabel(priority),
  }));

  const onSaved = (saved: TAlert, title: string) => {
    notifications.show({ color: 'teal', title, message: saved.message });
    onDone(saved);
  };

  const submit = form.onSubmit((values) => {
    setNotice(null);
    if (!alert) {
      trigger.mutate(toTriggerBody(values, initialValues.triggeredOn), {
        onSuccess: (saved) => onSaved(saved, m.alerts_alert_triggered()),
      });
      return;
    }
    const changes = toUpdateBody(alert, values);
    if (Object.keys(changes).length === 0) {
      setNotice(localizeText(ALERT_MESSAGES.noChanges));
      return;
    }
    update.mutate(
      { id: alert._id, changes },
      { onSuccess: (saved) => onSaved(saved, m.alerts_alert_saved()) },
    );
  });

  return (
    <ModalForm
      onSubmit={submit}
      notice={notice}
      error={save.isError ? failureWithReason(save.error, m.alerts_save_failed()) : null}
      submitLabel={alert ? m.alerts_save_changes() : m.alerts_trigger_alert()}
      isEditing={alert !== null}
      isSaving={save.isPending}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={m.alerts_type()}
          placeholder={m.alerts_choose_type()}
          withAsterisk
          data-autofocus
          data={typeOptions}
          {...form.getInputProps('type')}
          onChange={(value) =>
            form.setFieldValue('type', typeOptions.find((option) => option.value === value)?.value ?? null)
          }
        />
        <Select
          label={m.alerts_priority()}
          data={priorityOptions}
          allowDeselect={false}
          {...form.getInputProps('priority')}
          onChange={(value) => {
            const priority = ALERT_PRIORITIES.find((p): p is AlertPriority => p === value);
            if (priority) form.setFieldValue('priority', priority);
          }}
        />
      </SimpleGrid>
      <TextInput
        label={m.alerts_message()}
        placeholder={m.alerts_message_placeholder()}
        withAsterisk
        maxLength={ALERT_LIMITS.messageMax}
        {...form.getInputProps('message')}
      />
      <Textarea
        label={m.alerts_description()}
        placeholder={m.alerts_description_placeholder()}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={ALERT_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={m.alerts_target_id()}
          placeholder={m.alerts_target_id_placeholder()}
          description={m.alerts_target_id_description()}
          withAsterisk
          maxLength={ALERT_LIMITS.targetIdMax}
          {...form.getInputProps('targetId')}
        />
        <DateTimePicker
          label={m.alerts_triggered_on()}
          description={m.alerts_triggered_on_description()}
          locale={datesLocale()}
          valueFormat="DD MMM YYYY, hh:mm A"
          maxDate={new Date()}
          {...form.getInputProps('triggeredOn')}
          // The picker's value is a local date and time string (PICKER_FORMAT).
          onChange={(value) => form.setFieldValue('triggeredOn', value)}
        />
      </SimpleGrid>
      <Checkbox
        label={m.alerts_is_resolved()}
        mt="xs"
        {...form.getInputProps('resolved', { type: 'checkbox' })}
      />
    </ModalForm>
  );
}
