import {
  ALERT_MESSAGES,
  ALERT_PRIORITY_LABELS,
  ALERT_TYPE_LABELS,
  BARCODE_MESSAGES,
  BATCH_MESSAGES,
  CHART_MESSAGES,
  CHART_OTHERS_LABEL,
  COUNT_MESSAGES,
  COUNT_SCOPE_LABELS,
  COUNT_STATUS_LABELS,
  DELIVERY_MESSAGES,
  EXPORT_KIND_LABELS,
  EXPORT_MESSAGES,
  FILE_FORMAT_LABELS,
  IMPORT_COLUMNS,
  IMPORT_KIND_LABELS,
  INVENTORY_MESSAGES,
  LABEL_MESSAGES,
  MOVEMENT_BUCKET_LABELS,
  MOVEMENT_SCOPE_NOTES,
  NOT_IN_INVENTORY_LABEL,
  PRODUCT_MESSAGES,
  PURCHASE_ORDER_MESSAGES,
  PURCHASE_ORDER_STATUS_LABELS,
  REPORT_DESCRIPTIONS,
  REPORT_MESSAGES,
  REPORT_TITLES,
  ROLE_LABELS,
  STOCK_MOVEMENT_LABELS,
  STOCK_MOVEMENT_SCOPE_LABELS,
  STORAGE_MESSAGES,
  TRANSPORT_MESSAGES,
  TRANSPORT_MODE_LABELS,
  TRANSPORT_STATUS_LABELS,
  UNCATEGORISED_LABEL,
  USER_ADMIN_MESSAGES,
  USER_MESSAGES,
  WAGE_MESSAGES,
} from '@godown/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale, type Locale } from '../paraglide/runtime.js';
import { alertPriorityLabel, alertTypeLabel, countScopeLabel, countStatusLabel, exportKindLabel, fileFormatLabel, importKindLabel, movementBucketLabel, notInInventoryLabel, othersLabel, purchaseOrderStatusLabel, reportTitle, roleLabel, stockMovementLabel, stockMovementScopeLabel, transportModeLabel, transportStatusLabel, uncategorisedLabel } from './labels';
import { localizeText } from './localize';
import { loadServerTexts } from './localize';
import { fixedTextEntries, translateText } from './server-texts';

const DEVANAGARI = /[\u0900-\u097F]/;
const originalGetLocale = getLocale;

function speak(locale: Locale): void {
  overwriteGetLocale(() => locale);
}

afterEach(() => overwriteGetLocale(originalGetLocale));

/** Each shared map with the label function that stands for it. */
const LABEL_TABLES: ReadonlyArray<
  readonly [string, Readonly<Record<string, string>>, (value: never) => string]
> = [
  ['ROLE_LABELS', ROLE_LABELS, roleLabel],
  ['TRANSPORT_STATUS_LABELS', TRANSPORT_STATUS_LABELS, transportStatusLabel],
  ['TRANSPORT_MODE_LABELS', TRANSPORT_MODE_LABELS, transportModeLabel],
  ['ALERT_PRIORITY_LABELS', ALERT_PRIORITY_LABELS, alertPriorityLabel],
  ['ALERT_TYPE_LABELS', ALERT_TYPE_LABELS, alertTypeLabel],
  ['PURCHASE_ORDER_STATUS_LABELS', PURCHASE_ORDER_STATUS_LABELS, purchaseOrderStatusLabel],
  ['COUNT_STATUS_LABELS', COUNT_STATUS_LABELS, countStatusLabel],
  ['COUNT_SCOPE_LABELS', COUNT_SCOPE_LABELS, countScopeLabel],
  ['STOCK_MOVEMENT_LABELS', STOCK_MOVEMENT_LABELS, stockMovementLabel],
  ['STOCK_MOVEMENT_SCOPE_LABELS', STOCK_MOVEMENT_SCOPE_LABELS, stockMovementScopeLabel],
  ['IMPORT_KIND_LABELS', IMPORT_KIND_LABELS, importKindLabel],
  ['EXPORT_KIND_LABELS', EXPORT_KIND_LABELS, exportKindLabel],
  ['FILE_FORMAT_LABELS', FILE_FORMAT_LABELS, fileFormatLabel],
  ['MOVEMENT_BUCKET_LABELS', MOVEMENT_BUCKET_LABELS, movementBucketLabel],
  ['REPORT_TITLES', REPORT_TITLES, reportTitle],
];

const SINGLE_LABELS: ReadonlyArray<readonly [string, () => string]> = [
  [CHART_OTHERS_LABEL, othersLabel],
  [NOT_IN_INVENTORY_LABEL, notInInventoryLabel],
  [UNCATEGORISED_LABEL, uncategorisedLabel],
];

/** Every text of the shared `*_MESSAGES` objects, the message functions called with sample values. */
const SHARED_MESSAGES: readonly string[] = [
  ALERT_MESSAGES,
  BATCH_MESSAGES,
  CHART_MESSAGES,
  DELIVERY_MESSAGES,
  EXPORT_MESSAGES,
  INVENTORY_MESSAGES,
  LABEL_MESSAGES,
  PRODUCT_MESSAGES,
  PURCHASE_ORDER_MESSAGES,
  REPORT_MESSAGES,
  STORAGE_MESSAGES,
  TRANSPORT_MESSAGES,
  USER_ADMIN_MESSAGES,
  USER_MESSAGES,
  { shape: BARCODE_MESSAGES.gtinShape, checkDigit: BARCODE_MESSAGES.gtinCheckDigit(7) },
  {
    categoryRequired: COUNT_MESSAGES.categoryRequired,
    storageUnitRequired: COUNT_MESSAGES.storageUnitRequired,
    quantityZero: COUNT_MESSAGES.quantityZero,
    belowZero: COUNT_MESSAGES.belowZero,
    alreadyOpen: COUNT_MESSAGES.alreadyOpen('CNT-0004'),
    another: COUNT_MESSAGES.alreadyOpen('another count'),
    notOpen: COUNT_MESSAGES.notOpen('CNT-0003', COUNT_STATUS_LABELS.posted.toLowerCase()),
    recount: COUNT_MESSAGES.recount('Basmati Rice 5kg'),
  },
  {
    userRequired: WAGE_MESSAGES.userRequired,
    month: WAGE_MESSAGES.month,
    noChanges: WAGE_MESSAGES.noChanges,
    inactive: `Ravi Kumar ${WAGE_MESSAGES.inactive}`,
    noRecord: `${WAGE_MESSAGES.noRecord} March 2025: give its hours and wage per hour`,
  },
].flatMap((messages) => Object.values(messages).filter((text): text is string => typeof text === 'string'));

/** Other fixed texts of @godown/shared the screens show: the import's columns, the reports' words. */
const SHARED_TEXTS: readonly string[] = [
  ...Object.values(IMPORT_COLUMNS).flatMap((columns) =>
    columns.flatMap((column) => (column.hint === undefined ? [column.header] : [column.header, column.hint])),
  ),
  ...Object.values(REPORT_DESCRIPTIONS),
  ...Object.values(MOVEMENT_SCOPE_NOTES),
];

/** True when the English says something in words (not only codes such as SKU). */
const hasWords = (text: string): boolean => /[a-z]{3,}/.test(text);

/** Texts the server and the shared schemas build with names and numbers inside, as they write them. */
const DYNAMIC_TEXTS: readonly string[] = [
  'Message must be at most 500 characters',
  'Product name must not contain NUL characters',
  'Price must be a number',
  'Weight must be 0 or more',
  'Price must be at most 1,00,00,000',
  'Copies must be at most 100',
  'Reorder quantity must be at least 1',
  'Shelf life must be a whole number',
  'Longitude must be between -180 and 180',
  'Minimum temperature must be between -50 and 100 °C',
  'Resolved must be true or false',
  'Role must be one of admin, staff, supplier, driver',
  'Sort must be one of: name, sku',
  'SKU cannot be blank',
  'Hours may have at most 2 decimals',
  'Products must be ids',
  'At most 1000 storage units at once',
  'Each id must be a product id',
  'Ids must be a list of alert ids',
  'Choose at least one product',
  'At most 500 products at a time',
  'Ids must be product ids separated by commas',
  'Price (₹) must be a number',
  'Mfg date is not a date: write it as DD-MM-YYYY',
  'Expiry date is not a date: 31-02-2025',
  'Batch is longer than 100 characters',
  'Product name is required',
  'Expired 1 day ago',
  'Expired 3 days ago',
  '1 day left',
  '12 days left',
  'The ETA needs 1,200 km by land in 2 h 30 min (480 km/h; at most about 100 km/h is possible)',
  'quantity: Quantity must be at least 1',
  'Alert 3f2b0c4e-1d2a-4b5c-9e8f-0a1b2c3d4e5f not found',
  'Product 3f2b0c4e-1d2a-4b5c-9e8f-0a1b2c3d4e5f not found',
  'Batch "B-12" of "Basmati Rice 5kg" not found',
  '"Basmati Rice 5kg" in this inventory not found',
  'That batch of "Basmati Rice 5kg" in this inventory not found',
  'Route GET /api/v1/nothing not found',
  'At most 5 live-update streams per user: close a tab and try again',
  'The file is larger than 10 MB: split it into smaller files',
  'Nothing was imported: 1 row has problems. Fix them, or import with "Skip bad rows".',
  'Nothing was imported: 1,500 rows have problems (the first 1,000 are listed). Fix them, or import with "Skip bad rows".',
  'The file has more than 50,000 rows: split it into smaller files',
  'The file has more than 200 columns',
  'Unknown field "data": send "file" and, optionally, "mapping"',
  '"colour" is not a column of this import',
  'The file has no column "Price"',
  'Column "SKU" is mapped twice',
  'No column of the file is mapped to "SKU", which is required',
  'Repeats row 4 of the file (the same SKU, inventory and batch)',
  'The CSV file could not be read near row 7: Invalid Closing Quote',
  '2 inventories are named "Main": rename one so the name says which',
  'No inventory is named "Pune Hub"',
  'No user signs in with "ravi@example.com"',
  'Repeats the barcode of row 3',
  'Product "RICE-5" already has barcode 8901234567890',
  'Product another product already has barcode 8901234567890',
  '"Basmati Rice 5kg" is held by batch here: give the batch whose units are fewer, or remove the units on the inventory\'s page',
  'No product has SKU "RICE-9"',
  'Ravi Kumar already has an account with this email or phone: change it on the Users screen',
  'Total capacity cannot be 100 kg: 250 kg are already occupied',
  'Total volume cannot be 2 m³: more is already occupied',
  'Cannot set the quantity to 5: 10 units are placed in inventories. Remove them from the inventories first.',
  'Cannot set the quantity of "Basmati Rice 5kg" to 5: 10 units are placed in inventories and 4 units are in transit between inventories. Remove them from the inventories first.',
  'Cannot set the quantity of "Basmati Rice 5kg" to 0: 4 units are in transit between inventories. Wait for the delivery first.',
  'This count would have 25,000 lines, more than 20,000: count a category or a storage unit at a time',
  '"Basmati Rice 5kg" is not in the category "Grains" this count covers: count it in a count of its own',
  `${COUNT_MESSAGES.recount('Basmati Rice 5kg')} (A line cannot be counted below 0)`,
  'Total capacity cannot be 100 kg: 250 kg are already occupied in "Main Warehouse"',
  'Total volume cannot be 2 m³: 3.5 m³ are already occupied in "Main Warehouse"',
  'This inventory is the source or destination of open transports ("PKG-1", "PKG-2", "PKG-3", …). Deliver or cancel them first.',
  'Cannot place 10 units of "Basmati Rice 5kg": only 4 of its 20 units are not already placed in an inventory',
  'Cannot place 10 units of "Basmati Rice 5kg": only 4 of its 20 units are not already placed in an inventory (6 are in transit)',
  'Cannot remove 10 units of "Basmati Rice 5kg": only 4 are in this inventory',
  'Not enough room in "Main Warehouse" for 9 units of "Basmati Rice 5kg": they need 45 kg and 0.2 m³, but only 10 kg and 0.1 m³ are free',
  'Not enough room in "Main Warehouse" for 12 units of 3 products: they need 45 kg and 0.2 m³, but only 10 kg and 0.1 m³ are free',
  '"Rack A1" holds 3 units of its inventory: move them out before moving it to another inventory',
  '"Main Warehouse" holds 1 unit of "Basmati Rice 5kg", not the 5 needed',
  '"Rack A1" holds 2 units of "Basmati Rice 5kg" (batch B-12), not the 5 needed',
  'Only 2 units of "Basmati Rice 5kg" (batch B-12) are in this inventory outside its storage units, not the 5 to put away',
  'This inventory holds 1 unit of "Basmati Rice 5kg" without a batch, not the 5 needed',
  'This inventory holds 3 units of batch "B-12", not the 5 chosen',
  'This inventory holds 0 units of the chosen batch, not the 5 chosen',
  'Batch "B-12" of "Basmati Rice 5kg" expired on 2025-01-31; Batch "B-13" of "Toor Dal" expired on 2025-02-01: expired units are not dispatched. An admin may dispatch them with a reason.',
  'Batch "B-12" of this product already exists with manufacturing date 2025-01-01 and expiry date not set: use those dates or another code',
  'This would take the quantity of "Basmati Rice 5kg" past 1,00,00,000',
  'Receiving 10 units of "Basmati Rice 5kg" would take its quantity past 1,00,00,000',
  'A product with SKU "RICE-5" already exists',
  'Expiry date of "Basmati Rice 5kg" follows its batches (it shows the earliest-expiring batch in stock): receive or place units with a batch instead',
  'The new weight or size of "Basmati Rice 5kg" does not fit in inventory "Main Warehouse": its capacity would be exceeded',
  '"Basmati Rice 5kg" is placed in 1 inventory (1 unit). Remove it from them first.',
  '"Basmati Rice 5kg" is placed in 2 inventories (30 units). Remove it from them first.',
  '"Basmati Rice 5kg" is on a transport or order and cannot be deleted',
  'Ravi Kumar is not a supplier: only users with the supplier role receive purchase orders',
  'Ravi Kumar is not active',
  'Purchase order PO-0012 has no changed quantities to answer',
  'Purchase order PO-0012 becomes partially received when its goods are received: use Receive',
  'Purchase order PO-0012 is draft: it cannot become confirmed',
  'The lines of purchase order PO-0012 cannot change once it is sent',
  'The destination of purchase order PO-0012 cannot change once its goods are on the way',
  'Purchase order PO-0012 is draft: only a sent order can be confirmed',
  'Purchase order PO-0012 is sent: confirm it before shipping',
  'Purchase order PO-0012 waits for the buyer to answer the changed quantities',
  'Purchase order PO-0012 has no destination inventory: ask the buyer to set one',
  'Purchase order PO-0012 is already on the way as transport "PO-0012-S1"',
  'Purchase order PO-0012 is cancelled: no goods can be received on it',
  "Accept or refuse the supplier's changed quantities on PO-0012 before receiving",
  'Purchase order PO-0012 has no destination inventory: set one first',
  'Cannot receive 10 units of "Basmati Rice 5kg" on PO-0012: 20 were ordered and 19 already received, so 1 is still to come',
  'Cannot receive 10 units of "Basmati Rice 5kg" on PO-0012: 20 were ordered and 15 already received, so 5 are still to come',
  'Nothing matches "8901234567890": no product, batch, inventory, storage unit or transport',
  'Transport PKG-1 is in_transit: only a pending transport is picked',
  '"Basmati Rice 5kg" is not on transport PKG-1',
  '3 of the 5 units of "Basmati Rice 5kg" are left to pick, not 4',
  '"Basmati Rice 5kg" is held by batch: scan the batch\'s code (its carton) to pick it',
  'Batch "B-12" of "Basmati Rice 5kg" expired on 2025-01-31: do not pick it',
  'The source holds 2 more units of batch "B-12" of "Basmati Rice 5kg", not 4',
  'Unexpected file "image": send one "photo" and at most one "signature"',
  'Unknown or repeated field "photo": send receiverName, note, latitude, longitude, photo and signature',
  'Ravi Kumar is not a driver: only users with the driver role can be assigned',
  'Ravi Kumar is not active and cannot be assigned',
  'Transport "PKG-1" is already delivered',
  'Transport "PKG-1" is delivered, a final status: it cannot become in transit',
  'Transport "PKG-1" cannot move from pending to delivered',
  'The product lines and inventories of transport "PKG-1" cannot change once it is dispatched',
  'A transport with package ID "PKG-1" already exists',
  'Transport "PO-0012-S1" brings purchase order PO-0012: receive it on the purchase order, which records its batches and marks the transport delivered',
  'Transport "PKG-1" is carrying units from an inventory: cancel it first to return them, then delete it',
  'Ravi Kumar is assigned to open transports (PKG-1, PKG-2). Reassign, deliver or cancel them first, or deactivate the account instead.',
  'Ravi Kumar is assigned to open transports (PKG-1, PKG-2, PKG-3, PKG-4, PKG-5 and more). Reassign, deliver or cancel them first, or deactivate the account instead.',
  'Wages cannot be recorded for April 2030: it has not begun',
  'Only admin or staff users can do this',
  'Only admin users can import opening stock',
  `${DELIVERY_MESSAGES.driverChangesOnly}: packageId cannot change`,
  'Send the request body as JSON, with content-type: application/json; text/plain is not accepted',
  'Count line not found',
];

describe('labels in English', () => {
  it('say exactly what the shared maps say', () => {
    speak('en-IN');
    for (const [name, labels, label] of LABEL_TABLES) {
      for (const [value, english] of Object.entries(labels))
        expect(label(value as never), `${name}.${value}`).toBe(english);
    }
    for (const [english, label] of SINGLE_LABELS) expect(label()).toBe(english);
  });

  it('give an unknown value back as it is', () => {
    speak('en-IN');
    expect(transportStatusLabel('lost' as never)).toBe('lost');
    expect(purchaseOrderStatusLabel('archived' as never)).toBe('archived');
  });

  it('leave every text unchanged, and the messages repeat the English texts exactly', () => {
    speak('en-IN');
    for (const text of [
      ...SHARED_MESSAGES,
      ...SHARED_TEXTS,
      ...DYNAMIC_TEXTS,
      'Some text nobody wrote a message for',
    ]) {
      expect(localizeText(text)).toBe(text);
      expect(translateText(text), text).toBe(text);
    }
    for (const [english, message] of fixedTextEntries()) expect(message(), english).toBe(english);
  });
});

describe('labels in Hindi', () => {
  // A Hindi page loads the server texts' tables before it renders (main.tsx).
  beforeAll(async () => {
    speak('hi-IN');
    await loadServerTexts();
  });

  it('give a Hindi text for every shared value', () => {
    speak('hi-IN');
    for (const [name, labels, label] of LABEL_TABLES) {
      for (const value of Object.keys(labels)) {
        const text = label(value as never);
        expect(text, `${name}.${value}`).not.toBe('');
        // CSV is written the same in both languages.
        if (name !== 'FILE_FORMAT_LABELS' || value !== 'csv')
          expect(text, `${name}.${value}`).toMatch(DEVANAGARI);
      }
    }
    for (const [, label] of SINGLE_LABELS) expect(label()).toMatch(DEVANAGARI);
  });

  it('translate every shared message and the fixed server texts', () => {
    speak('hi-IN');
    expect(localizeText(PRODUCT_MESSAGES.notNegative)).toBe('0 या उससे अधिक होना चाहिए');
    for (const text of [
      ...SHARED_MESSAGES,
      ...SHARED_TEXTS,
      ...fixedTextEntries().map(([english]) => english),
    ]) {
      if (hasWords(text)) expect(localizeText(text), text).toMatch(DEVANAGARI);
    }
  });

  it('translate the texts with names and numbers, keeping the names and numbers', () => {
    speak('hi-IN');
    expect(localizeText('Cannot remove 10 units of "Basmati Rice 5kg": only 4 are in this inventory')).toBe(
      '"Basmati Rice 5kg" की 10 यूनिट नहीं हटाई जा सकतीं: इस इन्वेंटरी में उपलब्ध केवल 4',
    );
    expect(
      localizeText(
        "2.5 a day went out over the last 30 days × 7 days' lead time + 40 safety stock − 30 on hand − 5 on order = 23",
      ),
    ).toBe('पिछले 30 दिनों में रोज़ 2.5 गए × 7 दिन का लीड टाइम + 40 सुरक्षा स्टॉक − 30 हाथ में − 5 ऑर्डर पर = 23');
    expect(localizeText('Order up to 50: 12 on hand, so 38 more')).toBe(
      '50 तक ऑर्डर करें: 12 हाथ में, इसलिए 38 और',
    );
    expect(localizeText('Purchase order PO-0012 is draft: it cannot become confirmed')).toBe(
      'खरीद ऑर्डर PO-0012 की स्थिति "ड्राफ़्ट" है: यह "पुष्ट" नहीं हो सकता',
    );
    expect(localizeText('quantity: Quantity must be at least 1')).toBe(
      'quantity: मात्रा कम से कम 1 होनी चाहिए',
    );
    for (const text of DYNAMIC_TEXTS) {
      const hindi = localizeText(text);
      expect(hindi, text).toMatch(DEVANAGARI);
      expect(hindi, text).not.toMatch(/\b(the|units?|must|cannot|is|are|of)\b/);
    }
  });

  it('give an unknown text back unchanged', () => {
    speak('hi-IN');
    expect(localizeText('Some text nobody wrote a message for')).toBe('Some text nobody wrote a message for');
    expect(localizeText('')).toBe('');
  });
});
