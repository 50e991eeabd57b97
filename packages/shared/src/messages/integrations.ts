import { defineMessages } from './core.js';

/** The messages of API tokens (docs/domain.md#api-tokens). */
export const INTEGRATION_TEXTS = defineMessages({
  'apiToken.nameRequired': { en: 'Give the token a name: what will use it' },
  'apiToken.scopesRequired': { en: 'Choose at least one scope: what the token may read or change' },
  'apiToken.scopeUnknown': {
    en: 'A scope is an area (stock, purchasing, sales, logistics, billing, reports) and read or write',
  },
  'apiToken.scopeTwice': { en: 'A scope is named twice' },
  'apiToken.expiryRange': {
    en: 'A token lasts from 1 to {max} days',
    params: { max: 'count' },
  },
  'apiToken.tooMany': {
    en: 'You hold {max} live tokens, the most one may: revoke one you no longer use first',
    params: { max: 'count' },
  },
  'apiToken.invalid': { en: 'This API token is unknown, revoked or expired' },
  'apiToken.expired': { en: 'This API token expired on {date}: make a new one', params: { date: 'date' } },
  'apiToken.revoked': { en: 'This API token was revoked' },
  'apiToken.notForThis': {
    en: 'An API token cannot do this: sign in as a person for your account, its tokens, the audit log, wages and live updates',
  },
  'apiToken.scopeMissing': {
    en: 'This API token may not {access} {area}: it needs the scope {scope}',
    params: { access: 'label:apiTokenAccess', area: 'label:apiTokenArea', scope: 'text' },
  },
  'apiToken.tooFast': {
    en: 'This API token made more than {max} calls in a minute: wait, then call again',
    params: { max: 'count' },
  },
  'notFound.apiToken': { en: 'API token not found' },
});
