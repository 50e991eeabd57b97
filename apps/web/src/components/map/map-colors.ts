import { formatPercent, type TransportStatus } from '@godown/shared';
import { USAGE_THRESHOLDS } from '../usage-bar';
import { m } from '../../paraglide/messages.js';

// Marker colours. A warehouse is coloured by how full it is, with the thresholds of the usage bars
// on the inventory cards (components/usage-bar.tsx: 70% and 90%), so a card and its marker agree.

/** How full a warehouse is, as its marker says it. */
export type FillLevel = 'roomy' | 'filling' | 'full';

/** Each fill level's marker colour, legend text, and rank (a cluster takes its fullest warehouse's colour). */
export const FILL_LEVELS: Record<FillLevel, { color: string; label: string; rank: number }> = {
  roomy: { color: 'var(--mantine-color-green-7)', label: m.common_fill_under_70(), rank: 1 },
  filling: { color: 'var(--mantine-color-orange-6)', label: m.common_fill_70_90(), rank: 2 },
  full: { color: 'var(--mantine-color-red-7)', label: m.common_fill_90_more(), rank: 3 },
};

/** The fill level of a percentage used: roomy under 70%, filling from 70%, full from 90%. */
export function fillLevel(percent: number): FillLevel {
  if (percent >= USAGE_THRESHOLDS.full) return 'full';
  if (percent >= USAGE_THRESHOLDS.filling) return 'filling';
  return 'roomy';
}

/** "64.0% full (weight 64.0%, volume 12.5%)": how full a warehouse is, for a popup or a marker's name. */
export function fillText(weightPercent: number, volumePercent: number): string {
  const fuller = Math.max(weightPercent, volumePercent);
  return m.common_fill_text({
    fuller: formatPercent(fuller),
    weight: formatPercent(weightPercent),
    volume: formatPercent(volumePercent),
  });
}

/** Colours of the markers that are not warehouses by fill level. */
export const MARKER_COLORS = {
  /** A warehouse holding the product, on the product's map. */
  stock: 'var(--mantine-color-teal-7)',
  /** The supplier's location. */
  supplier: 'var(--mantine-color-violet-7)',
  /** The point a picker has chosen. */
  picked: 'var(--mantine-color-blue-7)',
  /** Another point of the same form (a transport's other stops). */
  other: 'var(--mantine-color-gray-6)',
} as const;

/**
 * Each transport status's colour on the maps and the dashboard's chart (the list's badges agree), and
 * its rank (a cluster shows its most urgent transport's).
 */
export const STATUS_MAP_COLORS: Record<TransportStatus, { color: string; rank: number }> = {
  pending: { color: 'var(--mantine-color-gray-6)', rank: 1 },
  dispatched: { color: 'var(--mantine-color-blue-7)', rank: 3 },
  in_transit: { color: 'var(--mantine-color-orange-7)', rank: 4 },
  delivered: { color: 'var(--mantine-color-green-7)', rank: 2 },
  cancelled: { color: 'var(--mantine-color-red-4)', rank: 0 },
};
