import { Alert, Anchor, SimpleGrid, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBell,
  IconBuildingWarehouse,
  IconPackage,
  IconPackageOff,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoadingLine } from '../../components/loading-line';
import { PageHeader } from '../../components/page-header';
import { LinkedStat } from '../../components/linked-stat';
import { SELLER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { SalesFigures } from '../../components/sales-figures';
import { m } from '../../paraglide/messages.js';
import { ActiveAlertsCard, RecentProductsCard } from './dashboard-lists';
import { useDashboardSummaryQuery } from './dashboard-api';
import { emptySummary, lowStockMessage } from './dashboard-summary';

const DashboardCharts = lazy(async () => ({ default: (await import('./dashboard-charts')).DashboardCharts }));

/**
 * `/`: the five counts, a seller's sales figures, a Low Stock warning, the newest products and the newest active alerts; for a
 * signed-in user, the charts under them.
 */
export function DashboardPage() {
  const user = useUser();
  const isSignedIn = user !== null;
  const isSeller = user !== null && (SELLER_ROLES as readonly string[]).includes(user.role);
  const summary = useDashboardSummaryQuery();
  // The cached summary may be one fetched before a sign-in or sign-out: wait for this session's.
  const isOtherSession = summary.data !== undefined && summary.data.signedIn !== isSignedIn;

  if (summary.isPending || (isOtherSession && summary.isFetching)) {
    return (
      <>
        <PageHeader title={m.dashboard_title()} />
        <LoadingLine label={m.dashboard_loading()} />
      </>
    );
  }

  // A failed load counts as empty: zeros and the empty lists, no error line
  // (docs/domain.md#screens-and-fixed-texts, Dashboard).
  const { counts, recentProducts, activeAlerts, signedIn } =
    summary.data && !isOtherSession ? summary.data : emptySummary(isSignedIn);
  return (
    <>
      <PageHeader title={m.dashboard_title()} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          <LinkedStat
            to="/products"
            label={m.dashboard_total_products()}
            value={counts.totalProducts}
            icon={<IconPackage size={20} />}
          />
          <LinkedStat
            to="/inventory"
            label={m.dashboard_inventories()}
            value={counts.inventories}
            icon={<IconBuildingWarehouse size={20} />}
            color="blue"
          />
          <LinkedStat
            // The users screen needs a sign-in: a visitor's card is not a link.
            to={signedIn ? '/users' : null}
            label={m.dashboard_users()}
            value={counts.users}
            icon={<IconUsers size={20} />}
            color="grape"
          />
          <LinkedStat
            to="/products"
            label={m.dashboard_low_stock_items()}
            value={counts.lowStockItems}
            icon={<IconPackageOff size={20} />}
            color={counts.lowStockItems > 0 ? 'orange' : 'gray'}
          />
          <LinkedStat
            to="/alerts"
            label={m.dashboard_active_alerts()}
            value={counts.activeAlerts}
            icon={<IconBell size={20} />}
            color={counts.activeAlerts > 0 ? 'red' : 'gray'}
          />
        </SimpleGrid>

        {isSeller ? <SalesFigures /> : null}

        {counts.lowStockItems > 0 ? (
          <Alert
            // A warning to act on, not a failure: "status", so it is not read as an error line.
            role="status"
            color="orange"
            variant="light"
            title={m.dashboard_low_stock_warning()}
            icon={<IconAlertTriangle size={20} />}
          >
            {m.dashboard_low_stock_sentence({ message: lowStockMessage(counts.lowStockItems) })}
            <Anchor component={Link} to="/products" fw={600} size="sm">
              {m.dashboard_review_products()}
            </Anchor>
          </Alert>
        ) : null}

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RecentProductsCard products={recentProducts} isSignedIn={signedIn} />
          <ActiveAlertsCard alerts={activeAlerts} isSignedIn={signedIn} />
        </SimpleGrid>

        {/* The charts (and the chart library) load after the figures above: a signed-in user's. */}
        {signedIn ? (
          <Suspense fallback={<LoadingLine label={m.dashboard_loading_charts()} />}>
            <DashboardCharts />
          </Suspense>
        ) : null}
      </Stack>
    </>
  );
}
