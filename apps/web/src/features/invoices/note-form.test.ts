import { describe, expect, it } from 'vitest';
import type { TSalesReturn } from '@godown/shared';
import {
  amountsTotal,
  initialNoteValues,
  noteDateRange,
  noteReasonsFor,
  noteRequest,
  ordersOfInvoice,
  returnsOfInvoice,
  type NoteFormValues,
} from './note-form';

const RETURN = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const values = (changes: Partial<NoteFormValues>): NoteFormValues => ({
  ...initialNoteValues('credit', false),
  ...changes,
});

describe('the reasons and the opening values', () => {
  it('credits a return, never debits one', () => {
    expect(noteReasonsFor('credit')).toEqual(['return', 'priceDifference', 'other']);
    expect(noteReasonsFor('debit')).toEqual(['priceDifference', 'other']);
    expect(initialNoteValues('credit', true).reason).toBe('return');
    expect(initialNoteValues('credit', false).reason).toBe('priceDifference');
    expect(initialNoteValues('debit', true).reason).toBe('priceDifference');
  });
});

describe('returnsOfInvoice and ordersOfInvoice', () => {
  const invoice = {
    shipments: [
      { id: 's1', packageId: 'P1', salesOrder: { id: 'o1', number: 'SO/1' } },
      { id: 's2', packageId: 'P2', salesOrder: { id: 'o1', number: 'SO/1' } },
      { id: 's3', packageId: 'P3', salesOrder: { id: 'o2', number: 'SO/2' } },
    ],
  };
  const returnOf = (id: string, shipmentId: string | null) =>
    ({ id, shipment: shipmentId ? { id: shipmentId, packageId: 'P' } : null }) as TSalesReturn;

  it('asks each sales order once, and keeps the returns of the shipments the invoice bills', () => {
    expect(ordersOfInvoice(invoice)).toEqual(['o1', 'o2']);
    const returns = [returnOf('r1', 's1'), returnOf('r2', 's9'), returnOf('r3', null), returnOf('r4', 's3')];
    expect(returnsOfInvoice(returns, invoice).map((r) => r.id)).toEqual(['r1', 'r4']);
    // A return a note has credited is not offered again.
    expect(
      returnsOfInvoice(returns, invoice, [{ returnId: 'r1' }, { returnId: null }]).map((r) => r.id),
    ).toEqual(['r4']);
  });
});

describe('noteDateRange', () => {
  it('runs from the invoice’s date to today, a credit note’s no later than 30 November after its year', () => {
    expect(noteDateRange('debit', '2026-05-10', '2026-06-01')).toEqual({
      min: '2026-05-10',
      max: '2026-06-01',
    });
    expect(noteDateRange('credit', '2026-05-10', '2027-12-15')).toEqual({
      min: '2026-05-10',
      max: '2027-11-30',
    });
    expect(noteDateRange('credit', '2027-02-10', '2027-06-01').max).toBe('2027-06-01');
  });
});

describe('noteRequest', () => {
  it('sends the return for a credit note of goods returned', () => {
    expect(noteRequest('credit', values({ reason: 'return', returnId: RETURN, notes: ' damp ' }))).toEqual({
      body: { kind: 'credit', reason: 'return', returnId: RETURN, notes: 'damp' },
    });
  });

  it('asks for the return when none is chosen', () => {
    expect(noteRequest('credit', values({ reason: 'return' })).errors).toEqual({
      returnId: 'Choose the return this credit note is for',
    });
  });

  it('sends the lines with an amount, in line order, blank ones left out', () => {
    const outcome = noteRequest(
      'debit',
      values({ reason: 'priceDifference', amounts: { 2: '12.5', 1: 40, 3: '' }, noteDate: '2026-06-01' }),
    );
    expect(outcome.body).toEqual({
      kind: 'debit',
      reason: 'priceDifference',
      noteDate: '2026-06-01',
      lines: [
        { lineNo: 1, amount: 40 },
        { lineNo: 2, amount: 12.5 },
      ],
    });
  });

  it('asks for an amount, and shows a line’s problem under it', () => {
    expect(noteRequest('credit', values({ reason: 'other' })).errors).toEqual({
      lines: 'Enter an amount on at least one line',
    });
    expect(noteRequest('credit', values({ reason: 'other', amounts: { 1: 10, 2: 0 } })).errors).toEqual({
      'line.2': 'The amount must be more than zero',
    });
  });
});

describe('amountsTotal', () => {
  it('adds the amounts typed in paise, skipping blank ones', () => {
    expect(amountsTotal({ 1: 0.1, 2: '0.2', 3: '' })).toBe(0.3);
  });
});
