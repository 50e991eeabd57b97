// The date pickers' styles come with the only pages that use them, not with the first load.
import '@mantine/dates/styles.css';
import { Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  ALERT_PRIORITY_LABELS,
  ALERT_LIMITS,
  ALERT_MESSAGES,
  ALERT_PRIORITIES,
  ALERT_TYPE_LABELS,
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
      title={alert ? 'Edit Alert' : 'Trigger Alert'}
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

const PRIORITY_OPTIONS = ALERT_PRIORITIES.map((priority) => ({
  value: priority,
  label: ALERT_PRIORITY_LABELS[priority],
}));

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
    label: ALERT_TYPE_LABELS[type],
  }));

  const onSaved = (saved: TAlert, verb: string) => {
    notifications.show({ color: 'teal', title: `Alert ${verb}`, message: saved.message });
    onDone(saved);
  };

  const submit = form.onSubmit((values) => {
    setNotice(null);
    if (!alert) {
      trigger.mutate(toTriggerBody(values, initialValues.triggeredOn), {
        onSuccess: (saved) => onSaved(saved, 'triggered'),
      });
      return;
    }
    const changes = toUpdateBody(alert, values);
    if (Object.keys(changes).length === 0) {
      setNotice(ALERT_MESSAGES.noChanges);
      return;
    }
    update.mutate({ id: alert._id, changes }, { onSuccess: (saved) => onSaved(saved, 'saved') });
  });

  return (
    <ModalForm
      onSubmit={submit}
      notice={notice}
      error={save.isError ? failureWithReason(save.error, 'Failed to save alert') : null}
      submitLabel={alert ? 'Save Changes' : 'Trigger Alert'}
      isEditing={alert !== null}
      isSaving={save.isPending}
      onCancel={onCancel}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Type"
          placeholder="Choose a type"
          withAsterisk
          data-autofocus
          data={typeOptions}
          {...form.getInputProps('type')}
          onChange={(value) =>
            form.setFieldValue('type', typeOptions.find((option) => option.value === value)?.value ?? null)
          }
        />
        <Select
          label="Priority"
          data={PRIORITY_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('priority')}
          onChange={(value) => {
            const priority = ALERT_PRIORITIES.find((p): p is AlertPriority => p === value);
            if (priority) form.setFieldValue('priority', priority);
          }}
        />
      </SimpleGrid>
      <TextInput
        label="Message"
        placeholder="What happened"
        withAsterisk
        maxLength={ALERT_LIMITS.messageMax}
        {...form.getInputProps('message')}
      />
      <Textarea
        label="Description"
        placeholder="Details that help whoever resolves it"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={ALERT_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Target ID"
          placeholder="Product, transport, user or inventory"
          description="What the alert is about"
          withAsterisk
          maxLength={ALERT_LIMITS.targetIdMax}
          {...form.getInputProps('targetId')}
        />
        <DateTimePicker
          label="Triggered On"
          description="When it happened"
          valueFormat="DD MMM YYYY, hh:mm A"
          maxDate={new Date()}
          {...form.getInputProps('triggeredOn')}
          // The picker's value is a local date and time string (PICKER_FORMAT).
          onChange={(value) => form.setFieldValue('triggeredOn', value)}
        />
      </SimpleGrid>
      <Checkbox label="Resolved" mt="xs" {...form.getInputProps('resolved', { type: 'checkbox' })} />
    </ModalForm>
  );
}
