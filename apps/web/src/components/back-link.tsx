import { Anchor, Group, type AnchorProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

interface BackLinkProps extends AnchorProps {
  /** The list page to go back to. */
  to: string;
  children: string;
}

/** A small "← back to the list" link above a detail page's title. */
export function BackLink({ to, children, ...anchorProps }: BackLinkProps) {
  return (
    <Anchor component={Link} to={to} size="sm" {...anchorProps}>
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {children}
      </Group>
    </Anchor>
  );
}
