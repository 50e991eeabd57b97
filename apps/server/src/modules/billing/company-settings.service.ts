import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_EWAYBILL_THRESHOLD,
  COMPANY_LIMITS,
  message,
  readGstin,
  type TCompanySettings,
  type zCompanySettingsUpdateSchema,
} from '@godown/shared';
import type { Db, Tx } from '../../db/client.js';
import { companySettings, gstRegistrations } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { imageTypeOf } from '../transports/delivery-proof.js';

// The company's settings (docs/domain.md#company-and-registrations): one row, made on its first
// save. Until then, and for a legal name never set, the server's COMPANY_NAME names the company.

type CompanyUpdate = z.output<typeof zCompanySettingsUpdateSchema>;
type CompanyRow = typeof companySettings.$inferSelect;

/** The company as the audit log names it. */
const COMPANY_TARGET = { type: 'company', id: '1', name: 'company' } as const;

/** The settings as the API answers them; `defaultName` is the server's COMPANY_NAME. */
function companyAnswer(row: CompanyRow | undefined, defaultName: string): TCompanySettings {
  return {
    legalName: row?.legalName ?? defaultName,
    legalNameIsDefault: !row?.legalName,
    tradeName: row?.tradeName ?? null,
    pan: row?.pan ?? null,
    bank:
      row?.bankName && row.bankAccount && row.bankIfsc
        ? {
            bankName: row.bankName,
            accountNumber: row.bankAccount,
            ifsc: row.bankIfsc,
            branch: row.bankBranch,
          }
        : null,
    upiId: row?.upiId ?? null,
    invoiceTerms: row?.invoiceTerms ?? null,
    einvoiceFrom: row?.einvoiceFrom ?? null,
    ewaybillThreshold: row?.ewaybillThreshold ?? DEFAULT_EWAYBILL_THRESHOLD,
    logoUpdatedAt: row?.logoUpdatedAt?.toISOString() ?? null,
    financialYearStartMonth: 4,
    updatedAt: row?.updatedAt?.toISOString() ?? null,
  };
}

const settingsColumns = {
  legalName: companySettings.legalName,
  tradeName: companySettings.tradeName,
  pan: companySettings.pan,
  bankName: companySettings.bankName,
  bankAccount: companySettings.bankAccount,
  bankIfsc: companySettings.bankIfsc,
  bankBranch: companySettings.bankBranch,
  upiId: companySettings.upiId,
  invoiceTerms: companySettings.invoiceTerms,
  einvoiceFrom: companySettings.einvoiceFrom,
  ewaybillThreshold: companySettings.ewaybillThreshold,
  logoType: companySettings.logoType,
  logoUpdatedAt: companySettings.logoUpdatedAt,
  updatedBy: companySettings.updatedBy,
  updatedAt: companySettings.updatedAt,
};

export async function getCompanySettings(db: Db | Tx, defaultName: string): Promise<TCompanySettings> {
  const [row] = await db.select(settingsColumns).from(companySettings).limit(1);
  return companyAnswer(row as CompanyRow | undefined, defaultName);
}

/** The 409 of a PAN that a registration's GSTIN does not carry. */
async function assertPanOfRegistrations(tx: Tx, pan: string): Promise<void> {
  const rows = await tx.select({ gstin: gstRegistrations.gstin }).from(gstRegistrations);
  for (const { gstin } of rows) {
    const reading = readGstin(gstin);
    if (reading.ok && reading.pan && reading.pan !== pan) {
      throw conflict('company.panNotRegistrations', { gstin, gstinPan: reading.pan, pan });
    }
  }
}

/** Saves the fields given (null clears one); in the audit log, naming the fields changed. */
export async function updateCompanySettings(
  db: Db,
  input: CompanyUpdate,
  actor: AuditActor,
  defaultName: string,
): Promise<TCompanySettings> {
  const values: Partial<typeof companySettings.$inferInsert> = {};
  if (input.legalName !== undefined) values.legalName = input.legalName || null;
  if (input.tradeName !== undefined) values.tradeName = input.tradeName || null;
  if (input.pan !== undefined) values.pan = input.pan;
  if (input.bank !== undefined) {
    values.bankName = input.bank?.bankName ?? null;
    values.bankAccount = input.bank?.accountNumber ?? null;
    values.bankIfsc = input.bank?.ifsc ?? null;
    values.bankBranch = input.bank?.branch || null;
  }
  if (input.upiId !== undefined) values.upiId = input.upiId;
  if (input.invoiceTerms !== undefined) values.invoiceTerms = input.invoiceTerms || null;
  if (input.einvoiceFrom !== undefined) values.einvoiceFrom = input.einvoiceFrom;
  if (input.ewaybillThreshold !== undefined) values.ewaybillThreshold = input.ewaybillThreshold;
  return inTransaction(db, async (tx) => {
    // One row, taken under its lock (or made) so two admins' saves follow one another.
    await tx.insert(companySettings).values({ id: 1 }).onConflictDoNothing();
    await tx.execute(sql`SELECT 1 FROM company_settings WHERE id = 1 FOR UPDATE`);
    if (input.pan) await assertPanOfRegistrations(tx, input.pan);
    await tx
      .update(companySettings)
      .set({ ...values, updatedBy: actor.id, updatedAt: new Date() })
      .where(eq(companySettings.id, 1));
    await recordAudit(tx, actor, 'company.updated', COMPANY_TARGET, {
      fields: Object.keys(input).join(', '),
    });
    return getCompanySettings(tx, defaultName);
  });
}

/** The company's PAN (null: not set), which every registration's GSTIN must carry. */
export async function companyPan(tx: Db | Tx): Promise<string | null> {
  const [row] = await tx.select({ pan: companySettings.pan }).from(companySettings).limit(1);
  return row?.pan ?? null;
}

/**
 * Sets the logo from an upload's bytes: a PNG or JPEG (by its first bytes) of at most
 * COMPANY_LIMITS.logoBytesMax, which the PDF writer can read (checked by `readable`).
 */
export async function setCompanyLogo(
  db: Db,
  bytes: Buffer,
  actor: AuditActor,
  readable: (bytes: Buffer) => boolean,
): Promise<void> {
  if (bytes.length > COMPANY_LIMITS.logoBytesMax) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      message('company.logoTooLarge', { max: COMPANY_LIMITS.logoBytesMax / 1024 }),
    );
  }
  const type = imageTypeOf(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message('company.logoType'));
  }
  if (!readable(bytes)) throw new AppError('BAD_REQUEST', message('company.logoUnreadable'));
  await writeLogo(db, actor, { bytes, type });
}

/** Removes the logo (admins; in the audit log). */
export async function deleteCompanyLogo(db: Db, actor: AuditActor): Promise<void> {
  await writeLogo(db, actor, null);
}

/** Sets or clears the logo in the company's row (made when it is not there yet), audited. */
async function writeLogo(
  db: Db,
  actor: AuditActor,
  logo: { bytes: Buffer; type: string } | null,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.insert(companySettings).values({ id: 1 }).onConflictDoNothing();
    const now = new Date();
    await tx
      .update(companySettings)
      .set({
        logo: logo?.bytes ?? null,
        logoType: logo?.type ?? null,
        logoUpdatedAt: logo ? now : null,
        updatedBy: actor.id,
        updatedAt: now,
      })
      .where(eq(companySettings.id, 1));
    await recordAudit(tx, actor, 'company.updated', COMPANY_TARGET, { fields: 'logo' });
  });
}

/** The logo's bytes and type; 404 when there is none. */
export async function getCompanyLogo(db: Db | Tx): Promise<{ bytes: Buffer; type: string; updatedAt: Date }> {
  const [row] = await db
    .select({
      logo: companySettings.logo,
      type: companySettings.logoType,
      updatedAt: companySettings.logoUpdatedAt,
    })
    .from(companySettings)
    .limit(1);
  if (!row?.logo || !row.type || !row.updatedAt) throw notFound('company.noLogo');
  return { bytes: row.logo, type: row.type, updatedAt: row.updatedAt };
}
