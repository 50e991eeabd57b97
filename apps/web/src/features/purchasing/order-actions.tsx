import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconCircleCheck,
  IconPackageImport,
  IconSend,
  IconTruckDelivery,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import type { TPurchaseOrder, TPurchaseOrderUpdate } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { purchaseOrderStatusLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import {
  buyerActions,
  supplierActions,
  type BuyerAction,
  type SupplierAction,
} from './purchase-order-actions';
import { useUpdatePurchaseOrder } from './purchasing-api';
import { ReceiveModal } from './receive-modal';
import { ConfirmOrderModal, ShipOrderModal } from './supplier-modals';

/** A buyer's action that is one PUT: its button, the change, and what to ask before sending it. */
interface OrderChange {
  label: () => string;
  icon: Icon;
  color?: string;
  variant: 'filled' | 'light' | 'default' | 'subtle';
  changes: TPurchaseOrderUpdate;
  /** The question asked first, when the change cannot be taken back. */
  confirm?: { title: () => string; message: () => string; label: () => string };
}

const CHANGES: Readonly<Record<Exclude<BuyerAction, 'receive'>, OrderChange>> = {
  send: { label: m.purchasing_send, icon: IconSend, variant: 'filled', changes: { status: 'sent' } },
  markConfirmed: {
    label: m.purchasing_mark_confirmed,
    icon: IconCircleCheck,
    variant: 'light',
    changes: { status: 'confirmed' },
  },
  acceptChanges: {
    label: m.purchasing_accept_changes,
    icon: IconCheck,
    color: 'teal',
    variant: 'filled',
    changes: { acceptChanges: true },
  },
  refuseChanges: {
    label: m.purchasing_refuse_changes,
    icon: IconX,
    variant: 'default',
    changes: { acceptChanges: false },
    confirm: {
      title: m.purchasing_refuse_changes_title,
      message: m.purchasing_refuse_changes_message,
      label: m.purchasing_refuse_changes,
    },
  },
  closeReceived: {
    label: m.purchasing_close_as_received,
    icon: IconCircleCheck,
    variant: 'light',
    changes: { status: 'received' },
    confirm: {
      title: m.purchasing_close_as_received,
      message: m.purchasing_close_as_received_message,
      label: m.purchasing_close_order,
    },
  },
  cancel: {
    label: m.purchasing_cancel_order,
    icon: IconX,
    color: 'red',
    variant: 'subtle',
    changes: { status: 'cancelled' },
    confirm: {
      title: m.purchasing_cancel_purchase_order,
      message: m.purchasing_cancel_purchase_order_message,
      label: m.purchasing_cancel_order,
    },
  },
};

/**
 * The buyer's buttons for the order's status (Send, Mark confirmed, Accept or Refuse changes,
 * Receive, Close as received, Cancel), with a confirmation before what cannot be undone, and the
 * server's reason when it refuses.
 */
export function BuyerOrderActions({ order }: { order: TPurchaseOrder }) {
  const update = useUpdatePurchaseOrder(order.id);
  const [isReceiveOpen, setReceiveOpen] = useState(false);
  const [pending, setPending] = useState<BuyerAction | null>(null);
  const actions = buyerActions(order);

  const apply = (action: Exclude<BuyerAction, 'receive'>) => {
    const { changes } = CHANGES[action];
    setPending(action);
    update.mutate(changes, {
      onSuccess: (saved) =>
        notifications.show({
          color: 'teal',
          title: `${saved.number}: ${purchaseOrderStatusLabel(saved.status)}`,
          message: CHANGES[action].label(),
        }),
    });
  };
  const ask = (action: Exclude<BuyerAction, 'receive'>) => {
    const { confirm } = CHANGES[action];
    if (!confirm) return apply(action);
    modals.openConfirmModal({
      title: confirm.title(),
      children: <Text size="sm">{confirm.message()}</Text>,
      labels: { confirm: confirm.label(), cancel: m.purchasing_keep_it() },
      confirmProps: { color: action === 'cancel' ? 'red' : undefined },
      onConfirm: () => apply(action),
    });
  };

  if (actions.length === 0) return null;
  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="sm" justify="flex-end">
        {actions.map((action) => {
          if (action === 'receive') {
            return (
              <Button
                key={action}
                leftSection={<IconPackageImport size={18} />}
                onClick={() => setReceiveOpen(true)}
              >
                {m.purchasing_receive()}
              </Button>
            );
          }
          const change = CHANGES[action];
          return (
            <Button
              key={action}
              variant={change.variant}
              color={change.color}
              leftSection={<change.icon size={18} />}
              loading={update.isPending && pending === action}
              disabled={update.isPending && pending !== action}
              onClick={() => ask(action)}
            >
              {change.label()}
            </Button>
          );
        })}
      </Group>
      <ErrorLine
        message={update.isError ? failureWithReason(update.error, m.purchasing_change_order_failed()) : null}
      />
      {/* The modal mounts its form on opening: each opening starts from what is still to come now. */}
      <ReceiveModal order={order} opened={isReceiveOpen} onClose={() => setReceiveOpen(false)} />
    </Stack>
  );
}

/** The supplier's buttons: Confirm a sent order, Ship a confirmed one, each in its dialog. */
export function SupplierOrderActions({ order }: { order: TPurchaseOrder }) {
  const [open, setOpen] = useState<SupplierAction | null>(null);
  const actions = supplierActions(order);
  const close = () => setOpen(null);
  return (
    <>
      {actions.length > 0 ? (
        <Group gap="sm">
          {actions.includes('confirm') ? (
            <Button leftSection={<IconCircleCheck size={18} />} onClick={() => setOpen('confirm')}>
              {m.purchasing_confirm()}
            </Button>
          ) : null}
          {actions.includes('ship') ? (
            <Button leftSection={<IconTruckDelivery size={18} />} onClick={() => setOpen('ship')}>
              {m.purchasing_ship()}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <ConfirmOrderModal order={order} opened={open === 'confirm'} onClose={close} />
      <ShipOrderModal order={order} opened={open === 'ship'} onClose={close} />
    </>
  );
}
