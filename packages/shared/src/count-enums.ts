// A stock count's statuses and scopes with their words, free of zod: the first page names them.

export const COUNT_STATUSES = ['open', 'posted', 'cancelled'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];
export const COUNT_STATUS_LABELS: Readonly<Record<CountStatus, string>> = {
  open: 'Counting',
  posted: 'Posted',
  cancelled: 'Cancelled',
};

export const COUNT_SCOPES = ['inventory', 'category', 'storageUnit'] as const;
export type CountScope = (typeof COUNT_SCOPES)[number];
export const COUNT_SCOPE_LABELS: Readonly<Record<CountScope, string>> = {
  inventory: 'Whole inventory',
  category: 'One category',
  storageUnit: 'One storage unit',
};
