import { Box, Loader } from '@mantine/core';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { GodownMapProps, MapHeight } from './map-types';
import classes from './map.module.css';
import { m } from '../../paraglide/messages.js';

// The lazy boundary of the maps: pages import GodownMap from here, and Leaflet (with its CSS) comes
// in its own chunk the first time a map is drawn, never in the first page load. Until it arrives
// the map's box shows a loading line at the same height, so nothing below it jumps.

const LeafletMap = lazy(() => import('./leaflet-map'));

/** A page's map unless it says otherwise: tall enough to read, short enough to see the page below. */
export const DEFAULT_MAP_HEIGHT: MapHeight = { base: 240, sm: 320 };

/** The framed box a map sits in, loading or loaded. */
function MapFrame({ height, children }: { height: MapHeight; children: ReactNode }) {
  return (
    <Box className={classes.frame} h={height}>
      {children}
    </Box>
  );
}

function MapLoading() {
  return (
    <div className={classes.loading} role="status">
      <Loader size="sm" />
      {m.common_loading_map()}
    </div>
  );
}

/**
 * When the map's code cannot be loaded (the network dropped, or a new version replaced the files),
 * the page around it stays usable: the box says so instead.
 */
class MapFailure extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <div className={classes.loading} role="status">
        {m.common_map_failed()}
      </div>
    );
  }
}

/**
 * A map of markers and lines on the configured tiles (or a plain background without them), fitted
 * to what it shows, or a point picker with `onPick`. See GodownMapProps for what it draws.
 */
export function GodownMap({ height = DEFAULT_MAP_HEIGHT, ...props }: GodownMapProps) {
  return (
    <MapFrame height={height}>
      <MapFailure>
        <Suspense fallback={<MapLoading />}>
          <LeafletMap {...props} />
        </Suspense>
      </MapFailure>
    </MapFrame>
  );
}
