import { Badge, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TQuote } from '@godown/shared';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { productOptions } from '../../api/options';
import { ErrorLine } from '../../components/error-line';
import { LabeledValue } from '../../components/labeled-value';
import { SectionCard } from '../../components/section-card';
import { SearchSelect } from '../../components/search-select';
import { parseNumberField, type NumberField } from '../../lib/form-numbers';
import { sayMessage } from '../../lib/localize';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-list-search';
import { m } from '../../paraglide/messages.js';
import { useCustomerQuoteQuery } from './customers-api';

/** A reason of the quote (a message by key) in the page's language. */
const say = (why: { reason: string; params?: unknown }) => sayMessage({ ...why, message: why.reason });

/** The whole units typed, or null while the input holds none (or not a whole number of at least 1). */
function unitsOf(typed: NumberField): number | null {
  const units = parseNumberField(typed);
  return units !== undefined && Number.isInteger(units) && units >= 1 ? units : null;
}

/**
 * Prices for this customer: a product and a quantity, priced as an order of the customer's would be
 * today (POST /pricing/quote): the rate by their price list, the free units of a scheme, an order
 * discount, and why each applies.
 */
export function CustomerPriceCheck({ customerId }: { customerId: string }) {
  const [product, setProduct] = useState<string | null>(null);
  const [typed, setTyped] = useState<NumberField>(1);
  // Asked once typing pauses, not for every digit.
  const [quantity] = useDebouncedValue(unitsOf(typed), SEARCH_DEBOUNCE_MS);
  const quote = useCustomerQuoteQuery(customerId, { product, quantity });

  return (
    <SectionCard title={m.customers_prices_title()} gap="sm">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <SearchSelect
          label={m.customers_price_check_product()}
          placeholder={m.customers_search_products()}
          openOnFocus={false}
          source={productOptions.transport}
          value={product}
          onChange={(next) => setProduct(next)}
          style={{ flex: '1 1 260px', minWidth: 0 }}
        />
        <NumberInput
          label={m.customers_price_check_quantity()}
          min={1}
          max={100_000}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          w={140}
          value={typed}
          onChange={setTyped}
        />
      </Group>
      {product === null ? (
        <Text size="sm" c="dimmed">
          {m.customers_price_check_hint()}
        </Text>
      ) : null}
      <ErrorLine
        message={quote.isError ? errorMessage(quote.error, m.customers_price_check_failed()) : null}
      />
      {product !== null && quote.data ? (
        <QuoteFigures quote={quote.data} isStale={quote.isPlaceholderData} />
      ) : null}
    </SectionCard>
  );
}

/** The quote's one line: the rate, the amount, the free units, the order's discount, and why. */
function QuoteFigures({ quote, isStale }: { quote: TQuote; isStale: boolean }) {
  const line = quote.lines[0];
  if (!line) return null;
  const freeElsewhere = quote.freeLines.reduce((sum, free) => sum + free.quantity, 0);
  const reasons = [
    say(line.priceBasis),
    ...(line.scheme ? [say(line.scheme)] : []),
    ...(quote.orderDiscount ? [say(quote.orderDiscount.scheme)] : []),
  ];
  return (
    <Stack gap="xs" style={{ opacity: isStale ? 0.6 : 1 }} aria-busy={isStale} data-testid="price-check">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <LabeledValue label={m.customers_rate()}>
          <Group gap={6} component="span" wrap="wrap">
            {m.customers_rate_a_unit({ rate: formatRupees(line.rate) })}
            {line.overMrp ? (
              <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                {m.customers_above_mrp()}
              </Badge>
            ) : null}
          </Group>
        </LabeledValue>
        <LabeledValue label={m.customers_amount()}>{formatRupees(line.amount)}</LabeledValue>
        <LabeledValue label={m.customers_free_units()}>
          {freeElsewhere > 0
            ? m.customers_free_units_elsewhere({
                count: formatNumber(line.freeQuantity, 0),
                other: formatNumber(freeElsewhere, 0),
              })
            : formatNumber(line.freeQuantity, 0)}
        </LabeledValue>
        <LabeledValue label={m.customers_total()}>{formatRupees(quote.total)}</LabeledValue>
      </SimpleGrid>
      <Stack gap={2} component="ul" m={0} pl="md" aria-label={m.customers_why_this_price()}>
        {reasons.map((reason) => (
          <Text key={reason} component="li" size="sm" c="dimmed">
            {reason}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
