// How many rows the dashboard's short lists hold (docs/domain.md#dashboard).

/** The newest products the dashboard lists. */
export const DASHBOARD_RECENT_PRODUCTS = 5;
/** The newest active alerts the dashboard lists to a signed-in user. */
export const DASHBOARD_ALERTS = 5;
