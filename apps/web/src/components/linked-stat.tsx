import { UnstyledButton } from '@mantine/core';
import { formatNumber } from '@godown/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatCard } from './stat-card';

interface LinkedStatProps {
  /** The screen the number comes from; null when the visitor cannot open it. */
  to: string | null;
  label: string;
  value: number;
  icon: ReactNode;
  color?: string;
}

/** A stat card that opens the screen listing what it counts. */
export function LinkedStat({ to, label, value, icon, color }: LinkedStatProps) {
  const card = <StatCard label={label} value={formatNumber(value, 0)} icon={icon} color={color} />;
  if (!to) return card;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {card}
    </UnstyledButton>
  );
}
