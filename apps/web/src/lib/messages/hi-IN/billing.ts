import type { BILLING_TEXTS } from '@godown/shared';

export const BILLING: Readonly<Record<keyof typeof BILLING_TEXTS, string>> = {
  'series.tooLong':
    'यह सीरीज़ {length} अक्षरों तक जाती है ({example}): GST अधिकतम {max} की अनुमति देता है। उपसर्ग छोटा करें, वर्ष हटाएँ या कम अंक रखें',
  'series.badStart':
    'दस्तावेज़ संख्या 0, / या - से शुरू नहीं हो सकती: सीरीज़ को ऐसा उपसर्ग दें जो किसी अक्षर या 1-9 से शुरू हो',
  'series.prefixCharacters': 'उपसर्ग में केवल अक्षर, अंक, / और - होते हैं',
  'series.prefixTooLong': 'उपसर्ग में अधिकतम {max} अक्षर हो सकते हैं',
  'series.withYearTrueOrFalse': 'वर्ष सहित का मान true या false होना चाहिए',
  'series.digitsRange': 'सीरीज़ की गिनती {digitsMin} से {digitsMax} अंकों में होती है',
  'company.pan': 'PAN में पाँच अक्षर, चार अंक और एक अक्षर होते हैं, जैसे ABCDE1234F',
  'company.bankNameRequired': 'बैंक का नाम आवश्यक है',
  'company.bankAccount': 'बैंक खाता संख्या 9 से 18 अंकों की होती है',
  'company.ifsc': 'IFSC में चार अक्षर, एक 0 और छह अक्षर या अंक होते हैं, जैसे HDFC0001234',
  'company.upiId': 'UPI ID में एक नाम, @ और प्रदाता होता है, जैसे shop@okhdfcbank',
  'company.panNotRegistrations':
    'GSTIN {gstin} पर PAN {gstinPan} है, {pan} नहीं: कंपनी के सभी पंजीकरण उसके अपने PAN पर होते हैं',
  'company.logoType': 'लोगो PNG या JPEG छवि होना चाहिए',
  'company.logoTooLarge': 'लोगो अधिकतम {max} KB का हो सकता है',
  'company.logoUnreadable': 'यह छवि पढ़ी नहीं जा सकी: इसे फिर से PNG या JPEG के रूप में सहेजकर अपलोड करें',
  'company.noLogo': 'कंपनी का कोई लोगो नहीं है',
  'registration.addressRequired': 'व्यापार के स्थान का पता आवश्यक है',
  'registration.gstinTaken': 'GSTIN {gstin} पहले से पंजीकरण {name} का है',
  'registration.hasInvoices':
    'पंजीकरण {name} ने {count} बिल जारी या प्राप्त किए हैं: यह उनके साथ रखा जाता है (इसके बजाय इसे निष्क्रिय करें)',
  'registration.hasInventories': 'पंजीकरण {name} से {count} गोदामों के बिल बनते हैं: पहले उन्हें कोई दूसरा पंजीकरण दें',
  'registration.unknown': 'इस ID का कोई GST पंजीकरण नहीं है',
  'registration.notAnId': 'GST पंजीकरण एक मान्य पंजीकरण ID होना चाहिए',
  'taxRate.rateOneOf': 'GST दर इनमें से एक प्रतिशत होती है: {rates}',
  'taxRate.cessRange': 'सेस 0 से {max} तक का प्रतिशत होता है, अधिकतम 2 दशमलव अंकों के साथ',
  'taxRate.dateRequired': 'वह तारीख दें जिससे दर लागू होगी (YYYY-MM-DD)',
  'taxRate.inForce': '{date} से लागू दर पहले से प्रभावी है: इसके बजाय किसी बाद की तारीख से नई दर जोड़ें',
  'taxRate.notFound': 'उत्पाद की {date} से कोई दर नहीं है',
  'taxRate.hsnPrefix': 'HSN कोड के 2 से 8 अंक दें',
  'taxRate.noProductsOfHsn': 'किसी उत्पाद का HSN कोड {prefix} से शुरू नहीं होता',
  'product.uqcOneOf': 'इकाई GST के इकाई कोडों में से एक होनी चाहिए, जैसे NOS, KGS, LTR या BOX',
};
