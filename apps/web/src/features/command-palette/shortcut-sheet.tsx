import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { m } from '../../paraglide/messages.js';

/** Every keyboard shortcut of the app, with what it does (in the screens' language). */
export const SHORTCUTS: ReadonlyArray<{ keys: string[][]; does: () => string }> = [
  {
    keys: [
      ['Ctrl', 'K'],
      ['⌘', 'K'],
    ],
    does: m.palette_shortcut_open_palette,
  },
  { keys: [['/']], does: m.palette_shortcut_page_search },
  { keys: [['F2'], ['Alt', 'S']], does: m.palette_shortcut_scan_box },
  { keys: [['?']], does: m.palette_shortcut_show_sheet },
  { keys: [['Esc']], does: m.palette_shortcut_close },
  { keys: [['Tab'], ['Shift', 'Tab']], does: m.palette_shortcut_next_control },
];

/** The `?` sheet: the keyboard shortcuts. */
export function ShortcutSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.palette_keyboard_shortcuts()} size="lg" centered>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.palette_keys()}</Table.Th>
            <Table.Th>{m.palette_what_they_do()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.keys.flat().join('+')}>
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
              <Table.Td>{shortcut.does()}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
