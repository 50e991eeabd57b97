import { Anchor, Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellOff, IconPackage } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TAlert, type TDashboardProduct } from '@godown/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTimeText } from '../../components/date-time-text';
import { PriorityBadge } from '../../components/priority-badge';
import { StockBadge } from '../../components/stock-badge';
import { alertTypeLabel } from '../../lib/labels';
import { alertItemText, alertMessageText } from '../../lib/messages/alerts';
import { m } from '../../paraglide/messages.js';

interface SectionProps {
  title: string;
  /** Where the whole list lives ("View all"). */
  to: string;
  children: ReactNode;
}

/** A titled card of the dashboard holding a short list, with a link to the full screen. */
function Section({ title, to, children }: SectionProps) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="lg">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={to} size="sm" fw={600}>
          {m.dashboard_view_all()}
        </Anchor>
      </Group>
      {children}
    </Paper>
  );
}

interface EmptyListProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** What a dashboard list says when it has nothing: why, and where to go. */
function EmptyList({ icon, title, children }: EmptyListProps) {
  return (
    <Stack align="center" gap={6} py="lg">
      <ThemeIcon variant="light" color="gray" size={44} radius="xl">
        {icon}
      </ThemeIcon>
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {children}
      </Text>
    </Stack>
  );
}

/** One row of a dashboard list, with a line between rows. */
function Row({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li
      aria-label={name}
      style={{
        listStyle: 'none',
        padding: 'var(--mantine-spacing-sm) 0',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {children}
    </li>
  );
}

function RowList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} mb="-sm">
      {children}
    </Stack>
  );
}

/** The newest products: name (to its page), quantity, price in rupees and its stock badge. */
export function RecentProductsCard({
  products,
  isSignedIn,
}: {
  products: TDashboardProduct[];
  isSignedIn: boolean;
}) {
  return (
    <Section title={m.dashboard_recent_products()} to="/products">
      {products.length === 0 ? (
        <EmptyList icon={<IconPackage size={24} />} title={m.dashboard_no_products_yet()}>
          {isSignedIn ? (
            <>
              {m.dashboard_add_first_product_before()}
              <Anchor component={Link} to="/products" inherit underline="always">
                {m.dashboard_add_first_product_link()}
              </Anchor>
              {m.dashboard_add_first_product_after()}
            </>
          ) : (
            <>
              <Anchor component={Link} to="/login" inherit underline="always">
                {m.dashboard_log_in()}
              </Anchor>
              {m.dashboard_log_in_to_add_product()}
            </>
          )}
        </EmptyList>
      ) : (
        <RowList>
          {products.map((product) => (
            <Row key={product._id} name={product.productName}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/products/${product._id}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {product.productName}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {m.dashboard_quantity_price({
                      quantity: formatNumber(product.quantity, 0),
                      price: formatRupees(product.price),
                    })}
                    {product.sku ? ` · ${product.sku}` : ''}
                  </Text>
                </div>
                <Box style={{ flexShrink: 0 }}>
                  <StockBadge quantity={product.quantity} thresholdLimit={product.thresholdLimit} />
                </Box>
              </Group>
            </Row>
          ))}
        </RowList>
      )}
    </Section>
  );
}

/** The newest active alerts: priority, type, message, what they are about and when. */
export function ActiveAlertsCard({ alerts, isSignedIn }: { alerts: TAlert[]; isSignedIn: boolean }) {
  return (
    <Section title={m.dashboard_active_alerts()} to="/alerts">
      {alerts.length === 0 ? (
        <EmptyList icon={<IconBellOff size={24} />} title={m.dashboard_no_active_alerts()}>
          {isSignedIn ? (
            m.dashboard_nothing_needs_attention()
          ) : (
            <>
              <Anchor component={Link} to="/login" inherit underline="always">
                {m.dashboard_log_in()}
              </Anchor>
              {m.dashboard_log_in_to_see_alerts()}
            </>
          )}
        </EmptyList>
      ) : (
        <RowList>
          {alerts.map((alert) => (
            <Row key={alert._id} name={alertMessageText(alert)}>
              <Group gap="xs" mb={4}>
                <PriorityBadge priority={alert.priority} size="sm" />
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {alertTypeLabel(alert.type)}
                </Text>
              </Group>
              <Text
                size="sm"
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
                translate={alert.messageKey ? undefined : 'no'}
              >
                {alertMessageText(alert)}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {alertItemText(alert) ? m.dashboard_affected_item({ item: alertItemText(alert) ?? '' }) : ''}
                <DateTimeText value={alert.timestamp} />
              </Text>
            </Row>
          ))}
        </RowList>
      )}
    </Section>
  );
}
