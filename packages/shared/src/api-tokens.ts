import { z } from 'zod';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from './api-token-enums.js';
import { hasNoNul } from './fields.js';
import { rule } from './messages/rule.js';

// The bodies and answers of API tokens (docs/domain.md#api-tokens); their rules: api-token-enums.ts.

/** A token's secret as it is sent: the prefix and 40 base64url characters. */
export const API_TOKEN_SECRET_PATTERN = new RegExp(
  `^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{${API_TOKEN_LIMITS.secretLength}}$`,
);

/** Body of POST /users/me/tokens. */
export const zApiTokenCreateSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, rule('apiToken.nameRequired'))
    .max(API_TOKEN_LIMITS.nameMax, rule('field.tooLong', { field: 'name', max: API_TOKEN_LIMITS.nameMax }))
    .refine(hasNoNul, rule('field.noNul', { field: 'name' })),
  scopes: z
    .array(
      z.enum(API_TOKEN_SCOPES as [ApiTokenScope, ...ApiTokenScope[]], {
        error: rule('apiToken.scopeUnknown'),
      }),
    )
    .min(1, rule('apiToken.scopesRequired'))
    .max(API_TOKEN_SCOPES.length, rule('apiToken.scopesRequired'))
    .refine((scopes) => new Set(scopes).size === scopes.length, rule('apiToken.scopeTwice')),
  expiresInDays: z
    .number(rule('apiToken.expiryRange', { max: API_TOKEN_LIMITS.expiryDaysMax }))
    .int(rule('apiToken.expiryRange', { max: API_TOKEN_LIMITS.expiryDaysMax }))
    .min(1, rule('apiToken.expiryRange', { max: API_TOKEN_LIMITS.expiryDaysMax }))
    .max(
      API_TOKEN_LIMITS.expiryDaysMax,
      rule('apiToken.expiryRange', { max: API_TOKEN_LIMITS.expiryDaysMax }),
    )
    .optional(),
});
export type TApiTokenCreate = z.input<typeof zApiTokenCreateSchema>;

export const API_TOKEN_STATES = ['live', 'expired', 'revoked'] as const;

/** A token as its owner sees it: never its secret, which is shown once when made. */
export const zApiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The prefix and the secret's first four characters: enough to tell tokens apart. */
  hint: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES as [ApiTokenScope, ...ApiTokenScope[]])),
  state: z.enum(API_TOKEN_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Whole days until it expires (0 on its last day); null once expired or revoked. */
  daysLeft: z.number().int().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedFrom: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiToken = z.infer<typeof zApiTokenSchema>;

export const zApiTokenListSchema = z.object({ tokens: z.array(zApiTokenSchema) });
export type TApiTokenList = z.infer<typeof zApiTokenListSchema>;

/** Answer of POST /users/me/tokens: the token, and its secret (shown this once). */
export const zApiTokenCreatedSchema = z.object({ token: zApiTokenSchema, secret: z.string() });
export type TApiTokenCreated = z.infer<typeof zApiTokenCreatedSchema>;
