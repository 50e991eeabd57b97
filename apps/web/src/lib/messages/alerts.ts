import { isMessageKey, type TAlert } from '@godown/shared';
import { localizeText } from '../localize';
import { textOf } from './render';

// An alert's words in the language of the page. A system alert keeps its kind's message key and
// parameters (docs/domain.md#messages): its message is `alert.<kind>`, its description
// `alert.<kind>.description` and, where the catalogue has one, its item `alert.<kind>.item`. What a
// person wrote is shown as written. An alert raised before keys were kept says its English.

type AlertWords = Pick<
  TAlert,
  'messageKey' | 'messageParams' | 'message' | 'description' | 'affectedItem' | 'isSystem'
>;

function keyed(alert: AlertWords, suffix: string): string | undefined {
  const key = alert.messageKey ? `${alert.messageKey}${suffix}` : undefined;
  return isMessageKey(key) ? textOf({ reason: key, params: alert.messageParams ?? {} }) : undefined;
}

/** The alert's message. */
export function alertMessageText(alert: AlertWords): string {
  return keyed(alert, '') ?? (alert.isSystem ? localizeText(alert.message) : alert.message);
}

/** The alert's description, or null when it has none. */
export function alertDescriptionText(alert: AlertWords): string | null {
  if (alert.description === null) return null;
  return (
    keyed(alert, '.description') ?? (alert.isSystem ? localizeText(alert.description) : alert.description)
  );
}

/** What the alert is about, by name (the product, transport, user, batch), or null. */
export function alertItemText(alert: AlertWords): string | null {
  return keyed(alert, '.item') ?? alert.affectedItem;
}
