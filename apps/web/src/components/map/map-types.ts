import type { MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GeoPointLike, PickedPoint } from './map-points';

// What a map is asked to draw, in the app's own terms (GeoJSON points, CSS colours, React popups).
// These types hold no Leaflet, so the pages that describe a map do not load it: only the lazily
// loaded map chunk (leaflet-map.tsx) turns them into Leaflet layers.

/** One point on a map. */
export interface MapMarker {
  /** Unique among the map's markers. */
  id: string;
  point: GeoPointLike;
  /** A CSS colour, e.g. `var(--mantine-color-red-7)`. */
  color: string;
  /** The marker's accessible name and tooltip, e.g. "Pune Central, 64.0% full". */
  title: string;
  /** A square stands apart from the round warehouse markers (the supplier's location). */
  shape?: 'circle' | 'square';
  /** A cluster of markers takes the colour of its highest-ranked one (the fullest warehouse). */
  rank?: number;
  /** Shown when the marker is clicked (or Enter pressed on it). */
  popup?: ReactNode;
}

/** A line between points (a route, or from a supplier to a warehouse). */
export interface MapLine {
  id: string;
  points: readonly GeoPointLike[];
  color: string;
  isDashed?: boolean;
}

/** A map's height in pixels, or one per breakpoint (`{ base: 240, sm: 340 }`). */
export type MapHeight = number | Partial<Record<'base' | MantineSize, number>>;

export interface GodownMapProps {
  /** The map's accessible name, e.g. "Map of the warehouses". */
  label: string;
  markers: readonly MapMarker[];
  lines?: readonly MapLine[];
  /** Markers close together are drawn as one numbered circle until zoomed in. */
  isClustered?: boolean;
  /** What a cluster holds, in the plural ("warehouses"): its name reads "3 warehouses". */
  clusterNoun?: string;
  height?: MapHeight;
  /**
   * Makes the map a picker: a click (or dragging the marker `pickedMarkerId`) gives the point,
   * rounded to 6 decimals. The view then follows that marker instead of fitting every marker.
   */
  onPick?: (point: PickedPoint) => void;
  /** The marker a picker moves (draggable). */
  pickedMarkerId?: string;
}
