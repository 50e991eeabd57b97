import { NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { SALES_ORDER_LIMITS } from '@godown/shared';
import { productOptions, type SearchOption } from '../api/options';
import { m } from '../paraglide/messages.js';
import { OrderLinesEditor } from './order-lines-editor';
import { SearchSelect } from './search-select';

/** A line of products sold: a product and its units (a sales order's, a counter sale's). */
export interface ProductUnitsLine {
  key: string;
  product: string | null;
  quantity: number | string;
}

interface ProductUnitsLinesProps<V extends { lines: ProductUnitsLine[] }> {
  form: UseFormReturnType<V>;
  /** The chosen products by id, so a picker opens on its product's name. */
  products: Record<string, SearchOption>;
  onProduct: (option: SearchOption) => void;
}

/** The lines of a sale: a product and its units each, one product a line, up to a sales order's limit. */
export function ProductUnitsLines<V extends { lines: ProductUnitsLine[] }>({
  form,
  products,
  onProduct,
}: ProductUnitsLinesProps<V>) {
  // The form's paths are checked against V by Mantine; here V is any form with these lines.
  const lines = form as unknown as UseFormReturnType<{ lines: ProductUnitsLine[] }>;
  const values = lines.values.lines;
  return (
    <OrderLinesEditor
      lines={values}
      fields={(line, index, isFirst) => {
        const number = index + 1;
        return (
          <>
            <SearchSelect
              label={isFirst ? m.sales_product() : undefined}
              aria-label={m.sales_product_number({ number })}
              placeholder={m.sales_search_products()}
              withAsterisk={isFirst}
              source={productOptions.transport}
              initialOption={line.product ? (products[line.product] ?? null) : null}
              value={line.product}
              onChange={(value, option) => {
                lines.setFieldValue(`lines.${index}.product`, value);
                if (option) onProduct(option);
              }}
              error={lines.errors[`lines.${index}.product`]}
              style={{ flex: '1 1 260px', minWidth: 0 }}
            />
            <NumberInput
              label={isFirst ? m.sales_quantity() : undefined}
              aria-label={m.sales_quantity_number({ number })}
              withAsterisk={isFirst}
              min={1}
              max={SALES_ORDER_LIMITS.lineQuantityMax}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              w={{ base: 110, sm: 140 }}
              {...lines.getInputProps(`lines.${index}.quantity`)}
            />
          </>
        );
      }}
      removeLabel={(number) => m.sales_remove_line_number({ number })}
      onRemove={(index) => lines.removeListItem('lines', index)}
      error={lines.errors.lines}
      addLabel={m.sales_add_line()}
      onAdd={() => lines.insertListItem('lines', { key: randomId(), product: null, quantity: 1 })}
      canAdd={values.length < SALES_ORDER_LIMITS.linesMax}
    />
  );
}
