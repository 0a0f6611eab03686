import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { storeBillItemsRoutes } from './areas/billing/routes/storeBillItems';
import { locationAllowance } from './areas/billing/plansExtraLocations';
import { storeBillingRoutes } from './areas/billing/routes/storeBilling';
import { storeVendorInvoiceRoutes } from './areas/billing/routes/storeVendorInvoices';
import { vendorBillItemRoutes } from './areas/billing/routes/vendorBillItems';
import { vendorBillingRoutes } from './areas/billing/routes/vendorBilling';
import { vendorInvoiceRoutes } from './areas/billing/routes/vendorInvoices';
import { discountRoutes } from './areas/catalog/routes/discounts';
import { insurancePlanRoutes } from './areas/catalog/routes/insurancePlans';
import { priceListRoutes } from './areas/catalog/routes/priceLists';
import { serviceBuilderRoutes } from './areas/catalog/routes/serviceBuilder';
import { serviceBuilderPartRoutes } from './areas/catalog/routes/serviceBuilderParts';
import { serviceRoutes } from './areas/catalog/routes/services';
import { storePriceListRoutes } from './areas/catalog/routes/storePriceLists';
import { storeServiceRoutes } from './areas/catalog/routes/storeServices';
import { vendorServiceRoutes } from './areas/catalog/routes/vendorServices';
import { mergeGuestCart } from './areas/checkout/guestCartMerge';
import { discountCheckRoutes } from './areas/checkout/routes/discountCheck';
import { cartRoutes } from './areas/checkout/routes/carts';
import { orderRoutes } from './areas/checkout/routes/orders';
import { uploadRoutes } from './areas/checkout/routes/uploads';
import { downloadRoutes } from './areas/orders/routes/downloads';
import { myEstimateRoutes } from './areas/estimates/routes/accountsEstimates';
import { devEstimateRoutes } from './areas/estimates/routes/devEstimates';
import { estimateAnswerRoutes } from './areas/estimates/routes/estimateAnswers';
import { estimateFlowRoutes } from './areas/estimates/routes/estimateFlow';
import { estimateListRoutes } from './areas/estimates/routes/estimateList';
import { estimatePlaceRoutes } from './areas/estimates/routes/estimatePlace';
import { estimateQuoteRoutes } from './areas/estimates/routes/estimateQuotes';
import { portalEstimateRoutes } from './areas/estimates/routes/portalEstimates';
import { vendorEstimateAnswerRoutes } from './areas/estimates/routes/vendorEstimateAnswers';
import { vendorEstimateQuoteRoutes } from './areas/estimates/routes/vendorEstimateQuotes';
import { snapshotVendorQuote } from './areas/estimates/vendorEstimateQuotes';
import { accessResetRoutes } from './areas/identity/routes/accessReset';
import { accountRoutes } from './areas/identity/routes/accounts';
import { authRoutes } from './areas/identity/routes/auth';
import { storeAccessRoutes } from './areas/identity/routes/storeAccess';
import { storeCustomerRoutes } from './areas/identity/routes/storeCustomers';
import { storeUserRoutes } from './areas/identity/routes/storeUsers';
import { vendorTeamRoutes } from './areas/identity/routes/vendorTeam';
import { notificationRoutes } from './areas/notifications/routes/notifications';
import { pushRoutes } from './areas/notifications/routes/push';
import { onboardingRoutes } from './areas/onboarding/routes/onboarding';
import { onboardingStripeRoutes } from './areas/onboarding/routes/onboardingStripe';
import { vendorOnboardingRoutes } from './areas/onboarding/routes/vendorOnboarding';
import { feedbackRoutes } from './areas/orders/routes/accountsFeedback';
import { myOrderRoutes } from './areas/orders/routes/accountsOrders';
import { dashboardRoutes } from './areas/orders/routes/dashboard';
import { devOrderRoutes } from './areas/orders/routes/devOrders';
import { repairListRoutes } from './areas/orders/routes/repairLists';
import { salesOrderFlowRoutes } from './areas/orders/routes/salesOrderFlow';
import { salesOrderRoutes } from './areas/orders/routes/salesOrders';
import { trackingRoutes } from './areas/orders/routes/tracking';
import { loadOrder } from './areas/orders/orders';
import { paymentRoutes } from './areas/payments/routes/payments';
import { publicRoutes } from './areas/releases/routes/public';
import { releaseRoutes } from './areas/releases/routes/releases';
import { workOrderCreateRoutes } from './areas/repair/routes/workOrderCreate';
import { workOrderDownloadRoutes } from './areas/repair/routes/workOrderDownloads';
import { workOrderRoutes } from './areas/repair/routes/workOrders';
import { workOrderScanRoutes } from './areas/repair/routes/workOrderScan';
import { storeIntegrationRoutes } from './areas/storefront/routes/storeIntegrations';
import { storeLocationRoutes } from './areas/storefront/routes/storeLocations';
import { storeSettingsRoutes } from './areas/storefront/routes/storeSettings';
import { storefrontPageRoutes } from './areas/storefront/routes/storefrontPages';
import { storeRoutes } from './areas/storefront/routes/stores';
import { vendorImportRoutes } from './areas/vendorSales/routes/vendorImports';
import { vendorSalesOrderRoutes } from './areas/vendorSales/routes/vendorSalesOrders';
import { storeVendorRoutes } from './areas/vendors/routes/storeVendors';
import { vendorAddressRoutes } from './areas/vendors/routes/vendorAddresses';
import { vendorSetupRoutes } from './areas/vendors/routes/vendorSetup';

// Every area's routes, in the order app.ts registers them under /api/v1: like background.ts for the
// sweeps, the one list that wires the areas' route files into the platform. A route file registers
// its own area's routes only; another area's routes are listed here.

type RegisterRoutes = (api: FastifyInstance, ctx: AppContext) => Promise<void>;

export const AREA_ROUTES: readonly RegisterRoutes[] = [
  publicRoutes,
  storefrontPageRoutes,
  // signing in with a guest cart's id moves its lines into the customer's cart
  (api, ctx) => authRoutes(api, ctx, mergeGuestCart),
  storeRoutes,
  serviceRoutes,
  notificationRoutes,
  cartRoutes,
  trackingRoutes,
  orderRoutes,
  estimatePlaceRoutes,
  // the payment page shows the order it pays, which orders reads
  (api, ctx) => paymentRoutes(api, ctx, loadOrder),
  salesOrderRoutes,
  portalEstimateRoutes,
  (api, ctx) => accountRoutes(api, ctx, mergeGuestCart),
  myOrderRoutes,
  myEstimateRoutes,
  feedbackRoutes,
  pushRoutes,
  uploadRoutes,
  repairListRoutes,
  estimateListRoutes,
  salesOrderFlowRoutes,
  workOrderCreateRoutes,
  workOrderRoutes,
  workOrderScanRoutes,
  estimateFlowRoutes,
  estimateQuoteRoutes,
  estimateAnswerRoutes,
  workOrderDownloadRoutes,
  downloadRoutes,
  // a vendor's estimate is sent under the estimates' quote rules
  (api, ctx) => vendorSalesOrderRoutes(api, ctx, snapshotVendorQuote),
  vendorEstimateQuoteRoutes,
  vendorEstimateAnswerRoutes,
  storeAccessRoutes,
  accessResetRoutes,
  vendorOnboardingRoutes,
  vendorAddressRoutes,
  storeUserRoutes,
  onboardingRoutes,
  onboardingStripeRoutes,
  storeSettingsRoutes,
  dashboardRoutes,
  storeCustomerRoutes,
  // a location is added within the store's plan, which billing answers
  (api, ctx) => storeLocationRoutes(api, ctx, locationAllowance),
  storeServiceRoutes,
  storePriceListRoutes,
  storeBillingRoutes,
  storeBillItemsRoutes,
  storeIntegrationRoutes,
  storeVendorRoutes,
  insurancePlanRoutes,
  discountRoutes,
  discountCheckRoutes,
  serviceBuilderRoutes,
  serviceBuilderPartRoutes,
  vendorServiceRoutes,
  priceListRoutes,
  vendorInvoiceRoutes,
  releaseRoutes,
  vendorSetupRoutes,
  vendorImportRoutes,
  vendorBillItemRoutes,
  storeVendorInvoiceRoutes,
  vendorTeamRoutes,
  vendorBillingRoutes,
  devOrderRoutes,
  devEstimateRoutes,
];
