import { sql } from 'drizzle-orm';
import type { TInvoiceSeller } from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import type { AddressColumn, SeriesColumn } from '../../db/schema.js';
import { uuidList } from '../../db/sql-literals.js';
import { queryRows } from '../../db/transaction.js';
import { addressAnswer } from '../customers/customers-read.service.js';

// The seller of an invoice: a GST registration of the company, with the company's details as they
// are on the day it is issued (docs/domain.md#company-and-registrations).

export interface RegistrationRow {
  id: string;
  gstin: string;
  name: string;
  state_code: string;
  address: AddressColumn;
  invoice_series: SeriesColumn;
  active: boolean;
}

/** Registrations by id, in GSTIN order. */
export function registrationsOf(tx: Db | Tx, ids: readonly string[]): Promise<RegistrationRow[]> {
  return queryRows<RegistrationRow>(
    tx,
    sql`SELECT id, gstin, name, state_code, address, invoice_series, active FROM gst_registrations
        WHERE id IN ${uuidList([...ids])} ORDER BY gstin`,
  );
}

/** The seller as an invoice of `registration` names it: the company's details with its GSTIN and address. */
export async function sellerAs(
  tx: Tx,
  registration: RegistrationRow,
  companyName: string,
): Promise<TInvoiceSeller> {
  const [company] = await queryRows<{
    legal_name: string | null;
    trade_name: string | null;
    pan: string | null;
    bank_name: string | null;
    bank_account: string | null;
    bank_ifsc: string | null;
    bank_branch: string | null;
    upi_id: string | null;
    invoice_terms: string | null;
  }>(tx, sql`SELECT * FROM company_settings WHERE id = 1`);
  const seller: TInvoiceSeller = {
    legalName: company?.legal_name ?? companyName,
    tradeName: company?.trade_name ?? null,
    gstin: registration.gstin,
    pan: company?.pan ?? registration.gstin.slice(2, 12),
    stateCode: registration.state_code,
    address: addressAnswer(registration.address)!,
    bank:
      company?.bank_name && company.bank_account && company.bank_ifsc
        ? {
            name: company.bank_name,
            account: company.bank_account,
            ifsc: company.bank_ifsc,
            branch: company.bank_branch,
          }
        : null,
    upiId: company?.upi_id ?? null,
    terms: company?.invoice_terms ?? null,
  };
  return seller;
}
