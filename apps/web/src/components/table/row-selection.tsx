import { Button, Group, Paper, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatNumber } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

/**
 * Rows ticked for an action on several at once. The ticks belong to one view of the list: a new
 * search, filter or sort (`viewKey`) clears them; moving between pages keeps them.
 */
export function useRowSelection<T>(rowId: (row: T) => string, viewKey: string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const [keyOfSelection, setKeyOfSelection] = useState(viewKey);
  if (keyOfSelection !== viewKey) {
    setKeyOfSelection(viewKey);
    setSelected(new Map());
  }
  const isSelected = (row: T) => selected.has(rowId(row));
  const toggle = (row: T, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(rowId(row), row);
    else next.delete(rowId(row));
    setSelected(next);
  };
  const togglePage = (rows: readonly T[], on: boolean) => {
    const next = new Map(selected);
    for (const row of rows) {
      if (on) next.set(rowId(row), row);
      else next.delete(rowId(row));
    }
    setSelected(next);
  };
  const clear = () => setSelected(new Map());
  return {
    selected,
    rows: [...selected.values()],
    ids: [...selected.keys()],
    isSelected,
    toggle,
    togglePage,
    clear,
  };
}

/** What `useRowSelection` returns, handed to the table that shows the ticks. */
export type RowSelection<T> = ReturnType<typeof useRowSelection<T>>;

/** The bar over a list with ticked rows: how many, the actions on them, and Clear. */
export function BulkBar({
  count,
  children,
  onClear,
}: {
  count: number;
  children: ReactNode;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" px="md" role="region" aria-label={m.common_selected_rows()}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {m.common_count_selected({ count: formatNumber(count, 0) })}
        </Text>
        <Group gap="xs">
          {children}
          <Button variant="subtle" size="xs" onClick={onClear}>
            {m.common_clear_selection()}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
