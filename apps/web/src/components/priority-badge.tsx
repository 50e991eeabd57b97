import { Badge, type BadgeProps } from '@mantine/core';
import { ALERT_PRIORITY_LABELS, PRIORITY_BADGE_TONES, type AlertPriority } from '@godown/shared';
import { BADGE_TONE_COLORS } from './status-badge';

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
      title="Priority"
      style={{ flexShrink: 0 }}
      {...badgeProps}
    >
      {ALERT_PRIORITY_LABELS[priority]}
    </Badge>
  );
}
