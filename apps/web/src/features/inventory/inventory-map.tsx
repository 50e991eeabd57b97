import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { TInventorySummary } from '@godown/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { GodownMap } from '../../components/map/godown-map';
import { FILL_LEVELS, fillText } from '../../components/map/map-colors';
import { MapLegend } from '../../components/map/map-legend';
import type { MapMarker } from '../../components/map/map-types';
import { m } from '../../paraglide/messages.js';
import { inventoryFill, inventoryMapCaption, inventoryMarker } from './inventory-map-points';

const FILL_LEGEND = Object.values(FILL_LEVELS).map(({ color, label }) => ({ color, label }));

/** A warehouse's popup on the list's map: its name (to its page), where it is, how full. */
function InventoryPopup({ inventory }: { inventory: TInventorySummary }) {
  const { weight, volume } = inventoryFill(inventory);
  return (
    <Stack gap={2} miw={160}>
      <Anchor component={Link} to={`/inventory/${inventory._id}`} fw={700} size="sm">
        {inventory.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {inventory.location ?? m.inventory_no_location_given()}
      </Text>
      <Text size="xs">{fillText(weight, volume)}</Text>
    </Stack>
  );
}

interface InventoriesMapProps {
  /** The inventories the list shows (one page of them). */
  inventories: readonly TInventorySummary[];
  /** How many match the search in all. */
  total: number;
  search: string;
}

/**
 * The Inventories page's map: the warehouses of the page the list is on, coloured by how full they
 * are, in clusters where they crowd together; a marker's popup links to the warehouse.
 */
export function InventoriesMap({ inventories, total, search }: InventoriesMapProps) {
  const markers = useMemo<MapMarker[]>(
    () =>
      inventories.map((inventory) => ({
        ...inventoryMarker(inventory),
        popup: <InventoryPopup inventory={inventory} />,
      })),
    [inventories],
  );
  return (
    <Paper component="section" aria-label={m.inventory_warehouse_map()} withBorder radius="md" p="sm">
      <Stack gap="xs">
        <GodownMap
          label={m.inventory_map_of_the_warehouses()}
          markers={markers}
          isClustered
          clusterNoun={m.inventory_warehouses_noun()}
          height={{ base: 240, sm: 300, lg: 340 }}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {inventoryMapCaption(inventories.length, total, search)}
          </Text>
          <MapLegend items={FILL_LEGEND} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** An inventory's own page: a small map of its point, coloured by how full it is. */
export function InventoryPointMap({ inventory }: { inventory: TInventorySummary }) {
  const markers = useMemo(() => [inventoryMarker(inventory)], [inventory]);
  return <GodownMap label={m.inventory_map_of({ name: inventory.name })} markers={markers} height={180} />;
}
