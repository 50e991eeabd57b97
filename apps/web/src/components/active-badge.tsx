import { Badge, type BadgeProps } from '@mantine/core';
import { BADGE_TONE_COLORS } from './status-badge';
import { m } from '../paraglide/messages.js';

interface ActiveBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  isActive: boolean;
}

/**
 * "Active" or "Inactive" (a user's account, or the wage record of one), in the active and inactive
 * colours; it keeps its whole word however tight the row (a badge otherwise shrinks behind an
 * ellipsis).
 */
export function ActiveBadge({ isActive, ...badgeProps }: ActiveBadgeProps) {
  return (
    <Badge
      variant="light"
      color={BADGE_TONE_COLORS[isActive ? 'active' : 'inactive']}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...badgeProps}
    >
      {isActive ? m.common_active() : m.common_inactive()}
    </Badge>
  );
}
