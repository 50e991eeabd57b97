import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createViaApi, type Created } from './stock';

/** An alert as the API answers it, as far as the tests read it. */
export interface CreatedAlert extends Created {
  message: string;
  type: string;
  resolved: boolean;
}

/** The dashboard summary as the API answers it. */
export interface DashboardSummary {
  counts: {
    totalProducts: number;
    inventories: number;
    users: number;
    lowStockItems: number;
    activeAlerts: number;
  };
  recentProducts: Array<{ _id: string; productName: string }>;
  activeAlerts: Array<{ _id: string; message: string }>;
  signedIn: boolean;
}

/** The summary of an empty system, for answering the dashboard's call with `page.route`. */
export const EMPTY_SUMMARY: DashboardSummary = {
  counts: { totalProducts: 0, inventories: 0, users: 0, lowStockItems: 0, activeAlerts: 0 },
  recentProducts: [],
  activeAlerts: [],
  signedIn: true,
};

/** Every call of the dashboard's summary. */
export const SUMMARY_URL = '**/api/v1/dashboard/summary';
/** Every page of the alert list (not `/alerts/trigger` or `/alerts/{id}`). */
export const ALERT_LIST_URL = /\/api\/v1\/alerts\/\?/;
/** Every `POST /alerts/trigger`. */
export const TRIGGER_URL = '**/api/v1/alerts/trigger';

/** Raises an alert through the API (`POST /alerts/trigger`) as a signed-in user. */
export function triggerViaApi(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  return createViaApi<CreatedAlert>(request, token, '/alerts/trigger', 'alert', body);
}

/** Changes an alert through the API, behind the page's back. */
export async function updateAlertViaApi(
  request: APIRequestContext,
  token: string,
  id: string,
  body: Record<string, unknown>,
): Promise<void> {
  const response = await request.put(`/api/v1/alerts/${id}`, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Counts the `POST /alerts/trigger` requests the page sends from now on. */
export function countTriggerRequests(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/alerts/trigger')) sent += 1;
  });
  return () => sent;
}

/** A number as the screens show it: Indian digit grouping. */
export function indian(n: number): string {
  return n.toLocaleString('en-IN');
}

/**
 * The summary the page itself is answered with (signed in or not), to compare the screen with the
 * numbers it was given: a second call could see a periodic check's alert raised in between.
 */
export function summaryShownTo(page: Page, signedIn: boolean): Promise<DashboardSummary> {
  return page
    .waitForResponse(
      (response) =>
        response.url().includes('/api/v1/dashboard/summary') &&
        response.status() === 200 &&
        (response.request().headers()['authorization'] !== undefined) === signedIn,
    )
    .then(async (response) => ((await response.json()) as { data: DashboardSummary }).data);
}
