import { Anchor, Badge, Button, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconEdit, IconMapPin } from '@tabler/icons-react';
import { formatNumber, type TStorage } from '@godown/shared';
import { Link } from 'react-router';
import { LabeledValue } from '../../components/labeled-value';
import { CardIconLine, ListCard } from '../../components/list-card';
import { WeightVolumeBars } from '../../components/usage-bar';
import { storageUnitPath } from '../../lib/paths';
import { UNITS } from '../../lib/units';
import { m } from '../../paraglide/messages.js';

interface StorageCardProps {
  storage: TStorage;
  /** Given to admins only. */
  onEdit?: (storage: TStorage) => void;
  onDelete?: (storage: TStorage) => void;
}

/** One storage unit: what and where it is, its limits, and how full it is. */
export function StorageCard({ storage, onEdit, onDelete }: StorageCardProps) {
  const { temperature } = storage;
  return (
    <ListCard
      name={storage.name}
      actions={
        onEdit ? (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconEdit size={16} />}
            onClick={() => onEdit(storage)}
          >
            {m.storage_edit()}
          </Button>
        ) : null
      }
      onDelete={onDelete ? () => onDelete(storage) : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Title order={3} size="h4" lh={1.3}>
            <Anchor component={Link} to={storageUnitPath(storage._id)} inherit>
              {storage.name}
            </Anchor>
          </Title>
          <Text size="xs" c="dimmed">
            {storage.type ?? m.storage_no_type()}
            {` · ${storage.locationId}`}
          </Text>
        </div>
        <Badge variant="light" color={storage.active ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
          {storage.active ? m.storage_active() : m.storage_inactive()}
        </Badge>
      </Group>
      <CardIconLine icon={IconMapPin}>{storage.location ?? m.storage_no_location()}</CardIconLine>
      {storage.description ? (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {storage.description}
        </Text>
      ) : null}
      <Text size="sm">
        {`${m.storage_inventory_of_unit()} `}
        <Anchor component={Link} to={`/inventory/${storage.inventory._id}`} fw={600}>
          {storage.inventory.name}
        </Anchor>
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <LabeledValue label={m.storage_max_weight()}>
          {`${formatNumber(storage.maxWeight)} ${UNITS.weight}`}
        </LabeledValue>
        <LabeledValue label={m.storage_max_volume()}>
          {`${formatNumber(storage.maxVolume, 3)} ${UNITS.volume}`}
        </LabeledValue>
        <LabeledValue label={m.storage_current_weight()}>
          {`${formatNumber(storage.currentWeight)} ${UNITS.weight}`}
        </LabeledValue>
        <LabeledValue label={m.storage_current_volume()}>
          {`${formatNumber(storage.currentVolume, 3)} ${UNITS.volume}`}
        </LabeledValue>
        {temperature ? (
          <>
            <LabeledValue label={m.storage_min_temperature()}>
              {`${temperature.min} ${UNITS.temperature}`}
            </LabeledValue>
            <LabeledValue label={m.storage_max_temperature()}>
              {`${temperature.max} ${UNITS.temperature}`}
            </LabeledValue>
          </>
        ) : null}
      </SimpleGrid>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={-4}>
        {m.storage_utilization()}
      </Text>
      <WeightVolumeBars
        weight={{ used: storage.currentWeight, total: storage.maxWeight }}
        volume={{ used: storage.currentVolume, total: storage.maxVolume }}
      />
    </ListCard>
  );
}
