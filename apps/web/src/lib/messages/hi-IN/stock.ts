import type { STOCK_TEXTS } from '@godown/shared';

export const STOCK: Readonly<Record<keyof typeof STOCK_TEXTS, string>> = {};
