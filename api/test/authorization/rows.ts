import { DOWNLOAD_ROWS } from './downloadRows';
import type { Row } from './expect';
import { PUBLIC_ROWS } from './publicRows';
import { REPAIR_ROWS } from './repairRows';
import { SIGNED_IN_ROWS } from './signedInRows';
import { VENDOR_SALES_ROWS } from './vendorSalesRows';
import { ACCESS_ROWS } from './accessRows';
import { USERS_ROWS } from './usersRows';
import { ONBOARDING_ROWS } from './onboardingRows';
import { SETTINGS_ROWS } from './settingsRows';
import { VENDOR_ONBOARDING_ROWS } from './vendorOnboardingRows';
import { VENDOR_ADDRESS_ROWS } from './vendorAddressRows';
import { LOCATION_ROWS } from './locationRows';
import { CUSTOMER_ROWS } from './customerRows';
import { STORE_SERVICE_ROWS } from './storeServiceRows';
import { STORE_PRICE_LIST_ROWS } from './storePriceListRows';
import { BILLING_ROWS } from './billingRows';
import { BILL_ITEM_ROWS } from './billItemRows';
import { STORE_VENDOR_ROWS } from './storeVendorRows';
import { VENDOR_TEAM_ROWS } from './vendorTeamRows';
import { SERVICE_BUILDER_ROWS } from './serviceBuilderRows';
import { VENDOR_SERVICE_ROWS } from './vendorServiceRows';
import { PRICE_LIST_ROWS } from './priceListRows';
import { VENDOR_INVOICE_ROWS } from './vendorInvoiceRows';
import { RELEASE_ROWS } from './releaseRows';
import { VENDOR_BILLING_ROWS } from './vendorBillingRows';
import { VENDOR_SETUP_ROWS } from './vendorSetupRows';
import { STORE_VENDOR_INVOICE_ROWS } from './storeVendorInvoiceRows';
import { DISCOUNT_ROWS } from './discountRows';

export type { Expect, Row } from './expect';

/** Every row of the matrix, in the order they run (logout last: it ends the caller's login). */
export const ROWS: Record<string, Row> = {
  ...PUBLIC_ROWS,
  ...REPAIR_ROWS,
  ...DOWNLOAD_ROWS,
  ...VENDOR_SALES_ROWS,
  ...ACCESS_ROWS,
  ...USERS_ROWS,
  ...ONBOARDING_ROWS,
  ...SETTINGS_ROWS,
  ...VENDOR_ONBOARDING_ROWS,
  ...VENDOR_ADDRESS_ROWS,
  ...LOCATION_ROWS,
  ...CUSTOMER_ROWS,
  ...STORE_SERVICE_ROWS,
  ...STORE_PRICE_LIST_ROWS,
  ...BILLING_ROWS,
  ...BILL_ITEM_ROWS,
  ...STORE_VENDOR_ROWS,
  ...VENDOR_TEAM_ROWS,
  ...SERVICE_BUILDER_ROWS,
  ...VENDOR_SERVICE_ROWS,
  ...PRICE_LIST_ROWS,
  ...VENDOR_INVOICE_ROWS,
  ...RELEASE_ROWS,
  ...VENDOR_BILLING_ROWS,
  ...VENDOR_SETUP_ROWS,
  ...STORE_VENDOR_INVOICE_ROWS,
  ...DISCOUNT_ROWS,
  ...SIGNED_IN_ROWS,
};
