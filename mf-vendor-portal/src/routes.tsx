import type { ReactNode } from 'react';
import { Route, Routes } from 'shared/router';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { lazyPage } from 'shared/ui';
import { AfterFirstPage, firstPageOf } from 'shared/ui/firstPage';
import { BasePathContext } from './basePath';
import { RequireVendorSession } from './components/RequireVendorSession';
import { accessRoutes } from './routes/access';
import { onboardingRoutes } from './routes/onboarding';
import { addressRoutes } from './routes/addresses';
import { customerRoutes } from './routes/customers';
import { settingsRoutes } from './routes/settings';
import { vendorSetupRoutes } from './routes/vendorSetup';
import { teamRoutes } from './features/team/teamRoutes';
import { priceListRoutes } from './features/price-lists/priceListRoutes';
import { invoiceRoutes } from './features/invoices/invoiceRoutes';
import { staffSignupRoutes } from './features/staff-signup/staffSignupRoutes';
import { storeInvitationRoutes } from './features/store-invitation/storeInvitationRoutes';
import { estimateLinkRoutes } from './features/estimate-link/estimateLinkRoutes';

// The route table loads with the remote, before any page: so it imports no page, not even the login
// page (it would bring the forms and their schemas to every page).
const LoginPage = lazyPage(() =>
  import(/* webpackChunkName: "login" */ './features/login/LoginPage').then(
    (m) => m.LoginPage,
  ),
);
const DashboardPage = lazyPage(() =>
  import(
    /* webpackChunkName: "dashboard" */ './features/dashboard/DashboardPage'
  ).then((m) => m.DashboardPage),
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
const ImportSalesOrdersPage = lazyPage(() =>
  import(
    /* webpackChunkName: "sales-orders" */ './features/sales-orders/ImportSalesOrdersPage'
  ).then((m) => m.ImportSalesOrdersPage),
);
const NewSalesOrderPage = lazyPage(() =>
  import(
    /* webpackChunkName: "sales-orders" */ './features/sales-orders/NewSalesOrderPage'
  ).then((m) => m.NewSalesOrderPage),
);
const SalesOrderPage = lazyPage(() =>
  import(
    /* webpackChunkName: "sales-orders" */ './features/sales-orders/SalesOrderPage'
  ).then((m) => m.SalesOrderPage),
);
const SalesOrdersPage = lazyPage(() =>
  import(
    /* webpackChunkName: "sales-orders" */ './features/sales-orders/SalesOrdersPage'
  ).then((m) => m.SalesOrdersPage),
);
const JobDonePage = lazyPage(() =>
  import(
    /* webpackChunkName: "shop-floor" */ './features/shop-floor/JobDonePage'
  ).then((m) => m.JobDonePage),
);
const JobInProgressPage = lazyPage(() =>
  import(
    /* webpackChunkName: "shop-floor" */ './features/shop-floor/JobInProgressPage'
  ).then((m) => m.JobInProgressPage),
);
const RepairHistoryPage = lazyPage(() =>
  import(
    /* webpackChunkName: "shop-floor" */ './features/shop-floor/RepairHistoryPage'
  ).then((m) => m.RepairHistoryPage),
);
const ScanPage = lazyPage(() =>
  import(
    /* webpackChunkName: "shop-floor" */ './features/shop-floor/ScanPage'
  ).then((m) => m.ScanPage),
);
const StartWorkPage = lazyPage(() =>
  import(
    /* webpackChunkName: "shop-floor" */ './features/shop-floor/StartWorkPage'
  ).then((m) => m.StartWorkPage),
);
const TellUsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "shop-floor" */ './features/shop-floor/TellUsPage'
  ).then((m) => m.TellUsPage),
);
const WorkInformationPage = lazyPage(() =>
  import(
    /* webpackChunkName: "shop-floor" */ './features/shop-floor/WorkInformationPage'
  ).then((m) => m.WorkInformationPage),
);
const WorkItemsPage = lazyPage(() =>
  import(
    /* webpackChunkName: "shop-floor" */ './features/shop-floor/WorkItemsPage'
  ).then((m) => m.WorkItemsPage),
);
const WorkOrderPage = lazyPage(() =>
  import(
    /* webpackChunkName: "work-order" */ './features/work-orders/WorkOrderPage'
  ).then((m) => m.WorkOrderPage),
);
const WorkOrdersPage = lazyPage(() =>
  import(
    /* webpackChunkName: "work-orders" */ './features/work-orders/WorkOrdersPage'
  ).then((m) => m.WorkOrdersPage),
);

// The shop floor's pages sit outside /portal, where the shell checks no login: each checks it here.
const floor = (page: ReactNode) => (
  <RequireVendorSession>{page}</RequireVendorSession>
);

// One tree for rendering and for preloading the page of the address the portal opens on.
const ROUTES = (
  <>
    <Route path="login" element={<LoginPage />} />
    {accessRoutes()}
    {onboardingRoutes()}
    {addressRoutes()}
    {settingsRoutes()}
    {vendorSetupRoutes()}
    {teamRoutes()}
    {priceListRoutes()}
    {invoiceRoutes()}
    {staffSignupRoutes()}
    {storeInvitationRoutes()}
    {estimateLinkRoutes()}
    {customerRoutes()}
    <Route path="portal/dashboard" element={<DashboardPage />} />
    <Route path="portal/workorders" element={<WorkOrdersPage />} />
    <Route path="portal/workorder/:id" element={<WorkOrderPage />} />
    <Route path="portal/sales-orders" element={<SalesOrdersPage />} />
    <Route path="portal/sales-order/create" element={<NewSalesOrderPage />} />
    <Route
      path="portal/sales-order/bulk-salesorder"
      element={<ImportSalesOrdersPage />}
    />
    <Route path="portal/sales-order/:id" element={<SalesOrderPage />} />
    <Route path="portal/estimates" element={<EstimatesPage />} />
    <Route path="portal/estimate/:id" element={<EstimatePage />} />
    <Route
      path="scan-work-instructions/:store_id/:vendor_id/:order_no"
      element={floor(<ScanPage />)}
    />
    <Route path="work-items" element={floor(<WorkItemsPage />)} />
    <Route path="repair-history/:id" element={floor(<RepairHistoryPage />)} />
    <Route path="start-work" element={floor(<StartWorkPage />)} />
    <Route path="job-in-progress" element={floor(<JobInProgressPage />)} />
    <Route path="work-information" element={floor(<WorkInformationPage />)} />
    <Route path="tell-us" element={floor(<TellUsPage />)} />
    <Route path="job-done" element={floor(<JobDonePage />)} />
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
    : firstPageOf(ROUTES, '/', window.location.pathname);

/** The vendor portal's route table, relative to the path the shell mounted it at ('' on vendor hosts). */
export default function VendorPortalRoutes({ basePath }: RemoteRoutesProps) {
  return (
    <BasePathContext.Provider value={basePath}>
      <AfterFirstPage loaded={firstPageLoaded}>
        <Routes>{ROUTES}</Routes>
      </AfterFirstPage>
    </BasePathContext.Provider>
  );
}
