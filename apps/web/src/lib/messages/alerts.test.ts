// A system alert is said from its kind's key and parameters in the language of the page, dates and
// numbers the language's way; a person's alert stays as written.
import type { TAlert } from '@godown/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../../paraglide/runtime.js';
import { alertDescriptionText, alertItemText, alertMessageText } from './alerts';
import { loadServerTexts } from '../localize';

const originalGetLocale = getLocale;
afterEach(() => overwriteGetLocale(originalGetLocale));

type Words = Pick<
  TAlert,
  'messageKey' | 'messageParams' | 'message' | 'description' | 'affectedItem' | 'isSystem'
>;

const strip: Words = {
  messageKey: 'alert.batchExpiring',
  messageParams: {
    batch: 'PCM-2411A',
    product: 'Paracetamol 500mg (Strip of 10)',
    item: 'Paracetamol 500mg (Strip of 10) (PCM-500)',
    date: '2026-12-05',
    quantity: 1200,
    days: 30,
  },
  message: 'Batch PCM-2411A of Paracetamol 500mg (Strip of 10) expires on 05 Dec 2026',
  description:
    '1200 units of batch PCM-2411A expire within 30 days. Use or dispatch them first to resolve this alert.',
  affectedItem: 'Paracetamol 500mg (Strip of 10) (PCM-500), batch PCM-2411A',
  isSystem: true,
};

describe('an alert in the language of the page', () => {
  beforeAll(loadServerTexts);

  it('says a batch alert in English from its key', () => {
    // Dates as the screens write them (5 Dec 2026); the stored English keeps the server's 05.
    expect(alertMessageText(strip)).toBe(
      'Batch PCM-2411A of Paracetamol 500mg (Strip of 10) expires on 5 Dec 2026',
    );
    expect(alertDescriptionText(strip)).toBe(
      '1,200 units of batch PCM-2411A expire within 30 days. Use or dispatch them first to resolve this alert.',
    );
    expect(alertItemText(strip)).toBe(strip.affectedItem);
  });

  it('says it in Hindi, the product name whole and the date a Hindi date', async () => {
    overwriteGetLocale(() => 'hi-IN');
    await loadServerTexts();
    const hindiDate = new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2026-12-05T00:00:00Z'));
    expect(alertMessageText(strip)).toBe(
      `Paracetamol 500mg (Strip of 10) का बैच PCM-2411A ${hindiDate} को समाप्त होगा`,
    );
    expect(alertDescriptionText(strip)).toMatch(/^बैच PCM-2411A की 1,200 यूनिट 30 दिनों में समाप्त होंगी।/);
    expect(alertItemText(strip)).toBe('Paracetamol 500mg (Strip of 10) (PCM-500), बैच PCM-2411A');
  });

  it("keeps a person's alert as written", () => {
    const written: Words = {
      ...strip,
      messageKey: null,
      messageParams: null,
      isSystem: false,
      message: 'Gate is out of stock',
    };
    expect(alertMessageText(written)).toBe('Gate is out of stock');
  });
});
