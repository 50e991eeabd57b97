import { Alert } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/** The answer to the last scan: green when taken, red (with the server's reason) when refused. */
export interface Feedback {
  tone: 'ok' | 'refused';
  message: string;
}

export function ScanFeedback({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  const ok = feedback.tone === 'ok';
  return (
    <Alert
      color={ok ? 'green' : 'red'}
      variant={ok ? 'light' : 'filled'}
      icon={ok ? <IconCheck size={18} /> : <IconX size={18} />}
      role={ok ? 'status' : 'alert'}
    >
      {feedback.message}
    </Alert>
  );
}
