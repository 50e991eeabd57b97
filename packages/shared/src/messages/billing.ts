import { defineMessages } from './core.js';

/** The messages of the company's settings, its GST registrations and products' GST rates (docs/domain.md#messages). */
export const BILLING_TEXTS = defineMessages({
  // A document series (billing-settings.ts)
  'series.tooLong': {
    en: 'This series runs to {length} characters ({example}): GST allows at most {max}. Shorten the prefix, leave out the year or use fewer digits',
    params: { example: 'text', length: 'count', max: 'count' },
  },
  'series.badStart': {
    en: 'A document number may not start with 0, / or -: give the series a prefix that starts with a letter or 1-9',
  },
  'series.prefixCharacters': { en: 'A prefix has only letters, digits, / and -' },
  'series.prefixTooLong': { en: 'A prefix has at most {max} characters', params: { max: 'count' } },
  'series.withYearTrueOrFalse': { en: 'With year must be true or false' },
  'series.digitsRange': {
    en: 'A series counts with {digitsMin} to {digitsMax} digits',
    params: { digitsMin: 'count', digitsMax: 'count' },
  },
  // The company (billing-settings.ts)
  'company.pan': { en: 'A PAN is five letters, four digits and a letter, like ABCDE1234F' },
  'company.bankNameRequired': { en: 'Bank name is required' },
  'company.bankAccount': { en: 'A bank account number is 9 to 18 digits' },
  'company.ifsc': { en: 'An IFSC is four letters, a 0 and six letters or digits, like HDFC0001234' },
  'company.upiId': { en: 'A UPI id is a name, an @ and the provider, like shop@okhdfcbank' },
  'company.panNotRegistrations': {
    en: 'GSTIN {gstin} carries PAN {gstinPan}, not {pan}: a company’s registrations are all on its own PAN',
    params: { gstin: 'text', gstinPan: 'text', pan: 'text' },
  },
  'company.logoType': { en: 'A logo is a PNG or JPEG image' },
  'company.logoTooLarge': { en: 'A logo may be at most {max} KB', params: { max: 'count' } },
  'company.logoUnreadable': {
    en: 'This image could not be read: save it again as PNG or JPEG and upload that',
  },
  'company.noLogo': { en: 'The company has no logo' },
  // GST registrations
  'registration.addressRequired': { en: 'The address of the place of business is required' },
  'registration.gstinTaken': {
    en: 'GSTIN {gstin} is already the registration {name}',
    params: { gstin: 'text', name: 'text' },
  },
  'registration.hasInventories': {
    en: 'Registration {name} bills {count} warehouses: give them another registration first',
    params: { name: 'text', count: 'count' },
  },
  'registration.hasInvoices': {
    en: 'Registration {name} has issued or received {count} invoices: it is kept with them (make it inactive instead)',
    params: { name: 'text', count: 'count' },
  },
  'registration.unknown': { en: 'No GST registration has this id' },
  'registration.notAnId': { en: 'GST registration must be a registration id' },
  // Products' GST rates
  'taxRate.rateOneOf': { en: 'A GST rate is one of {rates} percent', params: { rates: 'text' } },
  'taxRate.cessRange': {
    en: 'Cess is a percentage from 0 to {max} with at most 2 decimals',
    params: { max: 'count' },
  },
  'taxRate.dateRequired': { en: 'Give the date the rate takes effect from (YYYY-MM-DD)' },
  'taxRate.inForce': {
    en: 'The rate from {date} is already in force: add a new rate from a later date instead',
    params: { date: 'date' },
  },
  'taxRate.notFound': { en: 'The product has no rate from {date}', params: { date: 'date' } },
  'taxRate.hsnPrefix': { en: 'Give 2 to 8 digits of an HSN code' },
  'taxRate.noProductsOfHsn': {
    en: 'No product’s HSN code starts with {prefix}',
    params: { prefix: 'text' },
  },
  'product.uqcOneOf': { en: 'Unit must be one of GST’s unit codes, such as NOS, KGS, LTR or BOX' },
});
