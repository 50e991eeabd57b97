import { lazy, Suspense, useEffect, useState } from 'react';
import { closeOverlay, currentOverlay, openPalette, openShortcuts, useOverlay } from '../lib/command-palette';

/** The palette and the shortcut sheet load when first asked for: the first visit carries neither. */
const CommandPalette = lazy(async () => ({
  default: (await import('../features/command-palette/command-palette')).CommandPalette,
}));
const ShortcutSheet = lazy(async () => ({
  default: (await import('../features/command-palette/shortcut-sheet')).ShortcutSheet,
}));

/** True where a key is being typed into: a field, a text area, an editable element. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Puts the cursor in the page's own search box (the list's search, a count's "Find a line"). */
export function focusPageSearch(): boolean {
  const box = document.querySelector<HTMLInputElement>('main [data-page-search]');
  if (!box) return false;
  box.focus();
  box.select();
  return true;
}

/**
 * The keys that work on every screen: Ctrl/Cmd+K opens the command palette (also from a field), `/`
 * puts the cursor in the page's search and `?` lists the shortcuts (neither while typing). The
 * palette and the sheet are mounted once first asked for and stay mounted for their transitions.
 */
export function AppShortcuts() {
  const overlay = useOverlay();
  const [hasPalette, setHasPalette] = useState(false);
  const [hasSheet, setHasSheet] = useState(false);
  if (overlay === 'palette' && !hasPalette) setHasPalette(true);
  if (overlay === 'shortcuts' && !hasSheet) setHasSheet(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (currentOverlay() === 'palette') closeOverlay();
        else openPalette();
        return;
      }
      if (event.ctrlKey || event.metaKey || isTyping(event.target) || currentOverlay() !== null) return;
      if (event.key === '/' && focusPageSearch()) event.preventDefault();
      else if (event.key === '?') {
        event.preventDefault();
        openShortcuts();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Suspense fallback={null}>
      {hasPalette ? <CommandPalette opened={overlay === 'palette'} onClose={closeOverlay} /> : null}
      {hasSheet ? <ShortcutSheet opened={overlay === 'shortcuts'} onClose={closeOverlay} /> : null}
    </Suspense>
  );
}
