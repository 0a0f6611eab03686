// Component test files of a web package that run together, in one jest test file per group
// (<package>/src/testGroups/<group>.test.ts, which calls tools/jest/runWebGroup.js). Jest gives
// every test file a new jsdom and a new module registry that loads React, antd, the router, i18n
// and the package's pages again; a group pays that once for all its members.
// A member keeps its own file, hooks and assertions and may still run on its own: jest.config.js
// leaves the members out of a full run and, when a path on the command line names a member, runs
// the members instead of their group.
// Only files that share a registry safely can join: no jest.mock (it would replace the module for
// every member), no state kept between files other than what runWebGroup resets. A file that is
// not listed here runs on its own, as before.
// Paths are relative to the package's src, with the extension.
const WEB_GROUPS = {
  'mf-vendor-portal': {
    sales: [
      'features/addresses/addresses.test.tsx',
      'features/customers/customers.test.tsx',
      'features/estimate-link/estimateLink.test.tsx',
      'features/estimates/estimates.test.tsx',
      'features/price-lists/priceListEdit.test.tsx',
      'features/price-lists/priceLists.test.tsx',
      'features/sales-orders/importSalesOrders.test.tsx',
      'features/sales-orders/newSalesOrder.test.tsx',
      'features/sales-orders/salesOrder.test.tsx',
      'features/sales-orders/salesOrderEdit.test.tsx',
      'features/sales-orders/salesOrders.test.tsx',
    ],
    work: [
      'features/bill-items/billItems.test.tsx',
      'features/invoices/invoice.test.tsx',
      'features/invoices/invoices.test.tsx',
      'features/invoices/newInvoice.test.tsx',
      'features/invoices/newInvoiceBillItems.test.tsx',
      'features/shop-floor/shopFloor.test.tsx',
      'features/work-orders/components/CommissionSection.test.tsx',
      'features/work-orders/components/workOrderWrites.test.tsx',
      'features/work-orders/workOrder.test.tsx',
      'features/work-orders/workOrderOffers.test.tsx',
      'features/work-orders/workOrders.test.tsx',
    ],
    account: [
      'features/access/access.test.tsx',
      'features/billing/billing.test.tsx',
      'features/billing/payment.test.tsx',
      'features/billing/plan.test.tsx',
      'features/dashboard/dashboard.test.tsx',
      'features/import-settings/importSettings.test.tsx',
      'features/integrations/integrations.test.tsx',
      'features/settings/invoiceSettings.test.tsx',
      'features/settings/settings.test.tsx',
      'features/team/seats.test.tsx',
      'features/team/team.test.tsx',
    ],
    start: [
      'exposes/Routes.test.tsx',
      'features/login/login.test.tsx',
      'features/onboarding/onboarding.test.tsx',
      'features/onboarding/signup.test.tsx',
      'features/setup-vendor/setupVendor.test.tsx',
      'features/staff-signup/staffSignup.test.tsx',
      'features/store-invitation/storeInvitation.test.tsx',
      'i18n/catalogue.test.ts',
      'i18n/pseudoPages.test.tsx',
    ],
  },
  'mf-service-builder': {
    editor: [
      'features/service-editor/draft.test.ts',
      'features/service-editor/editor.test.tsx',
      'features/service-editor/leave.test.tsx',
      'features/service-editor/live.test.tsx',
      'features/service-editor/newService.test.tsx',
      'features/service-editor/options.test.tsx',
      'features/service-editor/preview.test.tsx',
      'features/service-editor/settingTraps.test.tsx',
      'features/service-editor/settings.test.tsx',
      'features/service-editor/skuImport.test.tsx',
      'features/service-editor/vendorSide.test.tsx',
    ],
    parts: [
      'exposes/Routes.test.tsx',
      'features/service-editor/images/ImageUploadField.test.tsx',
      'features/service-editor/images/pictures.test.tsx',
      'features/service-editor/logic/ExpressionField.test.tsx',
      'features/service-editor/logic/LogicPanel.test.tsx',
      'features/service-editor/rules/UrlParameterField.test.tsx',
      'features/service-editor/rules/ValidationRulesEditor.test.tsx',
      'features/vendor-services/vendorServices.test.tsx',
      'i18n/catalogue.test.ts',
    ],
  },
};

module.exports = { WEB_GROUPS };
