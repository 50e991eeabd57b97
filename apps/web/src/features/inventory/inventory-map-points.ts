import { percentOf, type TInventorySummary } from '@godown/shared';
import { FILL_LEVELS, fillLevel, fillText } from '../../components/map/map-colors';
import type { MapMarker } from '../../components/map/map-types';

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
  const things = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'warehouse' : 'warehouses'}`;
  const matching = search ? ` matching "${search}"` : '';
  if (shown === 0) return search ? `No warehouses match "${search}".` : 'No warehouses yet.';
  if (shown >= total) return `Showing ${shown === 1 ? 'the' : 'all'} ${things(shown)}${matching}.`;
  const all = total.toLocaleString('en-IN');
  return `Showing the ${things(shown)} of this page (${search ? `${all} match "${search}"` : `${all} in all`}).`;
}
