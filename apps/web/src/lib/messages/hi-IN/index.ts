import type { MessageKey } from '@godown/shared';
import { ALERTS } from './alerts';
import { BILLING } from './billing';
import { DATA } from './data';
import { FIELD_NAMES_HI, FIELDS } from './fields';
import { FULFILMENT } from './fulfilment';
import { GENERAL } from './general';
import { GST } from './gst';
import { INVOICES } from './invoices';
import { INTEGRATIONS } from './integrations';
import { LABELS_HI } from './labels';
import { PEOPLE } from './people';
import { PRODUCTS } from './products';
import { PURCHASING } from './purchasing';
import { SELLING } from './selling';
import { STOCK } from './stock';
import { TRANSPORTS } from './transports';

/** Every message of @godown/shared in Hindi, by key (the same placeholders as the English). */
export const HINDI_MESSAGES: Readonly<Record<MessageKey, string>> = {
  ...GENERAL,
  ...FIELDS,
  ...ALERTS,
  ...PEOPLE,
  ...PRODUCTS,
  ...STOCK,
  ...TRANSPORTS,
  ...PURCHASING,
  ...SELLING,
  ...FULFILMENT,
  ...BILLING,
  ...INTEGRATIONS,
  ...INVOICES,
  ...GST,
  ...DATA,
};

export { FIELD_NAMES_HI, LABELS_HI };
