import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconArrowBackUp,
  IconFileTypePdf,
  IconListCheck,
  IconReceiptTax,
  IconScan,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { formatNumber, type TransportStatus, type TSalesOrder } from '@godown/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, failureWithReason } from '../../api/client';
import { formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { transportStatusLabel } from '../../lib/labels';
import { useUser } from '../../lib/session';
import { newInvoicePath, pickPath, RETURNS_PATH, transportPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { downloadChallan, downloadPickList, useAllocate } from './fulfilment-api';
import { returnableShipments } from './return-form';
import { ReturnModal } from './return-modal';
import { ShipModal } from './ship-modal';

/** Held units of the order not yet given a place to be picked from. */
export const unallocatedUnits = (order: TSalesOrder) =>
  order.lines.reduce((sum, l) => sum + Math.max(0, l.reservedQuantity - l.allocatedQuantity), 0);
/** Picked units waiting to be packed. */
export const pickedUnits = (order: TSalesOrder) => order.lines.reduce((sum, l) => sum + l.pickedQuantity, 0);
/** Allocated units still to pick. */
export const unpickedUnits = (order: TSalesOrder) =>
  order.lines.reduce((sum, l) => sum + l.allocatedQuantity - l.pickedQuantity, 0);

/** A shipment that has left the warehouse: it may be invoiced (docs/domain.md#tax-invoices). */
const hasLeft = (status: TransportStatus) =>
  status === 'dispatched' || status === 'in_transit' || status === 'delivered';

const isOpen = (order: TSalesOrder) => order.status === 'confirmed' || order.status === 'partlyShipped';

/**
 * An order on its way (docs/domain.md#picking-shipping-and-returns): allocate in one click, pick
 * (on the phone, or from the printed list), pack a shipment, its challans, and returns.
 */
export function FulfilmentCard({ order }: { order: TSalesOrder }) {
  const allocate = useAllocate(order.id);
  const isAdmin = useUser()?.role === 'admin';
  const [isShipOpen, setShipOpen] = useState(false);
  const [isReturnOpen, setReturnOpen] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (order.status === 'draft' || order.status === 'cancelled') return null;
  const open = isOpen(order);
  const canReturn = returnableShipments(order).length > 0;

  const runAllocate = (expiredReason?: string) =>
    allocate.mutate(expiredReason ? { expiredReason } : {}, {
      onSuccess: (saved) =>
        notifications.show({
          color: 'teal',
          title: m.fulfilment_allocated_title({ number: saved.number }),
          message: m.fulfilment_allocated_message({ units: formatNumber(unpickedUnits(saved), 0) }),
        }),
      onError: (error) => {
        // Only expired units are left: an admin may allocate them with the reason.
        if (error instanceof ApiError && error.reason === 'allocation.expiredBatches' && isAdmin) {
          askExpiredReason((reason) => runAllocate(reason));
        }
      },
    });
  const download = (task: Promise<void>) => {
    setDownloadError(null);
    task.catch((error: unknown) =>
      setDownloadError(failureWithReason(error, m.fulfilment_download_failed())),
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={4}>{m.fulfilment_title()}</Title>
          <Group gap="xs" wrap="wrap">
            {open && unallocatedUnits(order) > 0 ? (
              <Button
                leftSection={<IconListCheck size={18} />}
                loading={allocate.isPending}
                onClick={() => runAllocate()}
              >
                {m.fulfilment_allocate({ units: formatNumber(unallocatedUnits(order), 0) })}
              </Button>
            ) : null}
            {open && unpickedUnits(order) > 0 ? (
              <>
                <Button
                  component={Link}
                  to={pickPath(order.id)}
                  variant="light"
                  leftSection={<IconScan size={18} />}
                >
                  {m.fulfilment_pick_on_phone()}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconFileTypePdf size={18} />}
                  onClick={() => download(downloadPickList(order.id, order.number))}
                >
                  {m.fulfilment_pick_list_pdf()}
                </Button>
              </>
            ) : null}
            {open && pickedUnits(order) > 0 ? (
              <Button leftSection={<IconTruckDelivery size={18} />} onClick={() => setShipOpen(true)}>
                {m.fulfilment_pack_submit()}
              </Button>
            ) : null}
            {canReturn ? (
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={18} />}
                onClick={() => setReturnOpen(true)}
              >
                {m.fulfilment_record_return()}
              </Button>
            ) : null}
          </Group>
        </Group>
        {open ? (
          <Text size="sm" c="dimmed">
            {m.fulfilment_progress({
              allocated: formatNumber(unpickedUnits(order), 0),
              picked: formatNumber(pickedUnits(order), 0),
              unallocated: formatNumber(unallocatedUnits(order), 0),
            })}
          </Text>
        ) : null}
        <ErrorLine
          message={
            allocate.isError
              ? failureWithReason(allocate.error, m.fulfilment_allocate_failed())
              : downloadError
          }
        />
        {order.shipments.length ? (
          <Stack gap="xs" role="list" aria-label={m.fulfilment_shipments()}>
            {order.shipments.map((s) => (
              <Paper key={s.id} withBorder radius="md" p="sm" role="listitem" aria-label={s.packageId}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Group gap="sm" wrap="wrap">
                    <Anchor component={Link} to={transportPath(s.packageId)} ff="monospace" size="sm">
                      {s.packageId}
                    </Anchor>
                    <Badge variant="light">{transportStatusLabel(s.status)}</Badge>
                  </Group>
                  <Group gap={4} wrap="wrap">
                    {order.customer && hasLeft(s.status) ? (
                      <Button
                        component={Link}
                        to={newInvoicePath(order.customer.id, s.id)}
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconReceiptTax size={16} />}
                        aria-label={m.fulfilment_invoice_shipment({ packageId: s.packageId })}
                      >
                        {m.fulfilment_invoice()}
                      </Button>
                    ) : null}
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconFileTypePdf size={16} />}
                      onClick={() => download(downloadChallan(order.id, s.id, s.packageId))}
                    >
                      {m.fulfilment_challan()}
                    </Button>
                  </Group>
                </Group>
                <Text size="sm" c="dimmed" mt={4}>
                  {[
                    m.fulfilment_shipment_units({ units: formatNumber(s.units, 0) }),
                    s.driver?.name,
                    s.vehicleNumber,
                    formatDateTime(s.createdAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {m.fulfilment_no_shipments()}
          </Text>
        )}
        {order.returns.length ? (
          <Text size="sm">
            {m.fulfilment_returns_line({
              returns: order.returns.map((r) => `${r.number} (${formatNumber(r.units, 0)})`).join(', '),
            })}{' '}
            <Anchor component={Link} to={RETURNS_PATH} size="sm">
              {m.fulfilment_open_returns()}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
      {isShipOpen ? <ShipModal order={order} opened={isShipOpen} onClose={() => setShipOpen(false)} /> : null}
      {isReturnOpen ? (
        <ReturnModal order={order} opened={isReturnOpen} onClose={() => setReturnOpen(false)} />
      ) : null}
    </Paper>
  );
}

/** Asks an admin why expired units may go, then allocates with that reason. */
function askExpiredReason(onReason: (reason: string) => void) {
  let reason = '';
  modals.openConfirmModal({
    title: m.fulfilment_expired_title(),
    children: (
      <Stack gap="xs">
        <Text size="sm">{m.fulfilment_expired_message()}</Text>
        <Textarea
          label={m.fulfilment_reason()}
          autosize
          minRows={2}
          onChange={(event) => {
            reason = event.currentTarget.value;
          }}
        />
      </Stack>
    ),
    labels: { confirm: m.fulfilment_allocate_expired(), cancel: m.common_cancel() },
    confirmProps: { color: 'orange' },
    onConfirm: () => {
      if (reason.trim()) onReason(reason.trim());
    },
  });
}
