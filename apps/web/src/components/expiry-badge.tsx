import { Badge, type BadgeProps } from '@mantine/core';
import { describeDaysToExpiry, expiryTone, type ExpiryTone } from '@godown/shared';

/**
 * The colour of each expiry tone: expired filled red, within a week light red, within the product's
 * warning window orange, later green, no expiry date gray.
 */
const TONE_STYLES: Readonly<Record<ExpiryTone, { color: string; variant: 'filled' | 'light' }>> = {
  expired: { color: 'red', variant: 'filled' },
  urgent: { color: 'red', variant: 'light' },
  warning: { color: 'orange', variant: 'light' },
  ok: { color: 'green', variant: 'light' },
  none: { color: 'gray', variant: 'light' },
};

interface ExpiryBadgeProps extends Omit<BadgeProps, 'color' | 'variant' | 'children'> {
  /** Days from today (India) to the batch's expiry date; negative once expired; null without one. */
  daysToExpiry: number | null;
  /** The product's warning window in days (the server's default when it has none). */
  warningDays: number;
}

/** A batch's days to expiry ("12 days left", "Expired 3 days ago") coloured by how close it is. */
export function ExpiryBadge({ daysToExpiry, warningDays, ...badgeProps }: ExpiryBadgeProps) {
  const style = TONE_STYLES[expiryTone(daysToExpiry, warningDays)];
  return (
    <Badge
      color={style.color}
      variant={style.variant}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...badgeProps}
    >
      {describeDaysToExpiry(daysToExpiry)}
    </Badge>
  );
}
