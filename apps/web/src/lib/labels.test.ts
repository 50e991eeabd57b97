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
  englishOfRule,
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
  PURCHASE_ORDER_STATUS_LABELS,
  REPORT_DESCRIPTIONS,
  REPORT_MESSAGES,
  REPORT_TITLES,
  ROLE_LABELS,
  rule,
  SALES_ORDER_STATUS_LABELS,
  STOCK_MOVEMENT_LABELS,
  STOCK_MOVEMENT_SCOPE_LABELS,
  STORAGE_MESSAGES,
  TRANSPORT_MODE_LABELS,
  TRANSPORT_STATUS_LABELS,
  UNCATEGORISED_LABEL,
  USER_ADMIN_MESSAGES,
  USER_MESSAGES,
  WAGE_MESSAGES,
} from '@godown/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale, type Locale } from '../paraglide/runtime.js';
import {
  alertPriorityLabel,
  alertTypeLabel,
  countScopeLabel,
  countStatusLabel,
  exportKindLabel,
  fileFormatLabel,
  importKindLabel,
  movementBucketLabel,
  notInInventoryLabel,
  othersLabel,
  purchaseOrderStatusLabel,
  reportTitle,
  roleLabel,
  salesOrderStatusLabel,
  stockMovementLabel,
  stockMovementScopeLabel,
  transportModeLabel,
  transportStatusLabel,
  uncategorisedLabel,
} from './labels';
import { localizeText, sayMessage } from './localize';
import { loadServerTexts } from './localize';
import { labelText } from './messages/render';

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
  ['SALES_ORDER_STATUS_LABELS', SALES_ORDER_STATUS_LABELS, salesOrderStatusLabel],
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
  EXPORT_MESSAGES,
  INVENTORY_MESSAGES,
  LABEL_MESSAGES,
  PRODUCT_MESSAGES,
  REPORT_MESSAGES,
  STORAGE_MESSAGES,
  USER_ADMIN_MESSAGES,
  USER_MESSAGES,
  { shape: BARCODE_MESSAGES.gtinShape, checkDigit: BARCODE_MESSAGES.gtinCheckDigit(7) },
  {
    categoryRequired: COUNT_MESSAGES.categoryRequired,
    storageUnitRequired: COUNT_MESSAGES.storageUnitRequired,
    quantityZero: COUNT_MESSAGES.quantityZero,
    belowZero: COUNT_MESSAGES.belowZero,
    alreadyOpen: COUNT_MESSAGES.alreadyOpen('CNT-0004'),
    notOpen: COUNT_MESSAGES.notOpen('CNT-0003', 'posted'),
    recount: COUNT_MESSAGES.recount('Basmati Rice 5kg'),
  },
  {
    userRequired: WAGE_MESSAGES.userRequired,
    month: WAGE_MESSAGES.month,
    noChanges: WAGE_MESSAGES.noChanges,
  },
].flatMap((messages) => Object.values(messages).filter((text): text is string => typeof text === 'string'));

/** Other fixed texts of @godown/shared the screens show: the import's column hints, the reports' words. */
const SHARED_TEXTS: readonly string[] = [
  ...Object.values(IMPORT_COLUMNS).flatMap((columns) =>
    columns.flatMap((column) => (column.hint === undefined ? [] : [column.hint])),
  ),
  ...Object.values(REPORT_DESCRIPTIONS),
  ...Object.values(MOVEMENT_SCOPE_NOTES),
];

/** True when the English says something in words (not only codes such as SKU). */
const hasWords = (text: string): boolean => /[a-z]{3,}/.test(text);

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
    for (const text of [...SHARED_MESSAGES, ...SHARED_TEXTS, 'Some text nobody wrote a message for']) {
      // A rule's message (`rule('user.nameLength', …)`) is said by its key: its English text.
      expect(localizeText(text)).toBe(englishOfRule(text));
    }
    // An import's columns are named by their headers.
    for (const column of Object.values(IMPORT_COLUMNS).flat()) {
      expect(labelText('importColumn', column.key)).toBe(column.header);
    }
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
    for (const text of [...SHARED_MESSAGES, ...SHARED_TEXTS]) {
      if (hasWords(englishOfRule(text))) expect(localizeText(text), text).toMatch(DEVANAGARI);
    }
    for (const column of Object.values(IMPORT_COLUMNS).flat()) {
      if (hasWords(column.header))
        expect(labelText('importColumn', column.key), column.key).toMatch(DEVANAGARI);
    }
  });

  it('translate the texts with names and numbers, keeping the names and numbers', () => {
    speak('hi-IN');
    expect(
      localizeText(rule('inventory.cannotRemove', { quantity: 10, product: 'Basmati Rice 5kg', held: 4 })),
    ).toBe('"Basmati Rice 5kg" की 10 यूनिट नहीं हटाई जा सकतीं: इस इन्वेंटरी में उपलब्ध केवल 4');
    expect(
      localizeText(
        rule('reorder.fromOutflowOnOrder', {
          daily: 2.5,
          days: 30,
          lead: 7,
          safety: 40,
          onHand: 30,
          onOrder: 5,
          quantity: 23,
        }),
      ),
    ).toBe('पिछले 30 दिनों में रोज़ 2.5 गए × 7 दिन का लीड टाइम + 40 सुरक्षा स्टॉक − 30 हाथ में − 5 ऑर्डर पर = 23');
    expect(localizeText(rule('reorder.upTo', { upTo: 50, onHand: 12, quantity: 38 }))).toBe(
      '50 तक ऑर्डर करें: 12 हाथ में, इसलिए 38 और',
    );
    expect(
      localizeText(
        rule('purchaseOrder.cannotBecome', { number: 'PO-0012', status: 'draft', next: 'confirmed' }),
      ),
    ).toBe('खरीद ऑर्डर PO-0012 की स्थिति "ड्राफ़्ट" है: यह "पुष्ट" नहीं हो सकता');
    expect(
      sayMessage({
        reason: 'request.fieldProblem',
        params: { field: 'quantity', problem: [{ reason: 'stock.quantityMin' }] },
        message: 'quantity: Quantity must be at least 1',
      }),
    ).toBe('quantity: मात्रा कम से कम 1 होनी चाहिए');
  });

  it('name a month in Hindi', () => {
    speak('hi-IN');
    expect(
      sayMessage({
        reason: 'wage.monthNotBegun',
        params: { month: '2099-01' },
        message: 'Wages cannot be recorded for January 2099: it has not begun',
      }),
    ).toBe('जनवरी 2099 का वेतन दर्ज नहीं किया जा सकता: यह महीना अभी शुरू नहीं हुआ है');
  });

  it('give an unknown text back unchanged', () => {
    speak('hi-IN');
    expect(localizeText('Some text nobody wrote a message for')).toBe('Some text nobody wrote a message for');
    expect(localizeText('')).toBe('');
  });
});
