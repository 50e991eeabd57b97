import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TScanMatch } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

const KIND_LABELS: Readonly<Record<TScanMatch['kind'], () => string>> = {
  product: m.scan_product,
  batch: m.scan_batch,
  inventory: m.scan_inventory,
  storageUnit: m.scan_storage_unit,
  transport: m.scan_transport,
};

/** The things one code matched, to choose from. */
export function MatchList({
  matches,
  onChoose,
}: {
  matches: TScanMatch[];
  onChoose: (match: TScanMatch) => void;
}) {
  if (matches.length === 0) return null;
  return (
    <Stack gap="xs">
      {matches.map((match) => (
        <Paper key={`${match.kind}:${match.id}`} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Badge variant="light" size="sm">
                {KIND_LABELS[match.kind]()}
              </Badge>
              <Text fw={500}>{match.label}</Text>
            </div>
            <Button variant="light" size="xs" onClick={() => onChoose(match)}>
              {m.scan_open()}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
