import { useQuery } from '@tanstack/react-query';
import {
  API_BASE_PATH,
  type TCompanySettings,
  type TCompanySettingsUpdate,
  type TRegistration,
  type TRegistrationCreate,
  type TRegistrationUpdate,
  type TTaxRateByHsn,
} from '@godown/shared';
import { useEffect, useState } from 'react';
import { api, networkError, signOutAfterUnauthorized, toApiError } from '../../api/client';
import { fetchBlob } from '../../api/download';
import { useRefreshingMutation } from '../../api/query-client';
import { companyKeys, refreshedBy } from '../../api/query-keys';
import { REGISTRATIONS_PATH } from '../../api/registrations';
import { getToken } from '../../lib/session';

// The company's settings and its GST registrations (docs/domain.md#company-and-registrations):
// admins and staff read them, admins change them; an admin also changes the GST rate of every
// product of an HSN heading at once (docs/domain.md#gst-rates).

const COMPANY_PATH = '/settings/company';
const LOGO_PATH = `${COMPANY_PATH}/logo`;
const registrationPath = (id: string) => `${REGISTRATIONS_PATH}/${encodeURIComponent(id)}`;

/** The company as every settings call answers it. */
type CompanyAnswer = { company: TCompanySettings };
/** A registration as every registration call answers it. */
type RegistrationAnswer = { registration: TRegistration };

/** The company as its invoices name it (`GET /settings/company`). */
export function useCompanyQuery() {
  return useQuery({
    queryKey: companyKeys.settings(),
    queryFn: async ({ signal }) => (await api.get<CompanyAnswer>(COMPANY_PATH, { signal })).company,
  });
}

/** `PUT /settings/company` (admin): the fields given change, null clears one. */
export function useUpdateCompany() {
  return useRefreshingMutation(
    refreshedBy.company,
    async (changes: TCompanySettingsUpdate) => (await api.put<CompanyAnswer>(COMPANY_PATH, changes)).company,
  );
}

/**
 * `PUT /settings/company/logo` (admin) as multipart/form-data with the one image; fetch rather than
 * the JSON client, which sends JSON only. Rejects with the server's refusal as an ApiError.
 */
async function sendLogo(file: File): Promise<TCompanySettings> {
  const form = new FormData();
  form.append('logo', file, file.name);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${LOGO_PATH}`, {
      method: 'PUT',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw networkError();
  }
  if (response.status === 401) signOutAfterUnauthorized();
  const body = (await response.json().catch(() => null)) as { data?: CompanyAnswer } | null;
  if (!response.ok || !body?.data) throw toApiError(response.status, body);
  return body.data.company;
}

/** Sets or replaces the company's logo (admin). */
export function useUploadLogo() {
  return useRefreshingMutation(refreshedBy.company, sendLogo);
}

/** `DELETE /settings/company/logo` (admin). */
export function useRemoveLogo() {
  return useRefreshingMutation(
    refreshedBy.company,
    async () => (await api.delete<CompanyAnswer>(LOGO_PATH)).company,
  );
}

/**
 * The company's logo as an object URL for an <img> (fetched with the token, which an <img> cannot
 * send), fetched again when `version` (when it was last set) changes and revoked when it leaves the
 * screen. Null without a logo, while loading, or when it failed.
 */
export function useCompanyLogo(version: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!version) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchBlob(LOGO_PATH, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [version]);
  return version ? url : null;
}

/** `POST /gst-registrations` (admin). */
export function useCreateRegistration() {
  return useRefreshingMutation(
    refreshedBy.registrations,
    async (body: TRegistrationCreate) =>
      (await api.post<RegistrationAnswer>(REGISTRATIONS_PATH, body)).registration,
  );
}

/** `PUT /gst-registrations/{id}` (admin): the fields given change. */
export function useUpdateRegistration(id: string) {
  return useRefreshingMutation(
    refreshedBy.registrations,
    async (changes: TRegistrationUpdate) =>
      (await api.put<RegistrationAnswer>(registrationPath(id), changes)).registration,
  );
}

/** `DELETE /gst-registrations/{id}` (admin); refused (409) while a warehouse belongs to it. */
export function useDeleteRegistration() {
  return useRefreshingMutation(refreshedBy.registrations, (registration: Pick<TRegistration, 'id'>) =>
    api.delete<{ message: string }>(registrationPath(registration.id)),
  );
}

/** `POST /tax-rates/by-hsn` (admin): how many products the rate was given to. */
export function useRateByHsn() {
  return useRefreshingMutation(
    refreshedBy.taxRates,
    async (body: TTaxRateByHsn) => (await api.post<{ products: number }>('/tax-rates/by-hsn', body)).products,
  );
}
