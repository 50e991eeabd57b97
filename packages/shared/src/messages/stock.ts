import { defineMessages } from './core.js';

/** The messages of inventories, storage units, placements, stock tasks and counts (docs/domain.md#messages). */
export const STOCK_TEXTS = defineMessages({});
