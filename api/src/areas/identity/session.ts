import type { Db } from '../../db/types';
import { findStoreById, toStoreDetails } from '../storefront';
import { accessModules, MODULES, ROLES } from '../../auth/permissions';
import { roleRecordOf, type UserRow } from '../../auth/principal';

const VENDOR_OWNER_MODULES = [
  MODULES.dashboard,
  MODULES.address,
  MODULES.customer,
  MODULES.service,
  MODULES.salesOrder,
  MODULES.workOrder,
  MODULES.billing,
  MODULES.integration,
  MODULES.settings,
  MODULES.users,
  MODULES.estimates,
];
const VENDOR_STAFF_MODULES = [
  MODULES.customer,
  MODULES.salesOrder,
  MODULES.workOrder,
  MODULES.estimates,
];
const STORE_ONBOARDING_STEPS = [
  'store',
  'address',
  'shipping',
  'plan',
  'payment',
];

interface VendorRow {
  id: number;
  name: string;
  is_onboarding_complete: boolean;
  has_subscription: boolean;
  has_address: boolean;
  has_bank_account: boolean;
}

/** Everything of the login response except the tokens (also the answer of `auth/me`). */
export async function sessionPayload(db: Db, user: UserRow) {
  const record = roleRecordOf(user);
  const store =
    user.store_id !== null ? await findStoreById(db, user.store_id) : null;
  const vendor =
    user.vendor_id !== null
      ? ((
          await db.query<VendorRow>('SELECT * FROM vendors WHERE id = $1', [
            user.vendor_id,
          ])
        )[0] ?? null)
      : null;
  const isVendor =
    user.role_id === ROLES.vendorOwner || user.role_id === ROLES.vendorStaff;

  let modules: number[];
  if (user.role_id === ROLES.customer) modules = [];
  else if (user.role_id === ROLES.vendorOwner) modules = VENDOR_OWNER_MODULES;
  else if (user.role_id === ROLES.vendorStaff) modules = VENDOR_STAFF_MODULES;
  else modules = accessModules(record);

  let onBoardingSteps: string[] = [];
  if (vendor && !vendor.is_onboarding_complete) {
    onBoardingSteps = [
      ...(vendor.has_subscription ? [] : ['subscription']),
      ...(vendor.has_address ? [] : ['address']),
      ...(vendor.has_bank_account ? [] : ['bank_account']),
    ];
  } else if (
    !isVendor &&
    store &&
    user.role_id === ROLES.storeOwner &&
    !store.is_onboarding_complete
  ) {
    onBoardingSteps = STORE_ONBOARDING_STEPS;
  }

  return {
    role: isVendor ? null : record,
    user: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      language: user.language,
      vendor: vendor ? { id: vendor.id, name: vendor.name } : null,
      ...(isVendor ? { role: record } : {}),
    },
    // true = the step is done; the vendor portal redirects to the first one that is false.
    registration_steps: vendor
      ? {
          subscription: vendor.has_subscription,
          address: vendor.has_address,
          bank_account: vendor.has_bank_account,
        }
      : null,
    on_boarding_steps: onBoardingSteps,
    access_modules: modules,
    store: store ? toStoreDetails(store) : null,
    customer: user.customer_id !== null ? { id: user.customer_id } : null,
  };
}
