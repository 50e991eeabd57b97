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
import { BUYER_ROLES, hasRole, TEAM_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import {
  initialChoices,
  LAYOUT_OPTIONS,
  productLabelsBody,
  shelfLabelsBody,
  type ProductLabelSource,
} from './labels-form';

/** `/labels` (the company's people): product labels and shelf labels as a PDF drawn on the server. */
export function LabelsPage() {
  const [params] = useSearchParams();
  const [initial] = useState(() => initialChoices(params));
  return (
    <RoleGate roles={TEAM_ROLES} title="Labels">
      <PageHeader title="Labels" />
      <Tabs defaultValue={initial.tab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="products">Product labels</Tabs.Tab>
          <Tabs.Tab value="shelves">Shelf labels</Tabs.Tab>
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
        label="Label sheet"
        data={LAYOUT_OPTIONS}
        value={layout}
        onChange={(value) => value && onLayout(value as LabelLayoutName)}
        allowDeselect={false}
      />
      <NumberInput
        label="Copies of each"
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
      title: 'Labels',
      message: failureWithReason(error, 'Failed to print labels'),
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
    { value: 'products', label: 'Chosen products' },
    { value: 'inventory', label: "An inventory's products" },
    ...(initial.purchaseOrderId && hasRole(user, BUYER_ROLES)
      ? [{ value: 'purchaseOrder', label: 'The purchase order' }]
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
              label="Add a product"
              placeholder="Search by name or SKU"
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
                      : 'Loading...'}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Remove ${product?.productName ?? 'product'}`}
                    onClick={() => setProductIds(productIds.filter((p) => p !== id))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              );
            })}
            {productIds.length === 0 ? (
              <Text size="sm" c="dimmed">
                No products chosen yet.
              </Text>
            ) : null}
          </Stack>
        ) : source === 'inventory' ? (
          <SearchSelect
            label="Inventory"
            placeholder="Choose the inventory"
            source={inventoryOptions}
            value={inventoryId}
            onChange={(value) => setInventoryId(value)}
            description="A label for each batch it holds, and one for each product's units without a batch"
          />
        ) : (
          <Text size="sm">
            A label for each batch received on the order, and for each line received without one.
          </Text>
        )}
        <SheetChoices layout={layout} onLayout={setLayout} copies={copies} onCopies={setCopies} />
        <Checkbox
          label="Print the price (MRP)"
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
            Print labels (PDF)
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
          label="Inventory"
          placeholder="Choose the inventory"
          source={inventoryOptions}
          value={inventoryId}
          onChange={(value) => {
            setInventoryId(value);
            setUnitIds([]);
          }}
        />
        {inventoryId ? (
          <Checkbox.Group
            label="Storage units"
            description="None chosen: the inventory's own label"
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
            Print shelf labels (PDF)
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
