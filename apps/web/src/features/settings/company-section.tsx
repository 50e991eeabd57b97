import { Button, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  COMPANY_LIMITS,
  DEFAULT_EWAYBILL_THRESHOLD,
  EWAYBILL_LIMITS,
  formatNumber,
  type TCompanySettings,
} from '@godown/shared';
import { ApiError, failureWithReason, serverFieldErrors } from '../../api/client';
import { DateField } from '../../components/date-field';
import { ErrorLine } from '../../components/error-line';
import { FormSection } from '../../components/form-section';
import { LoadingLine } from '../../components/loading-line';
import { SectionCard } from '../../components/section-card';
import { scrollToFirstError } from '../../lib/form-errors';
import { m } from '../../paraglide/messages.js';
import { CompanyLogo } from './company-logo';
import {
  companyFieldOf,
  companyFormErrors,
  toCompanyBody,
  valuesFromCompany,
  type CompanyFormValues,
} from './company-form';
import { useCompanyQuery, useUpdateCompany } from './settings-api';

/** Codes (PAN, IFSC, account number) in the monospace font they are checked in. */
const CODE_STYLES = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** The Company section: what an invoice says of its seller; an admin edits it, staff read it. */
export function CompanySection({ canEdit }: { canEdit: boolean }) {
  const company = useCompanyQuery();
  return (
    <SectionCard title={m.settings_company()}>
      {company.isPending ? <LoadingLine label={m.settings_loading_company()} /> : null}
      {company.isError ? <ErrorLine message={m.settings_fetch_company_failed()} /> : null}
      {company.data ? (
        <Stack gap="md">
          <CompanyLogo company={company.data} canEdit={canEdit} />
          <CompanyForm company={company.data} canEdit={canEdit} />
        </Stack>
      ) : null}
    </SectionCard>
  );
}

/** The fields a refusal names: the server's details, and a PAN the registrations do not carry (409). */
function refusalFields(error: unknown): Record<string, string> {
  const fields = serverFieldErrors(error, companyFieldOf);
  if (error instanceof ApiError && error.reason === 'company.panNotRegistrations') fields.pan = error.message;
  return fields;
}

function CompanyForm({ company, canEdit }: { company: TCompanySettings; canEdit: boolean }) {
  const update = useUpdateCompany();
  const form = useForm<CompanyFormValues>({
    initialValues: valuesFromCompany(company),
    validate: companyFormErrors,
  });
  // Staff see the settings as they are: every field read only, and no Save.
  const readOnly = canEdit ? {} : ({ readOnly: true, variant: 'filled' } as const);

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toCompanyBody(values));
      // The form shows what the server kept (a PAN in capitals, a cleared legal name its default).
      form.setValues(valuesFromCompany(saved));
      notifications.show({ color: 'teal', message: m.settings_company_saved() });
    } catch (error) {
      form.setErrors(refusalFields(error));
    }
  }, scrollToFirstError);

  const isOnFields = update.isError && Object.keys(refusalFields(update.error)).length > 0;
  const failure =
    update.isError && !isOnFields ? failureWithReason(update.error, m.settings_company_save_failed()) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={m.settings_company_details()}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={m.settings_legal_name()}
            description={m.settings_legal_name_hint()}
            placeholder={company.legalNameIsDefault ? company.legalName : undefined}
            maxLength={COMPANY_LIMITS.legalNameMax}
            {...readOnly}
            {...form.getInputProps('legalName')}
          />
          <TextInput
            label={m.settings_trade_name()}
            description={m.settings_trade_name_hint()}
            maxLength={COMPANY_LIMITS.legalNameMax}
            {...readOnly}
            {...form.getInputProps('tradeName')}
          />
          <TextInput
            label={m.settings_pan()}
            description={m.settings_pan_hint()}
            placeholder={m.settings_pan_placeholder()}
            maxLength={10}
            autoCapitalize="characters"
            spellCheck={false}
            styles={CODE_STYLES}
            {...readOnly}
            {...form.getInputProps('pan')}
          />
          <TextInput
            label={m.settings_upi_id()}
            description={m.settings_upi_id_hint()}
            placeholder={m.settings_upi_id_placeholder()}
            maxLength={320}
            spellCheck={false}
            {...readOnly}
            {...form.getInputProps('upiId')}
          />
        </SimpleGrid>

        <FormSection label={m.settings_bank_account()} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={m.settings_bank_name()}
            maxLength={COMPANY_LIMITS.bankNameMax}
            {...readOnly}
            {...form.getInputProps('bankName')}
          />
          <TextInput
            label={m.settings_account_number()}
            inputMode="numeric"
            maxLength={24}
            styles={CODE_STYLES}
            {...readOnly}
            {...form.getInputProps('accountNumber')}
          />
          <TextInput
            label={m.settings_ifsc()}
            placeholder={m.settings_ifsc_placeholder()}
            maxLength={11}
            autoCapitalize="characters"
            spellCheck={false}
            styles={CODE_STYLES}
            {...readOnly}
            {...form.getInputProps('ifsc')}
          />
          <TextInput
            label={m.settings_branch()}
            maxLength={COMPANY_LIMITS.bankBranchMax}
            {...readOnly}
            {...form.getInputProps('branch')}
          />
        </SimpleGrid>

        <Textarea
          label={m.settings_invoice_terms()}
          description={m.settings_invoice_terms_hint()}
          placeholder={m.settings_invoice_terms_placeholder()}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={COMPANY_LIMITS.invoiceTermsMax}
          {...readOnly}
          {...form.getInputProps('invoiceTerms')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label={m.settings_einvoice_from()}
            description={m.settings_einvoice_from_hint()}
            placeholder={m.settings_einvoice_off()}
            {...readOnly}
            {...form.getInputProps('einvoiceFrom')}
          />
          <NumberInput
            label={m.settings_ewaybill_threshold()}
            description={m.settings_ewaybill_threshold_hint()}
            placeholder={formatNumber(DEFAULT_EWAYBILL_THRESHOLD, 0)}
            prefix="₹"
            min={0}
            max={EWAYBILL_LIMITS.thresholdMax}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            {...readOnly}
            {...form.getInputProps('ewaybillThreshold')}
          />
        </SimpleGrid>
        <ErrorLine message={failure} />
        {canEdit ? (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={18} />}>
              {m.settings_save_company()}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
