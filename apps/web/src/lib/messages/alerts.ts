import type { TAlert } from '@godown/shared';
import { sayMessage } from '../localize';

// An alert's words in the language of the page. A system alert keeps its kind's message key and
// parameters (docs/domain.md#messages): its message is `alert.<kind>`, its description
// `alert.<kind>.description` and, where the catalogue has one, its item `alert.<kind>.item`. What a
// person wrote is shown as written; an alert raised before keys were kept says its English.

type AlertWords = Pick<
  TAlert,
  'messageKey' | 'messageParams' | 'message' | 'description' | 'affectedItem' | 'isSystem'
>;

function say(alert: AlertWords, suffix: string, written: string): string {
  if (!alert.messageKey) return written;
  return sayMessage({
    reason: `${alert.messageKey}${suffix}`,
    params: alert.messageParams ?? {},
    message: written,
  });
}

/** The alert's message. */
export function alertMessageText(alert: AlertWords): string {
  return say(alert, '', alert.message);
}

/** The alert's description, or null when it has none. */
export function alertDescriptionText(alert: AlertWords): string | null {
  return alert.description === null ? null : say(alert, '.description', alert.description);
}

/** What the alert is about, by name (the product, transport, user, batch), or null. */
export function alertItemText(alert: AlertWords): string | null {
  return alert.affectedItem === null ? null : say(alert, '.item', alert.affectedItem);
}
