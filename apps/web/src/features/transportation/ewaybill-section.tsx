import { Alert, Badge, Button, Flex, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFilePlus } from '@tabler/icons-react';
import {
  formatRupees,
  TRANSPORT_OPEN_STATUSES,
  type TEwayBillStatus,
  type TTransportDetail,
} from '@godown/shared';
import { useState } from 'react';
import { ErrorLine } from '../../components/error-line';
import { formatCalendarDate, formatDateTime } from '../../components/date-time-text';
import { SectionCard } from '../../components/section-card';
import { sayMessage } from '../../lib/localize';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { useEwayBillQuery } from './ewaybill-api';
import { EwayBillTools } from './ewaybill-tools';
import { LiveEwayBill } from './ewaybill-live';
import { cancelReasonLabel, EWAYBILL_STATE_COLORS, ewayBillStateLabel } from './ewaybill-words';

/**
 * A shipment's or transfer's e-way bill, for sellers (docs/domain.md#e-way-bills): what its goods
 * are worth against the threshold and the paper they travel on; while no bill is live, the portal's
 * JSON and the bill it generated recorded here (or, from an admin, a reason to go without one);
 * once one is, its validity, the vehicles carrying it, a change of vehicle and its cancellation.
 */
export function EwayBillSection({ transport }: { transport: TTransportDetail }) {
  const isAdmin = useUser()?.role === 'admin';
  const query = useEwayBillQuery(transport.id);
  const [isWantedAnyway, setWantedAnyway] = useState(false);
  if (!query.data) return query.isError ? <ErrorLine message={m.ewaybills_fetch_failed()} /> : null;
  const status = query.data;
  if (status.blocker?.reason === 'ewaybill.notConsignment') return null;
  const isOpen = TRANSPORT_OPEN_STATUSES.includes(transport.status);
  const live = status.bills.find((bill) => bill.status === 'active') ?? null;
  const waiver = status.bills.find((bill) => bill.status === 'waived') ?? null;
  const earlier = status.bills.filter((bill) => bill.status === 'cancelled');
  // Goods under the threshold need no bill: the tools wait until someone asks for one anyway.
  const isAsked = status.state !== 'notNeeded' || isWantedAnyway;
  return (
    <SectionCard
      title={m.ewaybills_section_title()}
      aside={
        <Badge color={EWAYBILL_STATE_COLORS[status.state]} variant="light">
          {ewayBillStateLabel(status.state)}
        </Badge>
      }
    >
      <Stack gap="sm">
        <Figures status={status} />
        {live ? (
          <LiveEwayBill bill={live} status={status} transport={transport} isOpen={isOpen} isAdmin={isAdmin} />
        ) : null}
        {waiver ? (
          <Alert color="grape" variant="light" title={m.ewaybills_waived_title()}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {waiver.waiverReason}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {m.ewaybills_waived_by({
                name: waiver.recordedBy?.name ?? m.ewaybills_someone(),
                date: formatDateTime(waiver.recordedAt),
              })}
            </Text>
          </Alert>
        ) : null}
        {status.blocker && isAsked && !live ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {sayMessage(status.blocker)}
          </Alert>
        ) : null}
        {!live && isOpen && isAsked ? (
          <EwayBillTools status={status} transport={transport} isAdmin={isAdmin} />
        ) : null}
        {!live && isOpen && !isAsked ? (
          <Flex>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFilePlus size={16} />}
              onClick={() => setWantedAnyway(true)}
            >
              {m.ewaybills_generate_anyway()}
            </Button>
          </Flex>
        ) : null}
        {earlier.length > 0 ? (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={m.ewaybills_earlier()}
          >
            <Text size="xs" c="dimmed" fw={600} component="li">
              {m.ewaybills_earlier()}
            </Text>
            {earlier.map((bill) => (
              <Text key={bill.id} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
                {m.ewaybills_cancelled_line({
                  number: bill.number ?? '—',
                  date: bill.cancelledAt ? formatDateTime(bill.cancelledAt) : '—',
                  reason: bill.cancelReason ? cancelReasonLabel(bill.cancelReason) : '—',
                })}
                {bill.cancelRemark ? ` (${bill.cancelRemark})` : ''}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

/** The goods' value against the threshold, and the paper the bill cites. */
function Figures({ status }: { status: TEwayBillStatus }) {
  const words = { value: formatRupees(status.value), threshold: formatRupees(status.threshold) };
  const document = status.document;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {status.value > status.threshold ? m.ewaybills_value_over(words) : m.ewaybills_value_under(words)}
      </Text>
      {document ? (
        <Text size="sm" c="dimmed">
          {(document.kind === 'invoice' ? m.ewaybills_document_invoice : m.ewaybills_document_challan)({
            number: document.number,
            date: formatCalendarDate(document.date),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
