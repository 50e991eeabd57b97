import { Badge, type BadgeProps } from '@mantine/core';
import type { Role } from '@godown/shared';
import { roleLabel } from '../lib/labels';

/** A colour per role, so a list of people reads at a glance. */
const ROLE_COLORS: Readonly<Record<Role, string>> = {
  admin: 'grape',
  staff: 'blue',
  supplier: 'cyan',
  driver: 'orange',
};

/** A role as people read it ("Supplier"), in the language of the page. */
export { roleLabel };

interface RoleBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  role: Role;
}

/** A user's role as a badge; it keeps its whole word however tight the row (never "SUPPLI..."). */
export function RoleBadge({ role, ...badgeProps }: RoleBadgeProps) {
  return (
    <Badge
      variant="light"
      color={ROLE_COLORS[role]}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...badgeProps}
    >
      {roleLabel(role)}
    </Badge>
  );
}
