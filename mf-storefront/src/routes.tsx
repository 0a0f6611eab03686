import { Route, Routes } from 'shared/router';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { accountRoutes } from './features/account/routes';
import { LazyCartPage } from './features/cart/LazyCartPage';
import { checkoutRoutes } from './features/checkout/routes';
import { LazyOrderTrackingPage } from './features/order-tracking/LazyOrderTrackingPage';
import { LazyTrackOrderPage } from './features/order-tracking/LazyTrackOrderPage';
import { LazyServiceDetailPage } from './features/service-detail/LazyServiceDetailPage';
import { ServicesPage } from './features/services/ServicesPage';

/** The storefront's route table, relative to the path the shell mounted it at. */
export default function StorefrontRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route index element={<ServicesPage />} />
      <Route path="cart" element={<LazyCartPage />} />
      <Route path="order-tracking" element={<LazyTrackOrderPage />} />
      <Route
        path="order-tracking/:orderNumber"
        element={<LazyOrderTrackingPage />}
      />
      <Route path="services/:serviceId" element={<LazyServiceDetailPage />} />
      {checkoutRoutes()}
      {accountRoutes()}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
