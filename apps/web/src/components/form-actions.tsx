import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';

interface FormActionsProps {
  /** e.g. "Create Inventory" or "Save changes". */
  submitLabel: string;
  /** Editing shows a save icon on the submit button; adding shows a plus. */
  isEditing?: boolean;
  isSaving: boolean;
  onCancel: () => void;
}

/** Cancel and submit at the foot of a modal form. */
export function FormActions({ submitLabel, isEditing = false, isSaving, onCancel }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type="submit"
        loading={isSaving}
        leftSection={isEditing ? <IconDeviceFloppy size={18} /> : <IconPlus size={18} />}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
