import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

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
    title: `Delete ${name}`,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
