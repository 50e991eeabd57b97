import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TOverworkedList,
  TUserList,
  TWageCalculate,
  TWageCalculateResult,
  TWageList,
  TWageRecord,
  TWageUpdate,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, OPTIONS_LIMIT } from '../../api/list-query';
import { roleLabel } from '../../components/role-badge';
import type { SearchOption } from '../../components/search-select';
import { useRefreshingMutation } from '../../lib/query-client';
import type { WageUserFigures } from './wage-form';

/** One page of wage records: a month (`YYYY-MM`), the applied search and the page. */
export interface WageListParams {
  month: string;
  search: string;
  /** 1-based page number. */
  page: number;
}

/**
 * Query keys of the wages resource; every change refreshes `wageKeys.all`. The wage form's user
 * picker caches under the users resource, so a user change refreshes it too (keys written out: a
 * feature does not import another).
 */
export const wageKeys = {
  all: ['wages'] as const,
  lists: () => [...wageKeys.all, 'list'] as const,
  list: (params: WageListParams) => [...wageKeys.lists(), params] as const,
  overworked: (search: string, page: number) => [...wageKeys.all, 'overworked', { search, page }] as const,
  userOptions: ['users', 'wage-options'] as const,
};

/**
 * What a wage change can move: the wage lists, the users (a current month's record sets the user's
 * hours, rate and extra shift), the dashboard and the alerts (hours past the limit raise one).
 */
const REFRESHED_AFTER_CHANGE = [wageKeys.all, ['users'], ['dashboard'], ['alerts']] as const;

/** `GET /wages/?month=&search=&limit=&offset=`: the month's records, their totals and the months on record. */
export function fetchWages(params: WageListParams, signal?: AbortSignal): Promise<TWageList> {
  const query = listParams(params.search.trim(), params.page);
  query.set('month', params.month);
  return api.get<TWageList>(`/wages/?${query.toString()}`, { signal });
}

/** A page of a month's wage records; the previous page stays on screen while the next one loads. */
export function useWagesQuery(params: WageListParams) {
  return useQuery({
    queryKey: wageKeys.list(params),
    queryFn: ({ signal }) => fetchWages(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the employees over the hours limit or on an extra shift (`GET /wages/overworked`). */
export function useOverworkedQuery(search: string, page: number) {
  return useQuery({
    queryKey: wageKeys.overworked(search, page),
    queryFn: ({ signal }) =>
      api.get<TOverworkedList>(`/wages/overworked?${listParams(search.trim(), page).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A user in the wage form's picker, with the figures that choosing them fills in. */
export interface WageUserOption extends SearchOption {
  user: WageUserFigures;
}

/** Tells a picker option from `fetchUserOptions` (with the user's figures) from a bare one. */
export function isWageUserOption(option: SearchOption | null): option is WageUserOption {
  return option !== null && 'user' in option;
}

/**
 * Users matching a name, email or phone, for the wage form's picker (first 20). Inactive users are
 * listed but cannot be chosen: the server records no wage for them.
 */
export async function fetchUserOptions(search: string, signal?: AbortSignal): Promise<WageUserOption[]> {
  const { users } = await api.get<TUserList>(`/users/?${listParams(search, 1, OPTIONS_LIMIT).toString()}`, {
    signal,
  });
  return users.map((user) => ({
    value: user._id,
    label: user.name,
    description: [roleLabel(user.role), user.email ?? user.phone, user.active ? null : 'inactive']
      .filter(Boolean)
      .join(' · '),
    disabled: !user.active,
    user,
  }));
}

/**
 * `POST /wages/calculate {month}` (admin): one record per active user for the month. Called with
 * `mutateAsync`, so the page ties each answer to the month it was asked for.
 */
export function useCalculateWages() {
  return useRefreshingMutation(REFRESHED_AFTER_CHANGE, (month: string) =>
    api.post<TWageCalculateResult>('/wages/calculate', { month } satisfies TWageCalculate),
  );
}

/** The wage form's save: a new record (`POST /wages/calculate` with a userId) or a changed one (`PUT /wages/{userId}`). */
export type WageSave =
  { kind: 'create'; body: TWageCalculate } | { kind: 'update'; userId: string; body: TWageUpdate };

/** Saves one user's wage record for a month (admin) and returns it. */
export function useSaveWage() {
  return useRefreshingMutation(
    REFRESHED_AFTER_CHANGE,
    async (save: WageSave): Promise<TWageRecord | null> => {
      if (save.kind === 'create')
        return (await api.post<TWageCalculateResult>('/wages/calculate', save.body)).wage;
      return (await api.put<{ wage: TWageRecord }>(`/wages/${encodeURIComponent(save.userId)}`, save.body))
        .wage;
    },
  );
}
