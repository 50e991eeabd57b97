import { Anchor, Stack, Text } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import {
  distanceKm,
  formatKm,
  formatNumber,
  type TInventoryDetail,
  type TProduct,
  type TProductLocation,
} from '@godown/shared';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { inventoryKeys } from '../../api/query-keys';
import { GodownMap } from '../../components/map/godown-map';
import { MARKER_COLORS } from '../../components/map/map-colors';
import { MapLegend, type LegendItem } from '../../components/map/map-legend';
import type { GeoPointLike } from '../../components/map/map-points';
import type { MapLine, MapMarker } from '../../components/map/map-types';
import { cachedInventoryPoints, STOCK_MAP_FETCH_LIMIT } from './stock-map-points';

/**
 * The points of these inventories: those the cache already holds, and the others from each one's
 * page (`GET /inventory/{id}`, under the key the inventory's own page uses, so either reuses the
 * other's answer). `pending` counts those still on their way.
 */
function useInventoryPoints(ids: readonly string[]): { points: Map<string, GeoPointLike>; pending: number } {
  const queryClient = useQueryClient();
  // Read at each render: the answers below land in the cache and are found here the next time.
  const cached = cachedInventoryPoints(
    queryClient
      .getQueryCache()
      .findAll({ queryKey: inventoryKeys.all })
      .map((query) => ({ data: query.state.data, isInvalidated: query.state.isInvalidated })),
  );
  const missing = ids.filter((id) => !cached.has(id)).slice(0, STOCK_MAP_FETCH_LIMIT);
  const details = useQueries({
    queries: missing.map((id) => ({
      queryKey: inventoryKeys.detail(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.get<{ inventory: TInventoryDetail }>(`/inventory/${encodeURIComponent(id)}`, { signal }))
          .inventory,
    })),
  });
  const points = new Map(cached);
  let pending = 0;
  for (const detail of details) {
    if (detail.data) points.set(detail.data._id, detail.data.inventoryLocation);
    else if (detail.isPending) pending += 1;
  }
  return { points, pending };
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** A warehouse's popup: its name (to its page), where it is, the units there, how far from the supplier. */
function StockPopup({ location, fromSupplier }: { location: TProductLocation; fromSupplier: number | null }) {
  const { inventory, quantity } = location;
  return (
    <Stack gap={2} miw={150}>
      <Anchor component={Link} to={`/inventory/${inventory._id}`} fw={700} size="sm">
        {inventory.name}
      </Anchor>
      {inventory.location ? (
        <Text size="xs" c="dimmed">
          {inventory.location}
        </Text>
      ) : null}
      <Text size="xs">{`${plural(quantity, 'unit', 'units')} here`}</Text>
      {fromSupplier === null ? null : (
        <Text size="xs" c="dimmed">{`${formatKm(fromSupplier)} from the supplier`}</Text>
      )}
    </Stack>
  );
}

interface ProductStockMapProps {
  product: TProduct;
  /** The inventories holding the product, with the units in each. */
  locations: readonly TProductLocation[];
}

/**
 * Where the product is: the warehouses holding it, and the supplier's location as a violet diamond,
 * with a dashed line from the supplier to each warehouse. The legend says what is shown.
 */
export function ProductStockMap({ product, locations }: ProductStockMapProps) {
  const { points, pending } = useInventoryPoints(locations.map(({ inventory }) => inventory._id));
  const supplier = product.supplierLocation;

  const placed = locations.flatMap((location) => {
    const point = points.get(location.inventory._id);
    return point ? [{ location, point }] : [];
  });
  // Rebuilt at each render (a query's answer): the map keeps its markers by id and its view by
  // their points, so nothing moves unless a point does.
  const markers: MapMarker[] = placed.map(({ location, point }) => ({
    id: location.inventory._id,
    point,
    color: MARKER_COLORS.stock,
    title: `${location.inventory.name}, ${plural(location.quantity, 'unit', 'units')}`,
    popup: <StockPopup location={location} fromSupplier={supplier ? distanceKm(supplier, point) : null} />,
  }));
  const lines: MapLine[] = [];
  if (supplier) {
    markers.push({
      id: 'supplier',
      point: supplier,
      color: MARKER_COLORS.supplier,
      shape: 'square',
      title: 'Supplier location',
      popup: (
        <Stack gap={2}>
          <Text size="sm" fw={700}>
            Supplier location
          </Text>
          <Text size="xs" c="dimmed">{`${supplier.coordinates[1]}, ${supplier.coordinates[0]}`}</Text>
        </Stack>
      ),
    });
    for (const { location, point } of placed) {
      lines.push({
        id: location.inventory._id,
        points: [supplier, point],
        color: MARKER_COLORS.supplier,
        isDashed: true,
      });
    }
  }

  const legend: LegendItem[] = [
    { color: MARKER_COLORS.stock, label: `Warehouses holding it (${formatNumber(placed.length, 0)})` },
    ...(supplier
      ? [{ color: MARKER_COLORS.supplier, label: 'Supplier location', shape: 'square' as const }]
      : []),
  ];
  const notShown = locations.length - placed.length;
  const notes = [
    supplier ? null : 'No supplier location is set for this product.',
    notShown > 0 && pending > 0
      ? `Finding ${plural(pending, 'warehouse', 'warehouses')} on the map...`
      : null,
    notShown > 0 && pending === 0
      ? `${plural(notShown, 'warehouse is', 'warehouses are')} not on the map.`
      : null,
  ].filter((note): note is string => note !== null);

  return (
    <Stack gap={6}>
      <GodownMap
        label="Map of the warehouses holding this product and its supplier"
        markers={markers}
        lines={lines}
        isClustered
        clusterNoun="places"
        height={{ base: 220, sm: 280 }}
      />
      <MapLegend items={legend} />
      {notes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
    </Stack>
  );
}
