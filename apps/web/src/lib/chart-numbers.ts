import { formatNumber } from '@godown/shared';
import { m } from '../paraglide/messages.js';

/** ₹ in lakh or crore on a chart's axis, where a full amount does not fit: "₹12.5L", "₹1.2Cr" (Hindi: "₹12.5 लाख"). */
export function compactRupees(value: number): string {
  if (value >= 1e7) return m.dashboard_rupees_crore({ amount: formatNumber(value / 1e7, 1) });
  if (value >= 1e5) return m.dashboard_rupees_lakh({ amount: formatNumber(value / 1e5, 1) });
  if (value >= 1e3) return m.dashboard_rupees_thousand({ amount: formatNumber(value / 1e3, 1) });
  return `₹${formatNumber(value, 0)}`;
}
