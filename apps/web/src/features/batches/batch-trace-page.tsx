import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRoute, IconSearch } from '@tabler/icons-react';
import { BATCH_MESSAGES, STOCK_LIMITS, formatNumber, type TBatchTrace } from '@godown/shared';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, isNotFoundError } from '../../api/client';
import { productLabel, productOptions } from '../../api/options';
import { EmptyState } from '../../components/empty-state';
import { ErrorLine } from '../../components/error-line';
import { ExpiryBadge } from '../../components/expiry-badge';
import { LabeledValue } from '../../components/labeled-value';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { SearchSelect } from '../../components/search-select';
import { calendarDateOrDash } from '../../components/date-time-text';
import { batchTraceParamsOf, type BatchTraceParams } from '../../lib/paths';
import { BUYER_ROLES } from '../../lib/roles';
import { useBatchTraceQuery } from './batches-api';
import { TraceMovementsCard, TracePlacesCard, TraceTransportsCard } from './trace-cards';
import { localizeText } from '../../lib/localize';
import { m } from '../../paraglide/messages.js';

/** Marks where the batch code and the product go in the heading, in the order the language puts them. */
const CODE_MARK = '\uE000';
const PRODUCT_MARK = '\uE001';

/** `/batches/trace` (admin, staff): find a batch of a product, see where its units are and what moved them. */
export function BatchTracePage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={m.batches_batch_trace()}>
      <BatchTrace />
    </RoleGate>
  );
}

/**
 * The form and the answer. What is traced lives in the URL (`?product=&batch=`), so a trace can be
 * linked to (the product and inventory pages do) and the browser's back button returns to the last
 * one.
 */
function BatchTrace() {
  const [query, setQuery] = useSearchParams();
  const params = batchTraceParamsOf(query);
  const trace = useBatchTraceQuery(params);
  const isAsked = params.product !== '' && params.batch !== '';
  // The picker shows the product's name once the trace names it; until then what the URL says.
  const traced = trace.data?.product;
  const shownProduct =
    traced && (traced.id === params.product || traced.sku === params.product)
      ? productLabel(traced.productName, traced.sku)
      : params.product;

  return (
    <>
      <PageHeader title={m.batches_batch_trace()} />
      <Stack gap="lg">
        <TraceForm
          // A new answer names the product: the form starts again from what is traced.
          key={`${params.product}\u0000${params.batch}\u0000${shownProduct}`}
          params={params}
          productName={shownProduct}
          isTracing={trace.isFetching}
          onTrace={(next) => setQuery(new URLSearchParams({ ...next }))}
        />
        {!isAsked ? (
          <Text c="dimmed">{m.batches_trace_intro()}</Text>
        ) : trace.isPending ? (
          <LoadingLine label={m.batches_tracing()} />
        ) : trace.isError ? (
          isNotFoundError(trace.error) ? (
            <EmptyState
              icon={
                <ThemeIcon variant="light" size={48} radius="xl" color="gray">
                  <IconRoute size={26} />
                </ThemeIcon>
              }
              title={m.batches_nothing_to_trace()}
              message={errorMessage(trace.error, m.batches_no_such_batch())}
            />
          ) : (
            <ErrorLine message={errorMessage(trace.error, m.batches_trace_failed())} />
          )
        ) : (
          <TraceAnswer trace={trace.data} />
        )}
      </Stack>
    </>
  );
}

interface TraceFormValues {
  product: string | null;
  batch: string;
}

interface TraceFormProps {
  params: BatchTraceParams;
  /** What the product picker shows for `params.product`. */
  productName: string;
  isTracing: boolean;
  onTrace: (params: BatchTraceParams) => void;
}

function TraceForm({ params, productName, isTracing, onTrace }: TraceFormProps) {
  const form = useForm<TraceFormValues>({
    initialValues: { product: params.product || null, batch: params.batch },
    validate: {
      product: (value) => (value ? null : m.batches_choose_a_product()),
      batch: (value) => (value.trim() ? null : localizeText(BATCH_MESSAGES.codeRequired)),
    },
  });
  const submit = form.onSubmit((values) =>
    onTrace({ product: values.product ?? '', batch: values.batch.trim() }),
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={m.batches_trace_a_batch()}
    >
      <Group align="flex-start" gap="md" wrap="wrap">
        <SearchSelect
          label={m.batches_product()}
          placeholder={m.batches_search_product_placeholder()}
          withAsterisk
          source={productOptions.transport}
          initialOption={params.product ? { value: params.product, label: productName } : null}
          value={form.values.product}
          onChange={(value) => form.setFieldValue('product', value)}
          error={form.errors.product}
          style={{ flex: '2 1 260px' }}
        />
        <TextInput
          label={m.batches_batch_code()}
          placeholder={m.batches_batch_code_example()}
          withAsterisk
          maxLength={STOCK_LIMITS.codeMax}
          style={{ flex: '1 1 180px' }}
          {...form.getInputProps('batch')}
        />
        <Button type="submit" leftSection={<IconSearch size={16} />} loading={isTracing} mt={25}>
          {m.batches_trace()}
        </Button>
      </Group>
    </Paper>
  );
}

/** The heading "LOT-7 of Rice" in pieces: the code's mark, the product's mark and the words between. */
function headingParts(): string[] {
  return m
    .batches_code_of_product({ code: CODE_MARK, product: PRODUCT_MARK })
    .split(/(\uE000|\uE001)/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The batch and its figures, then where it is, the transports that carried it, and its movements. */
function TraceAnswer({ trace }: { trace: TBatchTrace }) {
  const { product, batch } = trace;
  const placed = trace.inventories.reduce((sum, inventory) => sum + inventory.quantity, 0);
  return (
    <>
      <Paper withBorder radius="md" p="lg" component="section" aria-label={m.batches_batch()}>
        <Group justify="space-between" align="flex-start" gap="sm" mb="md">
          <div>
            <Group gap="xs" align="baseline">
              {headingParts().map((part, index) =>
                part === CODE_MARK ? (
                  <Title key={index} order={3} size="h4" ff="monospace">
                    {batch.code}
                  </Title>
                ) : part === PRODUCT_MARK ? (
                  <Anchor key={index} component={Link} to={`/products/${product.id}`} fw={600}>
                    {product.productName}
                  </Anchor>
                ) : (
                  <Text key={index} c="dimmed" size="sm">
                    {part}
                  </Text>
                ),
              )}
            </Group>
            {product.sku ? (
              <Text size="xs" c="dimmed">
                {`SKU ${product.sku}`}
              </Text>
            ) : null}
          </div>
          <ExpiryBadge daysToExpiry={batch.daysToExpiry} warningDays={trace.warningDays} size="lg" />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
          <LabeledValue label={m.batches_mfg_date()}>{calendarDateOrDash(batch.mfgDate)}</LabeledValue>
          <LabeledValue label={m.batches_expiry_date()}>{calendarDateOrDash(batch.expiryDate)}</LabeledValue>
          <LabeledValue label={m.batches_total_units()}>{formatNumber(trace.totalQuantity, 0)}</LabeledValue>
          <LabeledValue label={m.batches_in_inventories()}>{formatNumber(placed, 0)}</LabeledValue>
          <LabeledValue label={m.batches_on_the_road()}>
            {trace.totalQuantity - placed > 0 ? (
              <Badge variant="light" color="orange">
                {formatNumber(trace.totalQuantity - placed, 0)}
              </Badge>
            ) : (
              '0'
            )}
          </LabeledValue>
        </SimpleGrid>
      </Paper>
      <TracePlacesCard trace={trace} />
      <TraceTransportsCard trace={trace} />
      <TraceMovementsCard trace={trace} />
    </>
  );
}
