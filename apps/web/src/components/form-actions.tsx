import { Button, Group, type MantineSpacing } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { m } from '../paraglide/messages.js';

interface FormActionsProps {
  /** e.g. "Create Inventory" or "Save changes". */
  submitLabel: string;
  /** Editing shows a save icon on the submit button; adding shows a plus. */
  isEditing?: boolean;
  /** An icon of the action itself (receive, ship), in place of the add or save one. */
  submitIcon?: ReactNode;
  isSaving: boolean;
  onCancel: () => void;
  /** Extra space above the buttons (a long form sets them apart from its last section). */
  mt?: MantineSpacing;
}

/**
 * Cancel and submit at the foot of a modal form. Cancel is off while saving: the request would
 * finish anyway, so closing the form would only hide its outcome.
 */
export function FormActions({
  submitLabel,
  isEditing = false,
  submitIcon,
  isSaving,
  onCancel,
  mt,
}: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={isSaving}>
        {m.common_cancel()}
      </Button>
      <Button
        type="submit"
        loading={isSaving}
        leftSection={submitIcon ?? (isEditing ? <IconDeviceFloppy size={18} /> : <IconPlus size={18} />)}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
