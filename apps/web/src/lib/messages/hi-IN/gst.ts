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
  'invoice.irnTooLateToCancel':
    'बिल {number} का IRN पोर्टल केवल {until} तक रद्द कर सकता था: इसके बदले क्रेडिट नोट जारी करें',
};
