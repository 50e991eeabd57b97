import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPercentage } from '@tabler/icons-react';
import { formatNumber } from '@godown/shared';
import { ApiError, failureWithReason, serverFieldErrors } from '../../api/client';
import { formatCalendarDate } from '../../components/date-time-text';
import { FormModal, ModalForm } from '../../components/form-modal';
import { TaxRateFields } from '../../components/tax-rate-fields';
import { percentText } from '../../lib/gst';
import { m } from '../../paraglide/messages.js';
import {
  EMPTY_HSN_RATE_VALUES,
  hsnRateFormErrors,
  toHsnRateBody,
  type HsnRateFormValues,
} from './hsn-rate-form';
import { useRateByHsn } from './settings-api';

/**
 * Change GST rate by HSN (admin): every product whose HSN code starts with the digits given gets the
 * rate from the day given; the notice says how many products that was.
 */
export function HsnRateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={m.settings_change_rate_by_hsn()} size="lg">
      <HsnRateForm onDone={onClose} />
    </FormModal>
  );
}

/** The fields a refusal names: the server's details, and digits no product's HSN code starts with. */
function refusalFields(error: unknown): Record<string, string> {
  const fields = serverFieldErrors(error);
  if (error instanceof ApiError && error.reason === 'taxRate.noProductsOfHsn')
    fields.hsnPrefix = error.message;
  return fields;
}

function HsnRateForm({ onDone }: { onDone: () => void }) {
  const change = useRateByHsn();
  const form = useForm<HsnRateFormValues>({
    initialValues: EMPTY_HSN_RATE_VALUES,
    validate: hsnRateFormErrors,
  });

  const submit = form.onSubmit(async (values) => {
    const body = toHsnRateBody(values);
    try {
      const products = await change.mutateAsync(body);
      notifications.show({
        color: 'teal',
        title: (products === 1 ? m.settings_rate_changed_one : m.settings_rate_changed_other)({
          count: formatNumber(products, 0),
        }),
        message: m.settings_rate_changed_message({
          rate: percentText(body.gstRate),
          from: formatCalendarDate(body.effectiveFrom),
          prefix: body.hsnPrefix,
        }),
        autoClose: 8000,
      });
      onDone();
    } catch (error) {
      form.setErrors(refusalFields(error));
    }
  });

  const isOnFields = change.isError && Object.keys(refusalFields(change.error)).length > 0;
  const failure =
    change.isError && !isOnFields ? failureWithReason(change.error, m.settings_rate_change_failed()) : null;

  return (
    <ModalForm
      onSubmit={submit}
      error={failure}
      submitLabel={m.settings_change_rate()}
      submitIcon={<IconPercentage size={18} />}
      isSaving={change.isPending}
      onCancel={onDone}
    >
      <TextInput
        label={m.settings_hsn_prefix()}
        description={m.settings_hsn_prefix_hint()}
        placeholder={m.settings_hsn_prefix_placeholder()}
        withAsterisk
        data-autofocus
        inputMode="numeric"
        maxLength={8}
        {...form.getInputProps('hsnPrefix')}
      />
      <TaxRateFields form={form} />
    </ModalForm>
  );
}
