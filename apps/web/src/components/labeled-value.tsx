import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface LabeledValueProps {
  label: string;
  children: ReactNode;
  /** Weight of the value's text. */
  fw?: number;
}

/** A small dimmed label with its value under it, for the figures on a card. */
export function LabeledValue({ label, children, fw = 600 }: LabeledValueProps) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={fw}>
        {children}
      </Text>
    </div>
  );
}
