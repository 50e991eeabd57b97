import { Box, Group, Text } from '@mantine/core';
import { m } from '../../paraglide/messages.js';

/** One kind of marker a map shows, as its legend names it. */
export interface LegendItem {
  color: string;
  label: string;
  shape?: 'circle' | 'square';
}

/** The swatch of a marker kind: a dot, or the supplier's diamond. */
function Swatch({ color, shape = 'circle' }: Pick<LegendItem, 'color' | 'shape'>) {
  const isSquare = shape === 'square';
  return (
    <Box
      component="span"
      aria-hidden
      w={isSquare ? 10 : 12}
      h={isSquare ? 10 : 12}
      style={{
        display: 'inline-block',
        flexShrink: 0,
        background: color,
        border: '2px solid #fff',
        boxShadow: '0 0 0 1px var(--mantine-color-gray-5)',
        borderRadius: isSquare ? 2 : '50%',
        transform: isSquare ? 'rotate(45deg)' : undefined,
      }}
    />
  );
}

/** What the markers under a map mean, in one wrapping line. */
export function MapLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Group
      component="ul"
      aria-label={m.common_map_legend()}
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((item) => (
        <Group component="li" key={item.label} gap={6} wrap="nowrap">
          <Swatch color={item.color} shape={item.shape} />
          <Text size="xs" c="dimmed">
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
