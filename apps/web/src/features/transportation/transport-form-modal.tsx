import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  STOCK_LIMITS,
  TRANSPORT_MODES,
  USER_MESSAGES,
  type TTransport,
  type TTransportUpdate,
} from '@godown/shared';
import { useState } from 'react';
import { ApiError, serverFieldErrors } from '../../api/client';
import { userOptions } from '../../api/options';
import { AmountInput } from '../../components/amount-input';
import { FormModal, ModalForm } from '../../components/form-modal';
import { FormSection } from '../../components/form-section';
import { SearchSelect } from '../../components/search-select';
import { scrollToFirstError } from '../../lib/form-errors';
import { FORM_STEPS } from '../../lib/form-numbers';
import { transportModeLabel } from '../../lib/labels';
import { localizeText, sayMessage } from '../../lib/localize';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { ExpiredDispatchOverride } from './expired-dispatch-override';
import {
  EMPTY_TRANSPORT_VALUES,
  formFieldOf,
  isExpiredBatchRefusal,
  statusOptions,
  toTransportCreateBody,
  toTransportUpdateBody,
  transportFormErrors,
  transportValuesOf,
  type TransportFormValues,
  withExpiredOverride,
} from './transport-form';
import { ProductLines, SavedTotals } from './transport-product-lines';
import { TransportRouteFields } from './transport-route-fields';
import { useCreateTransport, useUpdateTransport, type TransportKind } from './transportation-api';

interface TransportFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Orders are saved through /buy/order and say "Order" where transports say "Transport". */
  kind: TransportKind;
  /** The transport or order to edit; without one the modal creates a new one. */
  transport?: TTransport | null;
}

/** Each screen's words: orders say "Order" where transports say "Transport". */
const TEXTS: Record<
  TransportKind,
  {
    create: () => string;
    edit: () => string;
    created: () => string;
    updated: () => string;
    /** The screen's save failure (docs/domain.md#screens-and-fixed-texts). */
    saveFailure: () => string;
    lockedNote: () => string;
  }
> = {
  transport: {
    create: m.transportation_create_transport,
    edit: m.transportation_edit_transport,
    created: m.transportation_transport_created,
    updated: m.transportation_transport_updated,
    saveFailure: m.transportation_save_transport_failed,
    lockedNote: m.transportation_locked_note_transport,
  },
  order: {
    create: m.transportation_create_order,
    edit: m.transportation_edit_order,
    created: m.transportation_order_created,
    updated: m.transportation_order_updated,
    saveFailure: m.transportation_save_order_failed,
    lockedNote: m.transportation_locked_note_order,
  },
};

/** The transportation/order form in a modal: "Create Transport", "Edit Order", ... */
export function TransportFormModal({ opened, onClose, kind, transport }: TransportFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={transport ? TEXTS[kind].edit() : TEXTS[kind].create()}
      size="xl"
      isFullScreenOnPhone
    >
      <TransportForm kind={kind} transport={transport ?? null} onDone={onClose} />
    </FormModal>
  );
}

/**
 * The screen's failure message, with the server's reason whenever it sent one (its own errors
 * included, unlike `failureWithReason`).
 */
function saveFailure(error: unknown, message: string): string {
  return error instanceof ApiError && error.isFromServer ? `${message}: ${error.message}` : message;
}

interface TransportFormProps {
  kind: TransportKind;
  transport: TTransport | null;
  onDone: () => void;
}

function TransportForm({ kind, transport, onDone }: TransportFormProps) {
  const create = useCreateTransport(kind);
  const update = useUpdateTransport(kind);
  const save = transport ? update : create;
  const [notice, setNotice] = useState<string | null>(null);
  const isAdmin = useUser()?.role === 'admin';
  // The change the server refused for dispatching expired units, and its words: an admin may send
  // it again with a reason.
  const [refusedDispatch, setRefusedDispatch] = useState<{
    changes: TTransportUpdate;
    message: string;
  } | null>(null);
  const form = useForm<TransportFormValues>({
    initialValues: transport ? transportValuesOf(transport) : EMPTY_TRANSPORT_VALUES,
    validate: (values) => transportFormErrors(values, transport),
  });
  // Once a transport has left, its units are on the road: what it carries and between which
  // inventories can no longer change (the server refuses it with a 409).
  const isCargoLocked = transport !== null && transport.status !== 'pending';
  const statuses = statusOptions(transport?.status ?? null);

  const onSaved = (saved: TTransport, verb: 'created' | 'updated') => {
    notifications.show({ color: 'teal', title: TEXTS[kind][verb](), message: saved.packageId });
    // Saved anyway, but an ETA no vehicle of its mode could meet is worth a second look.
    if (saved.etaWarning) {
      notifications.show({
        color: 'orange',
        title: m.transportation_check_eta_of({ packageId: saved.packageId }),
        message: sayMessage({ ...saved.etaWarningMessage, message: saved.etaWarning }),
        autoClose: false,
      });
    }
    onDone();
  };
  // Field errors the server attached (an unknown product on line 2, a user who is no driver).
  const onFailed = (error: unknown) => form.setErrors(serverFieldErrors(error, formFieldOf));

  const submit = form.onSubmit((values) => {
    setNotice(null);
    setRefusedDispatch(null);
    if (!transport) {
      create.mutate(toTransportCreateBody(values), {
        onSuccess: (saved) => onSaved(saved, 'created'),
        onError: onFailed,
      });
      return;
    }
    const changes = toTransportUpdateBody(transport, values);
    if (Object.keys(changes).length === 0) {
      setNotice(localizeText(USER_MESSAGES.noChanges));
      return;
    }
    update.mutate(
      { id: transport._id, changes },
      {
        onSuccess: (saved) => onSaved(saved, 'updated'),
        onError: (error) => {
          if (isAdmin && isExpiredBatchRefusal(error)) {
            setRefusedDispatch({ changes, message: saveFailure(error, TEXTS[kind].saveFailure()) });
          }
          onFailed(error);
        },
      },
    );
  }, scrollToFirstError);

  const dispatchAnyway = (reason: string) => {
    if (!transport || !refusedDispatch) return;
    update.mutate(
      { id: transport._id, changes: withExpiredOverride(refusedDispatch.changes, reason) },
      { onSuccess: (saved) => onSaved(saved, 'updated'), onError: onFailed },
    );
  };
  const failure = save.isError ? saveFailure(save.error, TEXTS[kind].saveFailure()) : null;

  return (
    <ModalForm
      onSubmit={submit}
      notice={notice}
      // An admin's refused dispatch of expired units shows its reason in the override panel instead.
      error={failure === refusedDispatch?.message ? null : failure}
      submitLabel={transport ? m.transportation_save_changes() : TEXTS[kind].create()}
      isEditing={transport !== null}
      isSaving={save.isPending}
      onCancel={onDone}
      actionsMt="sm"
    >
      <FormSection label={m.transportation_section_shipment()} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={m.transportation_package_id()}
          placeholder={m.transportation_package_id_example()}
          withAsterisk
          data-autofocus
          maxLength={STOCK_LIMITS.codeMax}
          {...form.getInputProps('packageId')}
        />
        <Select
          label={m.transportation_status()}
          withAsterisk
          data={statuses}
          allowDeselect={false}
          // A delivered or cancelled transport has nowhere left to go.
          disabled={statuses.length === 1}
          {...form.getInputProps('status')}
          onChange={(value) => {
            const option = statuses.find((status) => status.value === value);
            if (option) form.setFieldValue('status', option.value);
          }}
        />
        <Select
          label={m.transportation_transport_mode()}
          withAsterisk
          data={TRANSPORT_MODES.map((mode) => ({ value: mode, label: transportModeLabel(mode) }))}
          allowDeselect={false}
          {...form.getInputProps('transportMode')}
          onChange={(value) => {
            const mode = TRANSPORT_MODES.find((each) => each === value);
            if (mode) form.setFieldValue('transportMode', mode);
          }}
        />
        <AmountInput
          label={m.transportation_cost_rupees()}
          step={FORM_STEPS.price}
          max={STOCK_LIMITS.priceMax}
          allowNegative={false}
          thousandsGroupStyle="lakh"
          {...form.getInputProps('transportationCost')}
        />
        <SearchSelect
          label={m.transportation_assigned_driver()}
          placeholder={m.transportation_search_drivers_by_name()}
          clearable
          source={userOptions.drivers}
          initialOption={
            transport?.assignedDriver
              ? { value: transport.assignedDriver._id, label: transport.assignedDriver.name }
              : null
          }
          value={form.values.assignedTo}
          onChange={(value) => form.setFieldValue('assignedTo', value)}
          error={form.errors.assignedTo}
        />
        <TextInput type="datetime-local" label="ETA" {...form.getInputProps('eta')} />
      </SimpleGrid>

      <FormSection label={m.transportation_section_route()} />
      <TransportRouteFields
        form={form}
        transport={transport}
        isCargoLocked={isCargoLocked}
        lockedNote={TEXTS[kind].lockedNote()}
      />

      <FormSection label={m.transportation_section_products()} />
      <ProductLines form={form} isLocked={isCargoLocked} transport={transport} />
      {transport ? <SavedTotals transport={transport} /> : null}
      {refusedDispatch ? (
        <ExpiredDispatchOverride
          message={refusedDispatch.message}
          isSaving={update.isPending}
          onDispatch={dispatchAnyway}
          onDismiss={() => setRefusedDispatch(null)}
        />
      ) : null}
    </ModalForm>
  );
}
