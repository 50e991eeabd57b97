import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TOverworkedList,
  TWageCalculate,
  TWageCalculateResult,
  TWageList,
  TWageRecord,
  TWageUpdate,
  SortColumn,
} from '@godown/shared';
import { api } from '../../api/client';
import { listParams, type SortQuery } from '../../api/list-query';
import { useRefreshingMutation } from '../../api/query-client';
import { refreshedBy, wageKeys } from '../../api/query-keys';

/** One page of wage records: a month (`YYYY-MM`), the applied search and the page. */
export interface WageListParams extends SortQuery<SortColumn<'wages'>> {
  month: string;
  search: string;
  /** 1-based page number. */
  page: number;
}

/** `GET /wages/?month=&search=&limit=&offset=`: the month's records, their totals and the months on record. */
export function fetchWages(params: WageListParams, signal?: AbortSignal): Promise<TWageList> {
  const query = listParams(params.search.trim(), params.page, undefined, params);
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

/**
 * `POST /wages/calculate {month}` (admin): one record per active user for the month. Called with
 * `mutateAsync`, so the page ties each answer to the month it was asked for.
 */
export function useCalculateWages() {
  return useRefreshingMutation(refreshedBy.wages, (month: string) =>
    api.post<TWageCalculateResult>('/wages/calculate', { month } satisfies TWageCalculate),
  );
}

/** The wage form's save: a new record (`POST /wages/calculate` with a userId) or a changed one (`PUT /wages/{userId}`). */
export type WageSave =
  { kind: 'create'; body: TWageCalculate } | { kind: 'update'; userId: string; body: TWageUpdate };

/** Saves one user's wage record for a month (admin) and returns it. */
export function useSaveWage() {
  return useRefreshingMutation(refreshedBy.wages, async (save: WageSave): Promise<TWageRecord | null> => {
    if (save.kind === 'create')
      return (await api.post<TWageCalculateResult>('/wages/calculate', save.body)).wage;
    return (await api.put<{ wage: TWageRecord }>(`/wages/${encodeURIComponent(save.userId)}`, save.body))
      .wage;
  });
}
