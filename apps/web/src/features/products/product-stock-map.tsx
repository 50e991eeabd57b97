import { Anchor, Stack, Text } from '@mantine/core';
import { distanceKm, formatKm, formatNumber, type TProduct, type TProductLocation } from '@godown/shared';
import { Link } from 'react-router';
import { GodownMap } from '../../components/map/godown-map';
import { MARKER_COLORS } from '../../components/map/map-colors';
import { MapLegend, type LegendItem } from '../../components/map/map-legend';
import type { MapLine, MapMarker } from '../../components/map/map-types';

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
  const supplier = product.supplierLocation;
  // Every inventory has a point (it is required): the answer of GET /products/{id}/inventories carries it.
  const placed = locations.map((location) => ({ location, point: location.inventory.inventoryLocation }));
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
  const notes = supplier ? [] : ['No supplier location is set for this product.'];

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
