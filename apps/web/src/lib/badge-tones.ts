import type { AlertPriority } from '@godown/shared';

// What a badge means, which decides its colour (components/status-badge.tsx has the colours;
// docs/domain.md#screens-and-fixed-texts, Badges).

/** The meaning a badge conveys, which decides its colour. */
export const BADGE_TONES = ['done', 'pending', 'inactive', 'active'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

/**
 * Status badge meanings: delivered/completed done, in_transit/in_progress pending, cancelled/failed
 * inactive.
 */
export const STATUS_BADGE_TONES: Readonly<Record<string, BadgeTone>> = {
  delivered: 'done',
  completed: 'done',
  in_transit: 'pending',
  in_progress: 'pending',
  // A dispatched transport is under way like one in transit.
  dispatched: 'pending',
  cancelled: 'inactive',
  failed: 'inactive',
  // Purchase orders.
  received: 'done',
  sent: 'pending',
  confirmed: 'pending',
  partially_received: 'pending',
  // Sales orders (draft, confirmed, delivered and cancelled read as above): on their way to the customer.
  partlyShipped: 'pending',
  shipped: 'active',
};

/** Alert priority badge meanings: high and critical red, medium pending, low active. */
export const PRIORITY_BADGE_TONES: Readonly<Record<AlertPriority, BadgeTone>> = {
  high: 'inactive',
  critical: 'inactive',
  medium: 'pending',
  low: 'active',
};
