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
import { PURCHASE_ORDER_STATUS_LABELS, type TPurchaseOrder, type TPurchaseOrderUpdate } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
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
  label: string;
  icon: Icon;
  color?: string;
  variant: 'filled' | 'light' | 'default' | 'subtle';
  changes: TPurchaseOrderUpdate;
  /** The question asked first, when the change cannot be taken back. */
  confirm?: { title: string; message: string; label: string };
}

const CHANGES: Readonly<Record<Exclude<BuyerAction, 'receive'>, OrderChange>> = {
  send: { label: 'Send', icon: IconSend, variant: 'filled', changes: { status: 'sent' } },
  markConfirmed: {
    label: 'Mark confirmed',
    icon: IconCircleCheck,
    variant: 'light',
    changes: { status: 'confirmed' },
  },
  acceptChanges: {
    label: 'Accept changes',
    icon: IconCheck,
    color: 'teal',
    variant: 'filled',
    changes: { acceptChanges: true },
  },
  refuseChanges: {
    label: 'Refuse changes',
    icon: IconX,
    variant: 'default',
    changes: { acceptChanges: false },
    confirm: {
      title: 'Refuse the changed quantities',
      message:
        'The order goes back to sent at the quantities ordered, and the supplier is asked to confirm again.',
      label: 'Refuse changes',
    },
  },
  closeReceived: {
    label: 'Close as received',
    icon: IconCircleCheck,
    variant: 'light',
    changes: { status: 'received' },
    confirm: {
      title: 'Close as received',
      message: 'The units not yet received will not come: the order is closed with what has arrived.',
      label: 'Close order',
    },
  },
  cancel: {
    label: 'Cancel order',
    icon: IconX,
    color: 'red',
    variant: 'subtle',
    changes: { status: 'cancelled' },
    confirm: {
      title: 'Cancel purchase order',
      message: 'The supplier is told the order is off; a consignment on its way is cancelled too.',
      label: 'Cancel order',
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
          title: `${saved.number}: ${PURCHASE_ORDER_STATUS_LABELS[saved.status]}`,
          message: CHANGES[action].label,
        }),
    });
  };
  const ask = (action: Exclude<BuyerAction, 'receive'>) => {
    const { confirm } = CHANGES[action];
    if (!confirm) return apply(action);
    modals.openConfirmModal({
      title: confirm.title,
      children: <Text size="sm">{confirm.message}</Text>,
      labels: { confirm: confirm.label, cancel: 'Keep it' },
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
                Receive
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
              {change.label}
            </Button>
          );
        })}
      </Group>
      <ErrorLine
        message={update.isError ? failureWithReason(update.error, 'Failed to change the order') : null}
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
              Confirm
            </Button>
          ) : null}
          {actions.includes('ship') ? (
            <Button leftSection={<IconTruckDelivery size={18} />} onClick={() => setOpen('ship')}>
              Ship
            </Button>
          ) : null}
        </Group>
      ) : null}
      <ConfirmOrderModal order={order} opened={open === 'confirm'} onClose={close} />
      <ShipOrderModal order={order} opened={open === 'ship'} onClose={close} />
    </>
  );
}
