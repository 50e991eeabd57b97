/**
 * Business constants and enumerations (docs/domain.md#limits-and-formats lists them with their rules).
 * Every limit lives here once; the server and the web app import it from here.
 */

/** The product's brand name, shown in the header and the page title. */
export const BRAND_NAME = 'Godown';

/** Base path of every API call. */
export const API_BASE_PATH = '/api/v1';

// ---- Users -------------------------------------------------------------------------------------

/** User roles (docs/domain.md#roles). */
export const ROLES = ['admin', 'staff', 'supplier', 'driver'] as const;
export type Role = (typeof ROLES)[number];
/** Readable names of the roles. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  staff: 'Staff',
  supplier: 'Supplier',
  driver: 'Driver',
};

/**
 * The buyers: admins and staff order from suppliers, see the reorder suggestions and trace batches
 * (docs/domain.md#roles).
 */
export const BUYER_ROLES = ['admin', 'staff'] as const satisfies readonly Role[];

/**
 * The company's own people: they see the team's users and wages. A supplier is outside the company.
 */
export const TEAM_ROLES = ['admin', 'staff', 'driver'] as const satisfies readonly Role[];

/** Contact types a user can sign in or register with. */
export const CONTACT_TYPES = ['email', 'phone'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 20;
export const PHONE_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 10;
/** Longest password the login form accepts; bounds the hashing work a request can cause. */
export const LOGIN_PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** Milliseconds before the profile reloads after a successful update. */
export const PROFILE_RELOAD_DELAY_MS = 1000;

// ---- Rate limits (docs/domain.md#accounts-and-sign-in) ------------------------------------------

/** Failed logins allowed per client address and account in one minute. */
export const LOGIN_FAILURES_PER_MINUTE = 10;
/**
 * Failed logins of one account in an hour, from all addresses, past which the account is guarded:
 * each address then gets one failing attempt at it an hour, while an address that has not failed
 * on it is still checked, so its owner with the right password always gets in (never a lockout).
 */
export const LOGIN_FAILURES_PER_HOUR = 100;
/**
 * Failed logins allowed per client address in one hour, over all accounts (password spraying).
 * An office behind one NAT address stays well below it: a hundred failures in an hour would be
 * every one of fifty people mistyping twice; successes and refused attempts are not counted.
 */
export const LOGIN_ADDRESS_FAILURES_PER_HOUR = 100;
/** Registrations allowed per client address in one minute. */
export const REGISTRATIONS_PER_MINUTE = 30;

// ---- Dashboard ---------------------------------------------------------------------------------

export const DASHBOARD_RECENT_PRODUCTS = 5;
export const DASHBOARD_ALERTS = 5;

// ---- Transports --------------------------------------------------------------------------------

export const TRANSPORT_MODES = ['land', 'air', 'ship'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export const DEFAULT_TRANSPORT_MODE: TransportMode = 'land';

/** Status options of the transportation/order form (its own spelling: inTransit). */
export const TRANSPORT_FORM_STATUSES = ['pending', 'dispatched', 'inTransit', 'delivered'] as const;
export type TransportFormStatus = (typeof TRANSPORT_FORM_STATUSES)[number];

/** Statuses of the transportation list filter and stat cards. */
export const TRANSPORT_FILTER_STATUSES = ['pending', 'in_transit', 'delivered', 'cancelled'] as const;
export type TransportFilterStatus = (typeof TRANSPORT_FILTER_STATUSES)[number];

/** The server's transport statuses: its answers always use this spelling. */
export const TRANSPORT_STATUSES = ['pending', 'dispatched', 'in_transit', 'delivered', 'cancelled'] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];
export const DEFAULT_TRANSPORT_STATUS: TransportStatus = 'pending';

/** Other spellings the server accepts for a canonical status. */
export const TRANSPORT_STATUS_ALIASES: Readonly<Record<string, TransportStatus>> = {
  inTransit: 'in_transit',
};

/** Allowed status moves; delivered and cancelled are final. */
export const TRANSPORT_STATUS_TRANSITIONS: Readonly<Record<TransportStatus, readonly TransportStatus[]>> = {
  pending: ['dispatched', 'in_transit', 'cancelled'],
  dispatched: ['in_transit', 'cancelled'],
  in_transit: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Characters of a transport id shown in lists: its last 6. */
export const TRANSPORT_ID_DISPLAY_LENGTH = 6;

/** Statuses in which a transfer's units are on the road: they have left the source, not yet arrived. */
export const TRANSPORT_ON_ROAD_STATUSES: readonly TransportStatus[] = ['dispatched', 'in_transit'];
/** Statuses of a transport not finished yet: it still needs its driver and its inventories. */
export const TRANSPORT_OPEN_STATUSES: readonly TransportStatus[] = ['pending', 'dispatched', 'in_transit'];

/** Words for the statuses and modes on the screens. */
export const TRANSPORT_STATUS_LABELS: Readonly<Record<TransportStatus, string>> = {
  pending: 'Pending',
  dispatched: 'Dispatched',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const TRANSPORT_MODE_LABELS: Readonly<Record<TransportMode, string>> = {
  land: 'Land',
  air: 'Air',
  ship: 'Ship',
};

export const TRANSPORT_LIMITS = {
  /** Product lines on one transport. */
  linesMax: 100,
  /** A date-only ETA means the end of that day in India Standard Time. */
  dateOnlyEtaOffset: '+05:30',
  /** How often the server looks for transports past their ETA (also once on start). */
  missedEtaCheckMs: 60_000,
} as const;

/** Decimals of coordinates shown in lists (origin and destination without an inventory). */
export const COORDINATE_DISPLAY_DECIMALS = 4;

// ---- Alerts ------------------------------------------------------------------------------------

/** Alert types offered by the alert edit form. */
export const ALERT_TYPES = [
  'defaultAlert',
  'lowStock',
  'outOfStock',
  'transportationDelay',
  'missedEta',
  'overwork',
  'inventoryMismatch',
  'routeDeviation',
  'unauthorizedAccess',
  'stockExpired',
  'systemError',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Alert types offered by the quick "Trigger Test Alert" form. */
export const QUICK_ALERT_TYPES = ['system', 'low_stock', 'maintenance', 'security'] as const;
export type QuickAlertType = (typeof QUICK_ALERT_TYPES)[number];

/** Alert types only the system raises (docs/domain.md#batches-and-expiry): not offered by a form. */
export const SYSTEM_ONLY_ALERT_TYPES = ['stockExpiring'] as const;

/** Every alert type the server accepts: the edit form's, the quick form's and the system's own. */
export const ALL_ALERT_TYPES = [...ALERT_TYPES, ...QUICK_ALERT_TYPES, ...SYSTEM_ONLY_ALERT_TYPES] as const;
export type AnyAlertType = (typeof ALL_ALERT_TYPES)[number];

export const ALERT_PRIORITIES = ['high', 'critical', 'medium', 'low'] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];
/** Readable names of the priorities. */
export const ALERT_PRIORITY_LABELS: Readonly<Record<AlertPriority, string>> = {
  high: 'High',
  critical: 'Critical',
  medium: 'Medium',
  low: 'Low',
};
/** Priority of an alert raised by a person who did not choose one. */
export const DEFAULT_ALERT_PRIORITY: AlertPriority = 'medium';
/** The priorities from the least to the most severe: the alert list's priority sort (not by name). */
export const ALERT_PRIORITY_SEVERITY = [
  'low',
  'medium',
  'high',
  'critical',
] as const satisfies readonly AlertPriority[];

/** Readable names of the alert types, for selects, cards and filters. */
export const ALERT_TYPE_LABELS: Readonly<Record<AnyAlertType, string>> = {
  defaultAlert: 'Default alert',
  lowStock: 'Low stock',
  outOfStock: 'Out of stock',
  transportationDelay: 'Transportation delay',
  missedEta: 'Missed ETA',
  overwork: 'Overwork',
  inventoryMismatch: 'Inventory mismatch',
  routeDeviation: 'Route deviation',
  unauthorizedAccess: 'Unauthorized access',
  stockExpired: 'Stock expired',
  systemError: 'System error',
  system: 'System',
  low_stock: 'Low stock (test)',
  maintenance: 'Maintenance',
  security: 'Security',
  stockExpiring: 'Stock expiring',
};

export const ALERT_LIMITS = {
  messageMax: 500,
  descriptionMax: 2000,
  targetIdMax: 100,
  /** A triggeredOn time may run ahead of the server's clock by this much (clock skew). */
  futureSkewMs: 5 * 60_000,
  /** How often the server looks for expired stock and overworked users (also once on start). */
  systemCheckMs: 60 * 60_000,
} as const;

// ---- Badges ------------------------------------------------------------------------------------

/** The meaning a badge conveys, which decides its colour. */
export const BADGE_TONES = ['done', 'pending', 'inactive', 'active'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

/**
 * Status badge meanings: delivered/completed done, in_transit/in_progress pending, cancelled/failed
 * inactive.
 */
export const STATUS_BADGE_TONES: Readonly<Record<string, BadgeTone>> = {
  delivered: 'done',
  completed: 'done',
  in_transit: 'pending',
  in_progress: 'pending',
  // A dispatched transport is under way like one in transit.
  dispatched: 'pending',
  cancelled: 'inactive',
  failed: 'inactive',
  // Purchase orders.
  received: 'done',
  sent: 'pending',
  confirmed: 'pending',
  partially_received: 'pending',
};

/** Alert priority badge meanings: high and critical red, medium pending, low active. */
export const PRIORITY_BADGE_TONES: Readonly<Record<AlertPriority, BadgeTone>> = {
  high: 'inactive',
  critical: 'inactive',
  medium: 'pending',
  low: 'active',
};

// ---- Wages -------------------------------------------------------------------------------------

/** Hours in a month above which an employee counts as overworked (docs/domain.md#wages-and-months). */
export const OVERWORK_HOURS_LIMIT = 160;

export const WAGE_LIMITS = {
  /** Hours in the longest month: nobody works more than 31 x 24. */
  hoursMax: 744,
  wagePerHourMax: 100_000,
  shiftMax: 50,
  /** Months are reckoned in India Standard Time: the month a wage belongs to. */
  timeZone: 'Asia/Kolkata',
  /** How often the server looks for a month that has ended, to close it and reset the hours. */
  monthCloseCheckMs: 60_000,
} as const;

/** Shifts offered by the user and wage screens; any other text is accepted too. */
export const SHIFTS = ['Morning', 'Evening', 'Night', 'General'] as const;

// ---- Units and display precision ---------------------------------------------------------------

export const UNITS = {
  weight: 'kg',
  volume: 'm³',
  dimension: 'cm',
  temperature: '°C',
} as const;

export const CURRENCY = 'INR';
export const CURRENCY_LOCALE = 'en-IN';
export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 1;
export const VOLUME_DECIMALS = 2;

// ---- Stock: products, inventories, storage units -----------------------------------------------

/** Upper bounds that keep every number inside its SQL column (and out of absurdity). */
export const STOCK_LIMITS = {
  textMax: 200,
  codeMax: 64,
  categoryMax: 100,
  descriptionMax: 5000,
  priceMax: 10_000_000_000,
  quantityMax: 1_000_000_000,
  weightMaxKg: 1_000_000,
  dimensionMaxCm: 100_000,
  daysMax: 100_000,
  capacityMaxKg: 10_000_000_000,
  volumeMaxM3: 10_000_000_000,
  temperatureMinC: -100,
  temperatureMaxC: 100,
} as const;

/**
 * The products search (docs/domain.md#product-search): every word of the search must appear in the
 * name, description or SKU, up to `wordsMax` words. Its total is exact up to `exactTotalMax`
 * matches; past it the answer says "more than" that many and lists the newest first, as ranking
 * thousands of matches on every keystroke would read every one of them.
 */
export const PRODUCT_SEARCH = {
  wordsMax: 6,
  exactTotalMax: 200,
} as const;

/** Steps of the number inputs of the product, inventory and storage forms. */
export const FORM_STEPS = {
  price: 0.01,
  weight: 0.01,
  dimension: 0.1,
  coordinate: 0.000001,
  capacity: 0.01,
} as const;

/** Decimal places a coordinate is typed with: the coordinate step, 0.000001°, about 11 cm. */
export const COORDINATE_DECIMALS = 6;

/** Default quantity of the add-product-to-inventory form. */
export const DEFAULT_PLACEMENT_QUANTITY = 1;

/** Cubic centimetres in a cubic metre: dimensions are in cm, volumes in m³. */
export const CM3_PER_M3 = 1_000_000;

/** Why a quantity changed, as written to the stock movement ledger. */
export const STOCK_MOVEMENT_REASONS = [
  'created',
  'adjusted',
  'placed',
  'removed',
  'inventoryDeleted',
  'dispatched',
  'delivered',
  'returned',
  'received',
  'import',
  'count',
  'moved',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/**
 * Ledger scopes: `stock` rows change a product's company-wide quantity (they sum to it);
 * `placement` rows change how many units sit in one inventory (they sum to the placement);
 * `storageUnit` rows change how many of those units sit in one storage unit (they sum to its units).
 */
export const STOCK_MOVEMENT_SCOPES = ['stock', 'placement', 'storageUnit'] as const;
export type StockMovementScope = (typeof STOCK_MOVEMENT_SCOPES)[number];

/** Page size of the list screens. */
export const LIST_PAGE_SIZE = 25;

/** Ids one bulk action (delete products, resolve alerts, export chosen products) takes at most. */
export const BULK_IDS_MAX = 500;

/**
 * Placements GET /inventory/{id} embeds (the first page, by product name); `productCount` says how
 * many there are and GET /inventory/{id}/products pages through them. A warehouse may hold
 * thousands of products: the detail stays one bounded answer.
 */
export const INVENTORY_DETAIL_PRODUCTS = LIST_PAGE_SIZE;

// ---- Batches, reorder and purchase orders ------------------------------------------------------

export const BATCH_LIMITS = {
  /** Days before a batch's expiry date from which it counts as expiring, unless a product says otherwise. */
  defaultWarningDays: 30,
  /** Days to expiry under which a batch shows red (it also shows red once expired). */
  urgentDays: 7,
  /** Longest reason an admin gives for dispatching expired units. */
  overrideReasonMax: 300,
  /** Batches a trace or a product's batch list returns at most. */
  listMax: 1000,
} as const;

export const REORDER_LIMITS = {
  /** Days of ledger outflow the daily average is taken over. */
  outflowDays: 30,
  /** Lead time of a product with none set. */
  defaultLeadTimeDays: 7,
  /** Suggestions one call returns at most, most urgent first. */
  suggestionsMax: 500,
} as const;

/** Statuses of a purchase order (docs/domain.md#purchase-orders). */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'confirmed',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_STATUS_LABELS: Readonly<Record<PurchaseOrderStatus, string>> = {
  draft: 'Draft',
  sent: 'Sent',
  confirmed: 'Confirmed',
  partially_received: 'Partially received',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** Purchase orders still expecting goods: their open quantities count as stock on order. */
export const PURCHASE_ORDER_OPEN_STATUSES = ['sent', 'confirmed', 'partially_received'] as const;

/**
 * The moves a buyer makes by hand (PUT /purchase-orders/{id}): send a draft, record a confirmation
 * given outside Godown, close a partly received order as received, cancel. Receiving goods moves an
 * order to partially received or received by itself; the supplier confirms on their own page.
 */
export const PURCHASE_ORDER_TRANSITIONS: Readonly<
  Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]>
> = {
  draft: ['sent', 'cancelled'],
  sent: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  partially_received: ['received', 'cancelled'],
  received: [],
  cancelled: [],
};

/** Statuses in which goods may be received on a purchase order. */
export const PURCHASE_ORDER_RECEIVABLE_STATUSES = ['sent', 'confirmed', 'partially_received'] as const;

export const PURCHASE_ORDER_LIMITS = {
  linesMax: 200,
  notesMax: 2000,
} as const;

// ---- Live updates ------------------------------------------------------------------------------

/**
 * Live updates (GET /events, server-sent events). A change is named, never described: the kind and
 * the ids it touched, so a screen refetches what it shows through the calls that check who may
 * read it. `ids` null means "many" (more than EVENTS_LIMITS.idsMax): refetch every one of the kind.
 */
export const LIVE_EVENT_KINDS = ['alert', 'transport', 'stock'] as const;
/**
 * The SSE event names: `ready` once the stream is open (after a reconnect the client refetches
 * everything, since changes made while it was away were not sent), `change` for each change,
 * `reset` when the server itself may have missed changes (its database listener reconnected).
 */
export const LIVE_EVENT_NAMES = { ready: 'ready', change: 'change', reset: 'reset' } as const;

export const EVENTS_LIMITS = {
  /** A ticket (POST /events/ticket) opens a stream within this many seconds. */
  ticketSeconds: 60,
  /** A comment line on every open stream this often, so proxies keep it open. */
  heartbeatMs: 25_000,
  /** A stream is ended after this long; the client opens another with a new ticket (re-checked). */
  streamMaxAgeMs: 60 * 60_000,
  /** Streams one user may hold open on one server (tabs, phones). */
  streamsPerUser: 20,
  /** Written to a stream that does not read past this many bytes: it is dropped. */
  backlogMaxBytes: 256 * 1024,
  /** The browser's wait before it reconnects, sent as the stream's `retry:`. */
  retryMs: 3000,
  /** Most ids in one change message; more are sent as "many" (ids null). */
  idsMax: 50,
} as const;
