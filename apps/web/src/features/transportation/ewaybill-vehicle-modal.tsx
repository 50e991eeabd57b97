import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash, IconTruck } from '@tabler/icons-react';
import {
  EWAYBILL_LIMITS,
  EWAYBILL_VEHICLE_REASONS,
  formatNumber,
  TRANSPORT_MODES,
  type TEwayBill,
  type TEwayBillStatus,
  type TTransportDetail,
  type TransportMode,
} from '@godown/shared';
import { useMemo } from 'react';
import { failureWithReason } from '../../api/client';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { scrollToFirstError } from '../../lib/form-errors';
import { transportModeLabel } from '../../lib/labels';
import { m } from '../../paraglide/messages.js';
import { useChangeEwayBillVehicles } from './ewaybill-api';
import {
  assignedUnits,
  currentVehicles,
  emptyVehicleRow,
  toVehicleBody,
  vehicleFormErrors,
  type VehicleFormValues,
} from './ewaybill-form';
import { gstStateOptions, vehicleReasonLabel } from './ewaybill-words';

// A change of vehicle (Part-B, docs/domain.md#e-way-bills), recorded once the portal took it: the
// vehicle (or several sharing the goods, each with its units), where from, why, and the validity
// the portal answered if it changed.

interface ChangeVehicleModalProps {
  opened: boolean;
  onClose: () => void;
  bill: TEwayBill;
  status: TEwayBillStatus;
  transport: TTransportDetail;
}

export function ChangeVehicleModal({ opened, onClose, bill, status, transport }: ChangeVehicleModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      isFullScreenOnPhone
      title={m.ewaybills_vehicle_title({ number: bill.number ?? '' })}
    >
      <VehicleForm bill={bill} status={status} transport={transport} onDone={onClose} />
    </FormModal>
  );
}

function VehicleForm({
  bill,
  status,
  transport,
  onDone,
}: Omit<ChangeVehicleModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const change = useChangeEwayBillVehicles(bill.id);
  const now = currentVehicles(bill)[0];
  const form = useForm<VehicleFormValues>({
    initialValues: {
      mode: now?.mode ?? transport.transportMode,
      fromPlace: '',
      fromStateCode: now?.fromStateCode || status.from?.stateCode || null,
      reason: null,
      remark: '',
      vehicles: [emptyVehicleRow()],
      validUntil: '',
    },
    validate: (values) => vehicleFormErrors(values, status.units),
  });
  const states = useMemo(() => gstStateOptions(), []);
  const rows = form.values.vehicles;
  const isSplit = rows.length > 1;
  const isLand = form.values.mode === 'land';
  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(toVehicleBody(values));
      notifications.show({
        color: 'teal',
        message: m.ewaybills_vehicle_changed({ number: bill.number ?? '' }),
      });
      onDone();
    } catch {
      // The error line shows why.
    }
  }, scrollToFirstError);
  const assigned = assignedUnits(rows);
  return (
    <ModalForm
      onSubmit={submit}
      error={change.isError ? failureWithReason(change.error, m.ewaybills_vehicle_failed()) : null}
      submitLabel={m.ewaybills_vehicle_submit()}
      submitIcon={<IconTruck size={18} />}
      isSaving={change.isPending}
      onCancel={onDone}
    >
      <Text size="sm">{m.ewaybills_vehicle_help()}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={m.ewaybills_mode()}
          required
          allowDeselect={false}
          data={TRANSPORT_MODES.map((mode) => ({ value: mode, label: transportModeLabel(mode) }))}
          {...form.getInputProps('mode')}
          onChange={(value) => form.setFieldValue('mode', (value ?? 'land') as TransportMode)}
        />
        <Select
          label={m.ewaybills_reason()}
          required
          allowDeselect={false}
          data={EWAYBILL_VEHICLE_REASONS.map((reason) => ({
            value: reason,
            label: vehicleReasonLabel(reason),
          }))}
          {...form.getInputProps('reason')}
        />
        <TextInput
          label={m.ewaybills_from_place()}
          placeholder={m.ewaybills_from_place_placeholder()}
          required
          maxLength={EWAYBILL_LIMITS.placeMax}
          data-autofocus
          {...form.getInputProps('fromPlace')}
        />
        <Select
          label={m.ewaybills_from_state()}
          required
          searchable
          allowDeselect={false}
          data={states}
          nothingFoundMessage={m.ewaybills_no_state()}
          {...form.getInputProps('fromStateCode')}
        />
      </SimpleGrid>
      <TextInput
        label={m.ewaybills_remark()}
        maxLength={EWAYBILL_LIMITS.remarkMax}
        {...form.getInputProps('remark')}
      />
      <Stack gap="xs" role="group" aria-label={m.ewaybills_vehicles_group()}>
        {rows.map((row, index) => {
          const n = index + 1;
          const at = `vehicles.${index}`;
          return (
            <Paper key={row.key} withBorder={isSplit} p={isSplit ? 'sm' : 0} radius="md">
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <SimpleGrid
                  cols={{ base: 1, xs: isSplit ? 2 : 1 }}
                  spacing="sm"
                  style={{ flex: 1, minWidth: 0 }}
                >
                  {isLand ? (
                    <TextInput
                      label={isSplit ? m.ewaybills_vehicle_number_n({ n }) : m.ewaybills_vehicle_number()}
                      required
                      maxLength={13}
                      autoCapitalize="characters"
                      spellCheck={false}
                      placeholder={m.ewaybills_vehicle_example()}
                      {...form.getInputProps(`${at}.vehicleNumber`)}
                    />
                  ) : (
                    <>
                      <TextInput
                        label={isSplit ? m.ewaybills_document_n({ n }) : m.ewaybills_document()}
                        required
                        maxLength={EWAYBILL_LIMITS.transportDocMax}
                        {...form.getInputProps(`${at}.transportDocument`)}
                      />
                      <DateField
                        label={isSplit ? m.ewaybills_document_date_n({ n }) : m.ewaybills_document_date()}
                        required
                        {...form.getInputProps(`${at}.transportDocumentDate`)}
                      />
                    </>
                  )}
                  {isSplit ? (
                    <NumberInput
                      label={m.ewaybills_units_n({ n })}
                      required
                      min={1}
                      max={status.units}
                      allowDecimal={false}
                      allowNegative={false}
                      {...form.getInputProps(`${at}.quantity`)}
                    />
                  ) : null}
                </SimpleGrid>
                {isSplit ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label={m.ewaybills_remove_vehicle({ n })}
                    onClick={() => form.removeListItem('vehicles', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                ) : null}
              </Group>
            </Paper>
          );
        })}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} />}
            disabled={rows.length >= EWAYBILL_LIMITS.vehiclesMax}
            onClick={() => form.insertListItem('vehicles', emptyVehicleRow())}
          >
            {m.ewaybills_add_vehicle()}
          </Button>
          {isSplit ? (
            <Text size="sm" c={assigned === status.units ? 'dimmed' : 'orange'}>
              {m.ewaybills_units_assigned({
                assigned: formatNumber(assigned, 0),
                units: formatNumber(status.units, 0),
              })}
            </Text>
          ) : null}
        </Group>
        {typeof form.errors.vehicles === 'string' ? (
          <Text size="sm" c="red" role="alert">
            {form.errors.vehicles}
          </Text>
        ) : null}
      </Stack>
      <TextInput
        type="datetime-local"
        label={m.ewaybills_new_valid_until()}
        description={m.ewaybills_new_valid_until_hint()}
        {...form.getInputProps('validUntil')}
      />
    </ModalForm>
  );
}
