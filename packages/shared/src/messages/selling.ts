import { defineMessages } from './core.js';

/** The messages of customers, GSTINs and PIN codes (docs/domain.md#messages). */
export const SELLING_TEXTS = defineMessages({
  // A GSTIN that is not one (gstin.ts), the first rule it breaks
  'gstin.length': { en: 'A GSTIN has 15 characters' },
  'gstin.characters': { en: 'A GSTIN has only the digits 0-9 and the letters A-Z' },
  'gstin.stateCode': { en: 'A GSTIN starts with a GST state code (01 to 38, 97 or 99)' },
  'gstin.checkCharacter': {
    en: 'This GSTIN’s last character does not match the rest: check it for a mistyped character',
  },
  // The rules of a customer's body (customers.ts)
  'customer.nameRequired': { en: 'Name is required' },
  'customer.stateOneOf': { en: 'State must be a GST state code, such as 27 for Maharashtra' },
  'customer.stateRequired': { en: 'Choose the state of a customer without a GSTIN (the place of supply)' },
  'customer.pinCodeSixDigits': { en: 'A PIN code is six digits and does not start with 0' },
  'customer.phoneDigits': {
    en: 'A phone number has {min} to {max} digits (spaces, dashes and a leading + are fine)',
    params: { min: 'number', max: 'number' },
  },
  'customer.activeTrueOrFalse': { en: 'Active must be true or false' },
  // The server's refusals of customers
  'customer.stateNotGstins': {
    en: 'GSTIN {gstin} is registered in {state}: a customer’s state is their GSTIN’s',
    params: { gstin: 'text', state: 'label:gstState' },
  },
  'customer.gstinTaken': {
    en: 'GSTIN {gstin} already belongs to customer {name}',
    params: { gstin: 'text', name: 'text' },
  },
  'pinCode.unknown': { en: 'PIN code {pinCode} is not one we know', params: { pinCode: 'text' } },
});
