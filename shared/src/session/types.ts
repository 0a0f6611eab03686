import type { StoreSettings } from 'shared/tenant';

/** One module's grant: the levels it allows, and whether it is enabled (1). */
export interface ModulePermission {
  module_id: number;
  permissions: number[];
  is_enable: 0 | 1;
}

/** The role record of a signed-in user; `stores_permissions: null` means unrestricted. */
export interface RoleRecord {
  role_id: number;
  stores_permissions: {
    global_permissions: ModulePermission[];
    locations_permissions: {
      location_id: number;
      permissions: ModulePermission[];
    }[];
  } | null;
}

/** Store details kept in the session (`StoreDetails`). */
export interface StoreDetails {
  id: number;
  name: string;
  url: string;
  website_url: string | null;
  logo: string | null;
  favicon: string | null;
  is_onboarding_complete: boolean;
  is_international_shipping: boolean;
  settings: {
    has_default_address: boolean;
    use_platform_shipping: boolean;
    shipping_account_type: string | number | null;
    is_fixed_shipping: boolean;
  } | null;
}

/** The signed-in user's details. */
export interface UserDetails {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
  /** the portal language the user chose ('en', 'es'), or null */
  language?: string | null;
  vendor: { id: number; name?: string } | null;
}

/** Pending onboarding steps of a vendor login. */
export interface RegistrationSteps {
  subscription: boolean;
  address: boolean;
  bank_account: boolean;
}

/** What the three login endpoints answer (vendor login carries the role in `user.role`). */
export interface LoginResponse {
  access: string;
  refresh: string;
  role: RoleRecord | null;
  user: UserDetails & { role?: RoleRecord | null };
  registration_steps: RegistrationSteps | null;
  on_boarding_steps: string[];
  access_modules: number[];
  store: StoreDetails | null;
  customer: { id: number } | null;
}

/** Everything the browser keeps between page loads. */
export interface Session {
  access: string | null;
  refresh: string | null;
  role: RoleRecord | null;
  user: UserDetails | null;
  store: StoreDetails | null;
  customer: { id: number } | null;
  /** survives sign-out */
  storeSettings: StoreSettings | null;
  cartIds: Array<number | string>;
  /** a guest chose 'Continue as guest' at /checkout-login; cleared on sign-in/sign-out */
  checkoutAsGuest: boolean;
  accessModules: number[];
  registrationSteps: RegistrationSteps | null;
  onBoardingSteps: string[];
  /** the super admin viewing a store's portal as its owner (/authenticate/{id}); null otherwise */
  impersonation: ImpersonationState | null;
}

/** Who the super admin is viewing the portal as, and their own session to return to. */
export interface ImpersonationState {
  store: { id: number; name: string };
  /** when the store's short login stops working (ISO date-time) */
  expires_at: string;
  /** the super admin's own session, restored by 'Return to admin' */
  admin: Session;
}

/** What POST admin/stores/{id}/authenticate answers: the owner's login plus who it is for. */
export interface ImpersonationLogin extends LoginResponse {
  impersonation: { store: { id: number; name: string }; expires_at: string };
}

/** Why the session was cleared: the user logged out, or the tokens could not be refreshed. */
export interface SignOutEvent {
  reason: 'user' | 'expired';
  /** role of the user that was signed out (to pick the login path) */
  roleId: number | null;
}
