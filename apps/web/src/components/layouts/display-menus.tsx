import { Group } from '@mantine/core';
import { ColorSchemeMenu } from './color-scheme-menu';
import { LanguageMenu } from './language-menu';

/** The header's language and colour scheme menus, side by side (one file, loaded after the page). */
export function DisplayMenus() {
  return (
    <Group gap="xs" wrap="nowrap">
      <LanguageMenu />
      <ColorSchemeMenu />
    </Group>
  );
}
