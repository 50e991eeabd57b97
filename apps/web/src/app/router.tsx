import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layouts/app-layout';
import { AppShortcuts } from './shortcuts';
import { prefetchDashboard } from '../features/dashboard/dashboard-api';
import { prefetchProductsPage } from '../features/products/products-api';
import {
  BATCH_TRACE_PATH,
  COUNTS_PATH,
  DELIVERIES_PATH,
  IMPORT_PATH,
  LABELS_PATH,
  SCAN_PATH,
} from '../lib/paths';

/** A page whose code is a chunk of its own, with a way to start loading it before it renders. */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A page loaded on first visit: each page is its own chunk, so the first load carries only the
 * frame (layout, providers, router) and the page asked for. The layout shows a loading line while
 * a page's chunk arrives.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(preload), { preload });
}

const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page'),
  (m) => m.DashboardPage,
);
const LoginPage = lazyPage(
  () => import('../features/auth/login-page'),
  (m) => m.LoginPage,
);
const RegisterPage = lazyPage(
  () => import('../features/auth/register-page'),
  (m) => m.RegisterPage,
);
const ProductsPage = lazyPage(
  () => import('../features/products/products-page'),
  (m) => m.ProductsPage,
);
const ProductDetailPage = lazyPage(
  () => import('../features/products/product-detail-page'),
  (m) => m.ProductDetailPage,
);
const InventoryPage = lazyPage(
  () => import('../features/inventory/inventory-page'),
  (m) => m.InventoryPage,
);
const InventoryDetailPage = lazyPage(
  () => import('../features/inventory/inventory-detail-page'),
  (m) => m.InventoryDetailPage,
);
const UsersPage = lazyPage(
  () => import('../features/users/users-page'),
  (m) => m.UsersPage,
);
const TransportationPage = lazyPage(
  () => import('../features/transportation/transport-list-page'),
  (m) => m.TransportationPage,
);
const TransportPage = lazyPage(
  () => import('../features/transportation/transport-page'),
  (m) => m.TransportPage,
);
const DeliveriesPage = lazyPage(
  () => import('../features/transportation/deliveries-page'),
  (m) => m.DeliveriesPage,
);
const StoragePage = lazyPage(
  () => import('../features/storage/storage-page'),
  (m) => m.StoragePage,
);
const WagesPage = lazyPage(
  () => import('../features/wages/wages-page'),
  (m) => m.WagesPage,
);
const AlertsPage = lazyPage(
  () => import('../features/alerts/alerts-page'),
  (m) => m.AlertsPage,
);
const ProfilePage = lazyPage(
  () => import('../features/profile/profile-page'),
  (m) => m.ProfilePage,
);
const OrdersPage = lazyPage(
  () => import('../features/transportation/transport-list-page'),
  (m) => m.OrdersPage,
);
const PurchaseOrdersPage = lazyPage(
  () => import('../features/purchasing/purchase-orders-page'),
  (m) => m.PurchaseOrdersPage,
);
const MyPurchaseOrdersPage = lazyPage(
  () => import('../features/purchasing/purchase-orders-page'),
  (m) => m.MyPurchaseOrdersPage,
);
const PurchaseOrderPage = lazyPage(
  () => import('../features/purchasing/purchase-order-page'),
  (m) => m.PurchaseOrderPage,
);
const MyPurchaseOrderPage = lazyPage(
  () => import('../features/purchasing/purchase-order-page'),
  (m) => m.MyPurchaseOrderPage,
);
const ReorderPage = lazyPage(
  () => import('../features/purchasing/reorder-page'),
  (m) => m.ReorderPage,
);
const BatchTracePage = lazyPage(
  () => import('../features/batches/batch-trace-page'),
  (m) => m.BatchTracePage,
);
const ReportsPage = lazyPage(
  () => import('../features/reports/reports-page'),
  (m) => m.ReportsPage,
);
const ValuationReportPage = lazyPage(
  () => import('../features/reports/valuation-page'),
  (m) => m.ValuationPage,
);
const MovementsReportPage = lazyPage(
  () => import('../features/reports/movements-page'),
  (m) => m.MovementsPage,
);
const ExpiringReportPage = lazyPage(
  () => import('../features/reports/expiring-page'),
  (m) => m.ExpiringPage,
);
const ImportPage = lazyPage(
  () => import('../features/imports/import-page'),
  (m) => m.ImportPage,
);
const CountsPage = lazyPage(
  () => import('../features/counts/counts-page'),
  (m) => m.CountsPage,
);
const CountPage = lazyPage(
  () => import('../features/counts/count-page'),
  (m) => m.CountPage,
);
const ScanPage = lazyPage(
  () => import('../features/scan/scan-page'),
  (m) => m.ScanPage,
);
const LabelsPage = lazyPage(
  () => import('../features/labels/labels-page'),
  (m) => m.LabelsPage,
);
const StorageUnitPage = lazyPage(
  () => import('../features/storage/storage-unit-page'),
  (m) => m.StorageUnitPage,
);

/**
 * A route showing `Page`. Its loader, which the router runs as soon as a navigation (or the first
 * load) starts, fetches the page's chunk and, with `prefetch`, the requests the page opens with, in
 * parallel rather than one after the other; it returns at once, so nothing waits for it.
 */
function pageRoute(path: string, Page: LazyPage, prefetch?: () => void): RouteObject {
  return {
    path,
    element: <Page />,
    loader: () => {
      void Page.preload();
      prefetch?.();
      return null;
    },
  };
}

/**
 * Every route of the app (docs/domain.md#screens-and-fixed-texts), inside the layout with the
 * header; anything else goes home.
 */
export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: (
        <>
          <AppShortcuts />
          <AppLayout />
        </>
      ),
      children: [
        pageRoute('/', DashboardPage, () => prefetchDashboard(queryClient)),
        pageRoute('/login', LoginPage),
        pageRoute('/register', RegisterPage),
        pageRoute('/products', ProductsPage, () => prefetchProductsPage(queryClient)),
        pageRoute('/products/:id', ProductDetailPage),
        pageRoute('/inventory', InventoryPage),
        pageRoute('/inventory/:id', InventoryDetailPage),
        pageRoute('/users', UsersPage),
        pageRoute('/transportation', TransportationPage),
        pageRoute('/transportation/:id', TransportPage),
        pageRoute(DELIVERIES_PATH, DeliveriesPage),
        pageRoute('/storage', StoragePage),
        pageRoute('/wages', WagesPage),
        pageRoute('/alerts', AlertsPage),
        pageRoute('/profile', ProfilePage),
        pageRoute('/orders', OrdersPage),
        pageRoute('/purchase-orders', PurchaseOrdersPage),
        pageRoute('/purchase-orders/:id', PurchaseOrderPage),
        pageRoute('/reorder', ReorderPage),
        pageRoute(BATCH_TRACE_PATH, BatchTracePage),
        pageRoute('/reports', ReportsPage),
        pageRoute('/reports/valuation', ValuationReportPage),
        pageRoute('/reports/movements', MovementsReportPage),
        pageRoute('/reports/expiring', ExpiringReportPage),
        pageRoute(`${IMPORT_PATH}/:kind?`, ImportPage),
        pageRoute(COUNTS_PATH, CountsPage),
        pageRoute(`${COUNTS_PATH}/:id`, CountPage),
        pageRoute('/my-purchase-orders', MyPurchaseOrdersPage),
        pageRoute('/my-purchase-orders/:id', MyPurchaseOrderPage),
        pageRoute(SCAN_PATH, ScanPage),
        pageRoute(LABELS_PATH, LabelsPage),
        pageRoute('/storage/:id', StorageUnitPage),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
