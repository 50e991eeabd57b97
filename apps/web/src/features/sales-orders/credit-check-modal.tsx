import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import type { TSalesOrder } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { customerLedgerPath } from '../../lib/paths';
import { salesOrderStatusLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import { useConfirmAnyway } from './sales-orders-api';

/** Most characters of an override's reason (the server's). */
const REASON_MAX = 300;

interface CreditCheckModalProps {
  order: TSalesOrder;
  /** The credit check's refusal, in the language of the page. */
  refusal: string;
  opened: boolean;
  /** Admins may confirm past it, with a reason; staff read why and close it. */
  isAdmin: boolean;
  onClose: () => void;
  /** Says what a confirmed order did (the units held, those waiting for stock). */
  confirmedMessage: (order: TSalesOrder) => string;
}

/**
 * The credit check refused to confirm the order: why (the customer's limit, what they owe, their
 * oldest overdue invoice), a link to their ledger, and for an admin Confirm anyway with a reason.
 */
export function CreditCheckModal({ opened, onClose, order, ...rest }: CreditCheckModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.sales_credit_check_title({ number: order.number })}>
      {/* Unmounted once closed: a fresh form (no reason typed, no failure) each time it opens. */}
      <CreditCheck order={order} onClose={onClose} {...rest} />
    </Modal>
  );
}

function CreditCheck({
  order,
  refusal,
  isAdmin,
  onClose,
  confirmedMessage,
}: Omit<CreditCheckModalProps, 'opened'>) {
  const confirm = useConfirmAnyway(order.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonError(m.sales_override_reason_required());
      return;
    }
    setReasonError(null);
    confirm.mutate(text, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: `${saved.number}: ${salesOrderStatusLabel(saved.status)}`,
          message: confirmedMessage(saved),
        });
        onClose();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {refusal}
        </Alert>
        {order.customer ? (
          <Anchor component={Link} to={customerLedgerPath(order.customer.id)} size="sm">
            {m.sales_see_ledger({ customer: order.customer.name })}
          </Anchor>
        ) : null}
        {isAdmin ? (
          <Textarea
            label={m.sales_override_reason()}
            description={m.sales_override_reason_hint()}
            required
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
            data-autofocus
          />
        ) : (
          <Text size="sm" c="dimmed">
            {m.sales_override_admin_only()}
          </Text>
        )}
        <ErrorLine
          message={confirm.isError ? failureWithReason(confirm.error, m.sales_change_order_failed()) : null}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={confirm.isPending}>
            {isAdmin ? m.common_cancel() : m.common_close()}
          </Button>
          {isAdmin ? (
            <Button
              type="submit"
              color="orange"
              leftSection={<IconShieldCheck size={18} />}
              loading={confirm.isPending}
            >
              {m.sales_confirm_anyway()}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
