import { GST_STATE_CODES } from '@godown/shared';
import { appLocale } from '../../lib/i18n';
import { labelText } from '../../lib/messages/render';

/** A GST state's name in the language of the page (Maharashtra, महाराष्ट्र); its code when unknown. */
export function stateName(code: string): string {
  return labelText('gstState', code);
}

/**
 * The choices of a state picker and the state filter: every GST state by its name in the page's
 * language, in that language's order, with its code (typing 27 finds Maharashtra).
 */
export function stateOptions(): { value: string; label: string }[] {
  const collator = new Intl.Collator(appLocale());
  return GST_STATE_CODES.map((code) => ({ value: code, label: `${stateName(code)} (${code})` })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
