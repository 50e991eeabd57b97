import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconFileInvoice } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TReorderGroup } from '@godown/shared';
import { useNavigate } from 'react-router';
import { failureWithReason } from '../../api/client';
import { inventoryOptions } from '../../api/options';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { purchaseOrderPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { useCreatePurchaseOrder } from './purchasing-api';
import {
  expectedDateFor,
  groupValue,
  reorderLines,
  reorderOrderBody,
  type EditedQuantities,
} from './reorder-order';

interface ReorderOrderModalProps {
  group: TReorderGroup;
  edited: EditedQuantities;
  opened: boolean;
  onClose: () => void;
}

/** Today in this browser's time zone, as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Create purchase order from a supplier's suggestions: where the goods go and when they are
 * expected (after the longest lead time, unless changed); the draft then opens on its own page.
 */
export function ReorderOrderModal({ group, edited, opened, onClose }: ReorderOrderModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.purchasing_purchase_order_to_supplier({ supplier: group.supplier?.name ?? '' })}
    >
      <ReorderOrderForm group={group} edited={edited} onDone={onClose} />
    </FormModal>
  );
}

interface DestinationValues {
  destinationInventoryId: string | null;
  expectedDate: string | null;
}

interface ReorderOrderFormProps {
  group: TReorderGroup;
  edited: EditedQuantities;
  onDone: () => void;
}

function ReorderOrderForm({ group, edited, onDone }: ReorderOrderFormProps) {
  const create = useCreatePurchaseOrder();
  const navigate = useNavigate();
  const form = useForm<DestinationValues>({
    initialValues: { destinationInventoryId: null, expectedDate: expectedDateFor(group, today()) },
    validate: {
      destinationInventoryId: (value) => (value ? null : m.purchasing_choose_destination()),
    },
  });
  const lines = reorderLines(group, edited);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const summary = {
    count: formatNumber(lines.length, 0),
    units: formatNumber(units, 0),
    value: formatRupees(groupValue(group, edited)),
  };

  const submit = form.onSubmit((values) => {
    const body = reorderOrderBody(group, edited, {
      destinationInventoryId: values.destinationInventoryId ?? '',
      expectedDate: values.expectedDate,
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: (order) => {
        notifications.show({ color: 'teal', title: m.purchasing_draft_created(), message: order.number });
        onDone();
        void navigate(purchaseOrderPath(order.id));
      },
    });
  });

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={
        create.isError ? failureWithReason(create.error, m.purchasing_create_purchase_order_failed()) : null
      }
      submitLabel={m.purchasing_create_draft()}
      submitIcon={<IconFileInvoice size={18} />}
      isSaving={create.isPending}
      onCancel={onDone}
    >
      <Text size="sm">
        {lines.length === 1
          ? m.purchasing_reorder_summary_one(summary)
          : m.purchasing_reorder_summary_other(summary)}
      </Text>
      <SearchSelect
        label={m.purchasing_destination_inventory()}
        placeholder={m.purchasing_search_inventories()}
        withAsterisk
        data-autofocus
        openOnFocus={false}
        source={inventoryOptions}
        value={form.values.destinationInventoryId}
        onChange={(value) => form.setFieldValue('destinationInventoryId', value)}
        error={form.errors.destinationInventoryId}
      />
      <DateField
        label={m.purchasing_expected_date()}
        description={m.purchasing_expected_date_description()}
        {...form.getInputProps('expectedDate')}
      />
    </ModalForm>
  );
}
