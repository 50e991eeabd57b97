import { z } from 'zod';
import { rule } from './messages/rule.js';
import { ROLES, type Role } from './roles.js';
import type { ExportKind } from './data-io.js';

// Least privilege by role (docs/domain.md#roles, docs/decisions.md "Suppliers and drivers are
// outsiders"). Staff and admins run the company and keep every right they had. Suppliers and drivers
// are outsiders: a supplier sees their own purchase orders, consignments and the products they
// supply; a driver their own deliveries and wage records. `ROLE_POLICY=open` restores the broad
// rules, where every signed-in user reads people and wages and edits every product.

/** How broad the rights of suppliers and drivers are: `restricted` (the default) or `open`. */
export const ROLE_POLICIES = ['restricted', 'open'] as const;
export type RolePolicy = (typeof ROLE_POLICIES)[number];

/** Whether a self-registered account waits for an admin (`approval`, the default) or not (`open`). */
export const REGISTRATION_MODES = ['approval', 'open'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/**
 * What a signed-in user may see and do, beyond the fixed rules of their role (buying, admin-only
 * calls, a driver's own transports). The server checks it on every call; the screens read it from
 * `/users/me` to show only what will be allowed.
 */
export const zAccessSchema = z.object({
  /** The users list, the drivers picker, overworked people, every wage record and their exports. */
  people: z.boolean(),
  /** One's own wage records (a driver under the restricted policy). */
  ownWages: z.boolean(),
  /** Alerts: read, raise, edit, resolve, export; and the active alerts of the dashboard. */
  alerts: z.boolean(),
  /** The stock ledger (a product's movements and their export): it names people and orders. */
  movements: z.boolean(),
  /** The company's dashboard: the users count, active alerts, and the charts. */
  dashboard: z.boolean(),
  /** Create products. */
  createProducts: z.boolean(),
  /** Edit products: every one, only those one supplies (never the quantity or supplier), or none. */
  editProducts: z.enum(['all', 'own', 'none']),
  /** Place and remove products in an inventory; create storage units. */
  placeStock: z.boolean(),
  /** An inventory's transfers in transit (the company's own movements of goods). */
  transfers: z.boolean(),
  /** Warehouse work: print labels, receive and move stock by scan, count stock. */
  warehouse: z.boolean(),
});
export type TAccess = z.infer<typeof zAccessSchema>;
export type AccessRight = { [K in keyof TAccess]: TAccess[K] extends boolean ? K : never }[keyof TAccess];

const COMPANY: TAccess = {
  people: true,
  ownWages: true,
  alerts: true,
  movements: true,
  dashboard: true,
  createProducts: true,
  editProducts: 'all',
  placeStock: true,
  transfers: true,
  warehouse: true,
};

const OUTSIDER: TAccess = {
  people: false,
  ownWages: false,
  alerts: false,
  movements: false,
  dashboard: false,
  createProducts: false,
  editProducts: 'none',
  placeStock: false,
  transfers: false,
  warehouse: false,
};

/**
 * The broad rules: every signed-in user reads alerts and movements and edits every product; all but
 * a supplier read people and wages and do the warehouse work.
 */
const OPEN_SUPPLIER: TAccess = { ...COMPANY, people: false, ownWages: false, warehouse: false };

/** What a role may do under a policy. */
export function accessOf(role: Role, policy: RolePolicy): TAccess {
  if (role === 'admin' || role === 'staff') return COMPANY;
  if (policy === 'open') return role === 'supplier' ? OPEN_SUPPLIER : COMPANY;
  if (role === 'supplier') return { ...OUTSIDER, editProducts: 'own' };
  return { ...OUTSIDER, ownWages: true };
}

/** The refusals of the role policy and of sign-up approval. */
export const ACCESS_MESSAGES = {
  outsider: rule('access.outsider'),
  ownProductsOnly: rule('access.ownProductsOnly'),
  supplierFields: rule('access.supplierFields'),
  awaitingApproval: rule('access.awaitingApproval'),
  notAwaiting: rule('access.notAwaiting'),
} as const;

/** Body of POST /users/{id}/approve: the role the account gets (its chosen one when left out). */
export const zApproveUserSchema = z.strictObject({
  role: z.enum(ROLES, { error: rule('user.roleOneOf', { roles: ROLES.join(', ') }) }).optional(),
});
export type TApproveUser = z.infer<typeof zApproveUserSchema>;

/**
 * The fields of a product a supplier never changes: the company's stock (counted by the ledger), who
 * supplies it, and the company's own stock rules.
 */
export const SUPPLIER_LOCKED_PRODUCT_FIELDS = [
  'quantity',
  'supplierId',
  'thresholdLimit',
  'reorderPoint',
  'reorderQuantity',
  'orderUpTo',
  'leadTimeDays',
] as const;

/**
 * The right each export needs beyond its list's roles (exports.ts EXPORT_ACCESS). Wages need none
 * here: a driver's export holds their own records, like their list.
 */
export const EXPORT_RIGHTS: Readonly<Partial<Record<ExportKind, AccessRight>>> = {
  alerts: 'alerts',
  users: 'people',
  movements: 'movements',
};
