import { Anchor, Stack, Text } from '@mantine/core';
import { distanceKm, formatKm, formatNumber, type TProduct, type TProductLocation } from '@godown/shared';
import { Link } from 'react-router';
import { GodownMap } from '../../components/map/godown-map';
import { MARKER_COLORS } from '../../components/map/map-colors';
import { MapLegend, type LegendItem } from '../../components/map/map-legend';
import type { MapLine, MapMarker } from '../../components/map/map-types';
import { m } from '../../paraglide/messages.js';

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
      <Text size="xs">
        {(quantity === 1 ? m.products_units_here_one : m.products_units_here_other)({
          count: formatNumber(quantity, 0),
        })}
      </Text>
      {fromSupplier === null ? null : (
        <Text size="xs" c="dimmed">
          {m.products_distance_from_supplier({ distance: formatKm(fromSupplier) })}
        </Text>
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
    title: (location.quantity === 1 ? m.products_marker_units_one : m.products_marker_units_other)({
      name: location.inventory.name,
      count: formatNumber(location.quantity, 0),
    }),
    popup: <StockPopup location={location} fromSupplier={supplier ? distanceKm(supplier, point) : null} />,
  }));
  const lines: MapLine[] = [];
  if (supplier) {
    markers.push({
      id: 'supplier',
      point: supplier,
      color: MARKER_COLORS.supplier,
      shape: 'square',
      title: m.products_supplier_location(),
      popup: (
        <Stack gap={2}>
          <Text size="sm" fw={700}>
            {m.products_supplier_location()}
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
    {
      color: MARKER_COLORS.stock,
      label: m.products_warehouses_holding_it({ count: formatNumber(placed.length, 0) }),
    },
    ...(supplier
      ? [{ color: MARKER_COLORS.supplier, label: m.products_supplier_location(), shape: 'square' as const }]
      : []),
  ];
  const notes = supplier ? [] : [m.products_no_supplier_location()];

  return (
    <Stack gap={6}>
      <GodownMap
        label={m.products_stock_map_label()}
        markers={markers}
        lines={lines}
        isClustered
        clusterNoun={m.products_map_places()}
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
