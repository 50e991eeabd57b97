import { Badge, type BadgeProps } from '@mantine/core';
import { TRANSPORT_STATUS_LABELS, type TransportStatus } from '@godown/shared';
import { STATUS_BADGE_TONES, type BadgeTone } from '../lib/badge-tones';
import { transportStatusLabel } from '../lib/labels';

/**
 * The colour of each badge meaning (docs/domain.md#screens-and-fixed-texts, Badges): done green,
 * pending orange, inactive red (high and critical alerts share it), active teal. A status with no
 * meaning is gray.
 */
export const BADGE_TONE_COLORS: Readonly<Record<BadgeTone, string>> = {
  done: 'green',
  pending: 'orange',
  inactive: 'red',
  active: 'teal',
};
const NEUTRAL_COLOR = 'gray';

interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  /** A status as the server spells it: `in_transit`, `delivered`, `completed`, ... */
  status: string;
  /** The words shown; by default the transport status label, else the status itself. */
  label?: string;
}

/** A status as a badge coloured by what it means: delivered done, in transit pending, cancelled inactive. */
export function StatusBadge({ status, label, ...badgeProps }: StatusBadgeProps) {
  const tone = STATUS_BADGE_TONES[status];
  const text =
    label ?? (status in TRANSPORT_STATUS_LABELS ? transportStatusLabel(status as TransportStatus) : status);
  return (
    <Badge
      variant="light"
      color={tone ? BADGE_TONE_COLORS[tone] : NEUTRAL_COLOR}
      style={{ flexShrink: 0 }}
      {...badgeProps}
    >
      {text}
    </Badge>
  );
}
