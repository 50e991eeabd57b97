import { defineMessages } from './core.js';

/** The messages of products, batches, barcodes, labels and scanning (docs/domain.md#messages). */
export const PRODUCT_TEXTS = defineMessages({});
