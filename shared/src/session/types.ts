import type { StoreSettings } from 'shared/tenant';
import type {
  LoginAnswer,
  RegistrationSteps,
  RoleRecord,
  StoreDetails,
  UserDetails,
} from '../contracts/session';

// The wire records of a login are the contract's (shared/contracts/session.ts).
export type {
  ImpersonationLogin,
  ModulePermission,
  RegistrationSteps,
  RoleRecord,
  StoreDetails,
  UserDetails,
} from '../contracts/session';

/** What the three login endpoints answer (vendor login carries the role in `user.role`). */
export type LoginResponse = LoginAnswer;

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

/** Why the session was cleared: the user logged out, or the tokens could not be refreshed. */
export interface SignOutEvent {
  reason: 'user' | 'expired';
  /** role of the user that was signed out (to pick the login path) */
  roleId: number | null;
}
