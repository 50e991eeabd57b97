import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';

/** Every keyboard shortcut of the app, with what it does. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[][]; does: string }> = [
  {
    keys: [
      ['Ctrl', 'K'],
      ['⌘', 'K'],
    ],
    does: 'Open the command palette: find anything, run an action, go to a page',
  },
  { keys: [['/']], does: "Put the cursor in the page's search box" },
  { keys: [['F2'], ['Alt', 'S']], does: 'Put the cursor in the scan box (signed in, wide screens)' },
  { keys: [['?']], does: 'Show this list of shortcuts' },
  { keys: [['Esc']], does: 'Close the open dialog, menu or palette' },
  { keys: [['Tab'], ['Shift', 'Tab']], does: 'Move to the next or previous control' },
];

/** The `?` sheet: the keyboard shortcuts. */
export function ShortcutSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg" centered>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Keys</Table.Th>
            <Table.Th>What they do</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.does}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={4}>
                  {shortcut.keys.map((combo) => (
                    <Group key={combo.join('+')} gap={4} wrap="nowrap">
                      {combo.map((key, index) => (
                        <Fragment key={key}>
                          {index > 0 ? (
                            <Text span size="xs">
                              +
                            </Text>
                          ) : null}
                          <Kbd>{key}</Kbd>
                        </Fragment>
                      ))}
                    </Group>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>{shortcut.does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
