import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../components/layouts/app-layout';
import { AlertsPage } from '../features/alerts/alerts-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { InventoryDetailPage } from '../features/inventory/inventory-detail-page';
import { InventoryPage } from '../features/inventory/inventory-page';
import { ProductDetailPage } from '../features/products/product-detail-page';
import { ProductsPage } from '../features/products/products-page';
import { ProfilePage } from '../features/profile/profile-page';
import { StoragePage } from '../features/storage/storage-page';
import { OrdersPage } from '../features/transportation/orders-page';
import { TransportationPage } from '../features/transportation/transportation-page';
import { UsersPage } from '../features/users/users-page';
import { WagesPage } from '../features/wages/wages-page';

/** Every route of spec section 2, inside the layout with the header; anything else goes home. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <DashboardPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/products', element: <ProductsPage /> },
      { path: '/products/:id', element: <ProductDetailPage /> },
      { path: '/inventory', element: <InventoryPage /> },
      { path: '/inventory/:id', element: <InventoryDetailPage /> },
      { path: '/users', element: <UsersPage /> },
      { path: '/transportation', element: <TransportationPage /> },
      { path: '/storage', element: <StoragePage /> },
      { path: '/wages', element: <WagesPage /> },
      { path: '/alerts', element: <AlertsPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/orders', element: <OrdersPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
