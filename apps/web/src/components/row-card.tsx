import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface RowCardProps {
  /** The card's accessible name (it is an `article`), e.g. the package id or the person's name. */
  name: string;
  children: ReactNode;
}

/** One row of a table as a card, for phone widths where the table is hidden. */
export function RowCard({ name, children }: RowCardProps) {
  return (
    <Paper component="article" aria-label={name} withBorder radius="md" p="md">
      {children}
    </Paper>
  );
}
