import {
  Autocomplete,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  BATCH_LIMITS,
  REORDER_LIMITS,
  STOCK_LIMITS,
  USER_MESSAGES,
  formatNumber,
  type TProduct,
} from '@godown/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/client';
import { AmountInput } from '../../components/amount-input';
import { accessOfUser } from '../../lib/access';
import { COORDINATE_DECIMALS, FORM_STEPS } from '../../lib/form-numbers';
import { useUser } from '../../lib/session';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { FormSection } from '../../components/form-section';
import { PointPicker } from '../../components/map/point-picker';
import { scrollToFirstError } from '../../lib/form-errors';
import { UNITS } from '../../lib/units';
import {
  emptyProductValues,
  productFormErrors,
  productValuesOf,
  toCreatePayload,
  toUpdatePayload,
  type ProductFormValues,
  type ReorderRule,
} from './product-payload';
import { ProductGstFields } from './product-gst-fields';
import { useCreateProduct, useProductCategoriesQuery, useUpdateProduct } from './products-api';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

interface ProductFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The product to edit; without one the modal adds a new product. */
  product?: TProduct | null;
}

/** The "Add Product" / "Edit Product" modal: the product form (docs/domain.md#products). */
export function ProductFormModal({ opened, onClose, product }: ProductFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={product ? m.products_edit_product() : m.products_add_product()}
      size="xl"
      isFullScreenOnPhone
    >
      <ProductForm product={product ?? null} onDone={onClose} />
    </FormModal>
  );
}

/** Quantity, threshold and shelf life: whole numbers, 0 or more. */
const WHOLE_NUMBER_PROPS = { min: 0, step: 1, allowDecimal: false, allowNegative: false } as const;

const REORDER_RULES: { value: ReorderRule; label: () => string }[] = [
  { value: 'quantity', label: m.products_reorder_rule_quantity },
  { value: 'upTo', label: m.products_reorder_rule_up_to },
];

/** The sides of the dimensions, each with its input's label. */
const SIDE_LABELS = {
  length: m.products_length_unit,
  width: m.products_width_unit,
  height: m.products_height_unit,
} as const;

/** A field's note goes under its input, so the inputs of a row stay level. */
const NOTE_UNDER_INPUT: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

type Outcome = { tone: 'info' | 'error'; message: string } | null;

/** A field a supplier sees but does not change: read only, saying who sets it. */
const LOCKED_FIELD_PROPS = {
  readOnly: true,
  variant: 'filled',
  description: m.products_set_by_company(),
  inputWrapperOrder: NOTE_UNDER_INPUT,
} as const;

function ProductForm({ product, onDone }: { product: TProduct | null; onDone: () => void }) {
  const isEdit = product !== null;
  const categories = useProductCategoriesQuery();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ProductFormValues>({
    initialValues: product ? productValuesOf(product) : emptyProductValues,
    validate: productFormErrors,
  });

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    if (!product) {
      create.mutate(toCreatePayload(values), {
        onSuccess: (created) => {
          notifications.show({
            color: 'teal',
            title: m.products_product_created(),
            message: created.productName,
          });
          onDone();
        },
        onError: (error) =>
          setOutcome({ tone: 'error', message: errorMessage(error, m.products_create_product_failed()) }),
      });
      return;
    }
    const changes = toUpdatePayload(product, values);
    if (Object.keys(changes).length === 0) {
      setOutcome({ tone: 'info', message: localizeText(USER_MESSAGES.noChanges) });
      return;
    }
    update.mutate(
      { id: product._id, changes },
      {
        onSuccess: (updated) => {
          notifications.show({
            color: 'teal',
            title: m.products_product_updated(),
            message: updated.productName,
          });
          onDone();
        },
        onError: (error) =>
          setOutcome({ tone: 'error', message: errorMessage(error, m.products_update_product_failed()) }),
      },
    );
  }, scrollToFirstError);

  const isSaving = create.isPending || update.isPending;
  // A supplier edits the products they supply but not the company's stock or its rules for it
  // (docs/domain.md#roles): those fields show, read only.
  const locked = accessOfUser(useUser())?.editProducts === 'own' ? LOCKED_FIELD_PROPS : {};
  const cols = { base: 1, sm: 2 };
  // A product held by batch shows its earliest-expiring batch here; a change would be refused.
  const followsBatches = product?.hasBatches === true;
  // The note goes under the input, so the row's inputs stay level.
  const batchFieldProps: Pick<TextInputProps, 'readOnly' | 'variant' | 'description' | 'inputWrapperOrder'> =
    followsBatches
      ? {
          readOnly: true,
          variant: 'filled',
          description: m.products_follows_batches(),
          inputWrapperOrder: NOTE_UNDER_INPUT,
        }
      : {};

  return (
    <ModalForm
      onSubmit={submit}
      notice={outcome?.tone === 'info' ? outcome.message : null}
      error={outcome?.tone === 'error' ? outcome.message : null}
      submitLabel={isEdit ? m.products_save_changes() : m.products_create_product()}
      isEditing={isEdit}
      isSaving={isSaving}
      onCancel={onDone}
      actionsMt="sm"
    >
      <FormSection label={m.products_section_basic_information()} />
      <TextInput
        label={m.products_product_name()}
        placeholder={m.products_product_name_example()}
        withAsterisk
        data-autofocus
        maxLength={STOCK_LIMITS.textMax}
        {...form.getInputProps('productName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="SKU"
          placeholder={m.products_sku_example()}
          maxLength={STOCK_LIMITS.codeMax}
          {...form.getInputProps('sku')}
        />
        <TextInput
          label={m.products_batch_id()}
          maxLength={STOCK_LIMITS.codeMax}
          {...batchFieldProps}
          {...form.getInputProps('batchId')}
        />
        <Autocomplete
          label={m.products_category()}
          placeholder={m.products_choose_or_type()}
          data={categories.data ?? []}
          maxLength={STOCK_LIMITS.categoryMax}
          {...form.getInputProps('productCategory')}
        />
        <TextInput
          label={m.products_brand()}
          placeholder={m.products_brand_example()}
          maxLength={STOCK_LIMITS.categoryMax}
          {...form.getInputProps('brand')}
        />
        <TextInput
          label={m.products_hsn_code()}
          placeholder={m.products_hsn_code_example()}
          inputMode="numeric"
          maxLength={8}
          {...form.getInputProps('hsnCode')}
        />
        <TextInput
          label={m.products_barcode_ean_gtin()}
          placeholder={m.products_gtin_example()}
          inputMode="numeric"
          maxLength={17}
          description={m.products_barcode_hint()}
          inputWrapperOrder={NOTE_UNDER_INPUT}
          {...form.getInputProps('gtin')}
        />
      </SimpleGrid>
      <Textarea
        label={m.products_description()}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={STOCK_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />

      <FormSection label={m.products_section_price_and_stock()} />
      {/* Price beside the MRP it may not pass; the stock below them. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={m.products_price_rupees()}
          min={0}
          step={FORM_STEPS.price}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          {...form.getInputProps('price')}
        />
        <AmountInput
          label={m.products_mrp_rupees()}
          placeholder={m.products_mrp_placeholder()}
          step={FORM_STEPS.price}
          max={STOCK_LIMITS.priceMax}
          allowNegative={false}
          thousandsGroupStyle="lakh"
          {...form.getInputProps('mrp')}
        />
        <NumberInput
          label={m.products_quantity()}
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('quantity')}
          {...locked}
        />
        <NumberInput
          label={m.products_threshold_limit()}
          description={m.products_threshold_limit_hint()}
          inputWrapperOrder={NOTE_UNDER_INPUT}
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('thresholdLimit')}
          {...locked}
        />
      </SimpleGrid>

      <ProductGstFields form={form} isEdit={isEdit} />

      <FormSection label={m.products_section_physical_properties()} />
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <NumberInput
          label={m.products_weight_unit({ unit: UNITS.weight })}
          min={0}
          step={FORM_STEPS.weight}
          decimalScale={2}
          allowNegative={false}
          {...form.getInputProps('weight')}
        />
        {(['length', 'width', 'height'] as const).map((side) => (
          <NumberInput
            key={side}
            label={SIDE_LABELS[side]({ unit: UNITS.dimension })}
            min={0}
            step={FORM_STEPS.dimension}
            decimalScale={1}
            allowNegative={false}
            {...form.getInputProps(`dimensions.${side}`)}
          />
        ))}
      </SimpleGrid>

      <FormSection label={m.products_dates()} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField
          label={m.products_manufacturing_date()}
          {...batchFieldProps}
          clearable={!followsBatches}
          {...form.getInputProps('mfgDate')}
        />
        <DateField
          label={m.products_expiry_date()}
          {...batchFieldProps}
          clearable={!followsBatches}
          {...form.getInputProps('expiryDate')}
        />
        <NumberInput
          label={m.products_shelf_life_days()}
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('shelfLifeDays')}
        />
      </SimpleGrid>

      <ReorderFields form={form} />

      <FormSection label={m.products_supplier_location()} />
      <PointPicker
        pointName={m.products_supplier_location_point()}
        latitude={form.values.latitude}
        longitude={form.values.longitude}
        onChange={({ latitude, longitude }) => {
          form.setFieldValue('latitude', latitude);
          form.setFieldValue('longitude', longitude);
        }}
      >
        <SimpleGrid cols={cols}>
          <NumberInput
            label={m.products_supplier_longitude()}
            placeholder={m.products_longitude_range()}
            step={FORM_STEPS.coordinate}
            decimalScale={COORDINATE_DECIMALS}
            {...form.getInputProps('longitude')}
          />
          <NumberInput
            label={m.products_supplier_latitude()}
            placeholder={m.products_latitude_range()}
            step={FORM_STEPS.coordinate}
            decimalScale={COORDINATE_DECIMALS}
            {...form.getInputProps('latitude')}
          />
        </SimpleGrid>
      </PointPicker>
    </ModalForm>
  );
}

/**
 * Reorder and expiry: when the product counts as expiring and is due for reordering, and how much to
 * buy then. Each empty field says the default that applies.
 */
function ReorderFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const ruleLabelId = useId();
  const locked = accessOfUser(useUser())?.editProducts === 'own' ? LOCKED_FIELD_PROPS : {};
  const threshold = form.values.thresholdLimit;
  const rule = REORDER_RULES.find((r) => r.value === form.values.reorderRule) ?? REORDER_RULES[0]!;
  return (
    <>
      <FormSection label={m.products_section_reorder_and_expiry()} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={m.products_expiry_warning_days()}
          description={m.products_expiry_warning_hint()}
          placeholder={m.products_default_days({ count: formatNumber(BATCH_LIMITS.defaultWarningDays, 0) })}
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('expiryWarningDays')}
        />
        <NumberInput
          label={m.products_reorder_point()}
          description={m.products_reorder_point_hint()}
          placeholder={
            threshold === ''
              ? m.products_default_threshold()
              : m.products_default_threshold_value({ threshold: String(threshold) })
          }
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('reorderPoint')}
          {...locked}
        />
        <NumberInput
          label={m.products_lead_time_days()}
          description={m.products_lead_time_hint()}
          placeholder={m.products_default_days({
            count: formatNumber(REORDER_LIMITS.defaultLeadTimeDays, 0),
          })}
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('leadTimeDays')}
          {...locked}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={500} id={ruleLabelId}>
          {m.products_how_much_to_order()}
        </Text>
        <SegmentedControl
          aria-labelledby={ruleLabelId}
          data={REORDER_RULES.map(({ value, label }) => ({ value, label: label() }))}
          value={form.values.reorderRule}
          readOnly={'readOnly' in locked}
          onChange={(value) => {
            const next = REORDER_RULES.find((r) => r.value === value);
            if (next) form.setFieldValue('reorderRule', next.value);
          }}
          w="fit-content"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={rule.label()}
          description={
            rule.value === 'upTo' ? m.products_order_up_to_hint() : m.products_reorder_quantity_hint()
          }
          placeholder={m.products_default_from_outflow()}
          {...WHOLE_NUMBER_PROPS}
          min={1}
          {...form.getInputProps('reorderAmount')}
          {...locked}
        />
      </SimpleGrid>
    </>
  );
}
