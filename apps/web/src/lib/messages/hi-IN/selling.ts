import type { SELLING_TEXTS } from '@godown/shared';

export const SELLING: Readonly<Record<keyof typeof SELLING_TEXTS, string>> = {
  'gstin.length': 'GSTIN में 15 अक्षर होते हैं',
  'gstin.characters': 'GSTIN में केवल 0-9 अंक और A-Z अक्षर होते हैं',
  'gstin.stateCode': 'GSTIN किसी GST राज्य कोड (01 से 38, 97 या 99) से शुरू होता है',
  'gstin.checkCharacter': 'इस GSTIN का आख़िरी अक्षर बाक़ी से मेल नहीं खाता: किसी ग़लत टाइप हुए अक्षर को जाँचें',
  'customer.nameRequired': 'नाम आवश्यक है',
  'customer.stateOneOf': 'राज्य एक GST राज्य कोड होना चाहिए, जैसे महाराष्ट्र के लिए 27',
  'customer.stateRequired': 'बिना GSTIN वाले ग्राहक का राज्य चुनें (आपूर्ति का स्थान)',
  'customer.pinCodeSixDigits': 'PIN कोड छह अंकों का होता है और 0 से शुरू नहीं होता',
  'customer.phoneDigits': 'फ़ोन नंबर में {min} से {max} अंक होते हैं (स्पेस, डैश और शुरू में + चल सकते हैं)',
  'customer.activeTrueOrFalse': 'सक्रिय का मान true या false होना चाहिए',
  'customer.stateNotGstins': 'GSTIN {gstin} {state} में पंजीकृत है: ग्राहक का राज्य उसके GSTIN का ही होता है',
  'customer.gstinTaken': 'GSTIN {gstin} पहले से ग्राहक {name} का है',
  'pinCode.unknown': 'PIN कोड {pinCode} हमारी जानकारी में नहीं है',
};
