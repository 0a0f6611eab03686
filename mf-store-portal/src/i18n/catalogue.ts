import { catalogueOf, type CatalogueSet } from 'shared/i18n';
import { admin } from './messages/admin';
import { commission } from './messages/commission';
import { billItems } from './messages/billItems';
import { customer } from './messages/customer';
import { customers } from './messages/customers';
import { dashboard } from './messages/dashboard';
import { detail } from './messages/detail';
import { discounts } from './messages/discounts';
import { estimates } from './messages/estimates';
import { insurance } from './messages/insurance';
import { integrations } from './messages/integrations';
import { locations } from './messages/locations';
import { login } from './messages/login';
import { onboarding } from './messages/onboarding';
import { menu, pages } from './messages/menu';
import { priceListEntries } from './messages/priceListEntries';
import { priceLists } from './messages/priceLists';
import { recordForms } from './messages/recordForms';
import { releases } from './messages/releases';
import { salesOrder } from './messages/salesOrder';
import { salesOrders } from './messages/salesOrders';
import { services } from './messages/services';
import { settings } from './messages/settings';
import { users } from './messages/users';
import { validation } from './messages/validation';
import { vendorInvoices } from './messages/vendorInvoices';
import { vendors } from './messages/vendors';
import { workOrder } from './messages/workOrder';
import { workOrders } from './messages/workOrders';

const sections = {
  menu,
  pages,
  login,
  dashboard,
  salesOrders,
  salesOrder,
  workOrders,
  workOrder,
  customers,
  customer,
  locations,
  settings,
  users,
  vendors,
  commission,
  vendorInvoices,
  insurance,
  discounts,
  services,
  priceLists,
  priceListEntries,
  integrations,
  billItems,
  estimates,
  onboarding,
  admin,
  releases,
  detail,
  recordForms,
  validation,
};

/** The 'storePortal' namespace in English and Spanish, one section per feature. */
export const STORE_PORTAL_CATALOGUES: CatalogueSet = catalogueOf(sections);

/** Spanish texts that are rightly the same as the English ones (names, codes, loanwords). */
export const IDENTICAL_IN_SPANISH: readonly string[] = [
  'salesOrders.total',
  'salesOrder.subtotal',
  'salesOrder.total',
  'users.moduleInScope',
  'estimates.subtotal',
  'discounts.counted',
  'discounts.range',
  'services.counted',
  'billItems.plan',
  'vendorInvoices.total',
  'releases.change.step',
  'recordForms.event.titled',
  'releases.card.pinOf',
  'releases.columns.changeOf',
  'releases.columns.changeOfStore',
  'onboarding.services.choice',
  'onboarding.plan.legend',
];
