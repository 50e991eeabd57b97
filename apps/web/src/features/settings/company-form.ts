import {
  DEFAULT_EWAYBILL_THRESHOLD,
  zCompanySettingsUpdateSchema,
  type TCompanySettings,
  type TCompanySettingsUpdate,
} from '@godown/shared';
import { schemaErrors } from '../../lib/form-errors';
import { m } from '../../paraglide/messages.js';

// The company form's rules (docs/domain.md#company-and-registrations): what an invoice says of its
// seller. Every field is sent on each save, an emptied one as null (which clears it; a cleared legal
// name goes back to the server's); the bank details are all given or none.

/** The company form as typed. */
export interface CompanyFormValues {
  /** Empty: the server's name (shown as the placeholder). */
  legalName: string;
  tradeName: string;
  pan: string;
  bankName: string;
  accountNumber: string;
  ifsc: string;
  branch: string;
  upiId: string;
  invoiceTerms: string;
  /** The day e-invoicing applies from, YYYY-MM-DD; null: it does not. */
  einvoiceFrom: string | null;
  /** Rupees: goods worth more leave with an e-way bill; a string while empty or half-typed. */
  ewaybillThreshold: number | string;
}

/** The bank's fields, as the form names them. */
const BANK_FIELDS = ['bankName', 'accountNumber', 'ifsc', 'branch'] as const;
/** The bank's fields an account cannot go without (the branch may). */
const BANK_REQUIRED = ['bankName', 'accountNumber', 'ifsc'] as const;

/** The form filled in with the company; a legal name that is the server's default shows empty. */
export function valuesFromCompany(company: TCompanySettings): CompanyFormValues {
  return {
    legalName: company.legalNameIsDefault ? '' : company.legalName,
    tradeName: company.tradeName ?? '',
    pan: company.pan ?? '',
    bankName: company.bank?.bankName ?? '',
    accountNumber: company.bank?.accountNumber ?? '',
    ifsc: company.bank?.ifsc ?? '',
    branch: company.bank?.branch ?? '',
    upiId: company.upiId ?? '',
    invoiceTerms: company.invoiceTerms ?? '',
    einvoiceFrom: company.einvoiceFrom,
    ewaybillThreshold: company.ewaybillThreshold,
  };
}

/** Trimmed text, or null for nothing typed. */
const textOrNull = (text: string): string | null => text.trim() || null;

/** Whether any of the bank's fields is filled in. */
function hasBank(values: CompanyFormValues): boolean {
  return BANK_FIELDS.some((field) => values[field].trim() !== '');
}

/**
 * The body of `PUT /settings/company`: every field, trimmed, an empty one null (the PAN and the
 * IFSC in capitals); the bank as one object once any of its fields is filled in, else null.
 */
export function toCompanyBody(values: CompanyFormValues): TCompanySettingsUpdate {
  return {
    legalName: textOrNull(values.legalName),
    tradeName: textOrNull(values.tradeName),
    pan: textOrNull(values.pan.toUpperCase()),
    bank: hasBank(values)
      ? {
          bankName: values.bankName.trim(),
          accountNumber: values.accountNumber.replace(/\s/g, ''),
          ifsc: values.ifsc.trim().toUpperCase(),
          branch: textOrNull(values.branch),
        }
      : null,
    upiId: textOrNull(values.upiId),
    invoiceTerms: textOrNull(values.invoiceTerms),
    einvoiceFrom: values.einvoiceFrom,
    // Emptied, it goes back to the portal's own threshold.
    ewaybillThreshold:
      typeof values.ewaybillThreshold === 'number' ? values.ewaybillThreshold : DEFAULT_EWAYBILL_THRESHOLD,
  };
}

/** The form's field of a body path (the server's details and the schema's): the bank's are its own. */
export function companyFieldOf(path: string): string {
  return path.startsWith('bank.') ? path.slice('bank.'.length) : path;
}

/**
 * Field errors of the form: the shared rules on the body it would send; with some of the bank's
 * details given, each of its required ones left empty asks for all or none.
 */
export function companyFormErrors(values: CompanyFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(
    schemaErrors(zCompanySettingsUpdateSchema, toCompanyBody(values)),
  )) {
    errors[companyFieldOf(path)] ??= message;
  }
  if (hasBank(values)) {
    for (const field of BANK_REQUIRED) {
      if (values[field].trim() === '') errors[field] = m.settings_bank_all_or_none();
    }
  }
  return errors;
}
