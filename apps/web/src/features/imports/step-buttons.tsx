import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StepButtonsProps {
  /** The back button's text: where it goes. */
  backLabel: string;
  onBack: () => void;
  /** A check or run is under way: back waits for it. */
  isBusy: boolean;
  /** The step's own button. */
  children: ReactNode;
}

/** The buttons under a step of the import: back to the step before, then the step's own. */
export function StepButtons({ backLabel, onBack, isBusy, children }: StepButtonsProps) {
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={onBack} disabled={isBusy}>
        {backLabel}
      </Button>
      {children}
    </Group>
  );
}
