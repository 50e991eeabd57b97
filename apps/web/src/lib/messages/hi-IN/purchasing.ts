import type { PURCHASING_TEXTS } from '@godown/shared';

export const PURCHASING: Readonly<Record<keyof typeof PURCHASING_TEXTS, string>> = {};
