import { Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileMinus, IconFilePlus } from '@tabler/icons-react';
import {
  formatNumber,
  formatRupees,
  indiaDateFromToday,
  NOTE_LIMITS,
  type NoteKind,
  type NoteReason,
  type TInvoice,
  type TSalesReturn,
} from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { DateField } from '../../components/date-field';
import { formatCalendarDate } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { FormModal, ModalForm } from '../../components/form-modal';
import { LoadingLine } from '../../components/loading-line';
import { percentText } from '../../lib/gst';
import { m } from '../../paraglide/messages.js';
import {
  amountsTotal,
  initialNoteValues,
  noteDateRange,
  noteReasonsFor,
  noteRequest,
  ordersOfInvoice,
  returnsOfInvoice,
  type NoteFormValues,
} from './note-form';
import { noteReasonLabel } from './note-words';
import { useInvoiceNotesQuery, useIssueNote, useOrderReturnsQuery } from './notes-api';

interface NoteModalProps {
  invoice: TInvoice;
  kind: NoteKind;
  opened: boolean;
  onClose: () => void;
}

/**
 * Credit note or Debit note against an issued invoice: a credit note for goods returned (one of the
 * returns of the shipments it bills: the return's lines become the note's), or for a price
 * difference or another reason, by the rupees each line's taxable value comes down (or, on a debit
 * note, goes up); the tax follows at each line's rate.
 */
export function NoteModal({ invoice, kind, opened, onClose }: NoteModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      isFullScreenOnPhone
      title={
        kind === 'credit'
          ? m.notes_credit_note_against({ number: invoice.number ?? '' })
          : m.notes_debit_note_against({ number: invoice.number ?? '' })
      }
    >
      <NoteForm invoice={invoice} kind={kind} onDone={onClose} />
    </FormModal>
  );
}

/** A return as the form offers it: its number and package, then what came back. */
function returnLabel(salesReturn: TSalesReturn): { label: string; description: string } {
  return {
    label: m.notes_return_option({
      number: salesReturn.number,
      packageId: salesReturn.shipment?.packageId ?? '—',
      date: formatCalendarDate(salesReturn.createdAt.slice(0, 10)),
    }),
    description: salesReturn.lines
      .map((line) =>
        m.notes_return_line({ quantity: formatNumber(line.quantity, 0), product: line.product.productName }),
      )
      .join(', '),
  };
}

function NoteForm({ invoice, kind, onDone }: { invoice: TInvoice; kind: NoteKind; onDone: () => void }) {
  const issue = useIssueNote(invoice.id);
  const returns = useOrderReturnsQuery(ordersOfInvoice(invoice), kind === 'credit');
  // The invoice's notes say which of its returns are credited already.
  const notes = useInvoiceNotesQuery(invoice.id);
  const ofInvoice =
    returns.data && notes.data ? returnsOfInvoice(returns.data, invoice, notes.data.notes) : [];
  const [values, setValues] = useState<NoteFormValues>(() => initialNoteValues(kind, kind === 'credit'));
  // Once the returns arrive, a credit note opens on the first of them, or on a price difference.
  const [hasSettled, setHasSettled] = useState(false);
  if (!hasSettled && returns.data && notes.data) {
    setHasSettled(true);
    if (values.reason === 'return' && values.returnId === null) {
      const first = ofInvoice[0];
      setValues(first ? { ...values, returnId: first.id } : { ...values, reason: 'priceDifference' });
    }
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = indiaDateFromToday();
  const dates = noteDateRange(kind, invoice.invoiceDate, today);
  const set = (changes: Partial<NoteFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    // What was wrong is asked again on the next submit.
    setErrors({});
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = noteRequest(kind, values);
    if (request.errors) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    issue.mutate(request.body, {
      onSuccess: (note) => {
        notifications.show({
          color: 'teal',
          title:
            note.kind === 'credit'
              ? m.notes_credit_issued({ number: note.number })
              : m.notes_debit_issued({ number: note.number }),
          message: m.notes_issued_message({ invoice: note.invoice.number, total: formatRupees(note.total) }),
        });
        onDone();
      },
    });
  };

  const total = amountsTotal(values.amounts);
  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={issue.isError ? failureWithReason(issue.error, m.notes_issue_failed()) : null}
      submitLabel={kind === 'credit' ? m.notes_issue_credit_note() : m.notes_issue_debit_note()}
      submitIcon={kind === 'credit' ? <IconFileMinus size={18} /> : <IconFilePlus size={18} />}
      isSaving={issue.isPending}
      onCancel={onDone}
    >
      <Text size="sm" c="dimmed">
        {kind === 'credit' ? m.notes_credit_note_hint() : m.notes_debit_note_hint()}
      </Text>
      <Radio.Group
        label={m.notes_reason()}
        value={values.reason}
        onChange={(value) => set({ reason: value as NoteReason })}
      >
        <Group gap="lg" mt={6}>
          {noteReasonsFor(kind).map((reason) => (
            <Radio key={reason} value={reason} label={noteReasonLabel(reason)} />
          ))}
        </Group>
      </Radio.Group>
      {values.reason === 'return' ? (
        <ReturnChoice
          returns={ofInvoice}
          isLoading={returns.isPending || notes.isPending}
          isError={returns.isError || notes.isError}
          value={values.returnId}
          onChange={(returnId) => set({ returnId })}
          error={errors.returnId ?? null}
        />
      ) : (
        <LineAmounts
          invoice={invoice}
          kind={kind}
          amounts={values.amounts}
          onChange={(lineNo, amount) => set({ amounts: { ...values.amounts, [lineNo]: amount } })}
          errors={errors}
          total={total}
        />
      )}
      <DateField
        label={m.notes_note_date()}
        description={m.notes_note_date_hint({
          first: formatCalendarDate(dates.min),
          last: formatCalendarDate(dates.max),
        })}
        placeholder={formatCalendarDate(today)}
        value={values.noteDate}
        minDate={dates.min}
        maxDate={dates.max}
        onChange={(value) => set({ noteDate: value })}
        error={errors.noteDate}
      />
      <Textarea
        label={m.invoices_notes()}
        autosize
        minRows={2}
        maxLength={NOTE_LIMITS.notesMax}
        value={values.notes}
        onChange={(event) => set({ notes: event.currentTarget.value })}
      />
    </ModalForm>
  );
}

interface ReturnChoiceProps {
  returns: TSalesReturn[];
  isLoading: boolean;
  isError: boolean;
  value: string | null;
  onChange: (returnId: string) => void;
  error: string | null;
}

/** The returns of the invoice's shipments, one to credit. */
function ReturnChoice({ returns, isLoading, isError, value, onChange, error }: ReturnChoiceProps) {
  if (isLoading) return <LoadingLine label={m.notes_loading_returns()} />;
  if (isError) return <ErrorLine message={m.notes_fetch_returns_failed()} />;
  if (returns.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {m.notes_no_returns()}
      </Text>
    );
  }
  return (
    <Radio.Group label={m.notes_return()} value={value} onChange={onChange} error={error} required>
      <Stack gap="sm" mt={6}>
        {returns.map((salesReturn) => {
          const { label, description } = returnLabel(salesReturn);
          return (
            <Radio key={salesReturn.id} value={salesReturn.id} label={label} description={description} />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

interface LineAmountsProps {
  invoice: TInvoice;
  kind: NoteKind;
  amounts: NoteFormValues['amounts'];
  onChange: (lineNo: number, amount: string | number) => void;
  errors: Record<string, string>;
  total: number;
}

/** An amount for each line of the invoice: what its taxable value comes down or goes up by. */
function LineAmounts({ invoice, kind, amounts, onChange, errors, total }: LineAmountsProps) {
  return (
    <Stack gap="sm" role="group" aria-label={m.notes_amounts_by_line()}>
      <Text size="sm" fw={600}>
        {kind === 'credit' ? m.notes_amounts_off() : m.notes_amounts_on()}
      </Text>
      {invoice.lines.map((line) => (
        <NumberInput
          key={line.lineNo}
          label={m.notes_line_label({ lineNo: line.lineNo, product: line.product.productName })}
          description={m.notes_line_hint({
            taxable: formatRupees(line.taxable),
            rate: percentText(line.gstRate),
          })}
          prefix="₹"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          hideControls
          value={amounts[line.lineNo] ?? ''}
          onChange={(value) => onChange(line.lineNo, value)}
          error={errors[`line.${line.lineNo}`]}
        />
      ))}
      <ErrorLine message={errors.lines ?? null} />
      <Text size="sm" ta="right">
        {m.notes_amounts_total({ total: formatRupees(total) })}
      </Text>
    </Stack>
  );
}
