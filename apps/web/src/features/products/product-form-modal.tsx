import {
  Autocomplete,
  Divider,
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
  COORDINATE_DECIMALS,
  FORM_STEPS,
  REORDER_LIMITS,
  STOCK_LIMITS,
  UNITS,
  USER_MESSAGES,
  type TProduct,
} from '@godown/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/client';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { PointPicker } from '../../components/map/point-picker';
import { scrollToFirstError } from '../../lib/form-errors';
import {
  emptyProductValues,
  productFormErrors,
  productValuesOf,
  toCreatePayload,
  toUpdatePayload,
  type ProductFormValues,
  type ReorderRule,
} from './product-payload';
import { useCreateProduct, useProductCategoriesQuery, useUpdateProduct } from './products-api';

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
      title={product ? 'Edit Product' : 'Add Product'}
      size="xl"
      isFullScreenOnPhone
    >
      <ProductForm product={product ?? null} onDone={onClose} />
    </FormModal>
  );
}

/** Quantity, threshold and shelf life: whole numbers, 0 or more. */
const WHOLE_NUMBER_PROPS = { min: 0, step: 1, allowDecimal: false, allowNegative: false } as const;

/** The note on the batch fields of a product held by batch (shown read-only). */
const FOLLOWS_BATCHES = 'Follows its batches';

const REORDER_RULES: { value: ReorderRule; label: string }[] = [
  { value: 'quantity', label: 'Reorder quantity' },
  { value: 'upTo', label: 'Order up to' },
];

type Outcome = { tone: 'info' | 'error'; message: string } | null;

function Section({ label }: { label: string }) {
  return <Divider label={label} labelPosition="left" mt="xs" styles={{ label: { fontWeight: 600 } }} />;
}

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
          notifications.show({ color: 'teal', title: 'Product created', message: created.productName });
          onDone();
        },
        onError: (error) =>
          setOutcome({ tone: 'error', message: errorMessage(error, 'Failed to create product') }),
      });
      return;
    }
    const changes = toUpdatePayload(product, values);
    if (Object.keys(changes).length === 0) {
      setOutcome({ tone: 'info', message: USER_MESSAGES.noChanges });
      return;
    }
    update.mutate(
      { id: product._id, changes },
      {
        onSuccess: (updated) => {
          notifications.show({ color: 'teal', title: 'Product updated', message: updated.productName });
          onDone();
        },
        onError: (error) =>
          setOutcome({ tone: 'error', message: errorMessage(error, 'Failed to update product') }),
      },
    );
  }, scrollToFirstError);

  const isSaving = create.isPending || update.isPending;
  const cols = { base: 1, sm: 2 };
  // A product held by batch shows its earliest-expiring batch here; a change would be refused.
  const followsBatches = product?.hasBatches === true;
  // The note goes under the input, so the row's inputs stay level.
  const batchFieldProps: Pick<TextInputProps, 'readOnly' | 'variant' | 'description' | 'inputWrapperOrder'> =
    followsBatches
      ? {
          readOnly: true,
          variant: 'filled',
          description: FOLLOWS_BATCHES,
          inputWrapperOrder: ['label', 'input', 'description', 'error'],
        }
      : {};

  return (
    <ModalForm
      onSubmit={submit}
      notice={outcome?.tone === 'info' ? outcome.message : null}
      error={outcome?.tone === 'error' ? outcome.message : null}
      submitLabel={isEdit ? 'Save Changes' : 'Create Product'}
      isEditing={isEdit}
      isSaving={isSaving}
      onCancel={onDone}
      actionsMt="sm"
    >
      <Section label="Basic information" />
      <TextInput
        label="Product Name"
        placeholder="e.g. Basmati Rice 25 kg"
        withAsterisk
        data-autofocus
        maxLength={STOCK_LIMITS.textMax}
        {...form.getInputProps('productName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="SKU"
          placeholder="e.g. RICE-25"
          maxLength={STOCK_LIMITS.codeMax}
          {...form.getInputProps('sku')}
        />
        <TextInput
          label="Batch ID"
          maxLength={STOCK_LIMITS.codeMax}
          {...batchFieldProps}
          {...form.getInputProps('batchId')}
        />
        <Autocomplete
          label="Category"
          placeholder="Choose or type"
          data={categories.data ?? []}
          maxLength={STOCK_LIMITS.categoryMax}
          {...form.getInputProps('productCategory')}
        />
        <TextInput
          label="HSN code"
          placeholder="e.g. 1006"
          inputMode="numeric"
          maxLength={8}
          {...form.getInputProps('hsnCode')}
        />
        <TextInput
          label="Barcode (EAN/GTIN)"
          placeholder="e.g. 8901234567890"
          inputMode="numeric"
          maxLength={17}
          description="The number under the barcode on the pack"
          {...form.getInputProps('gtin')}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={STOCK_LIMITS.descriptionMax}
        {...form.getInputProps('description')}
      />

      <Section label="Price and stock" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Price (₹)"
          min={0}
          step={FORM_STEPS.price}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          {...form.getInputProps('price')}
        />
        <NumberInput label="Quantity" {...WHOLE_NUMBER_PROPS} {...form.getInputProps('quantity')} />
        <NumberInput
          label="Threshold Limit"
          description="Low Stock at or below this quantity"
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('thresholdLimit')}
        />
      </SimpleGrid>

      <Section label="Physical properties" />
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        <NumberInput
          label={`Weight (${UNITS.weight})`}
          min={0}
          step={FORM_STEPS.weight}
          decimalScale={2}
          allowNegative={false}
          {...form.getInputProps('weight')}
        />
        {(['length', 'width', 'height'] as const).map((side) => (
          <NumberInput
            key={side}
            label={`${side.charAt(0).toUpperCase()}${side.slice(1)} (${UNITS.dimension})`}
            min={0}
            step={FORM_STEPS.dimension}
            decimalScale={1}
            allowNegative={false}
            {...form.getInputProps(`dimensions.${side}`)}
          />
        ))}
      </SimpleGrid>

      <Section label="Dates" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField
          label="Manufacturing Date"
          {...batchFieldProps}
          clearable={!followsBatches}
          {...form.getInputProps('mfgDate')}
        />
        <DateField
          label="Expiry Date"
          {...batchFieldProps}
          clearable={!followsBatches}
          {...form.getInputProps('expiryDate')}
        />
        <NumberInput
          label="Shelf Life (days)"
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('shelfLifeDays')}
        />
      </SimpleGrid>

      <ReorderFields form={form} />

      <Section label="Supplier location" />
      <PointPicker
        pointName="supplier location"
        latitude={form.values.latitude}
        longitude={form.values.longitude}
        onChange={({ latitude, longitude }) => {
          form.setFieldValue('latitude', latitude);
          form.setFieldValue('longitude', longitude);
        }}
      >
        <SimpleGrid cols={cols}>
          <NumberInput
            label="Supplier Longitude"
            placeholder="-180 to 180"
            step={FORM_STEPS.coordinate}
            decimalScale={COORDINATE_DECIMALS}
            {...form.getInputProps('longitude')}
          />
          <NumberInput
            label="Supplier Latitude"
            placeholder="-90 to 90"
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
  const threshold = form.values.thresholdLimit;
  const rule = REORDER_RULES.find((r) => r.value === form.values.reorderRule) ?? REORDER_RULES[0]!;
  return (
    <>
      <Section label="Reorder and expiry" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label="Expiry Warning (days)"
          description="Days before a batch expires"
          placeholder={`Default: ${BATCH_LIMITS.defaultWarningDays} days`}
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('expiryWarningDays')}
        />
        <NumberInput
          label="Reorder Point"
          description="Reorder at or below this stock"
          placeholder={
            threshold === '' ? 'Default: the threshold limit' : `Default: threshold limit, ${threshold}`
          }
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('reorderPoint')}
        />
        <NumberInput
          label="Lead Time (days)"
          description="Days from order to delivery"
          placeholder={`Default: ${REORDER_LIMITS.defaultLeadTimeDays} days`}
          {...WHOLE_NUMBER_PROPS}
          {...form.getInputProps('leadTimeDays')}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={500} id={ruleLabelId}>
          How much to order
        </Text>
        <SegmentedControl
          aria-labelledby={ruleLabelId}
          data={REORDER_RULES}
          value={form.values.reorderRule}
          onChange={(value) => {
            const next = REORDER_RULES.find((r) => r.value === value);
            if (next) form.setFieldValue('reorderRule', next.value);
          }}
          w="fit-content"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInput
          label={rule.label}
          description={
            rule.value === 'upTo'
              ? 'Buy enough to bring the stock up to this level'
              : 'Buy this many units each time'
          }
          placeholder="Default: from outflow and lead time"
          {...WHOLE_NUMBER_PROPS}
          min={1}
          {...form.getInputProps('reorderAmount')}
        />
      </SimpleGrid>
    </>
  );
}
