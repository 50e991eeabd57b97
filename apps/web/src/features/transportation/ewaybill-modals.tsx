import { Select, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFileX, IconTruckOff } from '@tabler/icons-react';
import {
  EWAYBILL_CANCEL_REASONS,
  EWAYBILL_LIMITS,
  zEwayBillWaiverBodySchema,
  type TEwayBill,
  type TTransportDetail,
} from '@godown/shared';
import { failureWithReason } from '../../api/client';
import { formatDateTime } from '../../components/date-time-text';
import { FormModal, ModalForm } from '../../components/form-modal';
import { schemaErrors } from '../../lib/form-errors';
import { m } from '../../paraglide/messages.js';
import { useCancelEwayBill, useWaiveEwayBill } from './ewaybill-api';
import { type CancelFormValues } from './ewaybill-form';
import { cancelReasonLabel } from './ewaybill-words';

// An admin's word that goods over the threshold go without a bill, and the portal's cancelling of
// a bill recorded (docs/domain.md#e-way-bills). A refusal of the server says why, in words.

interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

export function WaiveEwayBillModal({
  opened,
  onClose,
  transport,
}: ModalProps & { transport: TTransportDetail }) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.ewaybills_waive_title({ packageId: transport.packageId })}
    >
      <WaiveForm transport={transport} onDone={onClose} />
    </FormModal>
  );
}

function WaiveForm({ transport, onDone }: { transport: TTransportDetail; onDone: () => void }) {
  const waive = useWaiveEwayBill(transport.id);
  const form = useForm({
    initialValues: { reason: '' },
    validate: (values) => schemaErrors(zEwayBillWaiverBodySchema, values),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await waive.mutateAsync(values.reason.trim());
      notifications.show({ color: 'grape', message: m.ewaybills_waived({ packageId: transport.packageId }) });
      onDone();
    } catch {
      // The error line shows why.
    }
  });
  return (
    <ModalForm
      onSubmit={submit}
      error={waive.isError ? failureWithReason(waive.error, m.ewaybills_waive_failed()) : null}
      submitLabel={m.ewaybills_waive_submit()}
      submitIcon={<IconTruckOff size={18} />}
      isSaving={waive.isPending}
      onCancel={onDone}
    >
      <Text size="sm">{m.ewaybills_waive_help()}</Text>
      <Textarea
        label={m.ewaybills_waive_reason()}
        required
        autosize
        minRows={3}
        maxRows={6}
        maxLength={EWAYBILL_LIMITS.reasonMax}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </ModalForm>
  );
}

export function CancelEwayBillModal({ opened, onClose, bill }: ModalProps & { bill: TEwayBill }) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.ewaybills_cancel_title({ number: bill.number ?? '' })}
    >
      <CancelForm bill={bill} onDone={onClose} />
    </FormModal>
  );
}

function CancelForm({ bill, onDone }: { bill: TEwayBill; onDone: () => void }) {
  const cancel = useCancelEwayBill(bill.id);
  const form = useForm<CancelFormValues>({
    initialValues: { reason: null, remark: '' },
    validate: (values) => (values.reason ? {} : { reason: m.ewaybills_cancel_reason_required() }),
  });
  const until = bill.generatedAt
    ? formatDateTime(
        new Date(
          new Date(bill.generatedAt).getTime() + EWAYBILL_LIMITS.cancelHours * 3_600_000,
        ).toISOString(),
      )
    : '—';
  const submit = form.onSubmit(async (values) => {
    try {
      await cancel.mutateAsync({
        reason: values.reason!,
        ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
      });
      notifications.show({ color: 'gray', message: m.ewaybills_cancelled({ number: bill.number ?? '' }) });
      onDone();
    } catch {
      // The error line shows why.
    }
  });
  return (
    <ModalForm
      onSubmit={submit}
      error={cancel.isError ? failureWithReason(cancel.error, m.ewaybills_cancel_failed()) : null}
      submitLabel={m.ewaybills_record_cancellation()}
      submitIcon={<IconFileX size={18} />}
      isSaving={cancel.isPending}
      onCancel={onDone}
    >
      <Text size="sm">{m.ewaybills_cancel_help({ until })}</Text>
      <Select
        label={m.ewaybills_cancel_reason()}
        required
        data={EWAYBILL_CANCEL_REASONS.map((reason) => ({ value: reason, label: cancelReasonLabel(reason) }))}
        allowDeselect={false}
        data-autofocus
        {...form.getInputProps('reason')}
      />
      <TextInput
        label={m.ewaybills_remark()}
        maxLength={EWAYBILL_LIMITS.remarkMax}
        {...form.getInputProps('remark')}
      />
    </ModalForm>
  );
}
