import type { LABEL_SETS } from '@godown/shared';

/**
 * The label sets only messages name (the screens have no words of their own for them), in Hindi;
 * the other sets are said with the screens' own labels (lib/labels.ts).
 */
export const LABELS_HI = {
  record: { product: 'उत्पाद', alert: 'अलर्ट', user: 'उपयोगकर्ता', inventory: 'इन्वेंटरी', transport: 'ट्रांसपोर्ट' },
  records: { product: 'उत्पाद', alert: 'अलर्ट', user: 'उपयोगकर्ता', inventory: 'इन्वेंटरी', transport: 'ट्रांसपोर्ट' },
} as const satisfies { [S in keyof typeof LABEL_SETS]?: Record<keyof (typeof LABEL_SETS)[S], string> };
