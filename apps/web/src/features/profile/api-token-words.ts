import type { ApiTokenArea, ApiTokenScope, TApiToken } from '@godown/shared';
import { m } from '../../paraglide/messages.js';

// The words of API tokens on the screens, in the screens' language.

const AREA_LABELS: Record<ApiTokenArea, () => string> = {
  stock: () => m.profile_token_area_stock(),
  purchasing: () => m.profile_token_area_purchasing(),
  sales: () => m.profile_token_area_sales(),
  logistics: () => m.profile_token_area_logistics(),
  billing: () => m.profile_token_area_billing(),
  reports: () => m.profile_token_area_reports(),
};

export const areaLabel = (area: ApiTokenArea) => AREA_LABELS[area]();

/** "Stock: read", "Billing: write". */
export function scopeLabel(scope: ApiTokenScope): string {
  const [area, access] = scope.split(':') as [ApiTokenArea, 'read' | 'write'];
  return `${areaLabel(area)}: ${access === 'read' ? m.profile_token_read() : m.profile_token_write()}`;
}

export function stateLabel(state: TApiToken['state']): string {
  if (state === 'live') return m.profile_token_state_live();
  if (state === 'expired') return m.profile_token_state_expired();
  return m.profile_token_state_revoked();
}
