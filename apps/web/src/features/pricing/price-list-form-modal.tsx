import { Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PRICING_LIMITS, type TPriceList } from '@godown/shared';
import { useNavigate } from 'react-router';
import { ApiError, failureWithReason, serverFieldErrors } from '../../api/client';
import { FormModal, ModalForm } from '../../components/form-modal';
import { priceListPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import {
  EMPTY_PRICE_LIST_VALUES,
  priceListFormErrors,
  toPriceListCreateBody,
  toPriceListUpdateBody,
  valuesFromPriceList,
  type PriceListFormValues,
} from './price-list-form';
import { useCreatePriceList, useUpdatePriceList } from './pricing-api';

interface PriceListFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The list to edit; without one the modal makes a list (and opens its page to add items). */
  priceList?: TPriceList;
}

/** New price list / Edit price list: its name, description and active flag. */
export function PriceListFormModal({ opened, onClose, priceList }: PriceListFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={priceList ? m.pricing_edit_price_list() : m.pricing_new_price_list()}
    >
      <PriceListForm priceList={priceList} onDone={onClose} />
    </FormModal>
  );
}

/** The fields a refusal names: the server's details, and a name another list has (a 409) under the name. */
function refusalFields(error: unknown): Record<string, string> {
  const fields = serverFieldErrors(error);
  if (error instanceof ApiError && error.reason === 'pricing.listNameTaken') fields.name = error.message;
  return fields;
}

function PriceListForm({ priceList, onDone }: { priceList?: TPriceList; onDone: () => void }) {
  const navigate = useNavigate();
  const create = useCreatePriceList();
  const update = useUpdatePriceList(priceList?.id ?? '');
  const save = priceList ? update : create;
  const form = useForm<PriceListFormValues>({
    initialValues: priceList ? valuesFromPriceList(priceList) : EMPTY_PRICE_LIST_VALUES,
    validate: priceListFormErrors,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = priceList
        ? await update.mutateAsync(toPriceListUpdateBody(values))
        : await create.mutateAsync(toPriceListCreateBody(values));
      notifications.show({
        color: 'teal',
        title: priceList ? m.pricing_price_list_updated() : m.pricing_price_list_added(),
        message: saved.name,
      });
      onDone();
      if (!priceList) void navigate(priceListPath(saved.id));
    } catch (error) {
      form.setErrors(refusalFields(error));
    }
  });

  // A refusal shown under its field needs no line of its own.
  const isOnFields = save.isError && Object.keys(refusalFields(save.error)).length > 0;
  const failure =
    save.isError && !isOnFields
      ? failureWithReason(save.error, priceList ? m.pricing_update_failed() : m.pricing_create_failed())
      : null;

  return (
    <ModalForm
      onSubmit={submit}
      error={failure}
      submitLabel={priceList ? m.pricing_save_changes() : m.pricing_new_price_list()}
      isEditing={priceList !== undefined}
      isSaving={save.isPending}
      onCancel={onDone}
    >
      <TextInput
        label={m.pricing_name()}
        placeholder={m.pricing_list_name_placeholder()}
        withAsterisk
        data-autofocus
        maxLength={PRICING_LIMITS.nameMax}
        {...form.getInputProps('name')}
      />
      <Textarea
        label={m.pricing_description()}
        placeholder={m.pricing_description_placeholder()}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={PRICING_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />
      <Switch
        label={m.pricing_active()}
        description={m.pricing_list_active_hint()}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </ModalForm>
  );
}
