/**
 * What belongs to no one entity. Each entity's limits and messages are in its own file (`users.ts`,
 * `transports.ts`, `stock.ts`, …), its enums too, or beside it free of zod where the first page
 * names them (`roles.ts`, `transport-enums.ts`, `alert-enums.ts`, `purchase-order-enums.ts`);
 * docs/domain.md#limits-and-formats lists them with their rules. The server and the web app import
 * them all from `@godown/shared`.
 */

/** The product's brand name, shown in the header and the page title. */
export const BRAND_NAME = 'Godown';

/** Base path of every API call. */
export const API_BASE_PATH = '/api/v1';
