import { Badge, Button, Flex, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconFileX } from '@tabler/icons-react';
import {
  formatNumber,
  type TEwayBill,
  type TEwayBillStatus,
  type TEwayBillVehicle,
  type TTransportDetail,
} from '@godown/shared';
import { useState } from 'react';
import { formatCalendarDate, formatDateTime } from '../../components/date-time-text';
import { LabeledValue } from '../../components/labeled-value';
import { transportModeLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import { currentVehicles, hoursLeft, isCancellable, isRunningOut } from './ewaybill-form';
import { CancelEwayBillModal } from './ewaybill-modals';
import { ACTION_ROW } from './ewaybill-tools';
import { ChangeVehicleModal } from './ewaybill-vehicle-modal';
import { gstStateName, vehicleReasonLabel } from './ewaybill-words';

interface LiveEwayBillProps {
  bill: TEwayBill;
  status: TEwayBillStatus;
  transport: TTransportDetail;
  /** Whether the transport is still under way: a finished one's bills no longer change. */
  isOpen: boolean;
  isAdmin: boolean;
}

/**
 * The live bill: its number, times and distance (the validity in orange once it runs out within the
 * hours the portal extends a bill in), the vehicles carrying the goods now, and the changes to it.
 */
export function LiveEwayBill({ bill, status, transport, isOpen, isAdmin }: LiveEwayBillProps) {
  const [open, setOpen] = useState<'vehicle' | 'cancel' | null>(null);
  const vehicles = currentVehicles(bill);
  const mayCancel = isAdmin && isOpen && isCancellable(bill);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <LabeledValue label={m.ewaybills_number()}>
          <Text span inherit ff="monospace">
            {bill.number}
          </Text>
        </LabeledValue>
        <LabeledValue label={m.ewaybills_generated_at()}>
          {bill.generatedAt ? formatDateTime(bill.generatedAt) : '—'}
        </LabeledValue>
        <LabeledValue label={m.ewaybills_valid_until()}>
          <ValidUntil validUntil={bill.validUntil} />
        </LabeledValue>
        <LabeledValue label={m.ewaybills_distance()}>
          {bill.distanceKm === null ? '—' : m.ewaybills_km({ km: formatNumber(bill.distanceKm, 0) })}
        </LabeledValue>
      </SimpleGrid>
      <Vehicles vehicles={vehicles} />
      {isOpen ? (
        <Flex {...ACTION_ROW}>
          <Button
            variant="light"
            leftSection={<IconArrowsExchange size={18} />}
            onClick={() => setOpen('vehicle')}
          >
            {m.ewaybills_change_vehicle()}
          </Button>
          {mayCancel ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconFileX size={18} />}
              onClick={() => setOpen('cancel')}
            >
              {m.ewaybills_record_cancellation()}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {isOpen ? (
        <ChangeVehicleModal
          opened={open === 'vehicle'}
          onClose={() => setOpen(null)}
          bill={bill}
          status={status}
          transport={transport}
        />
      ) : null}
      {mayCancel ? (
        <CancelEwayBillModal opened={open === 'cancel'} onClose={() => setOpen(null)} bill={bill} />
      ) : null}
    </Stack>
  );
}

/** The end of the bill's validity; in orange, with the hours left, once it runs out soon. */
function ValidUntil({ validUntil }: { validUntil: string | null }) {
  if (!validUntil) return <>{m.ewaybills_no_validity()}</>;
  const hours = hoursLeft(validUntil) ?? 0;
  if (!isRunningOut(validUntil)) return <>{formatDateTime(validUntil)}</>;
  return (
    <Text span inherit c="orange">
      {formatDateTime(validUntil)}{' '}
      <Text span size="xs" fw={700} c="orange">
        {hours > 0 ? m.ewaybills_hours_left({ hours: formatNumber(hours, 0) }) : m.ewaybills_expired()}
      </Text>
    </Text>
  );
}

/** What names a vehicle: its number by road, the transport document and its date by air or ship. */
function vehicleName(vehicle: TEwayBillVehicle): string {
  if (vehicle.vehicleNumber) return vehicle.vehicleNumber;
  const date = vehicle.transportDocumentDate ? formatCalendarDate(vehicle.transportDocumentDate) : '';
  return [vehicle.transportDocument, date].filter(Boolean).join(' · ');
}

/** The vehicles of the latest change, each with its units when several share the goods. */
function Vehicles({ vehicles }: { vehicles: TEwayBillVehicle[] }) {
  const first = vehicles[0];
  if (!first) {
    return (
      <Text size="sm" c="dimmed">
        {m.ewaybills_no_vehicle()}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {vehicles.length > 1 ? m.ewaybills_vehicles_now() : m.ewaybills_vehicle_now()}
      </Text>
      <Stack
        gap={4}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={m.ewaybills_vehicles_now()}
      >
        {vehicles.map((vehicle) => (
          <Group key={vehicle.id} component="li" gap="xs" wrap="wrap">
            <Text size="sm" fw={700} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {vehicleName(vehicle)}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {transportModeLabel(vehicle.mode)}
            </Badge>
            {vehicle.quantity !== null ? (
              <Text size="sm" c="dimmed">
                {m.ewaybills_units({ units: formatNumber(vehicle.quantity, 0) })}
              </Text>
            ) : null}
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {m.ewaybills_vehicle_from({
          place: first.fromPlace,
          state: gstStateName(first.fromStateCode),
          reason: vehicleReasonLabel(first.reason),
          date: formatDateTime(first.updatedAt),
        })}
      </Text>
    </Stack>
  );
}
