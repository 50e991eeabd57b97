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
      title={`Receive goods on ${order.number}`}
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
          title: 'Goods received',
          message: `${formatNumber(units, 0)} units into ${saved.destination?.name ?? 'the inventory'}`,
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
      error={receive.isError ? failureWithReason(receive.error, 'Failed to receive the goods') : null}
      submitLabel="Receive"
      submitIcon={<IconPackageImport size={18} />}
      isSaving={receive.isPending}
      onCancel={onDone}
    >
      <Text size="sm" c="dimmed">
        {`The units go into ${order.destination?.name ?? 'the destination inventory'}. Leave a row at 0 to receive none of it now; split a product over batches with “Add another batch”.`}
      </Text>
      {rows.map((row, index) => {
        const isFirstOfProduct = rows.findIndex((r) => r.product === row.product) === index;
        if (!isFirstOfProduct) return null;
        return <ProductRows key={row.product} form={form} product={row.product} />;
      })}
      {rows.length === 0 ? <Text c="dimmed">Every line has been received in full.</Text> : null}
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
          {`${formatNumber(first.outstanding, 0)} still to come`}
        </Text>
      </Group>
      <Stack gap="sm">
        {indexes.map((index, position) => {
          const label = (text: string) => (position === 0 ? text : undefined);
          const name = (text: string) => `${text} (${first.productName}, row ${position + 1})`;
          return (
            <Group key={rows[index]!.key} align="flex-start" wrap="nowrap" gap="sm">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" style={{ flex: 1 }}>
                <NumberInput
                  label={label('Units')}
                  aria-label={name('Units')}
                  min={0}
                  max={STOCK_LIMITS.quantityMax}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  {...inputProps(index, 'quantity')}
                />
                <TextInput
                  label={label('Batch code')}
                  aria-label={name('Batch code')}
                  placeholder="No batch"
                  maxLength={STOCK_LIMITS.codeMax}
                  {...inputProps(index, 'batchCode')}
                />
                <DateField
                  label={label('Mfg date')}
                  aria-label={name('Mfg date')}
                  {...inputProps(index, 'mfgDate')}
                />
                <DateField
                  label={label('Expiry date')}
                  aria-label={name('Expiry date')}
                  {...inputProps(index, 'expiryDate')}
                />
              </SimpleGrid>
              {position > 0 ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  aria-label={`Remove row ${position + 1} of ${first.productName}`}
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
          Add another batch
        </Button>
      </Stack>
    </Paper>
  );
}
