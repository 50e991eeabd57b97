import {
  API_TOKEN_AREAS,
  API_TOKEN_LIMITS,
  type ApiTokenArea,
  type ApiTokenScope,
  type TApiTokenCreate,
} from '@godown/shared';

// The New API token form's values and the body they make (docs/domain.md#api-tokens).

/** What a token may do in an area: nothing, read, or write (which reads too). */
export type AreaChoice = 'none' | 'read' | 'write';

export interface ApiTokenValues {
  name: string;
  areas: Record<ApiTokenArea, AreaChoice>;
  expiresInDays: string;
}

/** The expiries offered, in days; the default first among them is the server's. */
export const EXPIRY_CHOICES = [
  30,
  API_TOKEN_LIMITS.expiryDaysDefault,
  180,
  API_TOKEN_LIMITS.expiryDaysMax,
] as const;

export const EMPTY_API_TOKEN: ApiTokenValues = {
  name: '',
  areas: Object.fromEntries(API_TOKEN_AREAS.map((area) => [area, 'none'])) as Record<
    ApiTokenArea,
    AreaChoice
  >,
  expiresInDays: String(API_TOKEN_LIMITS.expiryDaysDefault),
};

/** The scopes the choices name, in the areas' order: one per area that is read or write. */
export function scopesOf(areas: Record<ApiTokenArea, AreaChoice>): ApiTokenScope[] {
  return API_TOKEN_AREAS.flatMap((area) =>
    areas[area] === 'none' ? [] : [`${area}:${areas[area]}` as ApiTokenScope],
  );
}

/** The body of POST /users/me/tokens. */
export function apiTokenBody(values: ApiTokenValues): TApiTokenCreate {
  return {
    name: values.name.trim(),
    scopes: scopesOf(values.areas),
    expiresInDays: Number(values.expiresInDays),
  };
}
