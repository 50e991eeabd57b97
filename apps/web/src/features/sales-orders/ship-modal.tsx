import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTruckDelivery } from '@tabler/icons-react';
import { TRANSPORT_MODES, zVehicleNumberSchema, type TSalesOrder, type TransportMode } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { userOptions } from '../../api/options';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { transportModeLabel } from '../../lib/labels';
import { schemaErrors } from '../../lib/form-errors';
import { m } from '../../paraglide/messages.js';
import { usePackShipment } from './fulfilment-api';

interface ShipModalProps {
  order: TSalesOrder;
  opened: boolean;
  onClose: () => void;
}

/**
 * Pack shipment: the order's picked units go into a shipment, an outgoing transport with its
 * driver, vehicle number and ETA; the driver's phone shows it under My Deliveries.
 */
export function ShipModal({ order, opened, onClose }: ShipModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={m.fulfilment_pack_title({ number: order.number })}>
      <ShipForm order={order} onDone={onClose} />
    </FormModal>
  );
}

function ShipForm({ order, onDone }: { order: TSalesOrder; onDone: () => void }) {
  const pack = usePackShipment(order.id);
  const [driver, setDriver] = useState<string | null>(null);
  const [vehicle, setVehicle] = useState('');
  const [eta, setEta] = useState('');
  const [mode, setMode] = useState<TransportMode>('land');
  const [vehicleError, setVehicleError] = useState<string | null>(null);
  const picked = order.lines.reduce((sum, l) => sum + l.pickedQuantity, 0);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = vehicle.trim() ? zVehicleNumberSchema.safeParse(vehicle) : null;
    if (checked && !checked.success) {
      setVehicleError(Object.values(schemaErrors(zVehicleNumberSchema, vehicle))[0] ?? null);
      return;
    }
    setVehicleError(null);
    pack.mutate(
      {
        assignedTo: driver,
        vehicleNumber: checked?.data ?? null,
        eta: eta ? new Date(eta).toISOString() : null,
        transportMode: mode,
      },
      {
        onSuccess: (saved) => {
          const shipment = saved.shipments.at(-1);
          notifications.show({
            color: 'teal',
            title: m.fulfilment_packed_title({ packageId: shipment?.packageId ?? '' }),
            message: m.fulfilment_packed_message({ units: shipment?.units ?? picked }),
          });
          onDone();
        },
      },
    );
  };

  return (
    <ModalForm
      onSubmit={submit}
      error={pack.isError ? failureWithReason(pack.error, m.fulfilment_pack_failed()) : null}
      submitLabel={m.fulfilment_pack_submit()}
      submitIcon={<IconTruckDelivery size={18} />}
      isSaving={pack.isPending}
      onCancel={onDone}
    >
      <Text size="sm">{m.fulfilment_pack_what({ units: picked })}</Text>
      <SearchSelect
        label={m.fulfilment_driver()}
        placeholder={m.fulfilment_search_drivers()}
        clearable
        source={userOptions.drivers}
        initialOption={null}
        value={driver}
        onChange={setDriver}
      />
      <TextInput
        label={m.fulfilment_vehicle_number()}
        placeholder={m.fulfilment_vehicle_example()}
        value={vehicle}
        onChange={(event) => setVehicle(event.currentTarget.value)}
        error={vehicleError}
      />
      <TextInput
        type="datetime-local"
        label={m.fulfilment_eta()}
        value={eta}
        onChange={(event) => setEta(event.currentTarget.value)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {m.fulfilment_mode()}
        </Text>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as TransportMode)}
          data={TRANSPORT_MODES.map((value) => ({ value, label: transportModeLabel(value) }))}
        />
      </Stack>
    </ModalForm>
  );
}
