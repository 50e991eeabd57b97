import type { FULFILMENT_TEXTS } from '@godown/shared';

export const FULFILMENT: Readonly<Record<keyof typeof FULFILMENT_TEXTS, string>> = {
  'shipment.vehicleNumberForm': 'वाहन नंबर में 6 से 11 अक्षर और अंक होते हैं, जैसे MH 12 AB 1234',
  'shipment.driverNotAnId': 'ड्राइवर एक मान्य उपयोगकर्ता ID होना चाहिए',
  'shipment.modeOneOf': 'परिवहन का तरीका land, air या ship में से एक होना चाहिए',
  'pick.allocationRequired': 'आवंटन पिक-लिस्ट की किसी लाइन का नंबर होना चाहिए',
  'pick.shortTrueOrFalse': 'कम का मान true या false होना चाहिए',
  'return.shipmentRequired': 'शिपमेंट इस ऑर्डर के किसी शिपमेंट की ID होनी चाहिए',
  'return.storageUnitNotAnId': 'क्वारंटीन रैक एक मान्य स्टोरेज यूनिट ID होनी चाहिए',
  'return.lineRequired': 'लाइन ऑर्डर की किसी लाइन का नंबर होनी चाहिए',
  'return.batchNotAnId': 'बैच एक मान्य बैच ID होना चाहिए',
  'return.reasonOneOf': 'कारण damaged, expired, wrongItem, excess या other में से एक होना चाहिए',
  'return.dispositionOneOf': 'हर लाइन quarantine, restock या writeOff में जाती है',
  'return.quarantineRack': 'क्वारंटीन में जाने वाली इकाइयों के लिए क्वारंटीन रैक चुनें',
  'return.releaseOneOf': 'इकाइयाँ क्वारंटीन से restock या writeOff में जाती हैं',
  'return.quarantinedTrueOrFalse': 'क्वारंटीन का मान true या false होना चाहिए',
  'return.salesOrderNotAnId': 'बिक्री ऑर्डर एक मान्य बिक्री ऑर्डर ID होना चाहिए',
  'salesOrder.dueOneOf': 'देय का मान today या late होना चाहिए',
  'salesOrder.backorderedTrueOrFalse': 'बैकऑर्डर का मान true या false होना चाहिए',
  'allocation.orderNotOpen':
    'बिक्री ऑर्डर {number} की स्थिति "{status}" है: केवल पुष्ट या आंशिक रूप से भेजे गए ऑर्डर का आवंटन, पिकिंग या शिपिंग होती है',
  'allocation.nothingToAllocate': 'बिक्री ऑर्डर {number} की रोकी गई हर इकाई आवंटित है: आवंटित करने को कुछ नहीं बचा',
  'allocation.expiredBatches':
    '{batches}: ऑर्डर के बाक़ी हिस्से के लिए केवल एक्सपायर्ड इकाइयाँ बची हैं। एडमिन कारण देकर उन्हें आवंटित कर सकते हैं।',
  'allocation.expiredAdminOnly': 'केवल एडमिन एक्सपायर्ड बैच आवंटित कर सकते हैं',
  'pick.unknownAllocation': 'बिक्री ऑर्डर {number} में पिक-लिस्ट लाइन {allocation} नहीं है',
  'pick.overAllocation': 'इस लाइन पर {product} की {left} उठानी बाक़ी हैं: {quantity} नहीं उठाई जा सकतीं',
  'pick.closed': '{product} की यह पिक-लिस्ट लाइन बंद है: इसकी इकाइयाँ उठाई जा चुकी हैं, कम बताई गईं या भेजी जा चुकी हैं',
  'shipment.nothingPicked':
    'बिक्री ऑर्डर {number} का कुछ भी उठाकर प्रतीक्षा में नहीं है: शिपमेंट पैक करने से पहले इकाइयाँ उठाएँ',
  'transport.shipmentOfOrder':
    'ट्रांसपोर्ट {packageId} बिक्री ऑर्डर {number} का शिपमेंट है: इसकी लाइनें और गोदाम ऑर्डर से आते हैं',
  'transport.shipmentKept':
    'ट्रांसपोर्ट {packageId} बिक्री ऑर्डर {number} की इकाइयाँ ले गया: यह ऑर्डर के साथ रखा जाता है',
  'return.unknownShipment': 'बिक्री ऑर्डर {number} का ऐसा कोई शिपमेंट नहीं है',
  'return.shipmentNotDelivered': 'शिपमेंट {packageId} डिलीवर नहीं हुआ है: इकाइयाँ केवल डिलीवर हुए शिपमेंट से वापस आती हैं',
  'return.unknownLine': 'बिक्री ऑर्डर {number} में लाइन {line} नहीं है',
  'return.overDelivered':
    '{product}: शिपमेंट {packageId} में {returnable} डिलीवर हुईं और अभी लौटी नहीं; {quantity} वापस नहीं आ सकतीं',
  'return.nothingQuarantined': 'वापसी {number} में क्वारंटीन में कुछ नहीं है',
  'salesOrder.packed': 'बिक्री ऑर्डर {number} शिपमेंट {packageId} में पैक है: पहले वह शिपमेंट रद्द करें',
  'notFound.salesReturn': 'वापसी नहीं मिली',
};
