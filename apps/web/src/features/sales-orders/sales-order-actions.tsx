import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconEdit, IconX } from '@tabler/icons-react';
import { formatNumber, type TSalesOrder } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { failureWithReason } from '../../api/client';
import { creditRefusalOf } from '../../api/credit-check';
import { ErrorLine } from '../../components/error-line';
import { salesOrderStatusLabel } from '../../lib/labels';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { backorderedUnits, reservedUnits, salesOrderActions } from './sales-order-moves';
import { useMoveSalesOrder, type SalesOrderMove } from './sales-orders-api';

/** The Edit form (its pickers, date input and quote) loads when first opened. */
const SalesOrderFormModal = lazy(async () => ({
  default: (await import('./sales-order-form-modal')).SalesOrderFormModal,
}));
/** The credit check's refusal (and an admin's Confirm anyway) loads when the server first refuses. */
const CreditCheckModal = lazy(async () => ({
  default: (await import('./credit-check-modal')).CreditCheckModal,
}));

/** What a confirmed order says it did: the units held, and those waiting for stock. */
function confirmedMessage(order: TSalesOrder): string {
  const waiting = backorderedUnits(order);
  const held = formatNumber(reservedUnits(order), 0);
  return waiting > 0
    ? m.sales_confirmed_with_backorder({ held, waiting: formatNumber(waiting, 0) })
    : m.sales_confirmed_all_held({ held });
}

/**
 * The buttons of a sales order's page for its status: Edit, Confirm and Cancel a draft; Cancel a
 * confirmed order (asked first: the units it holds go back). The server's reason shows when it
 * refuses; the credit check's refusal opens a dialog saying why, where an admin may confirm anyway
 * with a reason. Fulfilment's actions (allocate, pick, ship, return) join these as they come.
 */
export function SalesOrderActions({ order }: { order: TSalesOrder }) {
  const move = useMoveSalesOrder(order.id);
  const [pending, setPending] = useState<SalesOrderMove | null>(null);
  const [isEditOpen, setEditOpen] = useState(false);
  // Stays mounted once opened, so closing plays the modal's exit transition.
  const [hasOpenedEdit, setHasOpenedEdit] = useState(false);
  // The credit check's last refusal, shown in its dialog while open.
  const [creditRefusal, setCreditRefusal] = useState<string | null>(null);
  const [isCreditCheckOpen, setCreditCheckOpen] = useState(false);
  const isAdmin = useUser()?.role === 'admin';
  const actions = salesOrderActions(order);

  const apply = (next: SalesOrderMove) => {
    setPending(next);
    move.mutate(next, {
      onSuccess: (saved) =>
        notifications.show({
          color: next === 'cancel' ? 'gray' : 'teal',
          title: `${saved.number}: ${salesOrderStatusLabel(saved.status)}`,
          message: next === 'confirm' ? confirmedMessage(saved) : m.sales_cancelled_message(),
        }),
      onError: (error) => {
        const refusal = creditRefusalOf(error);
        if (refusal === null) return;
        setCreditRefusal(refusal);
        setCreditCheckOpen(true);
      },
    });
  };
  const askToCancel = () =>
    modals.openConfirmModal({
      title: m.sales_cancel_title({ number: order.number }),
      children: (
        <Text size="sm">
          {order.status === 'draft' ? m.sales_cancel_draft_message() : m.sales_cancel_confirmed_message()}
        </Text>
      ),
      labels: { confirm: m.sales_cancel_order(), cancel: m.sales_keep_it() },
      confirmProps: { color: 'red' },
      onConfirm: () => apply('cancel'),
    });

  if (actions.length === 0) return null;
  const isBusy = (action: SalesOrderMove) => move.isPending && pending === action;
  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="sm" justify="flex-end">
        {actions.includes('edit') ? (
          <Button
            variant="default"
            leftSection={<IconEdit size={18} />}
            disabled={move.isPending}
            onClick={() => {
              setHasOpenedEdit(true);
              setEditOpen(true);
            }}
          >
            {m.sales_edit()}
          </Button>
        ) : null}
        {actions.includes('confirm') ? (
          <Button
            leftSection={<IconCircleCheck size={18} />}
            loading={isBusy('confirm')}
            disabled={move.isPending && !isBusy('confirm')}
            onClick={() => apply('confirm')}
          >
            {m.sales_confirm()}
          </Button>
        ) : null}
        {actions.includes('cancel') ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconX size={18} />}
            loading={isBusy('cancel')}
            disabled={move.isPending && !isBusy('cancel')}
            onClick={askToCancel}
          >
            {m.sales_cancel_order()}
          </Button>
        ) : null}
      </Group>
      <ErrorLine
        message={
          move.isError && creditRefusalOf(move.error) === null
            ? failureWithReason(move.error, m.sales_change_order_failed())
            : null
        }
      />
      {creditRefusal !== null ? (
        <Suspense fallback={null}>
          <CreditCheckModal
            order={order}
            refusal={creditRefusal}
            opened={isCreditCheckOpen}
            isAdmin={isAdmin}
            onClose={() => setCreditCheckOpen(false)}
            confirmedMessage={confirmedMessage}
          />
        </Suspense>
      ) : null}
      {hasOpenedEdit ? (
        <Suspense fallback={null}>
          <SalesOrderFormModal order={order} opened={isEditOpen} onClose={() => setEditOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
