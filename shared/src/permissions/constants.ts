/** Role ids. */
export const ROLES = {
  CUSTOMER: 1,
  STORE_STAFF: 3,
  STORE_OWNER: 4,
  SUPER_ADMIN: 5,
  VENDOR_OWNER: 7,
  VENDOR_STAFF: 8,
} as const;

/** Permission module ids. */
export const MODULES = {
  DASHBOARD: 1,
  ADDRESS: 2,
  CUSTOMER: 3,
  SERVICE: 4,
  SALES_ORDER: 5,
  WORK_ORDER: 6,
  BILLING: 7,
  INTEGRATION: 8,
  VENDOR_MANAGEMENT: 9,
  SETTINGS: 10,
  USERS: 11,
  ESTIMATES: 12,
  REFUND: 13,
  DISCOUNT: 14,
  LOGIN: 15,
  POS: 16,
} as const;

/** Permission levels. */
export const LEVELS = {
  DISABLE: 0,
  CREATE: 1,
  EDIT: 2,
  VIEW: 3,
  DELETE: 4,
} as const;

export type RoleId = (typeof ROLES)[keyof typeof ROLES];
export type ModuleId = (typeof MODULES)[keyof typeof MODULES];
export type Level = (typeof LEVELS)[keyof typeof LEVELS];

/** Store roles (use the store portal). */
export const STORE_ROLES: readonly number[] = [
  ROLES.STORE_STAFF,
  ROLES.STORE_OWNER,
  ROLES.SUPER_ADMIN,
];
/** Vendor roles (use the vendor portal). */
export const VENDOR_ROLES: readonly number[] = [
  ROLES.VENDOR_OWNER,
  ROLES.VENDOR_STAFF,
];
