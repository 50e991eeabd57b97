import { NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TTransport } from '@godown/shared';
import { inventoryOptions, isInventoryOption } from '../../api/options';
import { PointPicker } from '../../components/map/point-picker';
import { routeContext } from '../../components/map/route-stops';
import { SearchSelect } from '../../components/search-select';
import { COORDINATE_DECIMALS, FORM_STEPS } from '../../lib/form-numbers';
import { m } from '../../paraglide/messages.js';
import type { PointField, TransportFormValues } from './transport-form';

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

interface TransportRouteFieldsProps {
  form: UseFormReturnType<TransportFormValues>;
  /** The transport being edited (its inventories start the pickers), or null for a new one. */
  transport: TTransport | null;
  /** True once the transport has left: its inventories can no longer change. */
  isCargoLocked: boolean;
  /** The screen's words for why they cannot. */
  lockedNote: string;
}

/**
 * The route part of the transportation/order form: the source and destination inventories (each
 * fills its end's point) and the three points, each with its coordinates, a warehouse finder and a map.
 */
export function TransportRouteFields({
  form,
  transport,
  isCargoLocked,
  lockedNote,
}: TransportRouteFieldsProps) {
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
    <>
      {isCargoLocked ? <LockedNote text={lockedNote} /> : null}
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
    </>
  );
}

function LockedNote({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
