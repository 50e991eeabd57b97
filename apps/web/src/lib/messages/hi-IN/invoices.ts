import type { INVOICE_TEXTS } from '@godown/shared';

export const INVOICES: Readonly<Record<keyof typeof INVOICE_TEXTS, string>> = {
  'invoice.shipmentsRequired': 'बिल बनाने के लिए कम से कम एक शिपमेंट चुनें',
  'invoice.tooManyShipments': 'एक बिल में अधिकतम {max} शिपमेंट होते हैं',
  'invoice.duplicateShipment': 'एक शिपमेंट दो बार चुना गया है',
  'invoice.shipmentNotAnId': 'शिपमेंट एक शिपमेंट ID होना चाहिए',
  'invoice.reasonRequired': 'बिल रद्द करने का कारण बताएँ',
  'invoice.statusOneOf': 'स्थिति जारी या रद्द होनी चाहिए',
  'invoice.supplyOneOf': 'आपूर्ति राज्य के भीतर (CGST और SGST) या अंतर-राज्यीय (IGST) होनी चाहिए',
  'invoice.kindOneOf': 'प्रकार B2B (ग्राहक का GSTIN है) या B2C होना चाहिए',
  'invoice.customerNotAnId': 'ग्राहक एक ग्राहक ID होना चाहिए',
  'invoice.fromAfterTo': 'पहला दिन आख़िरी दिन के बाद आता है',
  'invoice.shipmentUnknown': 'किसी बिक्री ऑर्डर का कोई शिपमेंट {id} नहीं है',
  'invoice.shipmentNotLeft': 'शिपमेंट {packageId} गोदाम से नहीं निकला है ({status}): भेजे जाने के बाद इसका बिल बनाएँ',
  'invoice.shipmentInvoiced': 'शिपमेंट {packageId} पहले से बिल {number} पर है',
  'invoice.mixedCustomers': 'शिपमेंट अलग-अलग ग्राहकों के हैं ({first}, {second}): एक बिल में एक ही ग्राहक होता है',
  'invoice.mixedRegistrations':
    'शिपमेंट अलग-अलग GST पंजीकरणों के गोदामों से निकले हैं ({first}, {second}): हर एक का बिल अलग बनाएँ',
  'invoice.mixedPlaces':
    'शिपमेंट अलग-अलग राज्यों में जाते हैं ({first}, {second}): एक बिल में आपूर्ति का एक ही स्थान होता है',
  'invoice.noRegistration': 'गोदाम {inventory} किसी GST पंजीकरण के तहत बिल नहीं करता: पहले गोदाम पर एक पंजीकरण चुनें',
  'invoice.registrationInactive': 'पंजीकरण {gstin} निष्क्रिय है: यह कोई बिल जारी नहीं करता',
  'invoice.noTaxRate': '{product} की {date} को लागू कोई GST दर नहीं है: उसके पेज पर दर दें',
  'invoice.dateInFuture': 'बिल की तारीख़ आज ({today}) के बाद की नहीं हो सकती',
  'invoice.dateBeforeDispatch':
    'शिपमेंट {packageId} {dispatched} को निकला: बिल उससे पहले की तारीख़ का नहीं हो सकता',
  'invoice.dateBeforeLast': 'इस सीरीज़ का बिल {number} {last} का है: बाद की संख्या पर पहले की तारीख़ नहीं हो सकती',
  'invoice.dateBeforeGst': 'GST {date} को शुरू हुआ',
  'invoice.seriesFull': 'सीरीज़ {prefix} इस वित्त वर्ष में अपनी सभी {capacity} संख्याएँ दे चुकी है: सेटिंग्स में उसके अंक बढ़ाएँ',
  'invoice.nothingToBill': 'इन शिपमेंट में बिल करने को कुछ नहीं बचा है',
  'invoice.alreadyCancelled': 'बिल {number} पहले से रद्द है',
  'shipment.invoicedCannotCancel':
    'शिपमेंट {packageId} बिल {number} पर है: पहले बिल रद्द करें, या माल वापसी के रूप में लें',
};
