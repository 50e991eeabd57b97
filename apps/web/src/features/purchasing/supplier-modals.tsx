import { Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconTruckDelivery } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { formatNumber, PURCHASE_ORDER_LIMITS, STOCK_LIMITS, type TPurchaseOrder } from '@godown/shared';
import { failureWithReason } from '../../api/client';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { numberOrZero } from '../../lib/form-numbers';
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
    <FormModal opened={opened} onClose={onClose} title={`Confirm ${order.number}`} size="lg">
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
          title: saved.changesProposed ? 'Confirmed with other quantities' : 'Order confirmed',
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
      error={confirm.isError ? failureWithReason(confirm.error, 'Failed to confirm the order') : null}
      submitLabel={isProposal ? 'Confirm and propose quantities' : 'Confirm order'}
      submitIcon={<IconCircleCheck size={18} />}
      isSaving={confirm.isPending}
      onCancel={onDone}
    >
      <DateField
        label="Ready date"
        description="When the goods will be ready to ship"
        withAsterisk
        data-autofocus
        {...form.getInputProps('confirmedDate')}
      />
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          Quantities
        </Text>
        <Text size="xs" c="dimmed">
          Change a quantity you cannot deliver as ordered: the buyer accepts or refuses it before you ship.
        </Text>
        {form.values.lines.map((line, index) => {
          const changed = numberOrZero(line.quantity) !== line.ordered;
          return (
            <Group key={line.product} justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {line.productName}
                </Text>
                <Text size="xs" c={changed ? 'orange.8' : 'dimmed'}>
                  {`Ordered ${formatNumber(line.ordered, 0)}${changed ? ' · you propose another quantity' : ''}`}
                </Text>
              </div>
              <NumberInput
                aria-label={`Quantity of ${line.productName}`}
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
        label="Note to the buyer"
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
    <FormModal opened={opened} onClose={onClose} title={`Ship ${order.number}`}>
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
          title: 'Order shipped',
          message: saved.transport ? `Consignment ${saved.transport.packageId}` : saved.number,
        });
        onDone();
      },
    });
  });

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      error={ship.isError ? failureWithReason(ship.error, 'Failed to ship the order') : null}
      submitLabel="Ship order"
      submitIcon={<IconTruckDelivery size={18} />}
      isSaving={ship.isPending}
      onCancel={onDone}
    >
      <Text size="sm" c="dimmed">
        {`Everything still to come goes to ${order.destination?.name ?? 'the buyer'} as one consignment.`}
      </Text>
      <DateField
        label="ETA"
        description="When the goods should arrive"
        data-autofocus
        {...form.getInputProps('eta')}
      />
      <Textarea
        label="Note to the buyer"
        placeholder="Vehicle, driver, invoice number"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={PURCHASE_ORDER_LIMITS.notesMax}
        {...form.getInputProps('note')}
      />
    </ModalForm>
  );
}
