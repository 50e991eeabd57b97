import type { ALERT_TEXTS } from '@godown/shared';

export const ALERTS: Readonly<Record<keyof typeof ALERT_TEXTS, string>> = {
  'alert.outOfStock': '{product} का स्टॉक ख़त्म हो गया है',
  'alert.outOfStock.description': '{item} की कोई यूनिट नहीं बची। यह अलर्ट हल करने के लिए इसे फिर से स्टॉक करें।',
  'alert.lowStock': '{product} का स्टॉक कम है: {quantity} बचे हैं',
  'alert.lowStock.description':
    '{item} की {quantity} यूनिट हैं, जो इसकी सीमा {threshold} के बराबर या उससे कम है। यह अलर्ट हल करने के लिए इसे फिर से स्टॉक करें।',
  'alert.productExpired': '{product} {date} को समाप्त हो गया',
  'alert.productExpired.description':
    '{item} की {quantity} यूनिट की समाप्ति तिथि निकल चुकी है। यह अलर्ट हल करने के लिए उन्हें स्टॉक से हटाएँ या तिथि सुधारें।',
  'alert.batchExpired': '{product} का बैच {batch} {date} को समाप्त हो गया',
  'alert.batchExpired.description':
    'बैच {batch} की {quantity} यूनिट की समाप्ति तिथि निकल चुकी है। यह अलर्ट हल करने के लिए उन्हें स्टॉक से हटाएँ (या सप्लायर को लौटाएँ)।',
  'alert.batchExpired.item': '{item}, बैच {batch}',
  'alert.batchExpiring': '{product} का बैच {batch} {date} को समाप्त होगा',
  'alert.batchExpiring.description':
    'बैच {batch} की {quantity} यूनिट {days} दिनों में समाप्त होंगी। यह अलर्ट हल करने के लिए पहले इन्हें इस्तेमाल या डिस्पैच करें।',
  'alert.batchExpiring.item': '{item}, बैच {batch}',
  'alert.invoiceOverdue': 'बिल {number} अतिदेय है: यह {due} को देय था',
  'alert.invoiceOverdue.description':
    'किस पर कितना बकाया है यह देखने के लिए बिल खोलें, और भुगतान दर्ज करें या उसका पीछा करें। बिल चुकता होते ही यह अलर्ट अपने आप हल हो जाता है।',
  'alert.overwork': '{name} ने इस महीने {hours} घंटे काम किया है',
  'alert.overwork.description':
    'यह महीने की {limit} घंटे की सीमा से अधिक है। यह अलर्ट हल करने के लिए घंटे कम करें या उनके आराम की योजना बनाएँ।',
  'alert.missedEta': 'ट्रांसपोर्ट {packageId} अपने ETA से चूक गया',
  'alert.missedEta.description':
    'इसे {eta} IST तक पहुँचना था और यह अब भी {status} है। यह अलर्ट हल करने के लिए इसका ETA बदलें या इसे डिलीवर करें।',
  'alert.missedEta.item': 'ट्रांसपोर्ट {packageId}',
  'alert.ewayBillExpiring': 'ट्रांसपोर्ट {packageId} का ई-वे बिल {number} जल्द ख़त्म होगा',
  'alert.ewayBillExpiring.description':
    'यह {validUntil} IST तक वैध है और माल अभी रास्ते में है। पोर्टल पर इसकी वैधता बढ़ाएँ (ख़त्म होने से 8 घंटे पहले से) और नई वैधता वाहन अपडेट के साथ दर्ज करें।',
  'alert.ewayBillExpiring.item': 'ई-वे बिल {number}',
};
