import { useSearchParams } from 'react-router';

/**
 * A report's parameters and page, kept in the URL (`?asOf=…&inventory=…&page=2`) so a report can
 * be linked to and the back button returns to the last one. Changing a parameter starts again at
 * page 1.
 */
export function useReportParams<K extends string>(names: readonly K[]) {
  const [query, setQuery] = useSearchParams();
  const params = Object.fromEntries(names.map((name) => [name, query.get(name)?.trim() ?? ''])) as Record<
    K,
    string
  >;
  const page = Math.max(1, Math.floor(Number(query.get('page'))) || 1);
  const update = (change: (next: URLSearchParams) => void) =>
    setQuery(
      (previous) => {
        const next = new URLSearchParams(previous);
        change(next);
        return next;
      },
      { replace: true },
    );
  /** Sets several parameters at once (null or '' clears one), back to page 1. */
  const setParams = (changes: Partial<Record<K, string | null>>) =>
    update((next) => {
      for (const [name, value] of Object.entries(changes) as [K, string | null | undefined][]) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
    });
  const setParam = (name: K, value: string | null) =>
    setParams({ [name]: value } as Partial<Record<K, string | null>>);
  const setPage = (next: number) =>
    update((search) => {
      if (next > 1) search.set('page', String(next));
      else search.delete('page');
    });
  return { params, page, setParam, setParams, setPage };
}
