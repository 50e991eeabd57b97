import {
  Button,
  FileButton,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { EWAYBILL_LIMITS, type TEwayBillStatus, type TTransportDetail } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { FormModal, ModalForm } from '../../components/form-modal';
import { m } from '../../paraglide/messages.js';
import { useRecordEwayBill } from './ewaybill-api';
import { recordFormErrors, toRecordBody, type DistanceField, type RecordFormValues } from './ewaybill-form';

// Recording the bill the portal generated (docs/domain.md#e-way-bills): its answer pasted (or read
// from the file it came in), or its number and times typed from the portal's screen. The server
// checks it against the consignment; a refusal says why, in words.

const MONO_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } };

interface RecordEwayBillModalProps {
  opened: boolean;
  onClose: () => void;
  transport: TTransportDetail;
  /** The distance the section holds (the estimate, or as corrected there). */
  distanceKm: DistanceField;
}

export function RecordEwayBillModal({ opened, onClose, transport, distanceKm }: RecordEwayBillModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      isFullScreenOnPhone
      title={m.ewaybills_record_title()}
    >
      <RecordForm transport={transport} distanceKm={distanceKm} onDone={onClose} />
    </FormModal>
  );
}

function announce(status: TEwayBillStatus) {
  const bill = status.bills.find((candidate) => candidate.status === 'active');
  notifications.show({ color: 'teal', message: m.ewaybills_recorded({ number: bill?.number ?? '' }) });
}

function RecordForm({
  transport,
  distanceKm,
  onDone,
}: {
  transport: TTransportDetail;
  distanceKm: DistanceField;
  onDone: () => void;
}) {
  const record = useRecordEwayBill(transport.id);
  const [fileName, setFileName] = useState<string | null>(null);
  const form = useForm<RecordFormValues>({
    initialValues: { way: 'answer', answer: '', number: '', generatedAt: '', validUntil: '', distanceKm },
    validate: recordFormErrors,
  });
  const readFile = async (file: File | null) => {
    if (!file) return;
    form.setFieldValue('answer', await file.text());
    setFileName(file.name);
  };
  // Awaited, not mutate's callbacks: the section swaps these tools for the live bill once it is
  // recorded, and the notice must come even so.
  const submit = form.onSubmit(async (values) => {
    try {
      announce(await record.mutateAsync(toRecordBody(values)));
      onDone();
    } catch {
      // The error line shows why.
    }
  });
  return (
    <ModalForm
      onSubmit={submit}
      error={record.isError ? failureWithReason(record.error, m.ewaybills_record_failed()) : null}
      submitLabel={m.ewaybills_record_submit()}
      submitIcon={<IconCircleCheck size={18} />}
      isSaving={record.isPending}
      onCancel={onDone}
    >
      <SegmentedControl
        aria-label={m.ewaybills_record_way()}
        fullWidth
        data={[
          { value: 'answer', label: m.ewaybills_way_answer() },
          { value: 'typed', label: m.ewaybills_way_typed() },
        ]}
        {...form.getInputProps('way')}
      />
      {form.values.way === 'answer' ? (
        <>
          <Text size="sm">{m.ewaybills_answer_help()}</Text>
          <Group gap="sm">
            <FileButton onChange={(file) => void readFile(file)} accept="application/json,.json,.txt">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconFileUpload size={18} />}>
                  {m.ewaybills_choose_file()}
                </Button>
              )}
            </FileButton>
            {fileName ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {m.ewaybills_file_chosen({ name: fileName })}
              </Text>
            ) : null}
          </Group>
          <Textarea
            label={m.ewaybills_answer_label()}
            required
            autosize
            minRows={5}
            maxRows={12}
            maxLength={EWAYBILL_LIMITS.answerCharsMax}
            styles={MONO_INPUT}
            spellCheck={false}
            data-autofocus
            {...form.getInputProps('answer')}
          />
        </>
      ) : (
        <>
          <TextInput
            label={m.ewaybills_number()}
            required
            inputMode="numeric"
            maxLength={EWAYBILL_LIMITS.numberLength + 3}
            placeholder="3410 0338 3265"
            styles={MONO_INPUT}
            {...form.getInputProps('number')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label={m.ewaybills_generated_at_india()}
              required
              {...form.getInputProps('generatedAt')}
            />
            <TextInput
              type="datetime-local"
              label={m.ewaybills_valid_until_india()}
              description={m.ewaybills_valid_until_hint()}
              {...form.getInputProps('validUntil')}
            />
          </SimpleGrid>
        </>
      )}
      <NumberInput
        label={m.ewaybills_distance_km()}
        description={m.ewaybills_distance_as_generated()}
        required
        min={1}
        max={EWAYBILL_LIMITS.distanceKmMax}
        allowDecimal={false}
        allowNegative={false}
        maw={240}
        {...form.getInputProps('distanceKm')}
      />
    </ModalForm>
  );
}
