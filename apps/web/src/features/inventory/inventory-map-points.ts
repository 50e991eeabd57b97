import { formatNumber, percentOf, type TInventorySummary } from '@godown/shared';
import { FILL_LEVELS, fillLevel, fillText } from '../../components/map/map-colors';
import type { MapMarker } from '../../components/map/map-types';
import { m } from '../../paraglide/messages.js';

/** How full an inventory is by weight and by volume, in percent, as its card's usage bars show. */
export function inventoryFill(inventory: TInventorySummary): { weight: number; volume: number } {
  return {
    weight: percentOf(inventory.capacityOccupied, inventory.totalCapacity),
    volume: percentOf(inventory.volumeOccupied, inventory.totalVolume),
  };
}

/**
 * An inventory's marker: at its point, coloured by the fuller of weight and volume (whichever runs
 * out first fills the warehouse), named by its name and how full it is.
 */
export function inventoryMarker(inventory: TInventorySummary): Omit<MapMarker, 'popup'> {
  const { weight, volume } = inventoryFill(inventory);
  const level = FILL_LEVELS[fillLevel(Math.max(weight, volume))];
  return {
    id: inventory._id,
    point: inventory.inventoryLocation,
    color: level.color,
    rank: level.rank,
    title: `${inventory.name}, ${fillText(weight, volume)}`,
  };
}

/** What the list's map says it shows: every match, or the page of them the list is on. */
export function inventoryMapCaption(shown: number, total: number, search: string): string {
  const count = formatNumber(shown, 0);
  if (shown === 0) {
    return search ? m.inventory_map_no_warehouses_match({ search }) : m.inventory_map_no_warehouses_yet();
  }
  if (shown >= total) {
    if (shown === 1) {
      return search
        ? m.inventory_map_showing_the_one_matching({ count, search })
        : m.inventory_map_showing_the_one({ count });
    }
    return search
      ? m.inventory_map_showing_all_matching({ count, search })
      : m.inventory_map_showing_all({ count });
  }
  const all = formatNumber(total, 0);
  if (shown === 1) {
    return search
      ? m.inventory_map_showing_page_one_matching({ count, total: all, search })
      : m.inventory_map_showing_page_one({ count, total: all });
  }
  return search
    ? m.inventory_map_showing_page_other_matching({ count, total: all, search })
    : m.inventory_map_showing_page_other({ count, total: all });
}
