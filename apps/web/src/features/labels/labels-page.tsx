import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueries, useQuery } from '@tanstack/react-query';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { LABEL_LIMITS, type LabelLayoutName, type TProduct, type TStorageList } from '@godown/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, failureWithReason } from '../../api/client';
import { downloadPostedFile } from '../../api/download';
import { inventoryOptions, productOptions } from '../../api/options';
import { productKeys, storageKeys } from '../../api/query-keys';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { SearchSelect } from '../../components/search-select';
import { BUYER_ROLES, hasRole } from '../../lib/roles';
import { useUser } from '../../lib/session';
import {
  initialChoices,
  LAYOUT_OPTIONS,
  productLabelsBody,
  shelfLabelsBody,
  type ProductLabelSource,
} from './labels-form';
import { m } from '../../paraglide/messages.js';

/** The sheets whose names have words, in the screen's language (the A4 sheets are named by figures). */
const LAYOUT_TITLES: Partial<Record<LabelLayoutName, () => string>> = {
  'thermal-50x25': m.labels_layout_thermal_roll,
};

/** `/labels` (the company's people): product labels and shelf labels as a PDF drawn on the server. */
export function LabelsPage() {
  const [params] = useSearchParams();
  const [initial] = useState(() => initialChoices(params));
  return (
    <RoleGate right="warehouse" title={m.labels_labels()}>
      <PageHeader title={m.labels_labels()} />
      <Tabs defaultValue={initial.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="products">{m.labels_product_labels()}</Tabs.Tab>
          <Tabs.Tab value="shelves">{m.labels_shelf_labels()}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="products">
          <ProductLabels initial={initial} />
        </Tabs.Panel>
        <Tabs.Panel value="shelves">
          <ShelfLabels initial={initial} />
        </Tabs.Panel>
      </Tabs>
    </RoleGate>
  );
}

type Initial = ReturnType<typeof initialChoices>;

/** The sheet, the copies and the Print button, the same for both kinds of label. */
function SheetChoices({
  layout,
  onLayout,
  copies,
  onCopies,
}: {
  layout: LabelLayoutName;
  onLayout: (layout: LabelLayoutName) => void;
  copies: number | string;
  onCopies: (copies: number | string) => void;
}) {
  return (
    <Group grow align="flex-start">
      <Select
        label={m.labels_label_sheet()}
        data={LAYOUT_OPTIONS.map((option) => ({
          ...option,
          label: LAYOUT_TITLES[option.value]?.() ?? option.label,
        }))}
        value={layout}
        onChange={(value) => value && onLayout(value as LabelLayoutName)}
        allowDeselect={false}
      />
      <NumberInput
        label={m.labels_copies_of_each()}
        min={1}
        max={LABEL_LIMITS.copiesMax}
        allowDecimal={false}
        value={copies}
        onChange={onCopies}
      />
    </Group>
  );
}

async function print(path: string, body: unknown, setPrinting: (on: boolean) => void) {
  setPrinting(true);
  try {
    await downloadPostedFile(path, body, 'labels.pdf');
  } catch (error) {
    notifications.show({
      color: 'red',
      title: m.labels_labels(),
      message: failureWithReason(error, m.labels_print_failed()),
    });
  } finally {
    setPrinting(false);
  }
}

function ProductLabels({ initial }: { initial: Initial }) {
  const user = useUser();
  const [source, setSource] = useState<ProductLabelSource>(initial.source);
  const [productIds, setProductIds] = useState<string[]>(initial.productIds);
  const [inventoryId, setInventoryId] = useState<string | null>(initial.inventoryId);
  const [layout, setLayout] = useState<LabelLayoutName>('a4-3x8');
  const [copies, setCopies] = useState<number | string>(1);
  const [showPrice, setShowPrice] = useState(true);
  const [isPrinting, setPrinting] = useState(false);
  const chosen = useQueries({
    queries: productIds.map((id) => ({
      // The same key and shape as the product page's query (the product itself), so they share it.
      queryKey: productKeys.detail(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.get<{ product: TProduct }>(`/products/${encodeURIComponent(id)}`, { signal })).product,
    })),
  });
  const body = productLabelsBody({
    source,
    productIds,
    inventoryId,
    purchaseOrderId: initial.purchaseOrderId,
    layout,
    copies: Number(copies) || 1,
    showPrice,
  });
  const sources = [
    { value: 'products', label: m.labels_source_chosen_products() },
    { value: 'inventory', label: m.labels_source_inventory_products() },
    ...(initial.purchaseOrderId && hasRole(user, BUYER_ROLES)
      ? [{ value: 'purchaseOrder', label: m.labels_source_purchase_order() }]
      : []),
  ];

  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <Stack gap="md">
        <SegmentedControl
          value={source}
          onChange={(value) => setSource(value as ProductLabelSource)}
          data={sources}
        />
        {source === 'products' ? (
          <Stack gap="xs">
            <SearchSelect
              label={m.labels_add_a_product()}
              placeholder={m.labels_search_product_placeholder()}
              source={productOptions.transport}
              value={null}
              onChange={(value) =>
                value && !productIds.includes(value) && setProductIds([...productIds, value])
              }
              key={productIds.length}
            />
            {productIds.map((id, index) => {
              const product = chosen[index]?.data;
              return (
                <Group key={id} justify="space-between" wrap="nowrap">
                  <Text size="sm">
                    {product
                      ? `${product.productName}${product.sku ? ` (${product.sku})` : ''}`
                      : m.labels_loading()}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={
                      product
                        ? m.labels_remove_named({ name: product.productName })
                        : m.labels_remove_product()
                    }
                    onClick={() => setProductIds(productIds.filter((p) => p !== id))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              );
            })}
            {productIds.length === 0 ? (
              <Text size="sm" c="dimmed">
                {m.labels_no_products_chosen()}
              </Text>
            ) : null}
          </Stack>
        ) : source === 'inventory' ? (
          <SearchSelect
            label={m.labels_inventory()}
            placeholder={m.labels_choose_the_inventory()}
            source={inventoryOptions}
            value={inventoryId}
            onChange={(value) => setInventoryId(value)}
            description={m.labels_inventory_source_hint()}
          />
        ) : (
          <Text size="sm">{m.labels_purchase_order_source_hint()}</Text>
        )}
        <SheetChoices layout={layout} onLayout={setLayout} copies={copies} onCopies={setCopies} />
        <Checkbox
          label={m.labels_print_price_mrp()}
          checked={showPrice}
          onChange={(e) => setShowPrice(e.currentTarget.checked)}
        />
        <Group>
          <Button
            leftSection={<IconPrinter size={18} />}
            disabled={!body}
            loading={isPrinting}
            onClick={() => body && void print('/labels/products', body, setPrinting)}
          >
            {m.labels_print_labels_pdf()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ShelfLabels({ initial }: { initial: Initial }) {
  const [inventoryId, setInventoryId] = useState<string | null>(initial.inventoryId);
  const [unitIds, setUnitIds] = useState<string[]>(initial.storageUnitIds);
  const [layout, setLayout] = useState<LabelLayoutName>('a4-2x7');
  const [copies, setCopies] = useState<number | string>(1);
  const [isPrinting, setPrinting] = useState(false);
  const units = useQuery({
    queryKey: storageKeys.ofInventory(inventoryId ?? ''),
    queryFn: ({ signal }) =>
      api.get<TStorageList>(`/storages/?inventory=${inventoryId}&limit=500`, { signal }),
    enabled: inventoryId !== null,
  });
  const body = shelfLabelsBody({ inventoryId, storageUnitIds: unitIds, layout, copies: Number(copies) || 1 });
  return (
    <Paper withBorder p="md" radius="md" maw={720}>
      <Stack gap="md">
        <SearchSelect
          label={m.labels_inventory()}
          placeholder={m.labels_choose_the_inventory()}
          source={inventoryOptions}
          value={inventoryId}
          onChange={(value) => {
            setInventoryId(value);
            setUnitIds([]);
          }}
        />
        {inventoryId ? (
          <Checkbox.Group
            label={m.labels_storage_units()}
            description={m.labels_storage_units_hint()}
            value={unitIds}
            onChange={setUnitIds}
          >
            <Stack gap={6} mt="xs">
              {(units.data?.storages ?? []).map((unit) => (
                <Checkbox key={unit._id} value={unit._id} label={`${unit.locationId} · ${unit.name}`} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        <SheetChoices layout={layout} onLayout={setLayout} copies={copies} onCopies={setCopies} />
        <Group>
          <Button
            leftSection={<IconPrinter size={18} />}
            disabled={!body}
            loading={isPrinting}
            onClick={() => body && void print('/labels/shelves', body, setPrinting)}
          >
            {m.labels_print_shelf_labels_pdf()}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
