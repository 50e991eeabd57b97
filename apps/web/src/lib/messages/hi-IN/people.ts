import type { PEOPLE_TEXTS } from '@godown/shared';

export const PEOPLE: Readonly<Record<keyof typeof PEOPLE_TEXTS, string>> = {};
