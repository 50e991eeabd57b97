import { defineMessages } from './core.js';

/** The messages of imports, exports, reports, the dashboard and its charts (docs/domain.md#messages). */
export const DATA_TEXTS = defineMessages({});
