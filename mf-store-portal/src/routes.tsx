import { Route, Routes } from 'shared/router';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { EstimatePage } from './features/estimates/EstimatePage';
import { EstimatesPage } from './features/estimates/EstimatesPage';
import { LocationsPage } from './features/locations/LocationsPage';
import { LocationFormPage } from './features/locations/LocationFormPage';
import { LoginPage } from './features/login/LoginPage';
import { CustomerCreatePage } from './features/customers/CustomerCreatePage';
import { CustomerPage } from './features/customers/CustomerPage';
import { CustomersPage } from './features/customers/CustomersPage';
import { DiscountsPage } from './features/discounts/DiscountsPage';
import { SalesOrderPage } from './features/sales-orders/SalesOrderPage';
import { StoreServicesPage } from './features/store-services/StoreServicesPage';
import { StoreServicesTabs } from './features/store-services/components/StoreServicesTabs';
import { PriceListsPage } from './features/store-services/price-lists/PriceListsPage';
import { PriceListEditPage } from './features/store-services/price-lists/PriceListEditPage';
import { SalesOrdersPage } from './features/sales-orders/SalesOrdersPage';
import { WorkOrderPage } from './features/work-orders/WorkOrderPage';
import { WorkOrdersPage } from './features/work-orders/WorkOrdersPage';
import { VendorsPage } from './features/vendors/VendorsPage';
import { CommissionRulesPage } from './features/vendors/CommissionRulesPage';
import { VendorsAreaTabs } from './features/vendor-invoices/components/VendorsAreaTabs';
import { VendorInvoicePage } from './features/vendor-invoices/VendorInvoicePage';
import { VendorInvoicesPage } from './features/vendor-invoices/VendorInvoicesPage';
import { BillingPage } from './features/billing/BillingPage';
import { IntegrationsPage } from './features/integrations/IntegrationsPage';
import { BasePathProvider } from './records/basePath';
import { accessRoutes } from './routes/access';
import { userRoutes } from './routes/users';
import { onboardingRoutes } from './routes/onboarding';
import { settingsRoutes } from './routes/settings';

/** The store portal's route table, relative to the path the shell mounted it at ('/portal'). */
export default function StorePortalRoutes({ basePath }: RemoteRoutesProps) {
  return (
    <BasePathProvider value={basePath || '/portal'}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="location" element={<LocationsPage />} />
        <Route path="location/add" element={<LocationFormPage />} />
        <Route path="location/edit/:id" element={<LocationFormPage />} />
        <Route element={<StoreServicesTabs />}>
          <Route path="store-services" element={<StoreServicesPage />} />
          <Route
            path="store-services/price-lists"
            element={<PriceListsPage />}
          />
        </Route>
        <Route
          path="store-services/price-lists/new"
          element={<PriceListEditPage />}
        />
        <Route
          path="store-services/price-lists/:id"
          element={<PriceListEditPage />}
        />
        <Route path="sales-orders" element={<SalesOrdersPage />} />
        <Route path="sales-order/:id" element={<SalesOrderPage />} />
        <Route path="work-orders" element={<WorkOrdersPage />} />
        <Route path="work-order/:id" element={<WorkOrderPage />} />
        <Route path="estimates" element={<EstimatesPage />} />
        <Route path="estimate/:id" element={<EstimatePage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="edit-customers" element={<CustomersPage />} />
        <Route path="customer/create" element={<CustomerCreatePage />} />
        <Route path="customer/:id" element={<CustomerPage />} />
        <Route path="discounts" element={<DiscountsPage />} />
        <Route element={<VendorsAreaTabs />}>
          <Route path="vendors" element={<VendorsPage />} />
          <Route path="vendors/invoices" element={<VendorInvoicesPage />} />
          <Route path="vendors/invoices/:id" element={<VendorInvoicePage />} />
        </Route>
        <Route
          path="vendors/:vendorId/commission-rules"
          element={<CommissionRulesPage />}
        />
        <Route path="billing" element={<BillingPage />} />
        <Route path="integrations" element={<IntegrationsPage />} />
        {accessRoutes()}
        {userRoutes()}
        {onboardingRoutes()}
        {settingsRoutes()}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BasePathProvider>
  );
}
