import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconTrash, IconWorld } from '@tabler/icons-react';
import { UNITS, type TInventorySummary } from '@godown/shared';
import { Link } from 'react-router';
import { UsageBar } from '../../components/usage-bar';
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
    <Paper component="article" aria-label={inventory.name} withBorder radius="md" p="lg">
      <Stack gap="sm" h="100%">
        <Anchor component={Link} to={detailPath} fw={700} fz="lg" lh={1.3}>
          {inventory.name}
        </Anchor>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm">{inventory.location ?? 'No location given'}</Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {inventory.description ?? 'No description'}
        </Text>
        <SimpleGrid cols={2} spacing="md">
          <UsageBar
            label="Weight"
            used={inventory.capacityOccupied}
            total={inventory.totalCapacity}
            unit={UNITS.weight}
          />
          <UsageBar
            label="Volume"
            used={inventory.volumeOccupied}
            total={inventory.totalVolume}
            unit={UNITS.volume}
            decimals={3}
          />
        </SimpleGrid>
        <Group gap="xs">
          <Badge variant="light" color="teal">
            {`${inventory.productCount} ${inventory.productCount === 1 ? 'product' : 'products'}`}
          </Badge>
          <Badge variant="light" color="blue">
            {`${inventory.storageCount} ${inventory.storageCount === 1 ? 'storage unit' : 'storage units'}`}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconWorld size={16} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed" title="Latitude, longitude">
            {formatCoordinates(inventory.inventoryLocation)}
          </Text>
        </Group>
        <Group gap="sm" mt="auto" pt="xs">
          <Button component={Link} to={detailPath} variant="light" size="sm">
            View Details
          </Button>
          {onDelete ? (
            <Button
              variant="subtle"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} />}
              onClick={() => onDelete(inventory)}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
