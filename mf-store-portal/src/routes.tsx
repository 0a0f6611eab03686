import { Route, Routes } from 'shared/router';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { lazyPage } from 'shared/ui';
import { AfterFirstPage, firstPageOf } from 'shared/ui/firstPage';
import { BasePathProvider } from './records/basePath';
import { accessRoutes } from './routes/access';
import { userRoutes } from './routes/users';
import { onboardingRoutes } from './routes/onboarding';
import { settingsRoutes } from './routes/settings';

// The route table loads with the remote, before any page: so it imports no page, not even the login
// page or an area's tabs (they would bring the forms, the contracts and their schemas to every page).
// An area's tabs travel in the chunk of the pages under them.
const LoginPage = lazyPage(() =>
  import(/* webpackChunkName: "access" */ './features/login/LoginPage').then(
    (m) => m.LoginPage,
  ),
);
const StoreServicesTabs = lazyPage(() =>
  import(
    /* webpackChunkName: "services" */ './features/store-services/components/StoreServicesTabs'
  ).then((m) => m.StoreServicesTabs),
);
const VendorsAreaTabs = lazyPage(() =>
  import(
    /* webpackChunkName: "vendors" */ './features/vendor-invoices/components/VendorsAreaTabs'
  ).then((m) => m.VendorsAreaTabs),
);
const EstimatePage = lazyPage(() =>
  import(
    /* webpackChunkName: "estimates" */ './features/estimates/EstimatePage'
  ).then((m) => m.EstimatePage),
);
const EstimatesPage = lazyPage(() =>
  import(
    /* webpackChunkName: "estimates" */ './features/estimates/EstimatesPage'
  ).then((m) => m.EstimatesPage),
);
const LocationsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "locations" */ './features/locations/LocationsPage'
  ).then((m) => m.LocationsPage),
);
const LocationFormPage = lazyPage(() =>
  import(
    /* webpackChunkName: "locations" */ './features/locations/LocationFormPage'
  ).then((m) => m.LocationFormPage),
);
const CustomerCreatePage = lazyPage(() =>
  import(
    /* webpackChunkName: "customers" */ './features/customers/CustomerCreatePage'
  ).then((m) => m.CustomerCreatePage),
);
const CustomerPage = lazyPage(() =>
  import(
    /* webpackChunkName: "customers" */ './features/customers/CustomerPage'
  ).then((m) => m.CustomerPage),
);
const CustomersPage = lazyPage(() =>
  import(
    /* webpackChunkName: "customers" */ './features/customers/CustomersPage'
  ).then((m) => m.CustomersPage),
);
const DiscountsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "discounts" */ './features/discounts/DiscountsPage'
  ).then((m) => m.DiscountsPage),
);
const SalesOrderPage = lazyPage(() =>
  import(
    /* webpackChunkName: "sales-order" */ './features/sales-orders/SalesOrderPage'
  ).then((m) => m.SalesOrderPage),
);
const StoreServicesPage = lazyPage(() =>
  import(
    /* webpackChunkName: "services" */ './features/store-services/StoreServicesPage'
  ).then((m) => m.StoreServicesPage),
);
const PriceListsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "services" */ './features/store-services/price-lists/PriceListsPage'
  ).then((m) => m.PriceListsPage),
);
const PriceListEditPage = lazyPage(() =>
  import(
    /* webpackChunkName: "services" */ './features/store-services/price-lists/PriceListEditPage'
  ).then((m) => m.PriceListEditPage),
);
const SalesOrdersPage = lazyPage(() =>
  import(
    /* webpackChunkName: "sales" */ './features/sales-orders/SalesOrdersPage'
  ).then((m) => m.SalesOrdersPage),
);
const WorkOrderPage = lazyPage(() =>
  import(
    /* webpackChunkName: "work-order" */ './features/work-orders/WorkOrderPage'
  ).then((m) => m.WorkOrderPage),
);
const WorkOrdersPage = lazyPage(() =>
  import(
    /* webpackChunkName: "work" */ './features/work-orders/WorkOrdersPage'
  ).then((m) => m.WorkOrdersPage),
);
const VendorsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "vendors" */ './features/vendors/VendorsPage'
  ).then((m) => m.VendorsPage),
);
const CommissionRulesPage = lazyPage(() =>
  import(
    /* webpackChunkName: "vendors" */ './features/vendors/CommissionRulesPage'
  ).then((m) => m.CommissionRulesPage),
);
const VendorInvoicePage = lazyPage(() =>
  import(
    /* webpackChunkName: "vendors" */ './features/vendor-invoices/VendorInvoicePage'
  ).then((m) => m.VendorInvoicePage),
);
const VendorInvoicesPage = lazyPage(() =>
  import(
    /* webpackChunkName: "vendors" */ './features/vendor-invoices/VendorInvoicesPage'
  ).then((m) => m.VendorInvoicesPage),
);
const BillingPage = lazyPage(() =>
  import(
    /* webpackChunkName: "billing" */ './features/billing/BillingPage'
  ).then((m) => m.BillingPage),
);
const IntegrationsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "billing" */ './features/integrations/IntegrationsPage'
  ).then((m) => m.IntegrationsPage),
);

// One tree for rendering and for preloading the page of the address the portal opens on.
const ROUTES = (
  <>
    <Route path="login" element={<LoginPage />} />
    <Route path="location" element={<LocationsPage />} />
    <Route path="location/add" element={<LocationFormPage />} />
    <Route path="location/edit/:id" element={<LocationFormPage />} />
    <Route element={<StoreServicesTabs />}>
      <Route path="store-services" element={<StoreServicesPage />} />
      <Route path="store-services/price-lists" element={<PriceListsPage />} />
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
  </>
);

/**
 * The code of the page the portal opens on, started when the shell loads this module, beside the
 * shell's frame; the route table shows the page loader until it is here (AfterFirstPage).
 */
const firstPageLoaded =
  typeof window === 'undefined'
    ? Promise.resolve()
    : firstPageOf(ROUTES, '/portal', window.location.pathname);

/** The store portal's route table, relative to the path the shell mounted it at ('/portal'). */
export default function StorePortalRoutes({ basePath }: RemoteRoutesProps) {
  return (
    <BasePathProvider value={basePath || '/portal'}>
      <AfterFirstPage loaded={firstPageLoaded}>
        <Routes>{ROUTES}</Routes>
      </AfterFirstPage>
    </BasePathProvider>
  );
}
