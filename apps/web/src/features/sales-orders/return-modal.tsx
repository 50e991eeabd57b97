import { NumberInput, Paper, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import {
  SALES_RETURN_DISPOSITIONS,
  SALES_RETURN_REASONS,
  type SalesReturnDisposition,
  type SalesReturnReason,
  type TSalesOrder,
} from '@godown/shared';
import { useState } from 'react';
import { failureWithReason } from '../../api/client';
import { FormModal, ModalForm } from '../../components/form-modal';
import { m } from '../../paraglide/messages.js';
import { useInventoryStorageUnitsQuery } from '../../api/storage-units';
import { useCreateReturn } from './fulfilment-api';
import { needsRack, returnableShipments, rowsOf, toReturnBody, type ReturnRow } from './return-form';
import { dispositionLabel, returnReasonLabel } from './return-words';

interface ReturnModalProps {
  order: TSalesOrder;
  opened: boolean;
  onClose: () => void;
}

/**
 * Record a return: units of a delivered shipment come back, by line and batch, each with its reason
 * and where it goes: a quarantine rack, back to stock, or written off.
 */
export function ReturnModal({ order, opened, onClose }: ReturnModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.fulfilment_return_title({ number: order.number })}
      size="lg"
      isFullScreenOnPhone
    >
      <ReturnForm order={order} onDone={onClose} />
    </FormModal>
  );
}

function ReturnForm({ order, onDone }: { order: TSalesOrder; onDone: () => void }) {
  const shipments = returnableShipments(order);
  const [shipmentId, setShipmentId] = useState<string | null>(shipments[0]?.id ?? null);
  const shipment = shipments.find((s) => s.id === shipmentId) ?? null;
  const [rows, setRows] = useState<ReturnRow[]>(shipment ? rowsOf(shipment) : []);
  const [rack, setRack] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const racks = useInventoryStorageUnitsQuery(order.inventory?.id ?? null);
  const create = useCreateReturn(order.id);

  const update = (key: string, change: Partial<ReturnRow>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!shipment || !rows.some((r) => r.quantity > 0)) return setProblem(m.fulfilment_return_nothing());
    if (needsRack(rows) && !rack) return setProblem(m.fulfilment_return_choose_rack());
    setProblem(null);
    create.mutate(toReturnBody(shipment.id, rows, rack, note), {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: m.fulfilment_returned_title({ number: saved.number }),
          message: m.fulfilment_returned_message({
            units: saved.lines.reduce((sum, l) => sum + l.quantity, 0),
          }),
        });
        onDone();
      },
    });
  };

  return (
    <ModalForm
      onSubmit={submit}
      notice={problem}
      error={create.isError ? failureWithReason(create.error, m.fulfilment_return_failed()) : null}
      submitLabel={m.fulfilment_return_submit()}
      submitIcon={<IconArrowBackUp size={18} />}
      isSaving={create.isPending}
      onCancel={onDone}
    >
      <Select
        label={m.fulfilment_shipment()}
        data={shipments.map((s) => ({ value: s.id, label: s.packageId }))}
        value={shipmentId}
        allowDeselect={false}
        onChange={(value) => {
          setShipmentId(value);
          const chosen = shipments.find((s) => s.id === value);
          setRows(chosen ? rowsOf(chosen) : []);
        }}
      />
      <Stack gap="xs">
        {rows.map((row) => (
          <Paper key={row.key} withBorder p="sm" radius="md">
            <Text fw={500} size="sm">
              {row.batchCode
                ? m.fulfilment_return_row_batch({ product: row.productName, batch: row.batchCode })
                : row.productName}
            </Text>
            <Text size="xs" c="dimmed" mb={6}>
              {m.fulfilment_return_row_left({ units: row.returnable })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <NumberInput
                label={m.fulfilment_units_back()}
                min={0}
                max={row.returnable}
                allowDecimal={false}
                value={row.quantity}
                onChange={(value) =>
                  update(row.key, { quantity: Math.min(Number(value) || 0, row.returnable) })
                }
              />
              <Select
                label={m.fulfilment_reason()}
                data={SALES_RETURN_REASONS.map((value) => ({ value, label: returnReasonLabel(value) }))}
                value={row.reason}
                allowDeselect={false}
                onChange={(value) => update(row.key, { reason: value as SalesReturnReason })}
              />
              <Select
                label={m.fulfilment_goes_to()}
                data={SALES_RETURN_DISPOSITIONS.map((value) => ({ value, label: dispositionLabel(value) }))}
                value={row.disposition}
                allowDeselect={false}
                onChange={(value) => update(row.key, { disposition: value as SalesReturnDisposition })}
              />
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
      {needsRack(rows) ? (
        <Select
          label={m.fulfilment_quarantine_rack()}
          placeholder={m.fulfilment_choose_rack()}
          data={(racks.data?.storages ?? []).map((s) => ({
            value: s._id,
            label: `${s.locationId} · ${s.name}`,
          }))}
          value={rack}
          onChange={setRack}
          searchable
        />
      ) : null}
      <Textarea
        label={m.fulfilment_note()}
        autosize
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
    </ModalForm>
  );
}
