import {
  ActionIcon,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import {
  BATCH_LIMITS,
  COORDINATE_DECIMALS,
  FORM_STEPS,
  formatNumber,
  formatRupees,
  STOCK_LIMITS,
  TRANSPORT_MODE_LABELS,
  TRANSPORT_MODES,
  UNITS,
  USER_MESSAGES,
  type TTransport,
  type TTransportUpdate,
} from '@godown/shared';
import { useState } from 'react';
import { ApiError, serverFieldErrors } from '../../api/client';
import { inventoryOptions, isInventoryOption, productOptions, userOptions } from '../../api/options';
import { AmountInput } from '../../components/amount-input';
import { FormModal, ModalForm } from '../../components/form-modal';
import { LabeledValue } from '../../components/labeled-value';
import { PointPicker } from '../../components/map/point-picker';
import { routeContext } from '../../components/map/route-stops';
import { SearchSelect } from '../../components/search-select';
import { scrollToFirstError } from '../../lib/form-errors';
import { useUser } from '../../lib/session';
import { LineBatches } from './line-batches';
import { batchSummary } from './transport-cells';
import {
  emptyLine,
  EMPTY_TRANSPORT_VALUES,
  formFieldOf,
  isExpiredBatchRefusal,
  overrideReasonError,
  statusOptions,
  toTransportCreateBody,
  toTransportUpdateBody,
  transportFormErrors,
  transportValuesOf,
  type PointField,
  type TransportFormValues,
  withExpiredOverride,
} from './transport-form';
import { useCreateTransport, useUpdateTransport, type TransportKind } from './transportation-api';

interface TransportFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Orders are saved through /buy/order and say "Order" where transports say "Transport". */
  kind: TransportKind;
  /** The transport or order to edit; without one the modal creates a new one. */
  transport?: TTransport | null;
}

const NOUN: Record<TransportKind, string> = { transport: 'Transport', order: 'Order' };
/** Each screen's save failure (docs/domain.md#screens-and-fixed-texts). */
const SAVE_FAILURE: Record<TransportKind, string> = {
  transport: 'Failed to save transportation record',
  order: 'Failed to save order',
};

/** The transportation/order form in a modal: "Create Transport", "Edit Order", ... */
export function TransportFormModal({ opened, onClose, kind, transport }: TransportFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`${transport ? 'Edit' : 'Create'} ${NOUN[kind]}`}
      size="xl"
      isFullScreenOnPhone
    >
      <TransportForm kind={kind} transport={transport ?? null} onDone={onClose} />
    </FormModal>
  );
}

/**
 * The screen's failure message, with the server's reason whenever it sent one (its own errors
 * included, unlike `failureWithReason`).
 */
function saveFailure(error: unknown, message: string): string {
  return error instanceof ApiError && error.isFromServer ? `${message}: ${error.message}` : message;
}

function Section({ label }: { label: string }) {
  return <Divider label={label} labelPosition="left" mt="xs" styles={{ label: { fontWeight: 600 } }} />;
}

const MODE_OPTIONS = TRANSPORT_MODES.map((mode) => ({ value: mode, label: TRANSPORT_MODE_LABELS[mode] }));
const POINTS: readonly { field: PointField; label: string }[] = [
  { field: 'startLocation', label: 'Start' },
  { field: 'currentLocation', label: 'Current' },
  { field: 'destination', label: 'Destination' },
];

interface TransportFormProps {
  kind: TransportKind;
  transport: TTransport | null;
  onDone: () => void;
}

function TransportForm({ kind, transport, onDone }: TransportFormProps) {
  const create = useCreateTransport(kind);
  const update = useUpdateTransport(kind);
  const save = transport ? update : create;
  const [notice, setNotice] = useState<string | null>(null);
  const isAdmin = useUser()?.role === 'admin';
  // The change the server refused for dispatching expired units, and its words: an admin may send
  // it again with a reason.
  const [refusedDispatch, setRefusedDispatch] = useState<{
    changes: TTransportUpdate;
    message: string;
  } | null>(null);
  const form = useForm<TransportFormValues>({
    initialValues: transport ? transportValuesOf(transport) : EMPTY_TRANSPORT_VALUES,
    validate: (values) => transportFormErrors(values, transport),
  });
  // Once a transport has left, its units are on the road: what it carries and between which
  // inventories can no longer change (the server refuses it with a 409).
  const isCargoLocked = transport !== null && transport.status !== 'pending';
  const statuses = statusOptions(transport?.status ?? null);

  const onSaved = (saved: TTransport, verb: string) => {
    notifications.show({ color: 'teal', title: `${NOUN[kind]} ${verb}`, message: saved.packageId });
    // Saved anyway, but an ETA no vehicle of its mode could meet is worth a second look.
    if (saved.etaWarning) {
      notifications.show({
        color: 'orange',
        title: `Check the ETA of ${saved.packageId}`,
        message: saved.etaWarning,
        autoClose: false,
      });
    }
    onDone();
  };
  // Field errors the server attached (an unknown product on line 2, a user who is no driver).
  const onFailed = (error: unknown) => form.setErrors(serverFieldErrors(error, formFieldOf));

  const submit = form.onSubmit((values) => {
    setNotice(null);
    setRefusedDispatch(null);
    if (!transport) {
      create.mutate(toTransportCreateBody(values), {
        onSuccess: (saved) => onSaved(saved, 'created'),
        onError: onFailed,
      });
      return;
    }
    const changes = toTransportUpdateBody(transport, values);
    if (Object.keys(changes).length === 0) {
      setNotice(USER_MESSAGES.noChanges);
      return;
    }
    update.mutate(
      { id: transport._id, changes },
      {
        onSuccess: (saved) => onSaved(saved, 'updated'),
        onError: (error) => {
          if (isAdmin && isExpiredBatchRefusal(error)) {
            setRefusedDispatch({ changes, message: saveFailure(error, SAVE_FAILURE[kind]) });
          }
          onFailed(error);
        },
      },
    );
  }, scrollToFirstError);

  const dispatchAnyway = (reason: string) => {
    if (!transport || !refusedDispatch) return;
    update.mutate(
      { id: transport._id, changes: withExpiredOverride(refusedDispatch.changes, reason) },
      { onSuccess: (saved) => onSaved(saved, 'updated'), onError: onFailed },
    );
  };
  const failure = save.isError ? saveFailure(save.error, SAVE_FAILURE[kind]) : null;

  const fillPoint = (field: PointField, point: { coordinates: [number, number] }) =>
    form.setFieldValue(field, { longitude: point.coordinates[0], latitude: point.coordinates[1] });

  const coordinateInput = (field: PointField, label: string, axis: 'latitude' | 'longitude') => (
    <NumberInput
      label={`${label} ${axis}`}
      placeholder={axis === 'latitude' ? '-90 to 90' : '-180 to 180'}
      min={axis === 'latitude' ? -90 : -180}
      max={axis === 'latitude' ? 90 : 180}
      // Out of range stays as typed, so the form says what is wrong instead of changing it.
      clampBehavior="none"
      step={FORM_STEPS.coordinate}
      decimalScale={COORDINATE_DECIMALS}
      {...form.getInputProps(`${field}.${axis}`)}
    />
  );

  /** The source or destination inventory picker; choosing one fills that end's point. */
  const inventoryPicker = (end: 'source' | 'destination') => {
    const field = end === 'source' ? 'sourceInventoryId' : 'destinationInventoryId';
    const current = end === 'source' ? transport?.sourceInventory : transport?.destinationInventory;
    return (
      <SearchSelect
        label={end === 'source' ? 'Source Inventory' : 'Destination Inventory'}
        placeholder="Search inventories by name"
        description={`Its location fills the ${end === 'source' ? 'start' : 'destination'} point`}
        clearable
        disabled={isCargoLocked}
        source={inventoryOptions}
        initialOption={current ? { value: current._id, label: current.name } : null}
        value={form.values[field]}
        onChange={(value, option) => {
          form.setFieldValue(field, value);
          if (isInventoryOption(option))
            fillPoint(end === 'source' ? 'startLocation' : 'destination', option.point);
        }}
        error={form.errors[field]}
      />
    );
  };

  return (
    <ModalForm
      onSubmit={submit}
      notice={notice}
      // An admin's refused dispatch of expired units shows its reason in the override panel instead.
      error={failure === refusedDispatch?.message ? null : failure}
      submitLabel={transport ? 'Save Changes' : `Create ${NOUN[kind]}`}
      isEditing={transport !== null}
      isSaving={save.isPending}
      onCancel={onDone}
      actionsMt="sm"
    >
      <Section label="Shipment" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Package ID"
          placeholder="e.g. PKG-1024"
          withAsterisk
          data-autofocus
          maxLength={STOCK_LIMITS.codeMax}
          {...form.getInputProps('packageId')}
        />
        <Select
          label="Status"
          withAsterisk
          data={statuses}
          allowDeselect={false}
          // A delivered or cancelled transport has nowhere left to go.
          disabled={statuses.length === 1}
          {...form.getInputProps('status')}
          onChange={(value) => {
            const option = statuses.find((status) => status.value === value);
            if (option) form.setFieldValue('status', option.value);
          }}
        />
        <Select
          label="Transport Mode"
          withAsterisk
          data={MODE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('transportMode')}
          onChange={(value) => {
            const mode = TRANSPORT_MODES.find((m) => m === value);
            if (mode) form.setFieldValue('transportMode', mode);
          }}
        />
        <AmountInput
          label="Transportation Cost (₹)"
          step={FORM_STEPS.price}
          max={STOCK_LIMITS.priceMax}
          allowNegative={false}
          thousandsGroupStyle="lakh"
          {...form.getInputProps('transportationCost')}
        />
        <SearchSelect
          label="Assigned Driver"
          placeholder="Search drivers by name"
          clearable
          source={userOptions.drivers}
          initialOption={
            transport?.assignedDriver
              ? { value: transport.assignedDriver._id, label: transport.assignedDriver.name }
              : null
          }
          value={form.values.assignedTo}
          onChange={(value) => form.setFieldValue('assignedTo', value)}
          error={form.errors.assignedTo}
        />
        <TextInput type="datetime-local" label="ETA" {...form.getInputProps('eta')} />
      </SimpleGrid>

      <Section label="Route" />
      {isCargoLocked ? <LockedNote noun={NOUN[kind].toLowerCase()} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {inventoryPicker('source')}
        {inventoryPicker('destination')}
      </SimpleGrid>
      <Stack gap="md">
        {POINTS.map(({ field, label }) => (
          // A point's two coordinates side by side, then the warehouse finder and the map; the
          // map shows the route's other points too.
          <PointPicker
            key={field}
            pointName={`${label.toLowerCase()} point`}
            latitude={form.values[field].latitude}
            longitude={form.values[field].longitude}
            onChange={({ latitude, longitude }) => {
              form.setFieldValue(`${field}.latitude`, latitude);
              form.setFieldValue(`${field}.longitude`, longitude);
            }}
            context={routeContext(
              POINTS.map((stop) => ({
                id: stop.field,
                name: `${stop.label} point`,
                ...form.values[stop.field],
              })),
              field,
            )}
          >
            <SimpleGrid cols={2} spacing="xs">
              {coordinateInput(field, label, 'latitude')}
              {coordinateInput(field, label, 'longitude')}
            </SimpleGrid>
          </PointPicker>
        ))}
      </Stack>

      <Section label="Products" />
      <ProductLines form={form} isLocked={isCargoLocked} transport={transport} />
      {transport ? <SavedTotals transport={transport} /> : null}
      {refusedDispatch ? (
        <ExpiredDispatchOverride
          message={refusedDispatch.message}
          isSaving={update.isPending}
          onDispatch={dispatchAnyway}
          onDismiss={() => setRefusedDispatch(null)}
        />
      ) : null}
    </ModalForm>
  );
}

function LockedNote({ noun }: { noun: string }) {
  return (
    <Text size="sm" c="dimmed">
      {`The inventories and product lines can change only while the ${noun} is pending.`}
    </Text>
  );
}

interface ExpiredDispatchOverrideProps {
  /** The server's refusal, naming the expired batches. */
  message: string;
  isSaving: boolean;
  onDispatch: (reason: string) => void;
  onDismiss: () => void;
}

/**
 * An admin's way past the refusal to dispatch expired units: the refusal, a reason (kept in the
 * stock history with the units), and "Dispatch anyway" sending the same change with it.
 */
function ExpiredDispatchOverride({ message, isSaving, onDispatch, onDismiss }: ExpiredDispatchOverrideProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () => {
    const problem = overrideReasonError(reason);
    setError(problem);
    if (!problem) onDispatch(reason);
  };
  return (
    <Paper withBorder radius="md" p="md" role="alert" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={18} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} />
          <Text size="sm">{message}</Text>
        </Group>
        <TextInput
          label="Reason for dispatching expired units"
          placeholder="e.g. Returned to the supplier for destruction"
          description="Kept in the stock history with the units"
          withAsterisk
          maxLength={BATCH_LIMITS.overrideReasonMax}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          // Enter sends the reason, not the form around it (which would be refused again).
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            send();
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDismiss} disabled={isSaving}>
            Keep it pending
          </Button>
          <Button color="red" leftSection={<IconTruckDelivery size={18} />} loading={isSaving} onClick={send}>
            Dispatch anyway
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The product lines: a product picker and a quantity each, a remove button, and "Add product"; under
 * a line, the batches it takes (chosen while pending, what left once dispatched).
 */
function ProductLines({
  form,
  isLocked,
  transport,
}: {
  form: UseFormReturnType<TransportFormValues>;
  isLocked: boolean;
  transport: TTransport | null;
}) {
  const lines = form.values.products;
  const batchesOf = (product: string | null) =>
    transport?.products.find((line) => line.product === product)?.batches ?? [];
  return (
    <Stack gap="xs">
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          No product lines yet.
        </Text>
      ) : null}
      {lines.map((line, index) => {
        const number = index + 1;
        const batches = batchesOf(line.product);
        return (
          <Stack key={line.key} gap={2}>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SearchSelect
                label={index === 0 ? 'Product' : undefined}
                aria-label={`Product ${number}`}
                placeholder="Search by name or SKU"
                withAsterisk={index === 0}
                disabled={isLocked}
                source={productOptions.transport}
                initialOption={line.product ? { value: line.product, label: line.label } : null}
                value={line.product}
                onChange={(value, option) => {
                  form.setFieldValue(`products.${index}.product`, value);
                  form.setFieldValue(`products.${index}.label`, option?.label ?? '');
                }}
                error={form.errors[`products.${index}.product`]}
                style={{ flex: 1, minWidth: 0 }}
              />
              <NumberInput
                label={index === 0 ? 'Quantity' : undefined}
                aria-label={`Quantity ${number}`}
                withAsterisk={index === 0}
                disabled={isLocked}
                min={1}
                max={STOCK_LIMITS.quantityMax}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                w={{ base: 96, sm: 140 }}
                {...form.getInputProps(`products.${index}.quantity`)}
              />
              {isLocked ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  // Level with the inputs, which sit under their labels on the first line.
                  mt={index === 0 ? 25 : 0}
                  aria-label={`Remove line ${number}`}
                  onClick={() => form.removeListItem('products', index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
            {isLocked ? null : (
              <LineBatches
                form={form}
                index={index}
                productId={line.product}
                sourceInventoryId={form.values.sourceInventoryId}
              />
            )}
            {isLocked && batches.length > 0 ? (
              <Text size="xs" c="dimmed">
                {'Batches: '}
                <Text span size="xs" ff="monospace">
                  {batchSummary(batches)}
                </Text>
              </Text>
            ) : null}
          </Stack>
        );
      })}
      {form.errors.products ? (
        <Text size="sm" c="red">
          {form.errors.products}
        </Text>
      ) : null}
      {isLocked ? null : (
        <Button
          variant="light"
          size="sm"
          w="fit-content"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('products', emptyLine(randomId()))}
        >
          Add product
        </Button>
      )}
    </Stack>
  );
}

/** The totals the server computed from the saved lines (weight, volume, value). */
function SavedTotals({ transport }: { transport: TTransport }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Text size="xs" c="dimmed" mb={4}>
        Totals of the saved lines
      </Text>
      <SimpleGrid cols={3} spacing="sm">
        <LabeledValue label="Total weight">{`${formatNumber(transport.totalWeight)} ${UNITS.weight}`}</LabeledValue>
        <LabeledValue label="Total volume">{`${formatNumber(transport.totalVolume, 3)} ${UNITS.volume}`}</LabeledValue>
        <LabeledValue label="Total value">{formatRupees(transport.totalValue)}</LabeledValue>
      </SimpleGrid>
    </Paper>
  );
}
