import type { ReactNode } from 'react';
import { Route, Routes } from 'shared/router';
import type { RemoteRoutesProps } from 'shared/contracts';
import { NotFoundPage } from 'shared/ui';
import { BasePathContext } from './basePath';
import { RequireVendorSession } from './components/RequireVendorSession';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { EstimatePage } from './features/estimates/EstimatePage';
import { EstimatesPage } from './features/estimates/EstimatesPage';
import { LoginPage } from './features/login/LoginPage';
import { ImportSalesOrdersPage } from './features/sales-orders/ImportSalesOrdersPage';
import { NewSalesOrderPage } from './features/sales-orders/NewSalesOrderPage';
import { SalesOrderPage } from './features/sales-orders/SalesOrderPage';
import { SalesOrdersPage } from './features/sales-orders/SalesOrdersPage';
import { JobDonePage } from './features/shop-floor/JobDonePage';
import { JobInProgressPage } from './features/shop-floor/JobInProgressPage';
import { RepairHistoryPage } from './features/shop-floor/RepairHistoryPage';
import { ScanPage } from './features/shop-floor/ScanPage';
import { StartWorkPage } from './features/shop-floor/StartWorkPage';
import { TellUsPage } from './features/shop-floor/TellUsPage';
import { WorkInformationPage } from './features/shop-floor/WorkInformationPage';
import { WorkItemsPage } from './features/shop-floor/WorkItemsPage';
import { WorkOrderPage } from './features/work-orders/WorkOrderPage';
import { WorkOrdersPage } from './features/work-orders/WorkOrdersPage';
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

// The shop floor's pages sit outside /portal, where the shell checks no login: each checks it here.
const floor = (page: ReactNode) => (
  <RequireVendorSession>{page}</RequireVendorSession>
);

/** The vendor portal's route table, relative to the path the shell mounted it at ('' on vendor hosts). */
export default function VendorPortalRoutes({ basePath }: RemoteRoutesProps) {
  return (
    <BasePathContext.Provider value={basePath}>
      <Routes>
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
        {customerRoutes()}
        <Route path="portal/dashboard" element={<DashboardPage />} />
        <Route path="portal/workorders" element={<WorkOrdersPage />} />
        <Route path="portal/workorder/:id" element={<WorkOrderPage />} />
        <Route path="portal/sales-orders" element={<SalesOrdersPage />} />
        <Route
          path="portal/sales-order/create"
          element={<NewSalesOrderPage />}
        />
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
        <Route
          path="repair-history/:id"
          element={floor(<RepairHistoryPage />)}
        />
        <Route path="start-work" element={floor(<StartWorkPage />)} />
        <Route path="job-in-progress" element={floor(<JobInProgressPage />)} />
        <Route
          path="work-information"
          element={floor(<WorkInformationPage />)}
        />
        <Route path="tell-us" element={floor(<TellUsPage />)} />
        <Route path="job-done" element={floor(<JobDonePage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BasePathContext.Provider>
  );
}
