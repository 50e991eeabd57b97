import type { INTEGRATION_TEXTS } from '@godown/shared';

export const INTEGRATIONS: Readonly<Record<keyof typeof INTEGRATION_TEXTS, string>> = {
  'apiToken.nameRequired': 'टोकन को नाम दें: इसे क्या इस्तेमाल करेगा',
  'apiToken.scopesRequired': 'कम से कम एक स्कोप चुनें: टोकन क्या पढ़ या बदल सकता है',
  'apiToken.scopeUnknown': 'स्कोप एक क्षेत्र (स्टॉक, ख़रीद, बिक्री, परिवहन, बिलिंग, रिपोर्ट) और पढ़ना या बदलना होता है',
  'apiToken.scopeTwice': 'एक स्कोप दो बार लिखा है',
  'apiToken.expiryRange': 'टोकन 1 से {max} दिन तक चलता है',
  'apiToken.tooMany': 'आपके पास {max} चालू टोकन हैं, जो अधिकतम है: पहले जिसे अब इस्तेमाल नहीं करते उसे रद्द करें',
  'apiToken.invalid': 'यह API टोकन अज्ञात, रद्द या समाप्त है',
  'apiToken.expired': 'यह API टोकन {date} को समाप्त हो गया: नया बनाएँ',
  'apiToken.revoked': 'यह API टोकन रद्द कर दिया गया',
  'apiToken.notForThis':
    'API टोकन यह नहीं कर सकता: अपने खाते, उसके टोकन, ऑडिट लॉग, वेतन और लाइव अपडेट के लिए व्यक्ति के रूप में साइन इन करें',
  'apiToken.scopeMissing': 'यह API टोकन {area} {access} नहीं सकता: इसे स्कोप {scope} चाहिए',
  'apiToken.tooFast': 'इस API टोकन ने एक मिनट में {max} से अधिक कॉल कीं: रुकें, फिर कॉल करें',
  'notFound.apiToken': 'API टोकन नहीं मिला',
};
