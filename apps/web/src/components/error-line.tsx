import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface ErrorLineProps {
  message: string | null | undefined;
}

/**
 * One line saying what went wrong: every failure is shown as one error line
 * (docs/domain.md#screens-and-fixed-texts); nothing if no message.
 */
export function ErrorLine({ message }: ErrorLineProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />} py="xs">
      {message}
    </Alert>
  );
}
