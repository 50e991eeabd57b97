import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { m } from '../paraglide/messages.js';

interface ConfirmDeleteOptions {
  /** The name of what goes; the dialog is titled "Delete <name>". */
  name: string;
  /** The question the dialog asks, e.g. "Are you sure you want to delete this inventory?". */
  message: string;
  onConfirm: () => void;
}

/** Asks "Delete <name>?" in a modal with a red Delete button; `onConfirm` runs only if it is clicked. */
export function confirmDelete({ name, message, onConfirm }: ConfirmDeleteOptions): void {
  modals.openConfirmModal({
    title: m.common_delete_name({ name }),
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: m.common_delete(), cancel: m.common_cancel() },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
