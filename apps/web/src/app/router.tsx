import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from '../components/layouts/app-layout';
import { AppShortcuts } from './shortcuts';
import { prefetchDashboard } from '../features/dashboard/dashboard-api';
import { prefetchProductsPage } from '../features/products/products-api';
import {
  BATCH_TRACE_PATH,
  COUNTER_SALE_PATH,
  COUNTS_PATH,
  DELIVERIES_PATH,
  IMPORT_PATH,
  EINVOICES_PATH,
  GSTR1_PATH,
  TALLY_PATH,
  INVOICE_NOTES_PATH,
  INVOICES_PATH,
  LABELS_PATH,
  NEW_INVOICE_PATH,
  NEW_RECEIPT_PATH,
  RECEIPTS_PATH,
  RECEIVABLES_PATH,
  RETURNS_PATH,
  SALES_ORDERS_PATH,
  SCAN_PATH,
  SETTINGS_PATH,
  SUPPLIER_HOME_PATH,
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
const SalesRegisterReportPage = lazyPage(
  () => import('../features/reports/sales-register-page'),
  (m) => m.SalesRegisterPage,
);
const InputTaxReportPage = lazyPage(
  () => import('../features/reports/input-tax-page'),
  (m) => m.InputTaxPage,
);
const OutputTaxReportPage = lazyPage(
  () => import('../features/reports/output-tax-page'),
  (m) => m.OutputTaxPage,
);
const HsnSummaryReportPage = lazyPage(
  () => import('../features/reports/hsn-summary-page'),
  (m) => m.HsnSummaryPage,
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
const SupplierHomePage = lazyPage(
  () => import('../features/supplier/supplier-home-page'),
  (m) => m.SupplierHomePage,
);
const CustomersPage = lazyPage(
  () => import('../features/customers/customers-page'),
  (m) => m.CustomersPage,
);
const CustomerPage = lazyPage(
  () => import('../features/customers/customer-page'),
  (m) => m.CustomerPage,
);
const SalesOrdersPage = lazyPage(
  () => import('../features/sales-orders/sales-orders-page'),
  (m) => m.SalesOrdersPage,
);
const SalesOrderPage = lazyPage(
  () => import('../features/sales-orders/sales-order-page'),
  (m) => m.SalesOrderPage,
);
const PickPage = lazyPage(
  () => import('../features/sales-orders/pick-page'),
  (m) => m.PickPage,
);
const ReturnsPage = lazyPage(
  () => import('../features/sales-orders/returns-page'),
  (m) => m.ReturnsPage,
);
const TallyPage = lazyPage(
  () => import('../features/reports/tally-page'),
  (m) => m.TallyPage,
);
const Gstr1Page = lazyPage(
  () => import('../features/reports/gstr1-page'),
  (m) => m.Gstr1Page,
);
const EinvoicesPage = lazyPage(
  () => import('../features/invoices/einvoices-page'),
  (m) => m.EinvoicesPage,
);
const InvoicesPage = lazyPage(
  () => import('../features/invoices/invoices-page'),
  (m) => m.InvoicesPage,
);
const NewInvoicePage = lazyPage(
  () => import('../features/invoices/new-invoice-page'),
  (m) => m.NewInvoicePage,
);
const CounterSalePage = lazyPage(
  () => import('../features/invoices/counter-sale-page'),
  (m) => m.CounterSalePage,
);
const InvoicePage = lazyPage(
  () => import('../features/invoices/invoice-page'),
  (m) => m.InvoicePage,
);
const NotesPage = lazyPage(
  () => import('../features/invoices/notes-page'),
  (m) => m.NotesPage,
);
const NotePage = lazyPage(
  () => import('../features/invoices/note-page'),
  (m) => m.NotePage,
);
const ReceiptsPage = lazyPage(
  () => import('../features/receipts/receipts-page'),
  (m) => m.ReceiptsPage,
);
const NewReceiptPage = lazyPage(
  () => import('../features/receipts/new-receipt-page'),
  (m) => m.NewReceiptPage,
);
const ReceiptPage = lazyPage(
  () => import('../features/receipts/receipt-page'),
  (m) => m.ReceiptPage,
);
const LedgerPage = lazyPage(
  () => import('../features/receivables/ledger-page'),
  (m) => m.LedgerPage,
);
const AgeingPage = lazyPage(
  () => import('../features/receivables/ageing-page'),
  (m) => m.AgeingPage,
);
const PriceListsPage = lazyPage(
  () => import('../features/pricing/price-lists-page'),
  (m) => m.PriceListsPage,
);
const PriceListPage = lazyPage(
  () => import('../features/pricing/price-list-page'),
  (m) => m.PriceListPage,
);
const SchemesPage = lazyPage(
  () => import('../features/pricing/schemes-page'),
  (m) => m.SchemesPage,
);
const SettingsPage = lazyPage(
  () => import('../features/settings/settings-page'),
  (m) => m.SettingsPage,
);
const StorageUnitPage = lazyPage(
  () => import('../features/storage/storage-unit-page'),
  (m) => m.StorageUnitPage,
);

/** A page of the app at its path, and the requests it opens with (fetched beside its chunk). */
interface PageRoute {
  path: string;
  page: LazyPage;
  prefetch?: (queryClient: QueryClient) => void;
}

/** Every page of the app (docs/domain.md#screens-and-fixed-texts). */
const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', page: DashboardPage, prefetch: prefetchDashboard },
  { path: '/login', page: LoginPage },
  { path: '/register', page: RegisterPage },
  { path: '/products', page: ProductsPage, prefetch: prefetchProductsPage },
  { path: '/products/:id', page: ProductDetailPage },
  { path: '/inventory', page: InventoryPage },
  { path: '/inventory/:id', page: InventoryDetailPage },
  { path: '/users', page: UsersPage },
  { path: '/transportation', page: TransportationPage },
  { path: '/transportation/:id', page: TransportPage },
  { path: DELIVERIES_PATH, page: DeliveriesPage },
  { path: '/storage', page: StoragePage },
  { path: '/wages', page: WagesPage },
  { path: '/alerts', page: AlertsPage },
  { path: '/profile', page: ProfilePage },
  { path: '/orders', page: OrdersPage },
  { path: '/purchase-orders', page: PurchaseOrdersPage },
  { path: '/purchase-orders/:id', page: PurchaseOrderPage },
  { path: '/reorder', page: ReorderPage },
  { path: BATCH_TRACE_PATH, page: BatchTracePage },
  { path: '/reports', page: ReportsPage },
  { path: '/reports/valuation', page: ValuationReportPage },
  { path: '/reports/movements', page: MovementsReportPage },
  { path: '/reports/expiring', page: ExpiringReportPage },
  { path: '/reports/sales-register', page: SalesRegisterReportPage },
  { path: '/reports/input-tax', page: InputTaxReportPage },
  { path: GSTR1_PATH, page: Gstr1Page },
  { path: TALLY_PATH, page: TallyPage },
  { path: '/reports/output-tax', page: OutputTaxReportPage },
  { path: '/reports/hsn-summary', page: HsnSummaryReportPage },
  { path: `${IMPORT_PATH}/:kind?`, page: ImportPage },
  { path: COUNTS_PATH, page: CountsPage },
  { path: `${COUNTS_PATH}/:id`, page: CountPage },
  { path: '/my-purchase-orders', page: MyPurchaseOrdersPage },
  { path: '/my-purchase-orders/:id', page: MyPurchaseOrderPage },
  { path: SCAN_PATH, page: ScanPage },
  { path: LABELS_PATH, page: LabelsPage },
  { path: '/storage/:id', page: StorageUnitPage },
  { path: SUPPLIER_HOME_PATH, page: SupplierHomePage },
  { path: '/customers', page: CustomersPage },
  { path: '/customers/:id', page: CustomerPage },
  { path: '/customers/:id/ledger', page: LedgerPage },
  { path: SALES_ORDERS_PATH, page: SalesOrdersPage },
  { path: `${SALES_ORDERS_PATH}/:id`, page: SalesOrderPage },
  { path: `${SALES_ORDERS_PATH}/:id/pick`, page: PickPage },
  { path: RETURNS_PATH, page: ReturnsPage },
  { path: INVOICES_PATH, page: InvoicesPage },
  // Before `/invoices/:id`, which `/invoices/new` and `/invoices/counter` would match too.
  { path: NEW_INVOICE_PATH, page: NewInvoicePage },
  { path: COUNTER_SALE_PATH, page: CounterSalePage },
  { path: `${INVOICES_PATH}/:id`, page: InvoicePage },
  { path: INVOICE_NOTES_PATH, page: NotesPage },
  { path: EINVOICES_PATH, page: EinvoicesPage },
  { path: `${INVOICE_NOTES_PATH}/:id`, page: NotePage },
  { path: RECEIPTS_PATH, page: ReceiptsPage },
  // Before `/receipts/:id`, which `/receipts/new` would match too.
  { path: NEW_RECEIPT_PATH, page: NewReceiptPage },
  { path: `${RECEIPTS_PATH}/:id`, page: ReceiptPage },
  { path: RECEIVABLES_PATH, page: AgeingPage },
  { path: '/price-lists', page: PriceListsPage },
  { path: '/price-lists/:id', page: PriceListPage },
  { path: '/schemes', page: SchemesPage },
  { path: SETTINGS_PATH, page: SettingsPage },
];

/** The navigation whose page was started last (React Router's location key). */
let preloadedNavigation: string | undefined;

/**
 * Starts loading the page at `pathname`: its chunk and, with `prefetch`, the requests it opens with,
 * in parallel rather than one after the other. Called for the first page before the app renders
 * (`navigation` is then the first location's key, 'default'), and as each navigation starts
 * (`PreloadOnNavigate`); once per navigation, however many times React draws it.
 */
export function preloadPage(pathname: string, queryClient: QueryClient, navigation = 'default'): void {
  if (navigation === preloadedNavigation) return;
  preloadedNavigation = navigation;
  const route = PAGE_ROUTES.find(({ path }) => matchPath(path, pathname));
  if (!route) return;
  void route.page.preload();
  route.prefetch?.(queryClient);
}

/**
 * Starts loading each page the address moves to, as the router begins drawing it (before the page
 * suspends on its chunk), so its data does not wait for its code.
 */
export function PreloadOnNavigate({ queryClient }: { queryClient: QueryClient }) {
  const { key, pathname } = useLocation();
  preloadPage(pathname, queryClient, key);
  return null;
}

/**
 * Every route of the app, inside the layout with the header; anything else goes home. React Router's
 * declarative routes: the app needs no loaders or actions, and the data router would add 16 KB
 * gzipped to the first file (docs/performance.md).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <>
            <AppShortcuts />
            <AppLayout />
          </>
        }
      >
        {PAGE_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* The receivables ageing report is the receivables screen, which downloads it too. */}
        <Route path="/reports/receivables-ageing" element={<Navigate to={RECEIVABLES_PATH} replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
