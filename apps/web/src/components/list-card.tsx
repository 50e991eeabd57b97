import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { m } from '../paraglide/messages.js';

interface ListCardProps {
  /** The card's accessible name (it is an `article`). */
  name: string;
  children: ReactNode;
  /** Buttons at the foot of the card, before Delete (View Details, Edit). */
  actions?: ReactNode;
  /** Given to admins only: shows a red Delete button at the foot. */
  onDelete?: () => void;
}

/** One item of a card list, with its buttons kept at the foot when cards in a row differ in height. */
export function ListCard({ name, children, actions, onDelete }: ListCardProps) {
  return (
    <Paper component="article" aria-label={name} withBorder radius="md" p="lg">
      <Stack gap="sm" h="100%">
        {children}
        {actions || onDelete ? (
          <Group gap="sm" mt="auto" pt="xs">
            {actions}
            {onDelete ? (
              <Button
                variant="subtle"
                color="red"
                size="sm"
                leftSection={<IconTrash size={16} />}
                onClick={onDelete}
              >
                {m.common_delete()}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface CardIconLineProps {
  icon: Icon;
  children: ReactNode;
  /** Text colour, e.g. "dimmed" for a secondary line. */
  c?: string;
  /** A tooltip saying what the line is (e.g. "Latitude, longitude"). */
  title?: string;
}

/** A short line on a card after a small dimmed icon (where it is, its coordinates). */
export function CardIconLine({ icon: LineIcon, children, c, title }: CardIconLineProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <LineIcon size={16} stroke={1.6} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm" c={c} title={title}>
        {children}
      </Text>
    </Group>
  );
}
