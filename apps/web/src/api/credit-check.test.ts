import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './client';
import { creditRefusalOf } from './credit-check';

const refusal = (reason: string, params: Record<string, unknown>) =>
  toApiError(409, { error: { code: 'CONFLICT', message: reason, reason, params } });

describe('creditRefusalOf', () => {
  it('says the credit check’s refusals in words, from their key and parameters', () => {
    const message = creditRefusalOf(
      refusal('salesOrder.overdue90', {
        customer: 'Shree Ganesh Medicals',
        outstanding: 12500,
        oldest: 'INV/26-27/00001',
        days: 95,
        oldestDue: '2026-03-01',
      }),
    );
    expect(message).toContain('Shree Ganesh Medicals owes');
    expect(message).toContain('12,500.00');
    expect(message).toContain('invoice INV/26-27/00001 is 95 days past its due date');
    expect(message).toContain('An admin may confirm it with a reason');
  });

  it('leaves every other refusal to the page’s error line', () => {
    expect(creditRefusalOf(refusal('salesOrder.overrideAdminOnly', {}))).toBeNull();
    expect(
      creditRefusalOf(new ApiError(400, 'VALIDATION', 'Bad', undefined, 'salesOrder.creditLimit')),
    ).toBeNull();
    expect(creditRefusalOf(new Error('salesOrder.creditLimit'))).toBeNull();
  });
});
