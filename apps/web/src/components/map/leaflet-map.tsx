import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import {
  MapContainer,
  Marker,
  Polyline,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { MAP_DEFAULT_VIEW } from '@godown/shared';
import { MARKER_COLORS } from './map-colors';
import { useMapConfig } from './map-config';
import { clusterHtml, dotHtml, escapeHtml } from './map-html';
import {
  pickedPoint,
  pointsKey,
  pointsOfKey,
  toLatLng,
  viewOf,
  type LatLngPair,
  type MapView,
  type PickedPoint,
} from './map-points';
import type { GodownMapProps, MapLine, MapMarker } from './map-types';
import classes from './map.module.css';
import { m } from '../../paraglide/messages.js';

// The Leaflet side of the maps: this module and Leaflet itself are one chunk, loaded the first time
// a map is drawn (godown-map.tsx). Markers are divIcons (HTML and CSS), not Leaflet's default PNG
// icons, whose image paths a bundler breaks.

/** Space kept between the fitted markers and the map's edge, in pixels. */
const FIT_PADDING: L.PointExpression = [28, 28];
/** Fitting several markers close together never zooms in further than a town. */
const FIT_MAX_ZOOM = 13;
const MARKER_SIZE = 26;
const CLUSTER_SIZE = 36;

/** What a cluster needs to know of a marker's icon: its colour and rank. */
const iconLooks = new WeakMap<L.Icon | L.DivIcon, { color: string; rank: number }>();
const iconCache = new Map<string, L.DivIcon>();

/** The divIcon of a marker's look, made once per look and shared by every marker that has it. */
function markerIcon(color: string, shape: 'circle' | 'square', rank: number, isPicked: boolean): L.DivIcon {
  const key = `${color}|${shape}|${rank}|${isPicked}`;
  let icon = iconCache.get(key);
  if (!icon) {
    const className = [
      classes.marker,
      shape === 'square' ? classes.square : '',
      isPicked ? classes.picked : '',
    ]
      .filter(Boolean)
      .join(' ');
    icon = L.divIcon({
      className,
      html: dotHtml(classes.dot ?? '', color),
      iconSize: [MARKER_SIZE, MARKER_SIZE],
      iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
      popupAnchor: [0, -MARKER_SIZE / 2],
    });
    iconCache.set(key, icon);
    iconLooks.set(icon, { color, rank });
  }
  return icon;
}

/** The clusters' icon: the count, in the colour of the highest-ranked marker inside. */
function clusterIconOf(noun: string) {
  return (cluster: { getAllChildMarkers: () => L.Marker[]; getChildCount: () => number }) => {
    let look: { color: string; rank: number } = { color: MARKER_COLORS.other, rank: -1 };
    for (const marker of cluster.getAllChildMarkers()) {
      const found = marker.options.icon ? iconLooks.get(marker.options.icon) : undefined;
      if (found && found.rank > look.rank) look = found;
    }
    return L.divIcon({
      className: classes.cluster,
      html: clusterHtml(classes.clusterCount ?? '', look.color, cluster.getChildCount(), noun),
      iconSize: [CLUSTER_SIZE, CLUSTER_SIZE],
    });
  };
}

function applyView(map: L.Map, view: MapView): void {
  if ('bounds' in view)
    map.fitBounds(view.bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
  else map.setView(view.center, view.zoom, { animate: false });
}

const hasSize = (element: HTMLElement) => element.clientWidth > 0 && element.clientHeight > 0;

/** Whether a point is in the view and clear of its edges (a marker on the edge is half cut off). */
const isWellInView = (map: L.Map, point: LatLngPair) => map.getBounds().pad(-0.15).contains(point);

/**
 * Keeps the view on the markers: fitted to all of them when they change (a new page of the list),
 * or, for a picker, panned to the picked point only when it leaves the view (a click keeps the zoom
 * the user chose). Leaflet measures its box once; a box that was still 0 px high (a collapsed
 * panel, a modal opening) or that changes size (a phone turned) is measured again, and the markers
 * fitted again unless the user has moved the map meanwhile.
 */
function ViewKeeper({ points, isFollowing }: { points: string; isFollowing: boolean }) {
  const map = useMap();
  const hasViewRef = useRef(false);
  const hasUserMovedRef = useRef(false);
  const isMovingItselfRef = useRef(false);

  useEffect(() => {
    const onMoveStart = () => {
      if (!isMovingItselfRef.current) hasUserMovedRef.current = true;
    };
    map.on('movestart', onMoveStart);
    return () => {
      map.off('movestart', onMoveStart);
    };
  }, [map]);

  useEffect(() => {
    const latLngs = pointsOfKey(points);
    const container = map.getContainer();
    /** Moves the map without taking it for the user's move. */
    const move = (change: () => void) => {
      isMovingItselfRef.current = true;
      try {
        change();
      } finally {
        isMovingItselfRef.current = false;
      }
    };
    const fit = () => {
      move(() => applyView(map, viewOf(latLngs)));
      hasUserMovedRef.current = false;
    };
    let isShown = false;
    const show = () => {
      const [first] = latLngs;
      if (isFollowing && hasViewRef.current && first) {
        if (!isWellInView(map, first)) move(() => map.panTo(first));
      } else {
        fit();
      }
      hasViewRef.current = true;
      isShown = true;
    };
    const observer = new ResizeObserver(() => {
      // Measured again around the same centre.
      move(() => map.invalidateSize());
      if (!hasSize(container)) return;
      const [first] = latLngs;
      if (!isShown) show();
      else if (!isFollowing && !hasUserMovedRef.current) fit();
      else if (isFollowing && first && !isWellInView(map, first))
        move(() => map.panTo(first, { animate: false }));
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [map, points, isFollowing]);
  return null;
}

/** A click on the map picks the point there. */
function PickOnClick({ onPick }: { onPick: (point: PickedPoint) => void }) {
  useMapEvents({ click: (event) => onPick(pickedPoint(event.latlng.lat, event.latlng.lng)) });
  return null;
}

/**
 * Names the map for assistive tech: Leaflet's box is focusable (arrow keys pan, +/- zoom), so it is
 * a named region.
 */
function ContainerLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

interface MarkerLayerProps {
  marker: MapMarker;
  isPicked: boolean;
  onPick?: (point: PickedPoint) => void;
}

function MarkerLayer({ marker, isPicked, onPick }: MarkerLayerProps) {
  const position = useMemo(() => toLatLng(marker.point), [marker.point]);
  const icon = markerIcon(marker.color, marker.shape ?? 'circle', marker.rank ?? 0, isPicked);
  const eventHandlers = useMemo<L.LeafletEventHandlerFnMap>(
    () =>
      isPicked && onPick
        ? {
            dragend: (event) => {
              const { lat, lng } = (event.target as L.Marker).getLatLng();
              onPick(pickedPoint(lat, lng));
            },
          }
        : {},
    [isPicked, onPick],
  );
  return (
    <Marker
      position={position}
      icon={icon}
      title={marker.title}
      draggable={isPicked && onPick !== undefined}
      // The picked point sits above the others.
      zIndexOffset={isPicked ? 1000 : 0}
      eventHandlers={eventHandlers}
    >
      {marker.popup ? <Popup>{marker.popup}</Popup> : null}
    </Marker>
  );
}

function LineLayer({ line }: { line: MapLine }) {
  const positions = useMemo(() => line.points.map(toLatLng), [line.points]);
  return (
    <Polyline
      positions={positions}
      interactive={false}
      pathOptions={{
        color: line.color,
        weight: 2.5,
        opacity: 0.8,
        dashArray: line.isDashed ? '6 6' : undefined,
      }}
    />
  );
}

/** Leaflet's own credit in the corner, its link's tooltip in the language of the page. */
function LeafletCredit() {
  const map = useMap();
  useEffect(() => {
    const control = map.attributionControl;
    const prefix = control.options.prefix;
    if (typeof prefix === 'string') {
      control.setPrefix(
        prefix.replace('A JavaScript library for interactive maps', m.common_leaflet_title()),
      );
    }
  }, [map]);
  return null;
}

/** The map itself (the default export this chunk is loaded for); see GodownMap for the props. */
export default function LeafletMap({
  label,
  markers,
  lines = [],
  isClustered = false,
  clusterNoun = 'places',
  onPick,
  pickedMarkerId,
}: GodownMapProps) {
  const config = useMapConfig();
  const picked = markers.find((marker) => marker.id === pickedMarkerId);
  // A picker follows its point once it has one; a map fits every marker and line.
  const isFollowing = onPick !== undefined && picked !== undefined;
  const viewPoints = useMemo(() => {
    if (picked) return pointsKey([toLatLng(picked.point)]);
    const all: LatLngPair[] = markers.map((marker) => toLatLng(marker.point));
    for (const line of lines) all.push(...line.points.map(toLatLng));
    return pointsKey(all);
  }, [markers, lines, picked]);
  const iconCreateFunction = useMemo(() => clusterIconOf(clusterNoun), [clusterNoun]);

  const markerLayers = markers.map((marker) => (
    <MarkerLayer
      // A marker's title is set once by Leaflet: a new title makes a new marker.
      key={`${marker.id}|${marker.title}`}
      marker={marker}
      isPicked={marker.id === pickedMarkerId}
      onPick={onPick}
    />
  ));

  return (
    <MapContainer
      center={MAP_DEFAULT_VIEW.center}
      zoom={MAP_DEFAULT_VIEW.zoom}
      maxZoom={config.maxZoom}
      // The page scrolls under the wheel; the +/- buttons, a double click and a pinch zoom the map.
      scrollWheelZoom={false}
      worldCopyJump
      zoomControl={false}
    >
      <ZoomControl zoomInTitle={m.common_zoom_in()} zoomOutTitle={m.common_zoom_out()} />
      <LeafletCredit />
      <ContainerLabel label={label} />
      <ViewKeeper points={viewPoints} isFollowing={isFollowing} />
      {config.tileUrl ? (
        <TileLayer
          key={`${config.tileUrl}|${config.attribution}`}
          url={config.tileUrl}
          attribution={escapeHtml(config.attribution)}
          maxZoom={config.maxZoom}
        />
      ) : null}
      {onPick ? <PickOnClick onPick={onPick} /> : null}
      {lines.map((line) => (
        <LineLayer key={line.id} line={line} />
      ))}
      {isClustered ? (
        <MarkerClusterGroup
          chunkedLoading
          showCoverageOnHover={false}
          maxClusterRadius={44}
          iconCreateFunction={iconCreateFunction}
        >
          {markerLayers}
        </MarkerClusterGroup>
      ) : (
        markerLayers
      )}
    </MapContainer>
  );
}
