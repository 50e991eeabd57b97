import { Button, Kbd, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { openPalette } from '../../lib/command-palette';
import classes from './app-layout.module.css';
import { m } from '../../paraglide/messages.js';

/** "Search… Ctrl K" in the header: opens the command palette (a search icon on a phone). */
export function PaletteButton() {
  const key = /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
  return (
    <>
      <Button
        variant="default"
        size="xs"
        visibleFrom="md"
        leftSection={<IconSearch size={14} aria-hidden />}
        rightSection={<Kbd size="xs">{`${key} K`}</Kbd>}
        onClick={openPalette}
        aria-keyshortcuts="Control+K Meta+K"
        className={classes.paletteButton}
      >
        {m.common_search_ellipsis()}
      </Button>
      <UnstyledButton
        hiddenFrom="md"
        onClick={openPalette}
        aria-label={m.common_command_palette()}
        title={m.common_command_palette_title()}
        className={classes.paletteIcon}
      >
        <IconSearch size={20} stroke={1.7} aria-hidden />
      </UnstyledButton>
    </>
  );
}
