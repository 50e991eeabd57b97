import {
  englishOfRule,
  financialYearOf,
  gstinCheckCharacter,
  indiaDateFromToday,
  rule,
  type TRegistration,
} from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION_VALUES,
  currentFinancialYear,
  readTypedGstin,
  registrationFieldOf,
  registrationFormErrors,
  seriesExamples,
  seriesProblemText,
  toRegistrationBody,
  valuesFromRegistration,
  type RegistrationFormValues,
} from './registration-form';

const GSTIN = `27AABCG1234Q1Z${gstinCheckCharacter('27AABCG1234Q1Z')}`;

const filled: RegistrationFormValues = {
  ...EMPTY_REGISTRATION_VALUES,
  gstin: ` ${GSTIN.toLowerCase()} `,
  name: ' Godown Traders Mumbai ',
  line: ' 12 Dockyard Road, Mazgaon ',
  district: ' ',
  pinCode: '400010',
};

describe('a series as typed', () => {
  it('starts as the defaults: INV/, CN/ and DN/, with the year, five digits', () => {
    expect(EMPTY_REGISTRATION_VALUES.invoiceSeries).toEqual({ prefix: 'INV/', withYear: true, digits: 5 });
    expect(EMPTY_REGISTRATION_VALUES.creditNoteSeries.prefix).toBe('CN/');
    expect(EMPTY_REGISTRATION_VALUES.debitNoteSeries.prefix).toBe('DN/');
  });

  it('shows its first and last number of the year', () => {
    expect(seriesExamples({ prefix: 'INV/', withYear: true, digits: 5 }, '26-27')).toEqual({
      first: 'INV/26-27/00001',
      last: 'INV/26-27/99999',
    });
    expect(seriesExamples({ prefix: 'mum-', withYear: false, digits: '4' }, '26-27')).toEqual({
      first: 'MUM-0001',
      last: 'MUM-9999',
    });
    // Digits out of range have their own error; there is no sensible example of them.
    expect(seriesExamples({ prefix: 'INV/', withYear: true, digits: 12 }, '26-27')).toBeNull();
    expect(seriesExamples({ prefix: 'INV/', withYear: true, digits: '' }, '26-27')).toBeNull();
  });

  it('says when its longest number would pass GST’s 16 characters, with that number', () => {
    expect(seriesProblemText({ prefix: 'MH/INV/', withYear: true, digits: 5 })).toBe(
      englishOfRule(rule('series.tooLong', { example: 'MH/INV/26-27/99999', length: 18, max: 16 })),
    );
    expect(seriesProblemText({ prefix: 'MH/INV/', withYear: false, digits: 5 })).toBeNull();
    expect(seriesProblemText({ prefix: 'INV/', withYear: true, digits: 6 })).toBeNull();
    expect(seriesProblemText({ prefix: 'INV/', withYear: true, digits: 7 })).not.toBeNull();
  });

  it('says when its numbers would start with 0, / or -', () => {
    expect(seriesProblemText({ prefix: '', withYear: false, digits: 5 })).toBe(
      englishOfRule(rule('series.badStart')),
    );
    expect(seriesProblemText({ prefix: '/A', withYear: true, digits: 5 })).toBe(
      englishOfRule(rule('series.badStart')),
    );
    expect(seriesProblemText({ prefix: '', withYear: true, digits: 5 })).toBeNull();
  });

  it('numbers in the financial year of today', () => {
    expect(currentFinancialYear()).toBe(financialYearOf(indiaDateFromToday()));
    expect(currentFinancialYear()).toMatch(/^\d\d-\d\d$/);
  });
});

describe('the registration form', () => {
  it('reads a whole GSTIN’s state and PAN, and nothing before it is whole', () => {
    expect(readTypedGstin(GSTIN.slice(0, 10))).toBeNull();
    expect(readTypedGstin(GSTIN.toLowerCase())).toMatchObject({
      ok: true,
      stateCode: '27',
      pan: 'AABCG1234Q',
    });
    expect(readTypedGstin(`${GSTIN.slice(0, 14)}${GSTIN[14] === 'A' ? 'B' : 'A'}`)).toMatchObject({
      ok: false,
      problem: 'checkCharacter',
    });
  });

  it('sends the GSTIN in capitals, the trimmed name and address (no district: null) and the series', () => {
    expect(
      toRegistrationBody({
        ...filled,
        invoiceSeries: { prefix: ' mum/inv/ ', withYear: false, digits: '6' },
      }),
    ).toEqual({
      gstin: GSTIN,
      name: 'Godown Traders Mumbai',
      address: { line: '12 Dockyard Road, Mazgaon', district: null, pinCode: '400010' },
      invoiceSeries: { prefix: 'MUM/INV/', withYear: false, digits: 6 },
      creditNoteSeries: { prefix: 'CN/', withYear: true, digits: 5 },
      debitNoteSeries: { prefix: 'DN/', withYear: true, digits: 5 },
      active: true,
    });
  });

  it('passes a filled form and asks for what is missing', () => {
    expect(registrationFormErrors(filled, 'create')).toEqual({});
    const errors = registrationFormErrors(EMPTY_REGISTRATION_VALUES, 'create');
    expect(Object.keys(errors).sort()).toEqual(['gstin', 'line', 'name', 'pinCode']);
    expect(errors.gstin).toBe('Enter the GSTIN');
    expect(errors.line).toBe(englishOfRule(rule('registration.addressRequired')));
  });

  it('refuses a series GST would refuse, under its prefix, and digits out of range under the digits', () => {
    const errors = registrationFormErrors(
      {
        ...filled,
        invoiceSeries: { prefix: 'MH/INV/', withYear: true, digits: 5 },
        debitNoteSeries: { prefix: 'DN/', withYear: true, digits: 2 },
      },
      'edit',
    );
    expect(errors).toEqual({
      'invoiceSeries.prefix': seriesProblemText({ prefix: 'MH/INV/', withYear: true, digits: 5 }),
      'debitNoteSeries.digits': englishOfRule(rule('series.digitsRange', { digitsMin: 3, digitsMax: 8 })),
    });
  });

  it('puts the server’s details of the address under its own fields', () => {
    expect(registrationFieldOf('address.pinCode')).toBe('pinCode');
    expect(registrationFieldOf('address.line')).toBe('line');
    expect(registrationFieldOf('creditNoteSeries.prefix')).toBe('creditNoteSeries.prefix');
  });

  it('goes back as it came: a registration as the form and as the body', () => {
    const registration: TRegistration = {
      id: 'r1',
      gstin: GSTIN,
      pan: 'AABCG1234Q',
      stateCode: '27',
      state: 'Maharashtra',
      name: 'Godown Traders Mumbai',
      address: {
        line: '12 Dockyard Road',
        district: 'Mumbai',
        pinCode: '400010',
        stateCode: '27',
        point: null,
      },
      invoiceSeries: { prefix: 'MUM/', withYear: true, digits: 4 },
      creditNoteSeries: { prefix: 'CN/', withYear: true, digits: 5 },
      debitNoteSeries: { prefix: 'DN/', withYear: false, digits: 5 },
      active: false,
      inventories: [],
      createdAt: '2026-04-01T00:00:00.000Z',
      updatedAt: '2026-04-01T00:00:00.000Z',
    };
    expect(toRegistrationBody(valuesFromRegistration(registration))).toEqual({
      gstin: GSTIN,
      name: 'Godown Traders Mumbai',
      address: { line: '12 Dockyard Road', district: 'Mumbai', pinCode: '400010' },
      invoiceSeries: { prefix: 'MUM/', withYear: true, digits: 4 },
      creditNoteSeries: { prefix: 'CN/', withYear: true, digits: 5 },
      debitNoteSeries: { prefix: 'DN/', withYear: false, digits: 5 },
      active: false,
    });
  });
});
