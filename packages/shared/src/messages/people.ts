import { defineMessages } from './core.js';

/** The messages of accounts, sign-in, roles and access, wages and the audit log (docs/domain.md#messages). */
export const PEOPLE_TEXTS = defineMessages({});
