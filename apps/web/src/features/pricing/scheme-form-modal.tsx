import {
  Alert,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { PRICING_LIMITS, STOCK_LIMITS, type SchemeKind, type TScheme } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason, serverFieldErrors } from '../../api/client';
import { productOptions, type SearchOption } from '../../api/options';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { FORM_STEPS, parseNumberField } from '../../lib/form-numbers';
import { m } from '../../paraglide/messages.js';
import { useCreateScheme, useUpdateScheme } from './pricing-api';
import { schemeTermsText } from './pricing-words';
import {
  EMPTY_SCHEME_VALUES,
  schemeFormErrors,
  toSchemeCreateBody,
  toSchemeUpdateBody,
  valuesFromScheme,
  type SchemeFormValues,
} from './scheme-form';

interface SchemeFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The scheme to edit (its name, dates and active flag); without one the modal makes a scheme. */
  scheme?: TScheme;
}

/** New scheme / Edit scheme (docs/domain.md#price-lists-and-schemes). */
export function SchemeFormModal({ opened, onClose, scheme }: SchemeFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={scheme ? m.pricing_edit_scheme() : m.pricing_new_scheme()}
      size="lg"
      isFullScreenOnPhone
    >
      <SchemeForm scheme={scheme} onDone={onClose} />
    </FormModal>
  );
}

/** A whole number of units, at least 1. */
const UNITS_PROPS = {
  min: 1,
  max: 100_000,
  step: 1,
  allowDecimal: false,
  allowNegative: false,
  thousandSeparator: ',',
  thousandsGroupStyle: 'lakh',
} as const;

function SchemeForm({ scheme, onDone }: { scheme?: TScheme; onDone: () => void }) {
  const mode = scheme ? 'edit' : 'create';
  const create = useCreateScheme();
  const update = useUpdateScheme(scheme?.id ?? '');
  const save = scheme ? update : create;
  const form = useForm<SchemeFormValues>({
    initialValues: scheme ? valuesFromScheme(scheme) : EMPTY_SCHEME_VALUES,
    validate: (values) => schemeFormErrors(values, mode),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = scheme
        ? await update.mutateAsync(toSchemeUpdateBody(values))
        : await create.mutateAsync(toSchemeCreateBody(values));
      notifications.show({
        color: 'teal',
        title: scheme ? m.pricing_scheme_updated() : m.pricing_scheme_added(),
        message: saved.name,
      });
      onDone();
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
    }
  });

  const isOnFields = save.isError && Object.keys(serverFieldErrors(save.error)).length > 0;
  const failure =
    save.isError && !isOnFields
      ? failureWithReason(
          save.error,
          scheme ? m.pricing_update_scheme_failed() : m.pricing_create_scheme_failed(),
        )
      : null;

  return (
    <ModalForm
      onSubmit={submit}
      error={failure}
      submitLabel={scheme ? m.pricing_save_changes() : m.pricing_new_scheme()}
      isEditing={scheme !== undefined}
      isSaving={save.isPending}
      onCancel={onDone}
      actionsMt="sm"
    >
      {scheme ? null : (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {m.pricing_scheme_kind()}
          </Text>
          <SegmentedControl
            aria-label={m.pricing_scheme_kind()}
            data={[
              { value: 'freeQuantity', label: m.pricing_kind_free_units() },
              { value: 'orderDiscount', label: m.pricing_kind_order_discount() },
            ]}
            value={form.values.kind}
            onChange={(next) => form.setFieldValue('kind', next as SchemeKind)}
            fullWidth
          />
        </Stack>
      )}
      <TextInput
        label={m.pricing_name()}
        placeholder={m.pricing_scheme_name_placeholder()}
        withAsterisk
        data-autofocus
        maxLength={PRICING_LIMITS.nameMax}
        {...form.getInputProps('name')}
      />
      {scheme ? <FixedTerms scheme={scheme} /> : <TermsFields form={form} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField
          label={m.pricing_valid_from()}
          description={m.pricing_valid_from_hint()}
          {...form.getInputProps('validFrom')}
        />
        <DateField
          label={m.pricing_valid_to()}
          description={m.pricing_valid_to_hint()}
          {...form.getInputProps('validTo')}
        />
      </SimpleGrid>
      <Switch
        label={m.pricing_active()}
        description={m.pricing_scheme_active_hint()}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </ModalForm>
  );
}

/** An edited scheme's terms, read-only: a change of terms is a new scheme. */
function FixedTerms({ scheme }: { scheme: TScheme }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={m.pricing_terms()}>
      <Text size="xs" c="dimmed">
        {m.pricing_terms()}
      </Text>
      <Text fw={600}>{schemeTermsText(scheme)}</Text>
      <Alert variant="transparent" color="gray" icon={<IconLock size={16} />} p={0} mt={6}>
        <Text size="sm" c="dimmed">
          {m.pricing_terms_fixed()}
        </Text>
      </Alert>
    </Paper>
  );
}

/** A new scheme's terms: the products and units of a free-units scheme, or an order discount's value and percentage. */
function TermsFields({ form }: { form: UseFormReturnType<SchemeFormValues> }) {
  // The names the preview reads, as the pickers chose them.
  const [product, setProduct] = useState<SearchOption | null>(null);
  const [freeProduct, setFreeProduct] = useState<SearchOption | null>(null);
  const values = form.values;
  const preview = previewOf(values, product, freeProduct);

  return (
    <>
      {values.kind === 'freeQuantity' ? (
        <>
          <SearchSelect
            label={m.pricing_product_bought()}
            placeholder={m.pricing_search_products()}
            withAsterisk
            openOnFocus={false}
            source={productOptions.transport}
            value={values.product}
            onChange={(next, option) => {
              form.setFieldValue('product', next);
              setProduct(option);
            }}
            error={form.errors.product}
          />
          <SimpleGrid cols={2}>
            <NumberInput
              label={m.pricing_buy_units()}
              withAsterisk
              {...UNITS_PROPS}
              {...form.getInputProps('buyQuantity')}
            />
            <NumberInput
              label={m.pricing_free_units()}
              withAsterisk
              {...UNITS_PROPS}
              {...form.getInputProps('freeQuantity')}
            />
          </SimpleGrid>
          <SearchSelect
            label={m.pricing_free_product()}
            placeholder={m.pricing_same_product()}
            description={m.pricing_free_product_hint()}
            clearable
            openOnFocus={false}
            source={productOptions.transport}
            value={values.freeProduct}
            onChange={(next, option) => {
              form.setFieldValue('freeProduct', next);
              setFreeProduct(option);
            }}
            error={form.errors.freeProduct}
          />
        </>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={m.pricing_min_order_value()}
            withAsterisk
            min={0}
            max={STOCK_LIMITS.priceMax}
            step={FORM_STEPS.price}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            {...form.getInputProps('minOrderValue')}
          />
          <NumberInput
            label={m.pricing_discount_percent()}
            withAsterisk
            min={0}
            max={100}
            step={1}
            decimalScale={2}
            allowNegative={false}
            {...form.getInputProps('discountPercent')}
          />
        </SimpleGrid>
      )}
      {preview ? (
        <Text size="sm" role="status">
          {m.pricing_reads_as()}{' '}
          <Text span fw={700}>
            {preview}
          </Text>
        </Text>
      ) : null}
    </>
  );
}

/** The terms typed so far in words, once they are whole enough to read; null before. */
function previewOf(
  values: SchemeFormValues,
  product: SearchOption | null,
  freeProduct: SearchOption | null,
): string | null {
  if (values.kind === 'orderDiscount') {
    const minOrderValue = parseNumberField(values.minOrderValue);
    const discountPercent = parseNumberField(values.discountPercent);
    if (minOrderValue === undefined || !discountPercent) return null;
    return schemeTermsText({ ...NO_TERMS, kind: 'orderDiscount', minOrderValue, discountPercent });
  }
  const buyQuantity = parseNumberField(values.buyQuantity);
  const freeQuantity = parseNumberField(values.freeQuantity);
  if (!product || values.product === null || !buyQuantity || !freeQuantity) return null;
  const bought = { id: values.product, name: product.label };
  const free = values.freeProduct && freeProduct ? { id: values.freeProduct, name: freeProduct.label } : null;
  return schemeTermsText({
    ...NO_TERMS,
    kind: 'freeQuantity',
    product: bought,
    buyQuantity,
    freeProduct: free,
    freeQuantity,
  });
}

const NO_TERMS = {
  product: null,
  buyQuantity: null,
  freeProduct: null,
  freeQuantity: null,
  minOrderValue: null,
  discountPercent: null,
};
