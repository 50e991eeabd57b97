import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface OrderLinesEditorProps<T extends { key: string }> {
  lines: T[];
  /** A line's inputs; the first line's carry the labels (`isFirst`), the others only aria-labels. */
  fields: (line: T, index: number, isFirst: boolean) => ReactNode;
  /** The remove button's name for line `number` (1-based). */
  removeLabel: (number: number) => string;
  onRemove: (index: number) => void;
  /** The lines' own error (none, too many), under them. */
  error?: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** False at the order's most lines. */
  canAdd: boolean;
  /** What stands beside the Add button (an order's total). */
  aside?: ReactNode;
}

/**
 * An order's lines as a form edits them (a purchase order's, a sales order's): each line's inputs
 * and its remove button (the last line stays), the lines' error, and Add line. On a phone a line's
 * first input takes a row of its own, the rest the next.
 */
export function OrderLinesEditor<T extends { key: string }>({
  lines,
  fields,
  removeLabel,
  onRemove,
  error,
  addLabel,
  onAdd,
  canAdd,
  aside,
}: OrderLinesEditorProps<T>) {
  return (
    <Stack gap="xs">
      {lines.map((line, index) => {
        const isFirst = index === 0;
        return (
          <Group key={line.key} align="flex-start" wrap="wrap" gap="sm">
            {fields(line, index, isFirst)}
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              // Level with the inputs, which sit under their labels on the first line.
              mt={isFirst ? 25 : 0}
              aria-label={removeLabel(index + 1)}
              disabled={lines.length === 1}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      {error ? (
        <Text size="sm" c="red">
          {error}
        </Text>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} />}
          disabled={!canAdd}
          onClick={onAdd}
        >
          {addLabel}
        </Button>
        {aside}
      </Group>
    </Stack>
  );
}
