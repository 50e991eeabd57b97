import { Alert, Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { customerLedgerPath } from '../lib/paths';
import { m } from '../paraglide/messages.js';
import { ErrorLine } from './error-line';

/** Most characters of an override's reason (the server's). */
const REASON_MAX = 300;

/** The words that differ by what the admin goes ahead with (confirming an order, a counter sale). */
export interface CreditOverrideWords {
  /** The reason's label. */
  reason: string;
  /** Said when Submit is pressed with no reason. */
  reasonRequired: string;
  /** What staff read instead of the reason: only an admin goes ahead. */
  adminOnly: string;
  /** The button that goes ahead. */
  override: string;
}

interface CreditCheckFormProps {
  /** The credit check's refusal, in the language of the page. */
  refusal: string;
  /** The customer, whose ledger says what they owe; null when not known. */
  customer: { id: string; name: string } | null;
  /** Admins may go ahead past it, with a reason; staff read why and close it. */
  isAdmin: boolean;
  onClose: () => void;
  /** Goes ahead with the reason typed (trimmed, never empty). */
  onOverride: (reason: string) => void;
  isOverriding: boolean;
  /** Why going ahead failed, in the language of the page. */
  overrideError: string | null;
  words: CreditOverrideWords;
}

/**
 * The credit check refused (a sales order's confirmation, a counter sale on credit): why (the
 * customer's limit, what they owe, their oldest overdue invoice), a link to their ledger, and for an
 * admin the reason to go ahead anyway. The caller's dialog unmounts it once closed, so it opens with
 * no reason typed.
 */
export function CreditCheckForm({
  refusal,
  customer,
  isAdmin,
  onClose,
  onOverride,
  isOverriding,
  overrideError,
  words,
}: CreditCheckFormProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonError(words.reasonRequired);
      return;
    }
    setReasonError(null);
    onOverride(text);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {refusal}
        </Alert>
        {customer ? (
          <Anchor component={Link} to={customerLedgerPath(customer.id)} size="sm">
            {m.sales_see_ledger({ customer: customer.name })}
          </Anchor>
        ) : null}
        {isAdmin ? (
          <Textarea
            label={words.reason}
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
            {words.adminOnly}
          </Text>
        )}
        <ErrorLine message={overrideError} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isOverriding}>
            {isAdmin ? m.common_cancel() : m.common_close()}
          </Button>
          {isAdmin ? (
            <Button
              type="submit"
              color="orange"
              leftSection={<IconShieldCheck size={18} />}
              loading={isOverriding}
            >
              {words.override}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
