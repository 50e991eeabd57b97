import type { DATA_TEXTS } from '@godown/shared';

export const DATA: Readonly<Record<keyof typeof DATA_TEXTS, string>> = {};
