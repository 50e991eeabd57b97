import { Button, FileButton, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import {
  EINVOICE_CANCEL_REASONS,
  EINVOICE_LIMITS,
  type EinvoiceDocumentKind,
  type TEinvoiceRecorded,
} from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { FormModal, ModalForm } from '../../components/form-modal';
import { m } from '../../paraglide/messages.js';
import { useRecordEinvoiceAnswer, useRecordEinvoiceCancelling } from './einvoices-api';
import { cancelReasonLabel } from './einvoice-words';

// Recording the portal's answers (docs/domain.md#e-invoices): pasted, or read from the file the
// portal gave. The server checks each against the document it names; a refusal says why, in words.

interface AnswerModalProps {
  opened: boolean;
  onClose: () => void;
  /** The document the answer must be for (from its page); none: any the answer names. */
  document?: { kind: EinvoiceDocumentKind; id: string; number: string };
  /** Record the portal's cancelling instead of its registering (admins). */
  cancelling?: boolean;
}

export function EinvoiceAnswerModal({ opened, onClose, document, cancelling = false }: AnswerModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={cancelling ? m.einvoices_cancel_title() : m.einvoices_answer_title()}
    >
      <AnswerForm document={document} cancelling={cancelling} onDone={onClose} />
    </FormModal>
  );
}

function announce({ recorded }: TEinvoiceRecorded) {
  const changed = recorded.filter((r) => r.changed);
  notifications.show({
    color: changed.length ? 'teal' : 'gray',
    title: changed.length ? m.einvoices_recorded_title({ count: changed.length }) : m.einvoices_nothing_new(),
    message: m.einvoices_recorded_message({ numbers: recorded.map((r) => r.number).join(', ') }),
  });
}

function AnswerForm({
  document,
  cancelling,
  onDone,
}: {
  document: AnswerModalProps['document'];
  cancelling: boolean;
  onDone: () => void;
}) {
  const record = useRecordEinvoiceAnswer();
  const cancel = useRecordEinvoiceCancelling();
  const saving = cancelling ? cancel : record;
  const [answer, setAnswer] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [reason, setReason] = useState<(typeof EINVOICE_CANCEL_REASONS)[number] | null>(null);
  const [remark, setRemark] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);

  const readFile = async (file: File | null) => {
    if (!file) return;
    setAnswer(await file.text());
    setFileName(file.name);
    setAnswerError(null);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!answer.trim()) {
      setAnswerError(m.einvoices_answer_required());
      return;
    }
    setAnswerError(null);
    const done = { onSuccess: (result: TEinvoiceRecorded) => (announce(result), onDone()) };
    if (cancelling) {
      cancel.mutate(
        { answer, ...(reason ? { reason } : {}), ...(remark.trim() ? { remark: remark.trim() } : {}) },
        done,
      );
    } else {
      record.mutate(
        { answer, ...(document ? { document: { kind: document.kind, id: document.id } } : {}) },
        done,
      );
    }
  };

  return (
    <ModalForm
      onSubmit={submit}
      error={
        saving.isError
          ? failureWithReason(
              saving.error,
              cancelling ? m.einvoices_cancel_failed() : m.einvoices_record_failed(),
            )
          : null
      }
      submitLabel={m.einvoices_record()}
      submitIcon={<IconCircleCheck size={18} />}
      isSaving={saving.isPending}
      onCancel={onDone}
    >
      <Text size="sm">{cancelling ? m.einvoices_cancel_help() : m.einvoices_answer_help()}</Text>
      <Group gap="sm">
        <FileButton onChange={(file) => void readFile(file)} accept="application/json,.json,.txt">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileUpload size={18} />}>
              {m.einvoices_choose_file()}
            </Button>
          )}
        </FileButton>
        {fileName ? (
          <Text size="sm" c="dimmed">
            {m.einvoices_file_chosen({ name: fileName })}
          </Text>
        ) : null}
      </Group>
      <Textarea
        label={m.einvoices_answer_label()}
        required
        autosize
        minRows={6}
        maxRows={14}
        maxLength={EINVOICE_LIMITS.answerCharsMax}
        value={answer}
        onChange={(event) => {
          setAnswer(event.currentTarget.value);
          setFileName(null);
        }}
        error={answerError}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
        spellCheck={false}
        data-autofocus
      />
      {cancelling ? (
        <Group grow align="flex-start">
          <Select
            label={m.einvoices_cancel_reason()}
            data={EINVOICE_CANCEL_REASONS.map((code) => ({ value: code, label: cancelReasonLabel(code) }))}
            value={reason}
            onChange={(value) => setReason(value as typeof reason)}
            clearable
          />
          <TextInput
            label={m.einvoices_cancel_remark()}
            maxLength={EINVOICE_LIMITS.cancelRemarkMax}
            value={remark}
            onChange={(event) => setRemark(event.currentTarget.value)}
          />
        </Group>
      ) : null}
    </ModalForm>
  );
}
