import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { ApiError, failureWithReason, serverFieldErrors } from '../../api/client';
import { formatCalendarDate } from '../../components/date-time-text';
import { FormModal, ModalForm } from '../../components/form-modal';
import { TaxRateFields } from '../../components/tax-rate-fields';
import { percentText } from '../../lib/gst';
import {
  EMPTY_TAX_RATE_VALUES,
  taxRateFormErrors,
  toTaxRateBody,
  type TaxRateFormValues,
} from '../../lib/tax-rate-form';
import { m } from '../../paraglide/messages.js';
import { useScheduleRate } from './product-tax-api';

interface ProductRateModalProps {
  productId: string;
  productName: string;
  opened: boolean;
  onClose: () => void;
}

/** Schedule a rate: the product's GST rate and cess from a day on (docs/domain.md#gst-rates). */
export function ProductRateModal({ productId, productName, opened, onClose }: ProductRateModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={m.products_schedule_rate()} size="lg">
      <ProductRateForm productId={productId} productName={productName} onDone={onClose} />
    </FormModal>
  );
}

/** The fields a refusal names: the server's details, and a day whose rate is in force (409) under it. */
function refusalFields(error: unknown): Record<string, string> {
  const fields = serverFieldErrors(error);
  if (error instanceof ApiError && error.reason === 'taxRate.inForce') fields.effectiveFrom = error.message;
  return fields;
}

function ProductRateForm({
  productId,
  productName,
  onDone,
}: Omit<ProductRateModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const schedule = useScheduleRate(productId);
  const form = useForm<TaxRateFormValues>({
    initialValues: EMPTY_TAX_RATE_VALUES,
    validate: taxRateFormErrors,
  });

  const submit = form.onSubmit(async (values) => {
    const body = toTaxRateBody(values);
    try {
      await schedule.mutateAsync(body);
      notifications.show({
        color: 'teal',
        title: m.products_rate_scheduled(),
        message: m.products_rate_scheduled_message({
          product: productName,
          rate: percentText(body.gstRate),
          from: formatCalendarDate(body.effectiveFrom),
        }),
      });
      onDone();
    } catch (error) {
      form.setErrors(refusalFields(error));
    }
  });

  const isOnFields = schedule.isError && Object.keys(refusalFields(schedule.error)).length > 0;
  const failure =
    schedule.isError && !isOnFields
      ? failureWithReason(schedule.error, m.products_schedule_rate_failed())
      : null;

  return (
    <ModalForm
      onSubmit={submit}
      error={failure}
      submitLabel={m.products_schedule_rate()}
      submitIcon={<IconCalendarPlus size={18} />}
      isSaving={schedule.isPending}
      onCancel={onDone}
    >
      <TaxRateFields form={form} />
    </ModalForm>
  );
}
