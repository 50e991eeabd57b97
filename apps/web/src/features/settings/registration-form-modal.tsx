import { SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { COMPANY_LIMITS, GSTIN_PROBLEM_MESSAGES, type TRegistration } from '@godown/shared';
import { ApiError, failureWithReason, serverFieldErrors } from '../../api/client';
import { registrationState } from '../../api/registrations';
import { FormModal, ModalForm } from '../../components/form-modal';
import { FormSection } from '../../components/form-section';
import { scrollToFirstError } from '../../lib/form-errors';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';
import {
  EMPTY_REGISTRATION_VALUES,
  readTypedGstin,
  registrationFieldOf,
  registrationFormErrors,
  toRegistrationBody,
  valuesFromRegistration,
  type RegistrationFormValues,
} from './registration-form';
import { SeriesFields } from './series-fields';
import { useCreateRegistration, useUpdateRegistration } from './settings-api';

interface RegistrationFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The registration to edit; without one the modal adds one. */
  registration?: TRegistration;
}

/** Add GST registration / Edit GST registration (docs/domain.md#company-and-registrations). */
export function RegistrationFormModal({ opened, onClose, registration }: RegistrationFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={registration ? m.settings_edit_registration() : m.settings_add_registration()}
      size="lg"
      isFullScreenOnPhone
    >
      <RegistrationForm registration={registration} onDone={onClose} />
    </FormModal>
  );
}

/**
 * The fields a refusal names: the server's details by field (a series' rules under its prefix), and
 * a GSTIN another registration has, or one on another PAN than the company's, under the GSTIN.
 */
function refusalFields(error: unknown): Record<string, string> {
  const fields = serverFieldErrors(error, registrationFieldOf);
  const gstinReasons = ['registration.gstinTaken', 'company.panNotRegistrations'];
  if (error instanceof ApiError && error.reason && gstinReasons.includes(error.reason)) {
    fields.gstin = error.message;
  }
  return fields;
}

function RegistrationForm({ registration, onDone }: { registration?: TRegistration; onDone: () => void }) {
  const mode = registration ? 'edit' : 'create';
  const create = useCreateRegistration();
  const update = useUpdateRegistration(registration?.id ?? '');
  const save = registration ? update : create;
  const form = useForm<RegistrationFormValues>({
    initialValues: registration ? valuesFromRegistration(registration) : EMPTY_REGISTRATION_VALUES,
    validate: (values) => registrationFormErrors(values, mode),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const body = toRegistrationBody(values);
      const saved = registration ? await update.mutateAsync(body) : await create.mutateAsync(body);
      notifications.show({
        color: 'teal',
        title: registration ? m.settings_registration_updated() : m.settings_registration_added(),
        message: `${saved.gstin} · ${saved.name}`,
      });
      onDone();
    } catch (error) {
      form.setErrors(refusalFields(error));
    }
  }, scrollToFirstError);

  // A refusal shown under its fields needs no line of its own.
  const isOnFields = save.isError && Object.keys(refusalFields(save.error)).length > 0;
  const failure =
    save.isError && !isOnFields
      ? failureWithReason(
          save.error,
          registration ? m.settings_update_registration_failed() : m.settings_add_registration_failed(),
        )
      : null;

  const reading = readTypedGstin(form.values.gstin);
  const gstinNote = reading?.ok
    ? m.settings_gstin_reads({
        state: registrationState(reading),
        pan: reading.pan ?? m.settings_no_pan(),
      })
    : m.settings_gstin_hint();

  return (
    <ModalForm
      onSubmit={submit}
      error={failure}
      submitLabel={registration ? m.settings_save_changes() : m.settings_add_registration()}
      isEditing={registration !== undefined}
      isSaving={save.isPending}
      onCancel={onDone}
      actionsMt="sm"
    >
      <TextInput
        label={m.settings_gstin()}
        withAsterisk
        data-autofocus
        description={gstinNote}
        placeholder={m.settings_gstin_placeholder()}
        maxLength={20}
        autoCapitalize="characters"
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        {...form.getInputProps('gstin')}
        // Kept in capitals as typed, as a GSTIN is written.
        onChange={(event) => form.setFieldValue('gstin', event.currentTarget.value.toUpperCase())}
        error={
          form.errors.gstin ??
          (reading && !reading.ok ? localizeText(GSTIN_PROBLEM_MESSAGES[reading.problem]) : undefined)
        }
      />
      <TextInput
        label={m.settings_registration_name()}
        description={m.settings_registration_name_hint()}
        withAsterisk
        maxLength={COMPANY_LIMITS.registrationNameMax}
        {...form.getInputProps('name')}
      />
      <FormSection label={m.settings_place_of_business()} />
      <Textarea
        label={m.settings_address_line()}
        withAsterisk
        autosize
        minRows={2}
        maxRows={4}
        maxLength={500}
        {...form.getInputProps('line')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={m.settings_district()} maxLength={100} {...form.getInputProps('district')} />
        <TextInput
          label={m.settings_pin_code()}
          withAsterisk
          inputMode="numeric"
          maxLength={6}
          {...form.getInputProps('pinCode')}
        />
      </SimpleGrid>

      <FormSection label={m.settings_document_series()} />
      <Text size="xs" c="dimmed">
        {m.settings_document_series_hint()}
      </Text>
      <SeriesFields form={form} seriesKey="invoiceSeries" title={m.settings_series_invoices()} />
      <SeriesFields form={form} seriesKey="creditNoteSeries" title={m.settings_series_credit_notes()} />
      <SeriesFields form={form} seriesKey="debitNoteSeries" title={m.settings_series_debit_notes()} />
      {registration ? (
        <Switch
          label={m.settings_active()}
          description={m.settings_active_hint()}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
      ) : null}
    </ModalForm>
  );
}
