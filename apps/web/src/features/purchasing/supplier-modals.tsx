import { Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconTruckDelivery } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { formatNumber, PURCHASE_ORDER_LIMITS, STOCK_LIMITS, type TPurchaseOrder } from '@godown/shared';
import { failureWithReason } from '../../api/client';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { numberOrZero } from '../../lib/form-numbers';
import { m } from '../../paraglide/messages.js';
import { useConfirmPurchaseOrder, useShipPurchaseOrder } from './purchasing-api';
import {
  confirmFormErrors,
  confirmValuesOf,
  proposesChanges,
  shipFormErrors,
  toConfirmBody,
  toShipBody,
  type ConfirmValues,
  type ShipValues,
} from './supplier-forms';

interface SupplierModalProps {
  order: TPurchaseOrder;
  opened: boolean;
  onClose: () => void;
}

/** Confirm (the supplier): when the goods will be ready, and any quantity they cannot deliver as ordered. */
export function ConfirmOrderModal({ order, opened, onClose }: SupplierModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.purchasing_confirm_order_number({ number: order.number })}
      size="lg"
    >
      <ConfirmForm order={order} onDone={onClose} />
    </FormModal>
  );
}

function ConfirmForm({ order, onDone }: { order: TPurchaseOrder; onDone: () => void }) {
  const confirm = useConfirmPurchaseOrder(order.id);
  const form = useForm<ConfirmValues>({ initialValues: confirmValuesOf(order), validate: confirmFormErrors });
  const isProposal = proposesChanges(form.values);

  const submit = form.onSubmit((values) => {
    confirm.mutate(toConfirmBody(values), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: saved.changesProposed
            ? m.purchasing_confirmed_with_other_quantities()
            : m.purchasing_order_confirmed(),
          message: saved.number,
        });
        onDone();
      },
    });
  });

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={confirm.isError ? failureWithReason(confirm.error, m.purchasing_confirm_order_failed()) : null}
      submitLabel={isProposal ? m.purchasing_confirm_and_propose_quantities() : m.purchasing_confirm_order()}
      submitIcon={<IconCircleCheck size={18} />}
      isSaving={confirm.isPending}
      onCancel={onDone}
    >
      <DateField
        label={m.purchasing_ready_date()}
        description={m.purchasing_ready_date_description()}
        withAsterisk
        data-autofocus
        {...form.getInputProps('confirmedDate')}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {m.purchasing_quantities()}
        </Text>
        <Text size="xs" c="dimmed">
          {m.purchasing_quantities_hint()}
        </Text>
        {form.values.lines.map((line, index) => {
          const changed = numberOrZero(line.quantity) !== line.ordered;
          const ordered = formatNumber(line.ordered, 0);
          return (
            <Group key={line.product} justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {line.productName}
                </Text>
                <Text size="xs" c={changed ? 'orange.8' : 'dimmed'}>
                  {changed
                    ? m.purchasing_ordered_count_proposing({ count: ordered })
                    : m.purchasing_ordered_count({ count: ordered })}
                </Text>
              </div>
              <NumberInput
                aria-label={m.purchasing_quantity_of_product({ product: line.productName })}
                min={1}
                max={STOCK_LIMITS.quantityMax}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                w={120}
                {...form.getInputProps(`lines.${index}.quantity`)}
              />
            </Group>
          );
        })}
      </Stack>
      <Textarea
        label={m.purchasing_note_to_buyer()}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={PURCHASE_ORDER_LIMITS.notesMax}
        {...form.getInputProps('note')}
      />
    </ModalForm>
  );
}

/** Ship (the supplier): the goods leave; the buyer sees an incoming consignment to receive. */
export function ShipOrderModal({ order, opened, onClose }: SupplierModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.purchasing_ship_order_number({ number: order.number })}
    >
      <ShipForm order={order} onDone={onClose} />
    </FormModal>
  );
}

function ShipForm({ order, onDone }: { order: TPurchaseOrder; onDone: () => void }) {
  const ship = useShipPurchaseOrder(order.id);
  const form = useForm<ShipValues>({ initialValues: { eta: null, note: '' }, validate: shipFormErrors });

  const submit = form.onSubmit((values) => {
    ship.mutate(toShipBody(values), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: m.purchasing_order_shipped(),
          message: saved.transport
            ? m.purchasing_consignment_package({ packageId: saved.transport.packageId })
            : saved.number,
        });
        onDone();
      },
    });
  });

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={ship.isError ? failureWithReason(ship.error, m.purchasing_ship_order_failed()) : null}
      submitLabel={m.purchasing_ship_order()}
      submitIcon={<IconTruckDelivery size={18} />}
      isSaving={ship.isPending}
      onCancel={onDone}
    >
      <Text size="sm" c="dimmed">
        {order.destination
          ? m.purchasing_ship_everything_to_destination({ destination: order.destination.name })
          : m.purchasing_ship_everything_to_buyer()}
      </Text>
      <DateField
        label="ETA"
        description={m.purchasing_eta_description()}
        data-autofocus
        {...form.getInputProps('eta')}
      />
      <Textarea
        label={m.purchasing_note_to_buyer()}
        placeholder={m.purchasing_ship_note_placeholder()}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={PURCHASE_ORDER_LIMITS.notesMax}
        {...form.getInputProps('note')}
      />
    </ModalForm>
  );
}
