import { Alert, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatRupees, STOCK_LIMITS, type PriceListItemKind, type TPriceList } from '@godown/shared';
import { useState } from 'react';
import { failureWithReason, serverFieldErrors } from '../../api/client';
import {
  isListedProductOption,
  listedProductOption,
  productOptions,
  type ListedProductOption,
} from '../../api/options';
import { DateField } from '../../components/date-field';
import { FormModal, ModalForm } from '../../components/form-modal';
import { SearchSelect } from '../../components/search-select';
import { FORM_STEPS, parseNumberField } from '../../lib/form-numbers';
import { m } from '../../paraglide/messages.js';
import {
  EMPTY_ITEM_VALUES,
  isOverMrp,
  itemFormErrors,
  itemRate,
  itemsWith,
  itemValuesOf,
  type ItemFormValues,
} from './price-list-form';
import { useUpdatePriceList } from './pricing-api';

interface PriceListItemModalProps {
  priceList: TPriceList;
  /** The item to change (its index in the list's items); null adds one. */
  index: number | null;
  opened: boolean;
  onClose: () => void;
}

/** Add item / Change item: a product's price on the list, or a percentage off, for a date range. */
export function PriceListItemModal({ priceList, index, opened, onClose }: PriceListItemModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={index === null ? m.pricing_add_item() : m.pricing_change_item()}
      size="lg"
    >
      <ItemForm priceList={priceList} index={index} onDone={onClose} />
    </FormModal>
  );
}

/** The product of the item being changed, as its picker's option (with its price and MRP). */
function optionOfItem(priceList: TPriceList, index: number | null): ListedProductOption | null {
  const item = index === null ? undefined : priceList.items[index];
  return item ? listedProductOption({ ...item.product, _id: item.product.id }) : null;
}

function ItemForm({
  priceList,
  index,
  onDone,
}: {
  priceList: TPriceList;
  index: number | null;
  onDone: () => void;
}) {
  const update = useUpdatePriceList(priceList.id);
  const item = index === null ? undefined : priceList.items[index];
  const [initialOption] = useState(() => optionOfItem(priceList, index));
  const [product, setProduct] = useState<ListedProductOption | null>(initialOption);
  const form = useForm<ItemFormValues>({
    initialValues: item ? itemValuesOf(item) : EMPTY_ITEM_VALUES,
    validate: (values) => itemFormErrors(priceList.items, index, values),
  });
  // The typed item goes last in the items sent, so the server's details name it at this index.
  const prefix = `items.${priceList.items.length - (index === null ? 0 : 1)}.`;
  const fieldOf = (path: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : path);

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync({ items: itemsWith(priceList.items, index, values) });
      notifications.show({
        color: 'teal',
        title: index === null ? m.pricing_item_added() : m.pricing_item_changed(),
        message: product?.productName ?? '',
      });
      onDone();
    } catch (error) {
      form.setErrors(serverFieldErrors(error, fieldOf));
    }
  });

  const isOnFields = update.isError && Object.keys(serverFieldErrors(update.error, fieldOf)).length > 0;
  const failure =
    update.isError && !isOnFields ? failureWithReason(update.error, m.pricing_save_item_failed()) : null;

  const kind = form.values.kind;
  const value = parseNumberField(form.values.value);
  const rate = product && value !== undefined ? itemRate(product.price, kind, value) : null;
  // Warned, not refused: the list may be set before the MRP changes; an order at such a rate is refused.
  const mrpWarning =
    product && product.mrp !== null && rate !== null && isOverMrp(rate, product.mrp)
      ? m.pricing_rate_above_mrp({ rate: formatRupees(rate), mrp: formatRupees(product.mrp) })
      : null;

  return (
    <ModalForm
      onSubmit={submit}
      error={failure}
      submitLabel={index === null ? m.pricing_add_item() : m.pricing_save_changes()}
      isEditing={index !== null}
      isSaving={update.isPending}
      onCancel={onDone}
    >
      <SearchSelect
        label={m.pricing_product()}
        placeholder={m.pricing_search_products()}
        withAsterisk
        data-autofocus
        openOnFocus={false}
        source={productOptions.priceList}
        initialOption={initialOption}
        value={form.values.product}
        onChange={(next, option) => {
          form.setFieldValue('product', next);
          setProduct(isListedProductOption(option) ? option : null);
        }}
        error={form.errors.product}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {m.pricing_item_kind()}
        </Text>
        <SegmentedControl
          aria-label={m.pricing_item_kind()}
          data={[
            { value: 'price', label: m.pricing_kind_price() },
            { value: 'discount', label: m.pricing_kind_discount() },
          ]}
          value={kind}
          onChange={(next) => form.setFieldValue('kind', next as PriceListItemKind)}
          fullWidth
        />
      </Stack>
      <NumberInput
        label={kind === 'price' ? m.pricing_list_price_rupees() : m.pricing_discount_percent()}
        withAsterisk
        min={0}
        max={kind === 'price' ? STOCK_LIMITS.priceMax : 100}
        step={kind === 'price' ? FORM_STEPS.price : 1}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        thousandsGroupStyle="lakh"
        {...form.getInputProps('value')}
      />
      {product ? (
        <Text size="sm" c="dimmed">
          {m.pricing_product_price_and_mrp({
            price: formatRupees(product.price),
            mrp: product.mrp === null ? m.pricing_no_mrp() : formatRupees(product.mrp),
          })}
          {rate !== null ? (
            <>
              {' · '}
              <Text span size="sm" fw={700} c="var(--mantine-color-text)">
                {m.pricing_rate_value({ rate: formatRupees(rate) })}
              </Text>
            </>
          ) : null}
        </Text>
      ) : null}
      {mrpWarning ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} py="xs">
          {mrpWarning}
        </Alert>
      ) : null}
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
    </ModalForm>
  );
}
