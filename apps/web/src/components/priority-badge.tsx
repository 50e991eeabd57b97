import { Badge, type BadgeProps } from '@mantine/core';
import type { AlertPriority } from '@godown/shared';
import { PRIORITY_BADGE_TONES } from '../lib/badge-tones';
import { alertPriorityLabel } from '../lib/labels';
import { BADGE_TONE_COLORS } from './status-badge';
import { m } from '../paraglide/messages.js';

interface PriorityBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  priority: AlertPriority;
}

/**
 * An alert's priority as a badge: high and critical red, medium in the pending colour, low in the
 * active one (docs/domain.md#screens-and-fixed-texts, Badges).
 */
export function PriorityBadge({ priority, ...badgeProps }: PriorityBadgeProps) {
  return (
    <Badge
      variant="light"
      color={BADGE_TONE_COLORS[PRIORITY_BADGE_TONES[priority]]}
      title={m.common_priority()}
      style={{ flexShrink: 0 }}
      {...badgeProps}
    >
      {alertPriorityLabel(priority)}
    </Badge>
  );
}
