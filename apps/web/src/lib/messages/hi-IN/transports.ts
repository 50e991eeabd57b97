import type { TRANSPORT_TEXTS } from '@godown/shared';

export const TRANSPORTS: Readonly<Record<keyof typeof TRANSPORT_TEXTS, string>> = {};
