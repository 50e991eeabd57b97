import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconMapPin, IconTrash } from '@tabler/icons-react';
import { formatNumber, UNITS, type TStorage } from '@godown/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UsageBar } from '../../components/usage-bar';

interface StorageCardProps {
  storage: TStorage;
  /** Given to admins only. */
  onEdit?: (storage: TStorage) => void;
  onDelete?: (storage: TStorage) => void;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </div>
  );
}

/** One storage unit: what and where it is, its limits, and how full it is. */
export function StorageCard({ storage, onEdit, onDelete }: StorageCardProps) {
  const { temperature } = storage;
  return (
    <Paper component="article" aria-label={storage.name} withBorder radius="md" p="lg">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Title order={3} size="h4" lh={1.3}>
              {storage.name}
            </Title>
            <Text size="xs" c="dimmed">
              {storage.type ?? 'No type'}
              {` · ${storage.locationId}`}
            </Text>
          </div>
          <Badge variant="light" color={storage.active ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
            {storage.active ? 'Active' : 'Inactive'}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm">{storage.location ?? 'No location given'}</Text>
        </Group>
        {storage.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {storage.description}
          </Text>
        ) : null}
        <Text size="sm">
          {'Inventory: '}
          <Anchor component={Link} to={`/inventory/${storage.inventory._id}`} fw={600}>
            {storage.inventory.name}
          </Anchor>
        </Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <Figure label="Max weight">{`${formatNumber(storage.maxWeight)} ${UNITS.weight}`}</Figure>
          <Figure label="Max volume">{`${formatNumber(storage.maxVolume, 3)} ${UNITS.volume}`}</Figure>
          <Figure label="Current weight">{`${formatNumber(storage.currentWeight)} ${UNITS.weight}`}</Figure>
          <Figure label="Current volume">{`${formatNumber(storage.currentVolume, 3)} ${UNITS.volume}`}</Figure>
          {temperature ? (
            <>
              <Figure label="Min temperature">{`${temperature.min} ${UNITS.temperature}`}</Figure>
              <Figure label="Max temperature">{`${temperature.max} ${UNITS.temperature}`}</Figure>
            </>
          ) : null}
        </SimpleGrid>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={-4}>
          Utilization
        </Text>
        <SimpleGrid cols={2} spacing="md">
          <UsageBar
            label="Weight"
            used={storage.currentWeight}
            total={storage.maxWeight}
            unit={UNITS.weight}
          />
          <UsageBar
            label="Volume"
            used={storage.currentVolume}
            total={storage.maxVolume}
            unit={UNITS.volume}
            decimals={3}
          />
        </SimpleGrid>
        {onEdit || onDelete ? (
          <Group gap="sm" mt="auto" pt="xs">
            {onEdit ? (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconEdit size={16} />}
                onClick={() => onEdit(storage)}
              >
                Edit
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconTrash size={16} />}
                onClick={() => onDelete(storage)}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
