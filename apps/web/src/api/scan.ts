import type { TScanAnswer } from '@godown/shared';
import { api } from './client';

/** What a scanned code names (`GET /scan/{code}`); a 404 (an ApiError) when nothing matches. */
export function scanCode(code: string): Promise<TScanAnswer> {
  return api.get<TScanAnswer>(`/scan/${encodeURIComponent(code)}`);
}
