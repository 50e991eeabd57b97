import { Alert } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';

interface StatusLineProps {
  message: string | null | undefined;
  /** success: an action worked; info: nothing went wrong but nothing happened either. */
  tone?: 'success' | 'info';
}

/** One line confirming an action or explaining why nothing happened; nothing if no message. */
export function StatusLine({ message, tone = 'success' }: StatusLineProps) {
  if (!message) return null;
  const isSuccess = tone === 'success';
  return (
    <Alert
      color={isSuccess ? 'teal' : 'blue'}
      variant="light"
      role="status"
      icon={isSuccess ? <IconCheck size={18} /> : <IconInfoCircle size={18} />}
      py="xs"
    >
      {message}
    </Alert>
  );
}
