import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { IconMapPin, IconWorld } from '@tabler/icons-react';
import type { TInventorySummary } from '@godown/shared';
import { Link } from 'react-router';
import { CardIconLine, ListCard } from '../../components/list-card';
import { WeightVolumeBars } from '../../components/usage-bar';
import { m } from '../../paraglide/messages.js';
import { formatCoordinates } from './coordinates';

interface InventoryCardProps {
  inventory: TInventorySummary;
  /** Given to admins only: asks for confirmation, then deletes. */
  onDelete?: (inventory: TInventorySummary) => void;
}

/** One inventory in the list: where it is, how full it is, what it holds. */
export function InventoryCard({ inventory, onDelete }: InventoryCardProps) {
  const detailPath = `/inventory/${inventory._id}`;
  return (
    <ListCard
      name={inventory.name}
      actions={
        <Button component={Link} to={detailPath} variant="light" size="sm">
          {m.inventory_view_details()}
        </Button>
      }
      onDelete={onDelete ? () => onDelete(inventory) : undefined}
    >
      <Anchor component={Link} to={detailPath} fw={700} fz="lg" lh={1.3}>
        {inventory.name}
      </Anchor>
      <CardIconLine icon={IconMapPin}>{inventory.location ?? m.inventory_no_location_given()}</CardIconLine>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {inventory.description ?? m.inventory_no_description()}
      </Text>
      <WeightVolumeBars
        weight={{ used: inventory.capacityOccupied, total: inventory.totalCapacity }}
        volume={{ used: inventory.volumeOccupied, total: inventory.totalVolume }}
      />
      <Group gap="xs">
        <Badge variant="light" color="teal">
          {inventory.productCount === 1
            ? m.inventory_product_count_one({ count: String(inventory.productCount) })
            : m.inventory_product_count_other({ count: String(inventory.productCount) })}
        </Badge>
        <Badge variant="light" color="blue">
          {inventory.storageCount === 1
            ? m.inventory_storage_unit_count_one({ count: String(inventory.storageCount) })
            : m.inventory_storage_unit_count_other({ count: String(inventory.storageCount) })}
        </Badge>
      </Group>
      <CardIconLine icon={IconWorld} c="dimmed" title={m.inventory_latitude_longitude()}>
        {formatCoordinates(inventory.inventoryLocation)}
      </CardIconLine>
    </ListCard>
  );
}
