import {
  matchQuery,
  QueryClient,
  useMutation,
  useQueryClient,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './client';

/** A client error (4xx) will not change by asking again; anything else gets one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Creates the app's query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

interface RefreshOptions<TVariables> {
  /**
   * Queries under these keys are only marked stale, not fetched again now: the record the mutation
   * deleted, whose own page (still on screen until the caller navigates away) would only get a 404.
   */
  leaveStale?: (variables: TVariables) => readonly QueryKey[];
}

/** A refusal that says the data on screen is out of date: gone (404) or changed meanwhile (409). */
function isOutOfDate(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 409);
}

/**
 * A mutation that, once it succeeds, refreshes every query under each of `queryKeys` (what its kind
 * of change refreshes: an entry of `refreshedBy` in query-keys.ts); it settles (and the caller's
 * `onSuccess` runs) after the shown queries have been fetched again. A 404 or 409 refreshes them
 * too: someone else changed the record, and the screen should show what is true now.
 */
export function useRefreshingMutation<TVariables, TData>(
  queryKeys: readonly QueryKey[],
  mutationFn: (variables: TVariables) => Promise<TData>,
  { leaveStale }: RefreshOptions<TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_data, variables) => {
      const staleKeys = leaveStale?.(variables) ?? [];
      const isLeftStale = (query: Query) => staleKeys.some((queryKey) => matchQuery({ queryKey }, query));
      await Promise.all([
        ...staleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
        ...queryKeys.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, predicate: (query) => !isLeftStale(query) }),
        ),
      ]);
    },
    onError: async (error) => {
      if (!isOutOfDate(error)) return;
      await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
