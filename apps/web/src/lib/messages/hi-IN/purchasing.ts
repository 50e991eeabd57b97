import type { PURCHASING_TEXTS } from '@godown/shared';

export const PURCHASING: Readonly<Record<keyof typeof PURCHASING_TEXTS, string>> = {
  'purchaseOrder.supplierNotAnId': 'सप्लायर एक मान्य उपयोगकर्ता ID होना चाहिए',
  'purchaseOrder.destinationNotAnId': 'गंतव्य इन्वेंटरी एक मान्य इन्वेंटरी ID होनी चाहिए',
  'purchaseOrder.productRequired': 'उत्पाद आवश्यक है',
  'purchaseOrder.linesRequired': 'खरीद ऑर्डर में कम से कम एक लाइन होनी चाहिए',
  'purchaseOrder.tooManyLines': 'एक खरीद ऑर्डर में अधिकतम {max} लाइनें हो सकती हैं',
  'purchaseOrder.duplicateLine': 'एक उत्पाद केवल एक लाइन पर आ सकता है; उसकी पूरी मात्रा उसी लाइन पर डालें',
  'purchaseOrder.statusOneOf': 'स्थिति का मान इनमें से एक होना चाहिए: {statuses}',
  'purchaseOrder.newStatus': 'नया खरीद ऑर्डर ड्राफ़्ट या भेजा गया ही हो सकता है',
  'purchaseOrder.confirmedDateRequired': 'वह तारीख बताएँ जब सामान तैयार होगा',
  'purchaseOrder.quantityAtLeastOne': 'मात्रा कम से कम 1 होनी चाहिए',
  'purchaseOrder.quantityTooLarge': 'मात्रा बहुत ज़्यादा है',
  'purchaseOrder.acceptChangesTrueOrFalse': 'acceptChanges का मान true या false होना चाहिए',
  'purchaseOrder.receiveAtLeastOneLine': 'कम से कम एक लाइन प्राप्त करें',
  'purchaseOrder.tooManyReceiptLines': 'प्राप्ति की लाइनें बहुत ज़्यादा हैं',
  'purchaseOrder.receiptDuplicateLine': 'एक उत्पाद और बैच किसी प्राप्ति में केवल एक बार आ सकते हैं',
  'purchaseOrder.destinationNotFound': 'गंतव्य इन्वेंटरी नहीं मिली',
  'purchaseOrder.unknownProduct': 'अज्ञात उत्पाद',
  'purchaseOrder.lineUnknownProduct': 'एक लाइन में अज्ञात उत्पाद है',
  'purchaseOrder.notOnOrder': 'इस खरीद ऑर्डर में नहीं है',
  'purchaseOrder.lineNotOnOrder': 'एक लाइन में ऐसा उत्पाद है जो इस ऑर्डर में नहीं है',
  'purchaseOrder.receiptLineNotOnOrder': 'प्राप्ति की एक लाइन में ऐसा उत्पाद है जो इस ऑर्डर में नहीं है',
  'purchaseOrder.noChangesToAnswer': 'खरीद ऑर्डर {number} में जवाब देने के लिए कोई बदली हुई मात्रा नहीं है',
  'purchaseOrder.becomesOnReceipt':
    'खरीद ऑर्डर {number} सामान प्राप्त होने पर "{status}" होता है: "प्राप्त करें" का उपयोग करें',
  'purchaseOrder.cannotBecome': 'खरीद ऑर्डर {number} की स्थिति "{status}" है: यह "{next}" नहीं हो सकता',
  'purchaseOrder.linesLocked': 'खरीद ऑर्डर {number} की स्थिति "{status}" होने के बाद उसकी लाइनें नहीं बदल सकतीं',
  'purchaseOrder.destinationLocked': 'खरीद ऑर्डर {number} का सामान रास्ते में होने के बाद उसका गंतव्य नहीं बदल सकता',
  'purchaseOrder.onlySentConfirmed':
    'खरीद ऑर्डर {number} की स्थिति "{status}" है: केवल भेजे गए ऑर्डर की पुष्टि हो सकती है',
  'purchaseOrder.confirmBeforeShipping': 'खरीद ऑर्डर {number} की स्थिति "{status}" है: भेजने से पहले इसकी पुष्टि करें',
  'purchaseOrder.waitsForBuyer': 'खरीद ऑर्डर {number} बदली हुई मात्राओं पर खरीदार के जवाब का इंतज़ार कर रहा है',
  'purchaseOrder.noDestinationAskBuyer':
    'खरीद ऑर्डर {number} में कोई गंतव्य इन्वेंटरी नहीं है: खरीदार से इसे सेट करने को कहें',
  'purchaseOrder.alreadyOnTheWay': 'खरीद ऑर्डर {number} पहले से परिवहन "{packageId}" के रूप में रास्ते में है',
  'purchaseOrder.cannotReceiveStatus':
    'खरीद ऑर्डर {number} की स्थिति "{status}" है: इस पर कोई सामान प्राप्त नहीं किया जा सकता',
  'purchaseOrder.answerChangesFirst':
    'प्राप्त करने से पहले {number} पर सप्लायर की बदली हुई मात्राएँ स्वीकार या अस्वीकार करें',
  'purchaseOrder.noDestinationSetOne': 'खरीद ऑर्डर {number} में कोई गंतव्य इन्वेंटरी नहीं है: पहले इसे सेट करें',
  'purchaseOrder.receivePastOpen':
    '{number} पर "{product}" की {quantity} यूनिट प्राप्त नहीं की जा सकतीं: ऑर्डर: {ordered}, पहले से प्राप्त: {received}, इसलिए अभी {open} आनी बाकी हैं',
  'purchaseOrder.receivePastOpen.one':
    '{number} पर "{product}" की {quantity} यूनिट प्राप्त नहीं की जा सकतीं: ऑर्डर: {ordered}, पहले से प्राप्त: {received}, इसलिए अभी {open} आनी बाकी है',
  'supplier.missing': 'सप्लायर एक मौजूदा उपयोगकर्ता होना चाहिए',
  'supplier.notASupplier': '{name} सप्लायर नहीं है: खरीद ऑर्डर केवल सप्लायर भूमिका वाले उपयोगकर्ताओं को मिलते हैं',
  'supplier.inactive': '{name} सक्रिय नहीं है',
  'reorder.fixedQuantity': 'उत्पाद की पुनः ऑर्डर मात्रा {quantity} है',
  'reorder.upTo': '{upTo} तक ऑर्डर करें: {onHand} हाथ में, इसलिए {quantity} और',
  'reorder.upToOnOrder': '{upTo} तक ऑर्डर करें: {onHand} हाथ में और {onOrder} ऑर्डर पर, इसलिए {quantity} और',
  'reorder.fromOutflow':
    'पिछले {days} दिनों में रोज़ {daily} गए × {lead} दिन का लीड टाइम + {safety} सुरक्षा स्टॉक − {onHand} हाथ में = {quantity}',
  'reorder.fromOutflowOnOrder':
    'पिछले {days} दिनों में रोज़ {daily} गए × {lead} दिन का लीड टाइम + {safety} सुरक्षा स्टॉक − {onHand} हाथ में − {onOrder} ऑर्डर पर = {quantity}',
};
