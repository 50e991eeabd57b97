import { useSyncExternalStore } from 'react';

/**
 * Whether the command palette (Ctrl/Cmd+K) or the shortcut sheet (?) is asked for. The header's
 * button and the app's key handler ask; the app shell shows them (their code loads when first
 * asked). A store of its own so the header, which may not import the shell, can open them.
 */
export type Overlay = 'palette' | 'shortcuts' | null;

let current: Overlay = null;
const listeners = new Set<() => void>();

function set(next: Overlay): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the command palette. */
export const openPalette = (): void => set('palette');
/** Opens the sheet of keyboard shortcuts. */
export const openShortcuts = (): void => set('shortcuts');
/** Closes whichever is open. */
export const closeOverlay = (): void => set(null);

/** The overlay open now, read outside React (a key handler). */
export const currentOverlay = (): Overlay => current;

/** The overlay asked for now, re-rendering when it changes. */
export function useOverlay(): Overlay {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
