import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconColumns3 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';

/** A column the chooser lists: its id, its name, and whether it may be hidden. */
export interface ChoosableColumn {
  id: string;
  label: string;
  /** Always shown (the row's name, its actions): listed, but its box cannot be cleared. */
  isFixed?: boolean;
}

/** A column as the table defines it: may it be hidden, and is it hidden until chosen. */
interface DefinedColumn {
  id: string;
  isFixed?: boolean;
  /** Hidden until the user chooses to show it (a detail most do not need). */
  isHiddenByDefault?: boolean;
}

/** Which columns a table shows and in what order, as one user chose them in this browser. */
interface ColumnChoice {
  order: string[];
  /** Hidden by the user. */
  hidden: string[];
  /** Hidden by default, shown by the user. */
  shown?: string[];
}

const NO_CHOICE: ColumnChoice = { order: [], hidden: [], shown: [] };

/**
 * The columns of table `tableId` in the order and with the visibility the signed-in user chose,
 * remembered in this browser per user (`godown.columns.<user>.<table>`). Columns added to a table
 * later appear where the table puts them; a chosen order that names a column no longer there is
 * ignored.
 */
export function useColumnChoice<C extends DefinedColumn>(tableId: string | undefined, columns: readonly C[]) {
  const user = useUser();
  const [choice, setChoice] = useLocalStorage<ColumnChoice>({
    key: `godown.columns.${user?._id ?? 'visitor'}.${tableId ?? 'none'}`,
    defaultValue: NO_CHOICE,
    getInitialValueInEffect: false,
  });
  const chosen = tableId ? choice : NO_CHOICE;
  const ordered = useMemo(() => orderColumns(columns, chosen), [columns, chosen]);
  const hidden = new Set(
    columns
      .filter((column) =>
        column.isFixed
          ? false
          : column.isHiddenByDefault
            ? !(chosen.shown ?? []).includes(column.id)
            : chosen.hidden.includes(column.id),
      )
      .map((column) => column.id),
  );
  /** Shows or hides one column. */
  const setShown = (id: string, isShown: boolean) => {
    const others = (list: string[] | undefined) => (list ?? []).filter((other) => other !== id);
    setChoice({
      order: ordered.map((column) => column.id),
      hidden: isShown ? others(chosen.hidden) : [...others(chosen.hidden), id],
      shown: isShown ? [...others(chosen.shown), id] : others(chosen.shown),
    });
  };
  /** Puts the columns in `order`. */
  const setOrder = (order: string[]) => setChoice({ ...chosen, order });
  const reset = () => setChoice(NO_CHOICE);
  return { ordered, hidden, setShown, setOrder, reset };
}

/** `columns` in the chosen order: chosen ones first as chosen, each new column after its left neighbour. */
export function orderColumns<C extends { id: string }>(columns: readonly C[], choice: ColumnChoice): C[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const result = choice.order.flatMap((id) => byId.get(id) ?? []);
  columns.forEach((column, index) => {
    if (result.includes(column)) return;
    const left = index > 0 ? columns[index - 1] : undefined;
    const at = left ? result.indexOf(left) + 1 : 0;
    result.splice(at, 0, column);
  });
  return result;
}

interface ColumnChooserProps {
  /** Every column of the table, in the chosen order. */
  columns: readonly ChoosableColumn[];
  hidden: ReadonlySet<string>;
  onShown: (id: string, isShown: boolean) => void;
  onOrder: (order: string[]) => void;
  onReset: () => void;
}

/** The "Columns" button: a box per column to show or hide it, and arrows to move it left or right. */
export function ColumnChooser({ columns, hidden, onShown, onOrder, onReset }: ColumnChooserProps) {
  const move = (index: number, by: -1 | 1) => {
    const next = columns.map((column) => column.id);
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onOrder(next);
  };
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns3 size={16} aria-hidden />}>
          {m.common_columns()}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb="xs">
          {m.common_show_columns()}
        </Text>
        <Stack gap={4}>
          {columns.map((column, index) => (
            <Group key={column.id} gap="xs" justify="space-between" wrap="nowrap">
              <Checkbox
                label={column.label}
                checked={column.isFixed || !hidden.has(column.id)}
                disabled={column.isFixed}
                onChange={(event) => onShown(column.id, event.currentTarget.checked)}
              />
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={m.common_move_left({ column: column.label })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={14} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={m.common_move_right({ column: column.label })}
                  disabled={index === columns.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        <Button variant="subtle" size="xs" mt="xs" onClick={onReset}>
          {m.common_reset_columns()}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
