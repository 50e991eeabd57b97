import type { GST_TEXTS } from '@godown/shared';

export const GST: Readonly<Record<keyof typeof GST_TEXTS, string>> = {
  'einvoice.stateOneOf': 'स्थिति pending, registered, cancelPending या cancelled होनी चाहिए',
  'einvoice.documentsOneOf': 'दस्तावेज़ pending या all होने चाहिए',
  'einvoice.kindOneOf': 'दस्तावेज़ बिल, क्रेडिट नोट या डेबिट नोट होना चाहिए',
  'einvoice.documentNotAnId': 'दस्तावेज़ एक ID होना चाहिए',
  'einvoice.cancelReasonOneOf':
    'कारण पोर्टल का कोड होना चाहिए: 1 (दोहराव), 2 (डेटा भरने की ग़लती), 3 (ऑर्डर रद्द) या 4 (अन्य)',
  'einvoice.answerRequired': 'पोर्टल का जवाब चिपकाएँ, या उसकी फ़ाइल चुनें',
  'einvoice.answerTooLong': 'जवाब {max} अक्षरों से लंबा है: जवाब एक-एक फ़ाइल करके अपलोड करें',
  'einvoice.answerNotJson': 'जवाब JSON नहीं है: पोर्टल का जवाब जैसा आया वैसा चिपकाएँ, या उसकी फ़ाइल चुनें',
  'einvoice.answerUnrecognised':
    'जवाब में कोई पंजीकरण नहीं है: पोर्टल का जवाब AckNo, AckDt, Irn और SignedQRCode देता है',
  'einvoice.portalRefused': 'पोर्टल ने दस्तावेज़ पंजीकृत नहीं किया: {reason}',
  'einvoice.irnLength': 'IRN 64 हेक्साडेसिमल अक्षरों का होता है; जवाब "{irn}" देता है',
  'einvoice.ackNo': 'पावती संख्या "{ackNo}" एक संख्या नहीं है',
  'einvoice.ackDate': 'पावती का समय "{value}" तारीख़ और समय नहीं है',
  'einvoice.qrUnreadable': 'हस्ताक्षरित QR कोड पढ़ा नहीं जा सकता: यह पोर्टल का हस्ताक्षरित टोकन नहीं है',
  'einvoice.qrOtherIrn': 'हस्ताक्षरित QR कोड IRN {qrIrn} का है, जवाब के {irn} का नहीं',
  'einvoice.tooManyAnswers': 'जवाब {max} से अधिक दस्तावेज़ पंजीकृत करता है: इसे हिस्सों में अपलोड करें',
  'einvoice.answerTwice': 'जवाब में {number} दो बार है',
  'einvoice.unknownDocument': 'जवाब GSTIN {gstin} के {type} {number} का है, जो Godown ने जारी नहीं किया',
  'einvoice.otherDocument': 'जवाब {number} का है, {expected} का नहीं',
  'einvoice.totalDiffers': 'पोर्टल ने {number} को {answered} का पंजीकृत किया, पर उसका कुल {total} है',
  'einvoice.notB2b': '{number} बिना GSTIN वाले ख़रीदार का है: पोर्टल केवल पंजीकृत ख़रीदारों के दस्तावेज़ पंजीकृत करता है',
  'einvoice.notYet': '{number} की तारीख़ {date} है, ई-इनवॉइसिंग लागू होने ({from}) से पहले: इसे IRN नहीं चाहिए',
  'einvoice.off': 'ई-इनवॉइसिंग चालू नहीं है: एडमिन कंपनी सेटिंग्स में वह दिन चुनता है जिससे यह लागू होती है',
  'einvoice.documentCancelled': '{number} रद्द है: पोर्टल इसे पंजीकृत नहीं कर सकता',
  'einvoice.otherIrn': '{number} का पहले से IRN {irn} है: पहले उसे पोर्टल पर रद्द करें',
  'einvoice.irnOnOther': 'IRN {irn} पहले से {number} के लिए दर्ज है',
  'einvoice.irnUnknown': 'किसी दस्तावेज़ का IRN {irn} नहीं है',
  'einvoice.irnAlreadyCancelled': '{number} का IRN {at} को रद्द हो चुका है',
  'einvoice.cancelDate': 'रद्द करने का समय "{value}" तारीख़ और समय नहीं है',
  'einvoice.cancelBeforeAck': 'रद्द करना ({at}) {number} के पंजीकरण से पहले का है',
  'einvoice.cancelWindowPassed':
    'पोर्टल IRN को 24 घंटे के भीतर ही रद्द करता है: {number} का IRN {until} तक रद्द हो सकता था। इसके बदले क्रेडिट नोट जारी करें',
  'einvoice.noDocuments': 'इन दिनों का कोई दस्तावेज़ IRN की प्रतीक्षा में नहीं है',
  'einvoice.tooManyDocuments': 'इन दिनों में {count} दस्तावेज़ हैं; एक फ़ाइल में अधिकतम {max}: कम दिन चुनें',
  'einvoice.pinMissing': '{number}: {party} के पते में पिन कोड नहीं है, जो पोर्टल को चाहिए',
  'einvoice.hsnMissing': '{number}: {product} का HSN कोड नहीं है, जो पोर्टल को चाहिए',
  'gstr1.month': 'महीना 2026-11 की तरह लिखें',
  'gstr1.quarter': 'तिमाही वित्त वर्ष की हो, 26-27-Q3 की तरह लिखी (अक्टूबर से दिसंबर 2026)',
  'gstr1.monthOrQuarter': 'महीना या तिमाही दें, दोनों में से एक',
  'gstr1.format': 'फ़ॉर्मैट json या xlsx होना चाहिए',
  'gstr1.future': 'यह अवधि अभी शुरू नहीं हुई है',
  'invoice.irnTooLateToCancel':
    'बिल {number} का IRN पोर्टल केवल {until} तक रद्द कर सकता था: इसके बदले क्रेडिट नोट जारी करें',
  'ewaybill.distanceRange': 'दूरी 1 से {max} तक पूरे किलोमीटर में होनी चाहिए',
  'ewaybill.timeForm': 'समय तारीख़ और समय होना चाहिए, जैसा पोर्टल ने दिया',
  'ewaybill.dayForm': 'तारीख़ YYYY-MM-DD के रूप में होनी चाहिए',
  'ewaybill.answerRequired': 'बिल का नंबर और बनने का समय दें, या पोर्टल का उत्तर चिपकाएँ',
  'ewaybill.answerTooLong': 'उत्तर {max} अक्षरों से लंबा है: एक बिल का उत्तर चिपकाएँ',
  'ewaybill.numberForm': 'ई-वे बिल नंबर 12 अंकों का होता है',
  'ewaybill.reasonRequired': 'बताएँ कि माल ई-वे बिल के बिना क्यों जा रहा है',
  'ewaybill.cancelReasonOneOf':
    'कारण पोर्टल का होना चाहिए: duplicate, orderCancelled, dataEntryMistake या others',
  'ewaybill.placeRequired': 'वह जगह बताएँ जहाँ से माल आगे जाता है',
  'ewaybill.stateForm': 'राज्य GST राज्य कोड होना चाहिए, जैसे 27',
  'ewaybill.vehicleReasonOneOf': 'कारण पोर्टल का होना चाहिए: breakdown, transhipment, others या firstTime',
  'ewaybill.vehicleRequired': 'कम से कम एक वाहन बताएँ',
  'ewaybill.vehiclesTooMany': 'एक खेप को अधिकतम {max} वाहन ले जा सकते हैं',
  'ewaybill.thresholdRange': 'सीमा 0 से {max} तक रुपयों में होनी चाहिए, अधिकतम दो दशमलव के साथ',
  'ewaybill.answerNotJson': 'उत्तर JSON नहीं है: पोर्टल का उत्तर जैसा आया वैसा चिपकाएँ',
  'ewaybill.answerUnrecognised':
    'उत्तर में कोई ई-वे बिल नहीं है: पोर्टल का उत्तर ewayBillNo, ewayBillDate और validUpto देता है',
  'ewaybill.portalRefused': 'पोर्टल ने बिल नहीं बनाया: {reason}',
  'ewaybill.notConsignment':
    'ट्रांसपोर्ट {packageId} न ग्राहक को शिपमेंट है न गोदामों के बीच ट्रांसफ़र: इसका ई-वे बिल यहाँ नहीं बनता',
  'ewaybill.notInvoiced':
    'शिपमेंट {packageId} का अभी कोई टैक्स बिल नहीं है: पहले बिल जारी करें (पैक हुए शिपमेंट का बिल बन सकता है), ई-वे बिल उसी का हवाला देता है',
  'ewaybill.transferNotInvoiced':
    'ट्रांसफ़र {packageId} दो पंजीकरणों के बीच आपूर्ति है और इसका अभी कोई टैक्स बिल नहीं है: पहले बिल बनाएँ, ई-वे बिल उसी का हवाला देता है',
  'ewaybill.noRegistration': 'गोदाम {inventory} किसी GST पंजीकरण के अंतर्गत बिल नहीं करता: पहले सेटिंग्स में पंजीकरण दें',
  'ewaybill.pinMissing': 'ई-वे बिल को {place} का पिन कोड चाहिए: पहले उसके पते में जोड़ें',
  'ewaybill.hsnMissing': '{product} का कोई HSN कोड नहीं है: ई-वे बिल में हर वस्तु का HSN चाहिए',
  'ewaybill.challanNumberForm':
    'पैकेज ID {packageId} पोर्टल का चालान नंबर नहीं बन सकता (अधिकतम 16 अक्षर, अंक, / और -, जो 0, / या - से शुरू न हो)',
  'ewaybill.alreadyActive':
    'ट्रांसपोर्ट {packageId} पहले से ई-वे बिल {number} पर चल रहा है: पहले उसका रद्द होना दर्ज करें',
  'ewaybill.alreadyWaived': 'एक एडमिन ट्रांसपोर्ट {packageId} को पहले ही बिना ई-वे बिल के जाने दे चुका है',
  'ewaybill.numberTaken': 'ई-वे बिल {number} पहले से ट्रांसपोर्ट {packageId} के लिए दर्ज है',
  'ewaybill.keepsTransport': 'ट्रांसपोर्ट {packageId} ई-वे बिल {number} पर चला था: यह अपने बिल के साथ रखा जाता है',
  'ewaybill.generatedInFuture': 'बिल अभी के बाद का नहीं हो सकता',
  'ewaybill.updatedBeforeGenerated': 'बिल बनने से पहले वाहन नहीं बदल सकता',
  'ewaybill.validBeforeGenerated': 'बिल बनने से पहले उसकी वैधता ख़त्म नहीं हो सकती',
  'ewaybill.transportFinished': 'ट्रांसपोर्ट {packageId} {status} है: इसके ई-वे बिल अब नहीं बदलते',
  'ewaybill.notNeeded':
    'ट्रांसपोर्ट {packageId} का माल {value} का है, सीमा {threshold} से अधिक नहीं: इसे ई-वे बिल नहीं चाहिए',
  'ewaybill.required':
    'ट्रांसपोर्ट {packageId} का माल {value} का है, ई-वे बिल की सीमा {threshold} से अधिक: पहले इसका ई-वे बिल दर्ज करें, या कोई एडमिन दर्ज करे कि यह बिना बिल के क्यों जा रहा है',
  'ewaybill.notActive': 'ई-वे बिल {number} चालू नहीं है: यह रद्द हो चुका है',
  'ewaybill.tooLateToCancel':
    'पोर्टल ई-वे बिल {number} को केवल {until} तक रद्द कर सकता था: अब यह अपनी वैधता पर ख़त्म होगा',
  'ewaybill.vehicleOrDocument':
    'सड़क से हर वाहन का नंबर चाहिए, और रेल, हवाई या जहाज़ से परिवहन दस्तावेज़ और उसकी तारीख़',
  'ewaybill.vehicleQuantities': 'कई वाहन खेप बाँटते हैं: हर वाहन की इकाइयाँ दें, जिनका जोड़ {units} हो',
};
