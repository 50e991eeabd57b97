import { LIST_PAGE_SIZE } from '@godown/shared';

/** The query of one page of a server-searched list: `search` (when any), `limit` and `offset`. */
export function listParams(search: string, page = 1, limit = LIST_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  params.set('limit', String(limit));
  params.set('offset', String((page - 1) * limit));
  return params;
}
