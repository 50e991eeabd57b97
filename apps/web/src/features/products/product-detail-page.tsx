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
import { hasAccess, mayEditProduct } from '../../lib/access';
import { uqcLabel } from '../../lib/gst';
import { BUYER_ROLES, hasRole, SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { UNITS } from '../../lib/units';
import { mrpMarginText } from './mrp-margin';
import { ProductFormModal } from './product-form-modal';
import { ProductStockCards } from './product-stock-cards';
import { ProductTaxCard } from './product-tax-card';
import { useProductQuery } from './products-api';
import { useConfirmDeleteProduct } from './use-confirm-delete-product';
import { m } from '../../paraglide/messages.js';

/** The stock chart (and the chart library) loads after the product's details. */
const ProductStockChart = lazy(async () => ({
  default: (await import('./product-stock-chart')).ProductStockChart,
}));

/** `/products/:id`: one product's details, with Edit (signed in) and Delete (admin). */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const product = useProductQuery(id);

  if (product.isError) {
    const isMissing = isNotFoundError(product.error);
    return (
      <Stack gap="md">
        <BackToProducts />
        <Title order={2}>{m.products_product_details()}</Title>
        <ErrorLine message={isMissing ? m.products_product_not_found() : m.products_fetch_details_failed()} />
      </Stack>
    );
  }
  if (product.isPending) return <LoadingLine label={m.products_loading_details()} />;
  return <ProductDetails product={product.data} />;
}

function BackToProducts() {
  return (
    <BackLink to="/products" w="fit-content">
      {m.products_back_to_products()}
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
                {m.products_low_stock()}
              </Badge>
            ) : null}
          </Group>
          <Group gap="sm">
            {hasAccess(user, 'warehouse') ? (
              <Button
                component={Link}
                to={`${LABELS_PATH}?${new URLSearchParams({ products: product._id }).toString()}`}
                variant="default"
                leftSection={<IconPrinter size={18} />}
              >
                {m.products_print_labels()}
              </Button>
            ) : null}
            {mayEditProduct(user, product) ? (
              <Button variant="light" leftSection={<IconEdit size={18} />} onClick={() => setFormOpen(true)}>
                {m.products_edit()}
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
                {m.products_delete()}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>

      <ErrorLine message={deletion.error} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InfoCard title={m.products_info_basic_information()} icon={<IconInfoCircle size={18} />}>
          <InfoRow label={m.products_name()} value={product.productName} />
          <InfoRow label="SKU" value={product.sku} />
          <InfoRow
            label={m.products_batch_id()}
            value={product.batchId}
            hint={product.hasBatches ? m.products_follows_batches() : undefined}
          />
          <InfoRow label={m.products_category()} value={product.productCategory} />
          <InfoRow label={m.products_brand()} value={product.brand} />
          <InfoRow label={m.products_hsn_code()} value={product.hsnCode} />
          <InfoRow label={m.products_uqc()} value={product.uqc ? uqcLabel(product.uqc) : null} />
          <InfoRow label={m.products_barcode()} value={product.gtin} />
          <InfoRow label={m.products_price()} value={<PriceWithMargin product={product} />} />
          <InfoRow label={m.products_mrp()} value={product.mrp === null ? null : formatRupees(product.mrp)} />
          <InfoRow label={m.products_quantity()} value={formatNumber(product.quantity, 0)} />
          <InfoRow
            label={m.products_threshold_limit()}
            value={product.thresholdLimit === null ? null : formatNumber(product.thresholdLimit, 0)}
          />
          <InfoRow
            label={m.products_shelf_life()}
            value={
              product.shelfLifeDays === null
                ? null
                : m.products_day_count_other({ count: formatNumber(product.shelfLifeDays, 0) })
            }
          />
          <InfoRow label={m.products_supplier()} value={product.supplierId} />
          <InfoRow label={m.products_description()} value={product.description} block />
        </InfoCard>

        <InfoCard title={m.products_info_physical_properties()} icon={<IconRuler2 size={18} />}>
          <InfoRow
            label={m.products_weight()}
            value={product.weight === null ? null : `${formatNumber(product.weight)} ${UNITS.weight}`}
          />
          <InfoRow
            label={m.products_dimensions_lwh()}
            value={
              product.dimensions
                ? `${formatNumber(product.dimensions.length, 1)} × ${formatNumber(product.dimensions.width, 1)} × ${formatNumber(product.dimensions.height, 1)} ${UNITS.dimension}`
                : null
            }
          />
          <InfoRow
            label={m.products_volume()}
            value={
              product.dimensions
                ? `${formatVolume(volumeFromDimensions(product.dimensions))} ${UNITS.volume}`
                : null
            }
          />
          <InfoRow
            label={m.products_info_supplier_location()}
            value={
              product.supplierLocation
                ? `${product.supplierLocation.coordinates[1]}, ${product.supplierLocation.coordinates[0]}`
                : null
            }
            hint={m.products_latitude_longitude()}
          />
        </InfoCard>

        {hasDates ? (
          <InfoCard title={m.products_dates()} icon={<IconCalendar size={18} />}>
            {product.hasBatches ? (
              <Text size="xs" c="dimmed">
                {m.products_follows_batches_dates()}
              </Text>
            ) : null}
            <InfoRow
              label={m.products_manufacturing_date()}
              value={product.mfgDate ? formatCalendarDate(product.mfgDate) : null}
            />
            <InfoRow
              label={m.products_expiry_date()}
              value={
                product.expiryDate ? (
                  <Group gap="xs" justify="flex-end" component="span">
                    {formatCalendarDate(product.expiryDate)}
                    {isExpired(product.expiryDate) ? (
                      <Badge color="red" variant="light" size="sm">
                        {m.products_expired()}
                      </Badge>
                    ) : null}
                  </Group>
                ) : null
              }
            />
          </InfoCard>
        ) : null}

        <ReorderCard product={product} />

        <InfoCard title={m.products_system_information()} icon={<IconServer size={18} />}>
          <InfoRow label={m.products_created()} value={formatDateTime(product.createdAt)} />
          <InfoRow label={m.products_updated()} value={formatDateTime(product.updatedAt)} />
          <InfoRow
            label={m.products_restock_recommended()}
            value={
              <Badge color={product.restockRecommended ? 'red' : 'gray'} variant="light">
                {product.restockRecommended ? m.products_yes() : m.products_no()}
              </Badge>
            }
          />
          <InfoRow
            label={m.products_placed_in_inventories()}
            value={m.products_placed_of_total({
              placed: formatNumber(product.placedQuantity, 0),
              total: formatNumber(product.quantity, 0),
            })}
          />
        </InfoCard>
      </SimpleGrid>

      {/* The rates are the company's billing data: admins and staff (the server refuses the rest). */}
      {hasRole(user, SELLER_ROLES) ? <ProductTaxCard product={product} /> : null}

      {user ? (
        <Suspense fallback={<LoadingLine label={m.products_loading_stock_over_time()} />}>
          <ProductStockChart productId={product._id} thresholdLimit={product.thresholdLimit} />
        </Suspense>
      ) : null}

      <ProductStockCards
        product={product}
        showHistory={hasAccess(user, 'movements')}
        isBuyer={hasRole(user, BUYER_ROLES)}
      />

      <ProductFormModal opened={isFormOpen} onClose={() => setFormOpen(false)} product={product} />
    </Stack>
  );
}

const days = (n: number) =>
  (n === 1 ? m.products_day_count_one : m.products_day_count_other)({ count: formatNumber(n, 0) });

/** A setting of the product, or the default that applies without one (e.g. "7 days (default)"). */
function orDefault(value: number | null, fallback: string, format = (n: number) => formatNumber(n, 0)) {
  return value === null ? m.products_value_default({ value: fallback }) : format(value);
}

/** When the product is due for reordering, how much to buy, and when its batches count as expiring. */
function ReorderCard({ product }: { product: TProduct }) {
  const threshold = product.thresholdLimit ?? 0;
  const amount =
    product.orderUpTo !== null
      ? { label: m.products_info_order_up_to(), value: formatNumber(product.orderUpTo, 0) }
      : {
          label: m.products_info_reorder_quantity(),
          value: product.reorderQuantity === null ? null : formatNumber(product.reorderQuantity, 0),
        };
  return (
    <InfoCard title={m.products_info_reorder_and_expiry()} icon={<IconRefresh size={18} />}>
      <InfoRow
        label={m.products_reorder_point()}
        value={orDefault(
          product.reorderPoint,
          m.products_threshold_limit_value({ threshold: formatNumber(threshold, 0) }),
        )}
      />
      <InfoRow
        label={amount.label}
        value={amount.value}
        hint={amount.value === null ? m.products_suggested_from_outflow() : undefined}
      />
      <InfoRow
        label={m.products_lead_time()}
        value={orDefault(product.leadTimeDays, days(REORDER_LIMITS.defaultLeadTimeDays), days)}
      />
      <InfoRow
        label={m.products_expiry_warning()}
        value={orDefault(product.expiryWarningDays, days(BATCH_LIMITS.defaultWarningDays), days)}
        hint={m.products_before_batch_expires()}
      />
    </InfoCard>
  );
}

/** The price, and under it what it leaves under the MRP when the product has one. */
function PriceWithMargin({ product }: { product: TProduct }) {
  const margin = mrpMarginText(product.price, product.mrp);
  return (
    <>
      {formatRupees(product.price)}
      {margin ? (
        <Text size="xs" c="dimmed" fw={400}>
          {margin}
        </Text>
      ) : null}
    </>
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
        {m.products_not_set()}
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
