import { defineMessages } from './core.js';

/** The messages of transports, deliveries and their proof, maps (docs/domain.md#messages). */
export const TRANSPORT_TEXTS = defineMessages({});
