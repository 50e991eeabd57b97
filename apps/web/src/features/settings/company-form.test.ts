import { englishOfRule, rule, type TCompanySettings } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  companyFieldOf,
  companyFormErrors,
  toCompanyBody,
  valuesFromCompany,
  type CompanyFormValues,
} from './company-form';

const company = (overrides: Partial<TCompanySettings> = {}): TCompanySettings => ({
  legalName: 'Godown Distributors',
  legalNameIsDefault: true,
  tradeName: null,
  pan: null,
  bank: null,
  upiId: null,
  invoiceTerms: null,
  einvoiceFrom: null,
  ewaybillThreshold: 50_000,
  logoUpdatedAt: null,
  financialYearStartMonth: 4,
  updatedAt: null,
  ...overrides,
});

const EMPTY: CompanyFormValues = valuesFromCompany(company());
const BANK = { bankName: 'HDFC Bank', accountNumber: '50100123456789', ifsc: 'hdfc0001234', branch: '' };

describe('the company form', () => {
  it('starts empty for a company with nothing set, the server’s name left to the placeholder', () => {
    expect(EMPTY).toEqual({
      legalName: '',
      tradeName: '',
      pan: '',
      bankName: '',
      accountNumber: '',
      ifsc: '',
      branch: '',
      upiId: '',
      invoiceTerms: '',
      einvoiceFrom: null,
      ewaybillThreshold: 50_000,
    });
    expect(
      valuesFromCompany(company({ legalName: 'Sharma Traders Pvt Ltd', legalNameIsDefault: false })),
    ).toMatchObject({ legalName: 'Sharma Traders Pvt Ltd' });
  });

  it('sends every field, an empty one as null, so a cleared field is cleared', () => {
    expect(toCompanyBody({ ...EMPTY, legalName: '   ', tradeName: ' Sharma Traders ' })).toEqual({
      legalName: null,
      tradeName: 'Sharma Traders',
      pan: null,
      bank: null,
      upiId: null,
      invoiceTerms: null,
      einvoiceFrom: null,
      ewaybillThreshold: 50_000,
    });
  });

  it('sends the e-way bill threshold, an emptied one as the portal’s ₹50,000', () => {
    expect(toCompanyBody({ ...EMPTY, ewaybillThreshold: 100_000 })).toMatchObject({
      ewaybillThreshold: 100_000,
    });
    expect(toCompanyBody({ ...EMPTY, ewaybillThreshold: '' })).toMatchObject({ ewaybillThreshold: 50_000 });
    expect(Object.keys(companyFormErrors({ ...EMPTY, ewaybillThreshold: 2_000_000 }))).toEqual([
      'ewaybillThreshold',
    ]);
  });

  it('sends the PAN and the IFSC in capitals, the bank as one object with no branch as null', () => {
    const body = toCompanyBody({ ...EMPTY, ...BANK, pan: 'aabcg1234q', upiId: ' sharma@okhdfcbank ' });
    expect(body).toMatchObject({
      pan: 'AABCG1234Q',
      bank: { bankName: 'HDFC Bank', accountNumber: '50100123456789', ifsc: 'HDFC0001234', branch: null },
      upiId: 'sharma@okhdfcbank',
    });
    expect(companyFormErrors({ ...EMPTY, ...BANK, pan: 'aabcg1234q' })).toEqual({});
  });

  it('takes the bank details all or none', () => {
    expect(companyFormErrors({ ...EMPTY, bankName: 'HDFC Bank' })).toEqual({
      accountNumber: 'Fill in the bank name, account number and IFSC, or leave all the bank details empty',
      ifsc: 'Fill in the bank name, account number and IFSC, or leave all the bank details empty',
    });
    // A branch alone is a bank half given too.
    expect(Object.keys(companyFormErrors({ ...EMPTY, branch: 'Andheri' })).sort()).toEqual([
      'accountNumber',
      'bankName',
      'ifsc',
    ]);
    expect(companyFormErrors(EMPTY)).toEqual({});
  });

  it('says the shared rules under their fields', () => {
    expect(
      companyFormErrors({
        ...EMPTY,
        ...BANK,
        accountNumber: '1234',
        ifsc: 'HDFC1234',
        pan: 'ABC',
        upiId: 'x',
      }),
    ).toEqual({
      accountNumber: englishOfRule(rule('company.bankAccount')),
      ifsc: englishOfRule(rule('company.ifsc')),
      pan: englishOfRule(rule('company.pan')),
      upiId: englishOfRule(rule('company.upiId')),
    });
  });

  it('puts the server’s details of the bank under the bank’s own fields', () => {
    expect(companyFieldOf('bank.ifsc')).toBe('ifsc');
    expect(companyFieldOf('bank.branch')).toBe('branch');
    expect(companyFieldOf('upiId')).toBe('upiId');
  });
});
