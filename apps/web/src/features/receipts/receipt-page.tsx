import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowsSplit2, IconBook2, IconCoinRupee, IconCreditCardOff } from '@tabler/icons-react';
import { formatRupees, roundMoney, type TReceipt } from '@godown/shared';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { formatCalendarDate, formatDateTime } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { LoadingLine } from '../../components/loading-line';
import { CustomerNameLink, DocumentNumberLink } from '../../components/record-links';
import { RecordLoadFailure } from '../../components/record-load-failure';
import { RoleGate } from '../../components/role-gate';
import { SectionCard } from '../../components/section-card';
import { paymentModeLabel, referenceLabel } from '../../lib/labels';
import { customerLedgerPath, invoicePath, RECEIPTS_PATH } from '../../lib/paths';
import { SELLER_ROLES } from '../../lib/roles';
import { m } from '../../paraglide/messages.js';
import { OnAccount, ReceiptStatusBadge } from './receipt-cells';
import { useReceiptQuery } from './receipts-api';

/** The Allocate form (the customer's invoices) and the bounce form load when first opened. */
const AllocateModal = lazy(async () => ({ default: (await import('./allocate-modal')).AllocateModal }));
const BounceModal = lazy(async () => ({ default: (await import('./bounce-modal')).BounceModal }));

function BackToReceipts() {
  return (
    <BackLink to={RECEIPTS_PATH} mb="xs" display="inline-block">
      {m.receipts_all_receipts()}
    </BackLink>
  );
}

/**
 * `/receipts/:id` (admin, staff): one receipt: from whom, how, how much, what it settled and what is
 * on account; Allocate what is on account, and Cheque bounced for a cheque (with the bank's reason).
 */
export function ReceiptPage() {
  return (
    <RoleGate roles={SELLER_ROLES} title={m.receipts_receipt_title()}>
      <ReceiptDetails />
    </RoleGate>
  );
}

function ReceiptDetails() {
  const { id = '' } = useParams();
  const receipt = useReceiptQuery(id);

  if (receipt.isPending) return <LoadingLine label={m.receipts_loading_receipt()} />;
  if (receipt.isError) {
    return (
      <RecordLoadFailure
        back={<BackToReceipts />}
        title={m.receipts_receipt_title()}
        error={receipt.error}
        icon={<IconCoinRupee size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        notFoundTitle={m.receipts_not_found()}
        notFoundMessage={m.receipts_not_found_message()}
        listPath={RECEIPTS_PATH}
        listLabel={m.receipts_all_receipts()}
        failedMessage={m.receipts_fetch_receipt_failed()}
      />
    );
  }
  return <ReceiptView receipt={receipt.data} />;
}

type Dialog = 'allocate' | 'bounce';

function ReceiptView({ receipt }: { receipt: TReceipt }) {
  // The dialog open, and those opened once (kept mounted, so closing plays the exit transition).
  const [open, setOpen] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(new Set());
  const show = (dialog: Dialog) => {
    setOpened((current) => new Set(current).add(dialog));
    setOpen(dialog);
  };
  const isReceived = receipt.status === 'received';
  const allocated = roundMoney(receipt.amount - receipt.onAccount);

  return (
    <>
      <BackToReceipts />
      <Group justify="space-between" align="flex-start" mb="lg" gap="md" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Group gap="sm" align="center">
            <Title order={2} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {receipt.number}
            </Title>
            <ReceiptStatusBadge status={receipt.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {receipt.createdBy
              ? m.receipts_recorded_on_by({
                  date: formatDateTime(receipt.createdAt),
                  name: receipt.createdBy.name,
                })
              : m.receipts_recorded_on({ date: formatDateTime(receipt.createdAt) })}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          {isReceived && receipt.onAccount > 0 ? (
            <Button leftSection={<IconArrowsSplit2 size={18} />} onClick={() => show('allocate')}>
              {m.receipts_allocate()}
            </Button>
          ) : null}
          <Button
            component={Link}
            to={customerLedgerPath(receipt.customer.id)}
            variant="default"
            leftSection={<IconBook2 size={18} />}
          >
            {m.receipts_customer_ledger()}
          </Button>
          {isReceived && receipt.mode === 'cheque' ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconCreditCardOff size={18} />}
              onClick={() => show('bounce')}
            >
              {m.receipts_cheque_bounced()}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Stack gap="lg">
        {receipt.status === 'bounced' ? (
          <Alert
            color="red"
            variant="light"
            title={
              receipt.bouncedOn
                ? m.receipts_bounced_on({ date: formatCalendarDate(receipt.bouncedOn) })
                : m.receipts_status_bounced()
            }
          >
            {m.receipts_bounce_reason_line({ reason: receipt.bounceReason ?? '—' })}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p="lg" component="section" aria-label={m.receipts_particulars()}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" verticalSpacing="md">
            <LabeledValue label={m.receipts_customer()}>
              <CustomerNameLink customer={receipt.customer} />
            </LabeledValue>
            <LabeledValue label={m.receipts_date()}>{formatCalendarDate(receipt.receiptDate)}</LabeledValue>
            <LabeledValue label={m.receipts_mode()}>{paymentModeLabel(receipt.mode)}</LabeledValue>
            <LabeledValue label={referenceLabel(receipt.mode)}>{receipt.reference ?? '—'}</LabeledValue>
            <LabeledValue label={m.receipts_amount()}>{formatRupees(receipt.amount)}</LabeledValue>
            <LabeledValue label={m.receipts_allocated()}>{formatRupees(allocated)}</LabeledValue>
            <LabeledValue label={m.receipts_on_account()}>
              <OnAccount amount={receipt.onAccount} />
            </LabeledValue>
          </SimpleGrid>
          {receipt.notes ? (
            <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
              {receipt.notes}
            </Text>
          ) : null}
        </Paper>
        <SectionCard title={m.receipts_allocations()} gap="sm">
          {receipt.allocations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {receipt.status === 'bounced'
                ? m.receipts_allocations_undone()
                : m.receipts_nothing_allocated()}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="xs" aria-label={m.receipts_allocations()}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.receipts_invoice()}</Table.Th>
                    <Table.Th ta="right">{m.receipts_allocated()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {receipt.allocations.map((allocation) => (
                    <Table.Tr key={allocation.invoice.id}>
                      <Table.Td>
                        <DocumentNumberLink to={invoicePath(allocation.invoice.id)}>
                          {allocation.invoice.number}
                        </DocumentNumberLink>
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatRupees(allocation.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {isReceived && receipt.onAccount > 0 ? (
            <Text size="sm" c="dimmed">
              {m.receipts_on_account_line({ onAccount: formatRupees(receipt.onAccount) })}{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => show('allocate')}>
                {m.receipts_allocate_it()}
              </Anchor>
            </Text>
          ) : null}
        </SectionCard>
      </Stack>
      <Suspense fallback={null}>
        {opened.has('allocate') ? (
          <AllocateModal receipt={receipt} opened={open === 'allocate'} onClose={() => setOpen(null)} />
        ) : null}
        {opened.has('bounce') ? (
          <BounceModal receipt={receipt} opened={open === 'bounce'} onClose={() => setOpen(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
