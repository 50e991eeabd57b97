import { Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingWarehouse, IconMap2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { inventoryOptions, type InventoryOption } from '../../api/options';
import type { NumberField } from '../../lib/form-numbers';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-list-search';
import { GodownMap } from './godown-map';
import { MARKER_COLORS } from './map-colors';
import { isSamePoint, pickedPoint, pointOfFields, toLatLng, type PickedPoint } from './map-points';
import type { MapHeight, MapLine, MapMarker } from './map-types';
import { m } from '../../paraglide/messages.js';

/** The id of the picker's own marker among the map's markers. */
const PICKED_ID = 'picked';
const PICKER_MAP_HEIGHT: MapHeight = { base: 220, sm: 280 };

interface PointPickerProps {
  /** What the point is, in words: "inventory location", "start point". */
  pointName: string;
  /** What the latitude and longitude inputs hold. */
  latitude: NumberField;
  longitude: NumberField;
  /** A new point, rounded to 6 decimals: set both inputs to it. */
  onChange: (point: PickedPoint) => void;
  /** The form's own latitude and longitude inputs, which stay the way to type a point. */
  children: ReactNode;
  /** Other points of the form, drawn for reference (a transport's other stops and its route). */
  context?: { markers: readonly MapMarker[]; lines: readonly MapLine[] };
  /** Opens with the map shown (a page); a form in a modal keeps it behind "Pick on map". */
  isMapInitiallyOpen?: boolean;
}

/**
 * A point's latitude and longitude inputs with two more ways to fill them: "Find a warehouse" (an
 * inventory found by name gives its point) and a map on which a click, or dragging the marker,
 * sets the point. The map stays folded behind "Pick on map" so a form stays short on a phone.
 */
export function PointPicker({
  pointName,
  latitude,
  longitude,
  onChange,
  children,
  context,
  isMapInitiallyOpen = false,
}: PointPickerProps) {
  const mapId = useId();
  const [isMapOpen, setMapOpen] = useState(isMapInitiallyOpen);
  const [found, setFound] = useState<InventoryOption | null>(null);
  const current = pointOfFields(latitude, longitude);
  const isAtFound = found !== null && isSamePoint(current, toLatLng(found.point));

  const [lat, lng] = current ?? [null, null];
  const markers = useMemo(() => {
    const own: MapMarker[] =
      lat === null || lng === null
        ? []
        : [
            {
              id: PICKED_ID,
              point: { coordinates: [lng, lat] },
              color: MARKER_COLORS.picked,
              title: m.common_the_point({ point: pointName }),
            },
          ];
    return [...(context?.markers ?? []), ...own];
  }, [context, lat, lng, pointName]);

  return (
    <Stack gap="xs">
      {/* One row where there is room (a wide modal), the inputs above the finder on a phone. */}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Box style={{ flex: '2 1 300px' }}>{children}</Box>
        <WarehouseFinder
          pointName={pointName}
          description={isAtFound ? m.common_set_to({ place: found.label }) : undefined}
          onFound={(option) => {
            setFound(option);
            const [longitudeOf, latitudeOf] = option.point.coordinates;
            onChange(pickedPoint(latitudeOf, longitudeOf));
          }}
        />
        <Button
          variant="light"
          leftSection={<IconMap2 size={18} />}
          aria-expanded={isMapOpen}
          aria-controls={isMapOpen ? mapId : undefined}
          // The visible words first: "Pick on map" is what a user says to select it.
          aria-label={m.common_toggle_map_for({
            action: isMapOpen ? m.common_hide_map() : m.common_pick_on_map(),
            point: pointName,
          })}
          onClick={() => setMapOpen((open) => !open)}
        >
          {isMapOpen ? m.common_hide_map() : m.common_pick_on_map()}
        </Button>
      </Group>
      {isMapOpen ? (
        <Stack gap={4} id={mapId}>
          <GodownMap
            label={m.common_map_to_pick({ point: pointName })}
            markers={markers}
            lines={context?.lines}
            height={PICKER_MAP_HEIGHT}
            onPick={onChange}
            pickedMarkerId={PICKED_ID}
          />
          <Text size="xs" c="dimmed">
            {m.common_click_map_to_set({ point: pointName })}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

interface WarehouseFinderProps {
  pointName: string;
  /** Under the input: the warehouse the point was last set to, while it still is. */
  description?: string;
  onFound: (option: InventoryOption) => void;
}

/**
 * "Find a warehouse": inventories by name from the server (the pickers' inventory options, fetched
 * once the list is opened), and choosing one hands its point over; the input then empties again.
 */
function WarehouseFinder({ pointName, description, onFound }: WarehouseFinderProps) {
  const [search, setSearch] = useState('');
  const [hasOpened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const options = useQuery({
    queryKey: [...inventoryOptions.queryKey, debounced],
    queryFn: ({ signal }) => inventoryOptions.fetchOptions(debounced, signal),
    enabled: hasOpened,
    placeholderData: (previous) => previous,
  });
  const byValue = useMemo(
    () => new Map((options.data ?? []).map((option) => [option.value, option])),
    [options.data],
  );
  const data = useMemo(
    () => (options.data ?? []).map(({ value, label }) => ({ value, label })),
    [options.data],
  );

  return (
    <Select
      label={m.common_find_a_warehouse()}
      aria-label={m.common_find_a_warehouse_for({ point: pointName })}
      placeholder={m.common_search_by_name()}
      description={description}
      leftSection={<IconBuildingWarehouse size={16} />}
      searchable
      data={data}
      // Nothing stays chosen: a warehouse only hands its point to the inputs.
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      // The server already filtered the options by the search text.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? m.common_searching() : m.common_no_inventory_found()}
      onChange={(value) => {
        const option = value === null ? undefined : byValue.get(value);
        if (option) onFound(option);
        setSearch('');
      }}
      renderOption={({ option }) => {
        const place = byValue.get(option.value)?.description;
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {place ? (
              <Text size="xs" c="dimmed">
                {place}
              </Text>
            ) : null}
          </Stack>
        );
      }}
      style={{ flex: '1 1 200px' }}
    />
  );
}
