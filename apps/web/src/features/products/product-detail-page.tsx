import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendar,
  IconEdit,
  IconInfoCircle,
  IconPrinter,
  IconRefresh,
  IconRuler2,
  IconServer,
  IconTrash,
} from '@tabler/icons-react';
import {
  BATCH_LIMITS,
  formatNumber,
  formatRupees,
  formatVolume,
  isLowStock,
  REORDER_LIMITS,
  UNITS,
  volumeFromDimensions,
  type TProduct,
} from '@godown/shared';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isNotFoundError } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { formatCalendarDate, formatDateTime } from '../../components/date-time-text';
import { ErrorLine } from '../../components/error-line';
import { LoadingLine } from '../../components/loading-line';
import { LABELS_PATH } from '../../lib/paths';
import { BUYER_ROLES, hasRole, TEAM_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { ProductFormModal } from './product-form-modal';
import { ProductStockCards } from './product-stock-cards';
import { useProductQuery } from './products-api';
import { useConfirmDeleteProduct } from './use-confirm-delete-product';

/** The stock chart (and the chart library) loads after the product's details. */
const ProductStockChart = lazy(async () => ({
  default: (await import('./product-stock-chart')).ProductStockChart,
}));

/** The note on the batch fields of a product held by batch: they show its earliest-expiring batch. */
const FOLLOWS_BATCHES = 'Follows its batches';

/** `/products/:id`: one product's details, with Edit (signed in) and Delete (admin). */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const product = useProductQuery(id);

  if (product.isError) {
    const isMissing = isNotFoundError(product.error);
    return (
      <Stack gap="md">
        <BackToProducts />
        <Title order={2}>Product Details</Title>
        <ErrorLine message={isMissing ? 'Product not found' : 'Failed to fetch product details'} />
      </Stack>
    );
  }
  if (product.isPending) return <LoadingLine label="Loading product details..." />;
  return <ProductDetails product={product.data} />;
}

function BackToProducts() {
  return (
    <BackLink to="/products" w="fit-content">
      Back to products
    </BackLink>
  );
}

function ProductDetails({ product }: { product: TProduct }) {
  const user = useUser();
  const isAdmin = user?.role === 'admin';
  const navigate = useNavigate();
  const [isFormOpen, setFormOpen] = useState(false);
  const deletion = useConfirmDeleteProduct(() => void navigate('/products'));
  const isLow = isLowStock(product.quantity, product.thresholdLimit);
  const hasDates = Boolean(product.mfgDate || product.expiryDate);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <BackToProducts />
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="sm" align="center">
            <Title order={2}>{product.productName}</Title>
            {isLow ? (
              <Badge color="red" variant="filled" size="lg" leftSection={<IconAlertTriangle size={14} />}>
                Low Stock
              </Badge>
            ) : null}
          </Group>
          <Group gap="sm">
            {hasRole(user, TEAM_ROLES) ? (
              <Button
                component={Link}
                to={`${LABELS_PATH}?${new URLSearchParams({ products: product._id }).toString()}`}
                variant="default"
                leftSection={<IconPrinter size={18} />}
              >
                Print labels
              </Button>
            ) : null}
            {user ? (
              <Button variant="light" leftSection={<IconEdit size={18} />} onClick={() => setFormOpen(true)}>
                Edit
              </Button>
            ) : null}
            {isAdmin ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={18} />}
                loading={deletion.deletingId === product._id}
                onClick={() => deletion.confirmDelete(product)}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>

      <ErrorLine message={deletion.error} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InfoCard title="Basic Information" icon={<IconInfoCircle size={18} />}>
          <InfoRow label="Name" value={product.productName} />
          <InfoRow label="SKU" value={product.sku} />
          <InfoRow
            label="Batch ID"
            value={product.batchId}
            hint={product.hasBatches ? FOLLOWS_BATCHES : undefined}
          />
          <InfoRow label="Category" value={product.productCategory} />
          <InfoRow label="HSN code" value={product.hsnCode} />
          <InfoRow label="Barcode" value={product.gtin} />
          <InfoRow label="Price" value={formatRupees(product.price)} />
          <InfoRow label="Quantity" value={formatNumber(product.quantity, 0)} />
          <InfoRow
            label="Threshold Limit"
            value={product.thresholdLimit === null ? null : formatNumber(product.thresholdLimit, 0)}
          />
          <InfoRow
            label="Shelf Life"
            value={product.shelfLifeDays === null ? null : `${formatNumber(product.shelfLifeDays, 0)} days`}
          />
          <InfoRow label="Supplier" value={product.supplierId} />
          <InfoRow label="Description" value={product.description} block />
        </InfoCard>

        <InfoCard title="Physical Properties" icon={<IconRuler2 size={18} />}>
          <InfoRow
            label="Weight"
            value={product.weight === null ? null : `${formatNumber(product.weight)} ${UNITS.weight}`}
          />
          <InfoRow
            label="Dimensions (L × W × H)"
            value={
              product.dimensions
                ? `${formatNumber(product.dimensions.length, 1)} × ${formatNumber(product.dimensions.width, 1)} × ${formatNumber(product.dimensions.height, 1)} ${UNITS.dimension}`
                : null
            }
          />
          <InfoRow
            label="Volume"
            value={
              product.dimensions
                ? `${formatVolume(volumeFromDimensions(product.dimensions))} ${UNITS.volume}`
                : null
            }
          />
          <InfoRow
            label="Supplier Location"
            value={
              product.supplierLocation
                ? `${product.supplierLocation.coordinates[1]}, ${product.supplierLocation.coordinates[0]}`
                : null
            }
            hint="latitude, longitude"
          />
        </InfoCard>

        {hasDates ? (
          <InfoCard title="Dates" icon={<IconCalendar size={18} />}>
            {product.hasBatches ? (
              <Text size="xs" c="dimmed">
                {`${FOLLOWS_BATCHES}: the dates of its earliest-expiring batch in stock.`}
              </Text>
            ) : null}
            <InfoRow
              label="Manufacturing Date"
              value={product.mfgDate ? formatCalendarDate(product.mfgDate) : null}
            />
            <InfoRow
              label="Expiry Date"
              value={
                product.expiryDate ? (
                  <Group gap="xs" justify="flex-end" component="span">
                    {formatCalendarDate(product.expiryDate)}
                    {isExpired(product.expiryDate) ? (
                      <Badge color="red" variant="light" size="sm">
                        Expired
                      </Badge>
                    ) : null}
                  </Group>
                ) : null
              }
            />
          </InfoCard>
        ) : null}

        <ReorderCard product={product} />

        <InfoCard title="System Information" icon={<IconServer size={18} />}>
          <InfoRow label="Created" value={formatDateTime(product.createdAt)} />
          <InfoRow label="Updated" value={formatDateTime(product.updatedAt)} />
          <InfoRow
            label="Restock Recommended"
            value={
              <Badge color={product.restockRecommended ? 'red' : 'gray'} variant="light">
                {product.restockRecommended ? 'Yes' : 'No'}
              </Badge>
            }
          />
          <InfoRow
            label="Placed in Inventories"
            value={`${formatNumber(product.placedQuantity, 0)} of ${formatNumber(product.quantity, 0)}`}
          />
        </InfoCard>
      </SimpleGrid>

      {user ? (
        <Suspense fallback={<LoadingLine label="Loading stock over time..." />}>
          <ProductStockChart productId={product._id} thresholdLimit={product.thresholdLimit} />
        </Suspense>
      ) : null}

      <ProductStockCards product={product} showHistory={Boolean(user)} isBuyer={hasRole(user, BUYER_ROLES)} />

      <ProductFormModal opened={isFormOpen} onClose={() => setFormOpen(false)} product={product} />
    </Stack>
  );
}

const days = (n: number) => `${formatNumber(n, 0)} ${n === 1 ? 'day' : 'days'}`;

/** A setting of the product, or the default that applies without one (e.g. "7 days (default)"). */
function orDefault(value: number | null, fallback: string, format = (n: number) => formatNumber(n, 0)) {
  return value === null ? `${fallback} (default)` : format(value);
}

/** When the product is due for reordering, how much to buy, and when its batches count as expiring. */
function ReorderCard({ product }: { product: TProduct }) {
  const threshold = product.thresholdLimit ?? 0;
  const amount =
    product.orderUpTo !== null
      ? { label: 'Order Up To', value: formatNumber(product.orderUpTo, 0) }
      : {
          label: 'Reorder Quantity',
          value: product.reorderQuantity === null ? null : formatNumber(product.reorderQuantity, 0),
        };
  return (
    <InfoCard title="Reorder and Expiry" icon={<IconRefresh size={18} />}>
      <InfoRow
        label="Reorder Point"
        value={orDefault(product.reorderPoint, `Threshold limit, ${formatNumber(threshold, 0)}`)}
      />
      <InfoRow
        label={amount.label}
        value={amount.value}
        hint={amount.value === null ? 'Suggested from the outflow and lead time' : undefined}
      />
      <InfoRow
        label="Lead Time"
        value={orDefault(product.leadTimeDays, days(REORDER_LIMITS.defaultLeadTimeDays), days)}
      />
      <InfoRow
        label="Expiry Warning"
        value={orDefault(product.expiryWarningDays, days(BATCH_LIMITS.defaultWarningDays), days)}
        hint="before a batch expires"
      />
    </InfoCard>
  );
}

function isExpired(expiryDate: string): boolean {
  return expiryDate.slice(0, 10) < new Date().toISOString().slice(0, 10);
}

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" radius="md">
          {icon}
        </ThemeIcon>
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
      </Group>
      <Stack gap={10}>{children}</Stack>
    </Paper>
  );
}

interface InfoRowProps {
  label: string;
  value: ReactNode;
  /** A small note under the label, e.g. the order of coordinates. */
  hint?: string;
  /** Put the value under the label (long text). */
  block?: boolean;
}

/** One labelled value; a missing value reads "Not set". */
function InfoRow({ label, value, hint, block = false }: InfoRowProps) {
  const shown =
    value === null || value === undefined || value === '' ? (
      <Text span size="sm" c="dimmed" fs="italic">
        Not set
      </Text>
    ) : (
      value
    );
  const labelNode = (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </div>
  );
  if (block) {
    return (
      <div>
        {labelNode}
        <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {shown}
        </Text>
      </div>
    );
  }
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      {labelNode}
      <Text size="sm" fw={500} ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
        {shown}
      </Text>
    </Group>
  );
}
