import { useQuery } from '@tanstack/react-query';
import type { TRegistration } from '@godown/shared';
import { labelText } from '../lib/messages/render';
import { api } from './client';
import { companyKeys } from './query-keys';

// The company's GST registrations (docs/domain.md#company-and-registrations): the settings keep
// them, an inventory names the one that bills its sales. Admins and staff read them.

/** The GST registrations: `/gst-registrations`. */
export const REGISTRATIONS_PATH = '/gst-registrations';

/**
 * Every GST registration of the company, with the warehouses each bills (`GET /gst-registrations`);
 * nothing is fetched while `enabled` is false (a role the server would refuse). Fetched afresh by
 * each screen that shows it: a warehouse given a registration elsewhere changes its list, and no
 * change of an inventory refreshes it (a short list, cheap to ask for).
 */
export function useRegistrationsQuery(enabled = true) {
  return useQuery({
    queryKey: companyKeys.registrations(),
    refetchOnMount: 'always',
    queryFn: async ({ signal }) =>
      (await api.get<{ registrations: TRegistration[] }>(REGISTRATIONS_PATH, { signal })).registrations,
    enabled,
  });
}

/** A registration's state in the language of the page (Maharashtra, महाराष्ट्र). */
export function registrationState(registration: Pick<TRegistration, 'stateCode'>): string {
  return labelText('gstState', registration.stateCode);
}

/** A registration as a choice names it: "27AABCG1234Q1Z5 — Godown Traders (Maharashtra)". */
export function registrationLabel(registration: Pick<TRegistration, 'gstin' | 'name' | 'stateCode'>): string {
  return `${registration.gstin} — ${registration.name} (${registrationState(registration)})`;
}
