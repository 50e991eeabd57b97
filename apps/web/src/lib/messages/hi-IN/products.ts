import type { PRODUCT_TEXTS } from '@godown/shared';

export const PRODUCTS: Readonly<Record<keyof typeof PRODUCT_TEXTS, string>> = {};
