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
import { localizeText, transportModeLabel } from '../../lib/labels';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
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

/** Each screen's words: orders say "Order" where transports say "Transport". */
const TEXTS: Record<
  TransportKind,
  {
    create: () => string;
    edit: () => string;
    created: () => string;
    updated: () => string;
    /** The screen's save failure (docs/domain.md#screens-and-fixed-texts). */
    saveFailure: () => string;
    lockedNote: () => string;
  }
> = {
  transport: {
    create: m.transportation_create_transport,
    edit: m.transportation_edit_transport,
    created: m.transportation_transport_created,
    updated: m.transportation_transport_updated,
    saveFailure: m.transportation_save_transport_failed,
    lockedNote: m.transportation_locked_note_transport,
  },
  order: {
    create: m.transportation_create_order,
    edit: m.transportation_edit_order,
    created: m.transportation_order_created,
    updated: m.transportation_order_updated,
    saveFailure: m.transportation_save_order_failed,
    lockedNote: m.transportation_locked_note_order,
  },
};

/** The transportation/order form in a modal: "Create Transport", "Edit Order", ... */
export function TransportFormModal({ opened, onClose, kind, transport }: TransportFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={transport ? TEXTS[kind].edit() : TEXTS[kind].create()}
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

/** A point's words: its name in a sentence ("start point") and on the map, its coordinates' labels. */
interface PointTexts {
  field: PointField;
  pointName: () => string;
  stopName: () => string;
  latitude: () => string;
  longitude: () => string;
}

const POINTS: readonly PointTexts[] = [
  {
    field: 'startLocation',
    pointName: m.transportation_start_point_lower,
    stopName: m.transportation_start_point,
    latitude: m.transportation_start_latitude,
    longitude: m.transportation_start_longitude,
  },
  {
    field: 'currentLocation',
    pointName: m.transportation_current_point_lower,
    stopName: m.transportation_current_point,
    latitude: m.transportation_current_latitude,
    longitude: m.transportation_current_longitude,
  },
  {
    field: 'destination',
    pointName: m.transportation_destination_point_lower,
    stopName: m.transportation_destination_point,
    latitude: m.transportation_destination_latitude,
    longitude: m.transportation_destination_longitude,
  },
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

  const onSaved = (saved: TTransport, verb: 'created' | 'updated') => {
    notifications.show({ color: 'teal', title: TEXTS[kind][verb](), message: saved.packageId });
    // Saved anyway, but an ETA no vehicle of its mode could meet is worth a second look.
    if (saved.etaWarning) {
      notifications.show({
        color: 'orange',
        title: m.transportation_check_eta_of({ packageId: saved.packageId }),
        message: localizeText(saved.etaWarning),
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
      setNotice(localizeText(USER_MESSAGES.noChanges));
      return;
    }
    update.mutate(
      { id: transport._id, changes },
      {
        onSuccess: (saved) => onSaved(saved, 'updated'),
        onError: (error) => {
          if (isAdmin && isExpiredBatchRefusal(error)) {
            setRefusedDispatch({ changes, message: saveFailure(error, TEXTS[kind].saveFailure()) });
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
  const failure = save.isError ? saveFailure(save.error, TEXTS[kind].saveFailure()) : null;

  const fillPoint = (field: PointField, point: { coordinates: [number, number] }) =>
    form.setFieldValue(field, { longitude: point.coordinates[0], latitude: point.coordinates[1] });

  const coordinateInput = (point: PointTexts, axis: 'latitude' | 'longitude') => (
    <NumberInput
      label={point[axis]()}
      placeholder={
        axis === 'latitude' ? m.transportation_latitude_range() : m.transportation_longitude_range()
      }
      min={axis === 'latitude' ? -90 : -180}
      max={axis === 'latitude' ? 90 : 180}
      // Out of range stays as typed, so the form says what is wrong instead of changing it.
      clampBehavior="none"
      step={FORM_STEPS.coordinate}
      decimalScale={COORDINATE_DECIMALS}
      {...form.getInputProps(`${point.field}.${axis}`)}
    />
  );

  /** The source or destination inventory picker; choosing one fills that end's point. */
  const inventoryPicker = (end: 'source' | 'destination') => {
    const field = end === 'source' ? 'sourceInventoryId' : 'destinationInventoryId';
    const current = end === 'source' ? transport?.sourceInventory : transport?.destinationInventory;
    return (
      <SearchSelect
        label={
          end === 'source' ? m.transportation_source_inventory() : m.transportation_destination_inventory()
        }
        placeholder={m.transportation_search_inventories_by_name()}
        description={
          end === 'source'
            ? m.transportation_source_fills_start()
            : m.transportation_destination_fills_destination()
        }
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
      submitLabel={transport ? m.transportation_save_changes() : TEXTS[kind].create()}
      isEditing={transport !== null}
      isSaving={save.isPending}
      onCancel={onDone}
      actionsMt="sm"
    >
      <Section label={m.transportation_section_shipment()} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={m.transportation_package_id()}
          placeholder={m.transportation_package_id_example()}
          withAsterisk
          data-autofocus
          maxLength={STOCK_LIMITS.codeMax}
          {...form.getInputProps('packageId')}
        />
        <Select
          label={m.transportation_status()}
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
          label={m.transportation_transport_mode()}
          withAsterisk
          data={TRANSPORT_MODES.map((mode) => ({ value: mode, label: transportModeLabel(mode) }))}
          allowDeselect={false}
          {...form.getInputProps('transportMode')}
          onChange={(value) => {
            const mode = TRANSPORT_MODES.find((each) => each === value);
            if (mode) form.setFieldValue('transportMode', mode);
          }}
        />
        <AmountInput
          label={m.transportation_cost_rupees()}
          step={FORM_STEPS.price}
          max={STOCK_LIMITS.priceMax}
          allowNegative={false}
          thousandsGroupStyle="lakh"
          {...form.getInputProps('transportationCost')}
        />
        <SearchSelect
          label={m.transportation_assigned_driver()}
          placeholder={m.transportation_search_drivers_by_name()}
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

      <Section label={m.transportation_section_route()} />
      {isCargoLocked ? <LockedNote text={TEXTS[kind].lockedNote()} /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {inventoryPicker('source')}
        {inventoryPicker('destination')}
      </SimpleGrid>
      <Stack gap="md">
        {POINTS.map((point) => (
          // A point's two coordinates side by side, then the warehouse finder and the map; the
          // map shows the route's other points too.
          <PointPicker
            key={point.field}
            pointName={point.pointName()}
            latitude={form.values[point.field].latitude}
            longitude={form.values[point.field].longitude}
            onChange={({ latitude, longitude }) => {
              form.setFieldValue(`${point.field}.latitude`, latitude);
              form.setFieldValue(`${point.field}.longitude`, longitude);
            }}
            context={routeContext(
              POINTS.map((stop) => ({
                id: stop.field,
                name: stop.stopName(),
                ...form.values[stop.field],
              })),
              point.field,
            )}
          >
            <SimpleGrid cols={2} spacing="xs">
              {coordinateInput(point, 'latitude')}
              {coordinateInput(point, 'longitude')}
            </SimpleGrid>
          </PointPicker>
        ))}
      </Stack>

      <Section label={m.transportation_section_products()} />
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

function LockedNote({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
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
          label={m.transportation_expired_reason_label()}
          placeholder={m.transportation_expired_reason_example()}
          description={m.transportation_expired_reason_description()}
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
            {m.transportation_keep_pending()}
          </Button>
          <Button color="red" leftSection={<IconTruckDelivery size={18} />} loading={isSaving} onClick={send}>
            {m.transportation_dispatch_anyway()}
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
          {m.transportation_no_product_lines_yet()}
        </Text>
      ) : null}
      {lines.map((line, index) => {
        const number = index + 1;
        const batches = batchesOf(line.product);
        return (
          <Stack key={line.key} gap={2}>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SearchSelect
                label={index === 0 ? m.transportation_product() : undefined}
                aria-label={m.transportation_product_number({ number })}
                placeholder={m.transportation_search_by_name_or_sku()}
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
                label={index === 0 ? m.transportation_quantity() : undefined}
                aria-label={m.transportation_quantity_number({ number })}
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
                  aria-label={m.transportation_remove_line({ number })}
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
                {`${m.transportation_batches_prefix()} `}
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
          {m.transportation_add_product()}
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
        {m.transportation_saved_totals()}
      </Text>
      <SimpleGrid cols={3} spacing="sm">
        <LabeledValue
          label={m.transportation_total_weight()}
        >{`${formatNumber(transport.totalWeight)} ${UNITS.weight}`}</LabeledValue>
        <LabeledValue
          label={m.transportation_total_volume()}
        >{`${formatNumber(transport.totalVolume, 3)} ${UNITS.volume}`}</LabeledValue>
        <LabeledValue label={m.transportation_total_value()}>
          {formatRupees(transport.totalValue)}
        </LabeledValue>
      </SimpleGrid>
    </Paper>
  );
}
