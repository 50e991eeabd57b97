import { defineMessages } from './core.js';

/** The messages of purchase orders, receipts, reorder suggestions and suppliers (docs/domain.md#messages). */
export const PURCHASING_TEXTS = defineMessages({});
