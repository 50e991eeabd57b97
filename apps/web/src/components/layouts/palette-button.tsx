import { Button, Kbd, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { openPalette } from '../../lib/command-palette';
import classes from './app-layout.module.css';

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
        Search…
      </Button>
      <UnstyledButton
        hiddenFrom="md"
        onClick={openPalette}
        aria-label="Command palette"
        title="Command palette (find anything)"
        className={classes.paletteIcon}
      >
        <IconSearch size={20} stroke={1.7} aria-hidden />
      </UnstyledButton>
    </>
  );
}
