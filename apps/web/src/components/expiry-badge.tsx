import { Badge, type BadgeProps } from '@mantine/core';
import { expiryTone, type ExpiryTone } from '@godown/shared';
import { m } from '../paraglide/messages.js';

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

/** A batch's days to expiry in words: "No expiry date", "Expired 3 days ago", "Expires today", "12 days left". */
export function describeDaysToExpiry(daysToExpiry: number | null): string {
  if (daysToExpiry === null) return m.common_no_expiry_date();
  if (daysToExpiry < 0) {
    const days = -daysToExpiry;
    return days === 1 ? m.common_expired_day_ago({ days }) : m.common_expired_days_ago({ days });
  }
  if (daysToExpiry === 0) return m.common_expires_today();
  return daysToExpiry === 1 ? m.common_day_left({ days: 1 }) : m.common_days_left({ days: daysToExpiry });
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
