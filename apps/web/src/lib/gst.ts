import {
  formatNumber,
  GST_RATES,
  GST_UNIT_CODE_LIST,
  GST_UNIT_CODES,
  type GstUnitCode,
} from '@godown/shared';
import { isHindi } from './i18n';

// The words of GST's fixed lists, as the product form, a product's rates and the settings show them:
// a rate ("18%") and a unit quantity code ("KGS — Kilograms", in Hindi "KGS — किलोग्राम"). The
// codes stay as GST writes them in both languages: invoices and returns print them so.

/** A rate or a cess as a percentage, to two decimals at most: "18%", "0.25%", "12.5%". */
export function percentText(rate: number): string {
  return `${formatNumber(rate, 2)}%`;
}

/** The GST rates as a Select's choices: the rate as its value ("18"), "18%" as its label. */
export function gstRateOptions(): { value: string; label: string }[] {
  return GST_RATES.map((rate) => ({ value: String(rate), label: percentText(rate) }));
}

/** The names of GST's unit codes in Hindi. */
const UQC_NAMES_HI: Readonly<Record<GstUnitCode, string>> = {
  BAG: 'बैग',
  BAL: 'गट्ठर (बेल)',
  BDL: 'बंडल',
  BKL: 'बकल',
  BOU: 'अरब इकाइयाँ',
  BOX: 'डिब्बा',
  BTL: 'बोतल',
  BUN: 'गुच्छे',
  CAN: 'कैन',
  CBM: 'घन मीटर',
  CCM: 'घन सेंटीमीटर',
  CMS: 'सेंटीमीटर',
  CTN: 'कार्टन',
  DOZ: 'दर्जन',
  DRM: 'ड्रम',
  GGK: 'ग्रेट ग्रोस',
  GMS: 'ग्राम',
  GRS: 'ग्रोस',
  GYD: 'ग्रोस गज़',
  KGS: 'किलोग्राम',
  KLR: 'किलोलीटर',
  KME: 'किलोमीटर',
  LTR: 'लीटर',
  MLT: 'मिलीलीटर',
  MTR: 'मीटर',
  MTS: 'मीट्रिक टन',
  NOS: 'संख्या',
  OTH: 'अन्य',
  PAC: 'पैक',
  PCS: 'नग',
  PRS: 'जोड़े',
  QTL: 'क्विंटल',
  ROL: 'रोल',
  SET: 'सेट',
  SQF: 'वर्ग फ़ुट',
  SQM: 'वर्ग मीटर',
  SQY: 'वर्ग गज़',
  TBS: 'टैबलेट',
  TGM: 'दस ग्रोस',
  THD: 'हज़ार',
  TON: 'टन',
  TUB: 'ट्यूब',
  UGS: 'अमेरिकी गैलन',
  UNT: 'इकाइयाँ',
  YDS: 'गज़',
};

/** Whether a text is one of GST's unit codes. */
export function isUnitCode(code: string): code is GstUnitCode {
  return Object.hasOwn(GST_UNIT_CODES, code);
}

/** A unit code with its name in the page's language: "KGS — Kilograms"; an unknown code as it is. */
export function uqcLabel(code: string): string {
  if (!isUnitCode(code)) return code;
  return `${code} — ${isHindi() ? UQC_NAMES_HI[code] : GST_UNIT_CODES[code]}`;
}

/** The unit codes as a Select's choices, by code (typing "kg" finds KGS, "kilo" finds it too). */
export function uqcOptions(): { value: string; label: string }[] {
  return GST_UNIT_CODE_LIST.map((code) => ({ value: code, label: uqcLabel(code) }));
}
