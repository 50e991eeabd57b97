import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPackageImport, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatNumber, STOCK_LIMITS, type TPurchaseOrder } from '@godown/shared';
import { failureWithReason } from '../../api/client';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { scrollToFirstError } from '../../lib/form-errors';
import { m } from '../../paraglide/messages.js';
import { useReceivePurchaseOrder } from './purchasing-api';
import {
  addBatchRow,
  receiveFormErrors,
  receiveRowsOf,
  toReceiveBody,
  type ReceiveRow,
} from './receive-form';

interface ReceiveModalProps {
  order: TPurchaseOrder;
  opened: boolean;
  onClose: () => void;
}

/** Receive: what arrived of each line still expected, by batch, into the order's destination. */
export function ReceiveModal({ order, opened, onClose }: ReceiveModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={m.purchasing_receive_goods_on_order({ number: order.number })}
      size="xl"
      isFullScreenOnPhone
    >
      <ReceiveForm order={order} onDone={onClose} />
    </FormModal>
  );
}

function ReceiveForm({ order, onDone }: { order: TPurchaseOrder; onDone: () => void }) {
  const receive = useReceivePurchaseOrder(order.id);
  const form = useForm<{ rows: ReceiveRow[] }>({
    initialValues: { rows: receiveRowsOf(order) },
    validate: (values) => receiveFormErrors(values.rows),
  });
  const rows = form.values.rows;

  const submit = form.onSubmit((values) => {
    const body = toReceiveBody(values.rows);
    const units = body.lines.reduce((sum, line) => sum + line.quantity, 0);
    receive.mutate(body, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          title: m.purchasing_goods_received(),
          message: saved.destination
            ? m.purchasing_units_into_inventory({
                units: formatNumber(units, 0),
                inventory: saved.destination.name,
              })
            : m.purchasing_units_into_the_inventory({ units: formatNumber(units, 0) }),
        });
        onDone();
      },
    });
  }, scrollToFirstError);

  return (
    <ModalForm
      onSubmit={submit}
      gap="md"
      // The server's refusal in full: a full inventory, more than is still to come.
      error={receive.isError ? failureWithReason(receive.error, m.purchasing_receive_goods_failed()) : null}
      submitLabel={m.purchasing_receive()}
      submitIcon={<IconPackageImport size={18} />}
      isSaving={receive.isPending}
      onCancel={onDone}
    >
      <Text size="sm" c="dimmed">
        {order.destination
          ? m.purchasing_receive_hint_destination({ destination: order.destination.name })
          : m.purchasing_receive_hint_default()}
      </Text>
      {rows.map((row, index) => {
        const isFirstOfProduct = rows.findIndex((r) => r.product === row.product) === index;
        if (!isFirstOfProduct) return null;
        return <ProductRows key={row.product} form={form} product={row.product} />;
      })}
      {rows.length === 0 ? <Text c="dimmed">{m.purchasing_all_lines_received()}</Text> : null}
      {form.errors.rows ? (
        <Text size="sm" c="red">
          {form.errors.rows}
        </Text>
      ) : null}
    </ModalForm>
  );
}

interface ProductRowsProps {
  form: UseFormReturnType<{ rows: ReceiveRow[] }>;
  product: string;
}

/** One product still expected: its rows (one per batch) and "Add another batch". */
function ProductRows({ form, product }: ProductRowsProps) {
  const rows = form.values.rows;
  const inputProps = (index: number, field: keyof ReceiveRow) => form.getInputProps(`rows.${index}.${field}`);
  const indexes = rows.flatMap((row, index) => (row.product === product ? [index] : []));
  const first = rows[indexes[0]!]!;
  const last = indexes[indexes.length - 1]!;
  return (
    <Paper withBorder radius="md" p="md" component="fieldset" aria-label={first.productName} m={0}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600}>{first.productName}</Text>
        <Text size="sm" c="dimmed">
          {m.purchasing_still_to_come({ count: formatNumber(first.outstanding, 0) })}
        </Text>
      </Group>
      <Stack gap="sm">
        {indexes.map((index, position) => {
          const label = (text: string) => (position === 0 ? text : undefined);
          const name = (text: string) =>
            m.purchasing_field_of_product_row({ field: text, product: first.productName, row: position + 1 });
          return (
            <Group key={rows[index]!.key} align="flex-start" wrap="nowrap" gap="sm">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" style={{ flex: 1 }}>
                <NumberInput
                  label={label(m.purchasing_units())}
                  aria-label={name(m.purchasing_units())}
                  min={0}
                  max={STOCK_LIMITS.quantityMax}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  {...inputProps(index, 'quantity')}
                />
                <TextInput
                  label={label(m.purchasing_batch_code())}
                  aria-label={name(m.purchasing_batch_code())}
                  placeholder={m.purchasing_no_batch()}
                  maxLength={STOCK_LIMITS.codeMax}
                  {...inputProps(index, 'batchCode')}
                />
                <DateField
                  label={label(m.purchasing_mfg_date())}
                  aria-label={name(m.purchasing_mfg_date())}
                  {...inputProps(index, 'mfgDate')}
                />
                <DateField
                  label={label(m.purchasing_expiry_date())}
                  aria-label={name(m.purchasing_expiry_date())}
                  {...inputProps(index, 'expiryDate')}
                />
              </SimpleGrid>
              {position > 0 ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  aria-label={m.purchasing_remove_row_of_product({
                    row: position + 1,
                    product: first.productName,
                  })}
                  onClick={() => form.removeListItem('rows', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              ) : (
                // Keeps the first row's inputs as wide as the others'.
                <div style={{ width: 36, flexShrink: 0 }} />
              )}
            </Group>
          );
        })}
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.setFieldValue('rows', addBatchRow(rows, last, randomId()))}
        >
          {m.purchasing_add_another_batch()}
        </Button>
      </Stack>
    </Paper>
  );
}
